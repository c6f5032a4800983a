import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session.ts';

/**
 * The server never knows the session (Firebase keeps it in the browser), so a server-rendered page is written
 * for a visitor, and the browser hydrates it as one before showing the session it restores.
 */
const ON_THE_SERVER: Session = { status: 'signed-out', user: null };

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => ON_THE_SERVER);
}
