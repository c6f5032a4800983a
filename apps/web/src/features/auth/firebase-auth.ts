/**
 * The only module that imports the Firebase SDK. It is loaded with a dynamic
 * import, so public pages that never need a session never download it.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
} from 'firebase/auth';
import { loadClientConfig } from '../../lib/client-config.ts';
import type { SessionUser } from './session.ts';

export type AuthApi = {
  signInWithPassword(email: string, password: string): Promise<void>;
  signUpWithPassword(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** The current ID token, refreshed by the SDK when it is close to expiry; null when signed out. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
};

export async function connectAuth(onUser: (user: SessionUser | null) => void): Promise<AuthApi> {
  const config = await loadClientConfig();
  const app = initializeApp(config.firebase);
  // initializeAuth without a popup resolver keeps this chunk small; sessions
  // persist in IndexedDB so they survive a reload.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  onIdTokenChanged(auth, (user) => {
    onUser(user ? { uid: user.uid, email: user.email, emailVerified: user.emailVerified } : null);
  });
  await auth.authStateReady();
  return {
    async signInWithPassword(email, password) {
      await signInWithEmailAndPassword(auth, email, password);
    },
    async signUpWithPassword(email, password) {
      await createUserWithEmailAndPassword(auth, email, password);
    },
    signOut: () => firebaseSignOut(auth),
    async getIdToken(forceRefresh = false) {
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
    },
  };
}
