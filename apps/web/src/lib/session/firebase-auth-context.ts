/**
 * What the parts of the auth API share: the Firebase Auth instance, the flows waiting for a code, and the
 * helpers every part uses. One context per connectAuth(), so a phone code sent by one part is confirmed by another.
 */
import {
  RecaptchaVerifier,
  type Auth,
  type AuthCredential,
  type ConfirmationResult,
  type MultiFactorResolver,
  type User,
} from 'firebase/auth';
import { runFirstFactor } from './firebase-auth-first-factor.ts';

/** Where every emailed link (verification, reset, sign-in, email change) lands in the app. */
export const ACTION_PATH = '/auth/action';

/** Flows started by one call and finished by a later one. */
export type AuthState = {
  /** A texted code waiting for confirmation: phone sign-in, phone link or phone re-authentication. */
  pendingPhone: ConfirmationResult | null;
  recaptcha: RecaptchaVerifier | null;
  /** A sign-in waiting for its second factor. */
  mfaResolver: MultiFactorResolver | null;
  /** A social credential waiting to be linked once the person signs in with their existing method. */
  pendingLink: { credential: AuthCredential; label: string } | null;
};

export type AuthContext = {
  auth: Auth;
  state: AuthState;
  /** A fresh invisible reCAPTCHA on the button that asked (skipped by the emulator). */
  verifierFor: (buttonId: string) => RecaptchaVerifier;
  /** Runs a first-factor sign-in; see runFirstFactor. */
  firstFactor: (signIn: () => Promise<unknown>) => Promise<void>;
  currentUser: () => User;
  /** Reloads the user so emailVerified and email reflect changes made from another tab or device. */
  refreshUser: () => Promise<void>;
  actionUrl: () => string;
};

/** An error with a Firebase-style code, which the forms turn into a message. */
export function codedError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

export function createAuthContext(auth: Auth, publish: () => void): AuthContext {
  const state: AuthState = { pendingPhone: null, recaptcha: null, mfaResolver: null, pendingLink: null };
  const refreshUser = async () => {
    if (!auth.currentUser) return;
    await auth.currentUser.reload();
    await auth.currentUser.getIdToken(true);
    publish();
  };
  return {
    auth,
    state,
    verifierFor(buttonId) {
      state.recaptcha?.clear();
      state.recaptcha = new RecaptchaVerifier(auth, buttonId, { size: 'invisible' });
      return state.recaptcha;
    },
    firstFactor: (signIn) => runFirstFactor(auth, state, refreshUser, signIn),
    currentUser() {
      if (!auth.currentUser) throw codedError('Not signed in', 'auth/user-token-expired');
      return auth.currentUser;
    },
    refreshUser,
    actionUrl: () => `${window.location.origin}${ACTION_PATH}`,
  };
}
