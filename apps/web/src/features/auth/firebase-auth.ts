/**
 * The only module that imports the Firebase SDK. It is loaded with a dynamic
 * import, so public pages that never need a session never download it.
 */
import { initializeApp } from 'firebase/app';
import {
  applyActionCode,
  browserLocalPersistence,
  checkActionCode,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  fetchSignInMethodsForEmail,
  indexedDBLocalPersistence,
  initializeAuth,
  isSignInWithEmailLink,
  onIdTokenChanged,
  reauthenticateWithCredential,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  type ConfirmationResult,
  sendEmailVerification,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signOut as firebaseSignOut,
  updatePassword,
  updateProfile,
  verifyBeforeUpdateEmail,
  verifyPasswordResetCode,
  type Auth,
  type User,
} from 'firebase/auth';
import { loadClientConfig } from '../../lib/client-config.ts';
import type { SessionUser } from './session.ts';

/** Where every emailed link (verification, reset, sign-in, email change) lands in the app. */
export const ACTION_PATH = '/auth/action';

export type ActionInfo = { operation: string; email: string | null; previousEmail: string | null };

export type AuthApi = ReturnType<typeof createApi>;

function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    photoURL: user.photoURL,
    phoneNumber: user.phoneNumber,
    providerIds: user.providerData.map((p) => p.providerId),
  };
}

export async function connectAuth(onUser: (user: SessionUser | null) => void): Promise<AuthApi> {
  const config = await loadClientConfig();
  const app = initializeApp(config.firebase);
  // initializeAuth without a popup resolver keeps this chunk small; sessions
  // persist in IndexedDB so they survive a reload.
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

function createApi(auth: Auth, publish: () => void) {
  let pendingPhone: ConfirmationResult | null = null;
  let recaptcha: RecaptchaVerifier | null = null;
  const actionUrl = () => `${window.location.origin}${ACTION_PATH}`;
  const currentUser = (): User => {
    if (!auth.currentUser) throw Object.assign(new Error('Not signed in'), { code: 'auth/user-token-expired' });
    return auth.currentUser;
  };
  /** Reloads the user so emailVerified and email reflect changes made from another tab or device. */
  const refreshUser = async () => {
    if (!auth.currentUser) return;
    await auth.currentUser.reload();
    await auth.currentUser.getIdToken(true);
    publish();
  };

  return {
    async signInWithPassword(email: string, password: string) {
      await signInWithEmailAndPassword(auth, email, password);
    },
    async signUpWithPassword(email: string, password: string) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await sendEmailVerification(user, { url: actionUrl() });
    },
    signOut: () => firebaseSignOut(auth),
    /** The current ID token, refreshed by the SDK near expiry, or on demand; null when signed out. */
    async getIdToken(forceRefresh = false): Promise<string | null> {
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
    },
    refreshUser,
    async resendVerificationEmail() {
      await sendEmailVerification(currentUser(), { url: actionUrl() });
    },
    async sendPasswordReset(email: string) {
      await sendPasswordResetEmail(auth, email, { url: `${window.location.origin}/sign-in` });
    },
    /** Checks a reset code and names the account it belongs to. */
    verifyPasswordResetCode: (code: string) => verifyPasswordResetCode(auth, code),
    confirmPasswordReset: (code: string, newPassword: string) => confirmPasswordReset(auth, code, newPassword),
    async describeActionCode(code: string): Promise<ActionInfo> {
      const info = await checkActionCode(auth, code);
      return {
        operation: info.operation,
        email: info.data.email ?? null,
        previousEmail: info.data.previousEmail ?? null,
      };
    },
    async applyActionCode(code: string) {
      await applyActionCode(auth, code);
      await refreshUser();
    },
    async sendSignInLink(email: string) {
      await sendSignInLinkToEmail(auth, email, { url: actionUrl(), handleCodeInApp: true });
    },
    isSignInLink: (url: string) => isSignInWithEmailLink(auth, url),
    /**
     * Texts a code to the number. In production an invisible reCAPTCHA,
     * bound to the given button, proves a person asked.
     */
    async sendPhoneCode(phoneNumber: string, buttonId: string) {
      recaptcha?.clear();
      recaptcha = new RecaptchaVerifier(auth, buttonId, { size: 'invisible' });
      pendingPhone = await signInWithPhoneNumber(auth, phoneNumber, recaptcha);
    },
    async confirmPhoneCode(code: string) {
      if (!pendingPhone) throw Object.assign(new Error('No code was sent'), { code: 'auth/code-expired' });
      await pendingPhone.confirm(code);
      pendingPhone = null;
      recaptcha?.clear();
      recaptcha = null;
    },
    async completeSignInLink(email: string, url: string) {
      await signInWithEmailLink(auth, email, url);
    },
    async updateProfile(profile: { displayName: string; photoURL: string }) {
      const user = currentUser();
      // The service refuses a null photo; an empty string clears one, and an
      // unchanged photo is not sent at all.
      await updateProfile(user, {
        displayName: profile.displayName,
        ...(profile.photoURL !== (user.photoURL ?? '') ? { photoURL: profile.photoURL } : {}),
      });
      await refreshUser();
    },
    /** Sends a link to the new address; the email changes only when it is opened. */
    async changeEmail(newEmail: string) {
      await verifyBeforeUpdateEmail(currentUser(), newEmail, { url: actionUrl() });
    },
    async changePassword(newPassword: string) {
      await updatePassword(currentUser(), newPassword);
    },
    /**
     * Whether the account has a password. Email-link accounts also show the
     * "password" provider, so ask which methods the address signs in with.
     * null when the project hides that (email enumeration protection).
     */
    async hasPassword(): Promise<boolean | null> {
      const user = currentUser();
      if (!user.email) return false;
      const methods = await fetchSignInMethodsForEmail(auth, user.email);
      if (methods.length === 0) return null;
      return methods.includes(EmailAuthProvider.EMAIL_PASSWORD_SIGN_IN_METHOD);
    },
    async reauthenticateWithPassword(password: string) {
      const user = currentUser();
      if (!user.email) throw Object.assign(new Error('No email'), { code: 'auth/invalid-credential' });
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
    },
  };
}
