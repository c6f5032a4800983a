import { useSyncExternalStore } from 'react';
import { networkStatus } from '../lib/network-status.ts';

// On the server, and while a server-rendered page hydrates, the page is as the server wrote it: online.
const onServer = () => false;

/** True while the app believes it is offline (lib/network-status.ts); components follow changes at once. */
export function useOffline(): boolean {
  return useSyncExternalStore(networkStatus.subscribe, networkStatus.isOffline, onServer);
}
