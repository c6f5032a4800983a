/**
 * The only module that imports the Firebase SDK, with the firebase-auth-*.ts modules it is made of. It is loaded
 * with a dynamic import, so public pages that never need a session never download it.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  multiFactor,
  onIdTokenChanged,
  type Auth,
  type User,
} from 'firebase/auth';
import { loadClientConfig } from '../client-config.ts';
import { accountApi } from './firebase-auth-account.ts';
import { createAuthContext } from './firebase-auth-context.ts';
import { emailActionsApi } from './firebase-auth-email-actions.ts';
import { reauthenticationApi } from './firebase-auth-reauthentication.ts';
import { secondFactorApi } from './firebase-auth-second-factor.ts';
import { signInApi } from './firebase-auth-sign-in.ts';
import type { SessionUser } from './session.ts';

export { ACTION_PATH } from './firebase-auth-context.ts';
export type { ActionInfo } from './firebase-auth-email-actions.ts';

export type AuthApi = ReturnType<typeof createApi>;

function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    photoURL: user.photoURL,
    phoneNumber: user.phoneNumber,
    secondFactors: multiFactor(user).enrolledFactors.map((f) => ({
      uid: f.uid,
      label: f.displayName ?? 'Phone',
      phoneNumber: 'phoneNumber' in f && typeof f.phoneNumber === 'string' ? f.phoneNumber : null,
    })),
    providerIds: user.providerData.map((p) => p.providerId),
  };
}

export async function connectAuth(onUser: (user: SessionUser | null) => void): Promise<AuthApi> {
  const config = await loadClientConfig();
  const app = initializeApp(config.firebase);
  // Sessions persist in IndexedDB so they survive a reload. The popup and
  // redirect resolver loads Google's helper script, so only the calls that
  // need it get it, not every start.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    // The emulator does not check reCAPTCHA; this keeps Google's script from loading.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  const publish = () => onUser(auth.currentUser ? toSessionUser(auth.currentUser) : null);
  onIdTokenChanged(auth, publish);
  await auth.authStateReady();
  return createApi(auth, publish);
}

/** The whole API, one part per concern; the parts share one context, so a flow one starts another can finish. */
function createApi(auth: Auth, publish: () => void) {
  const context = createAuthContext(auth, publish);
  return {
    ...signInApi(context),
    ...secondFactorApi(context),
    ...accountApi(context),
    ...emailActionsApi(context),
    ...reauthenticationApi(context),
    /** The current ID token, refreshed by the SDK near expiry, or on demand; null when signed out. */
    async getIdToken(forceRefresh = false): Promise<string | null> {
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
    },
    refreshUser: context.refreshUser,
  };
}
