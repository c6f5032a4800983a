import { clearDoorStorage } from '../door-storage.ts';
import { clearHolds } from '../hold-store.ts';
import { clearOfflineTickets } from '../offline-tickets.ts';
import type { AuthApi } from './firebase-auth.ts';

export type SessionUser = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
  /** Enrolled SMS second factors. */
  secondFactors: { uid: string; label: string; phoneNumber: string | null }[];
  /** Firebase provider ids linked to the account, such as "password" or "google.com". */
  providerIds: string[];
};

export type Session =
  { status: 'loading'; user: null } | { status: 'signed-out'; user: null } | { status: 'signed-in'; user: SessionUser };

/**
 * A hint in localStorage that a Firebase session may exist. Without it we know
 * the visitor is signed out and never load the SDK; with it we load the SDK
 * in the background to restore the session.
 */
const HINT_KEY = 'admit.session';

function readHint(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Private mode without storage: the session still works for this tab.
  }
}

let session: Session = readHint() ? { status: 'loading', user: null } : { status: 'signed-out', user: null };
const listeners = new Set<() => void>();
let authApi: Promise<AuthApi> | null = null;

function setSession(next: Session): void {
  if (JSON.stringify(next) === JSON.stringify(session)) return;
  session = next;
  for (const listener of listeners) listener();
}

/** Loads the Firebase SDK once, and from then on mirrors its user into the session. */
export function loadAuth(): Promise<AuthApi> {
  authApi ??= import('./firebase-auth.ts')
    .then(({ connectAuth }) =>
      connectAuth((user) => {
        // A session there was (or that the hint promised) has ended: signed out by the person, by account deletion
        // or by a revoked session. A visitor loading the SDK to sign in for the first time had none.
        const ended = !user && session.status !== 'signed-out';
        writeHint(!!user);
        // Their kept tickets go too, a door device's copy of attendee names, and the orders this browser started.
        if (!user) {
          void clearOfflineTickets();
          void clearDoorStorage();
        }
        if (ended) clearHolds();
        setSession(user ? { status: 'signed-in', user } : { status: 'signed-out', user: null });
      }),
    )
    .catch((error: unknown) => {
      // Offline or a failed chunk: let the next attempt try again instead of failing forever.
      authApi = null;
      if (session.status === 'loading') setSession({ status: 'signed-out', user: null });
      throw error;
    });
  return authApi;
}

export const sessionStore = {
  get: (): Session => session,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Restores a session from a previous visit, if the hint says there may be one. */
  restore(): void {
    // A failure (offline with nothing saved, a chunk that did not load) already shows: the session reads as
    // signed out, and the screens that need the network say so. Nothing is left to throw at the page.
    if (readHint()) loadAuth().catch(() => undefined);
  },
  /** The bearer token for API calls; never loads the SDK for a visitor. */
  async getIdToken(forceRefresh = false): Promise<string | null> {
    if (session.status === 'signed-out' && !authApi) return null;
    return (await loadAuth()).getIdToken(forceRefresh);
  },
};
