/**
 * The only module that imports the Firebase SDK. It is loaded with a dynamic
 * import, so public pages that never need a session never download it.
 */
import { initializeApp } from 'firebase/app';
import {
  applyActionCode,
  browserPopupRedirectResolver,
  FacebookAuthProvider,
  getRedirectResult,
  GithubAuthProvider,
  GoogleAuthProvider,
  linkWithCredential,
  linkWithPhoneNumber,
  reauthenticateWithPhoneNumber,
  reauthenticateWithPopup,
  linkWithPopup,
  OAuthProvider,
  signInWithPopup,
  signInWithRedirect,
  TwitterAuthProvider,
  unlink,
  type AuthCredential,
  type AuthProvider,
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
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  type MultiFactorError,
  type MultiFactorResolver,
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
import { loadClientConfig } from '../client-config.ts';
import { AccountExistsWithOtherMethod } from './account-exists.ts';
import { SecondFactorRequired } from './second-factor-required.ts';
import { SOCIAL_PROVIDERS, type SocialMethod } from './social-providers.ts';
import type { SessionUser } from './session.ts';

/** Where every emailed link (verification, reset, sign-in, email change) lands in the app. */
export const ACTION_PATH = '/auth/action';

export type ActionInfo = { operation: string; email: string | null; previousEmail: string | null };

export type AuthApi = ReturnType<typeof createApi>;

function providerFor(method: SocialMethod): AuthProvider {
  switch (method) {
    case 'google':
      return new GoogleAuthProvider();
    case 'facebook':
      return new FacebookAuthProvider();
    case 'github':
      return new GithubAuthProvider();
    case 'twitter':
      return new TwitterAuthProvider();
  }
}

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

function createApi(auth: Auth, publish: () => void) {
  let pendingPhone: ConfirmationResult | null = null;
  let recaptcha: RecaptchaVerifier | null = null;
  let mfaResolver: MultiFactorResolver | null = null;
  let mfaVerificationId: string | null = null;
  let enrolVerificationId: string | null = null;

  /** A fresh invisible reCAPTCHA on the button that asked (skipped by the emulator). */
  const verifierFor = (buttonId: string) => {
    recaptcha?.clear();
    recaptcha = new RecaptchaVerifier(auth, buttonId, { size: 'invisible' });
    return recaptcha;
  };

  /** A social credential waiting to be linked once the person signs in with their existing method. */
  let pendingLink: { credential: AuthCredential; label: string } | null = null;

  /**
   * Runs a first-factor sign-in. A second-factor demand is kept and turned
   * into SecondFactorRequired; a social account whose email already has
   * another sign-in method becomes AccountExistsWithOtherMethod.
   */
  const firstFactor = async (signIn: () => Promise<unknown>) => {
    try {
      await signIn();
      if (pendingLink && auth.currentUser) {
        await linkWithCredential(auth.currentUser, pendingLink.credential);
        pendingLink = null;
        await refreshUser();
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'auth/account-exists-with-different-credential') throw await accountExists(error);
      if (code !== 'auth/multi-factor-auth-required') throw error;
      mfaResolver = getMultiFactorResolver(auth, error as MultiFactorError);
      const hint = mfaResolver.hints.find((h) => h.factorId === PhoneMultiFactorGenerator.FACTOR_ID);
      throw new SecondFactorRequired(hint && 'phoneNumber' in hint ? String(hint.phoneNumber) : null);
    }
  };
  const actionUrl = () => `${window.location.origin}${ACTION_PATH}`;
  const accountExists = async (error: unknown) => {
    const email = (error as { customData?: { email?: string } }).customData?.email ?? null;
    // The provider's own class reads its token fields; the error's token response names it.
    const providerId =
      (error as { customData?: { _tokenResponse?: { providerId?: string } } }).customData?._tokenResponse?.providerId ??
      '';
    const providerClass =
      {
        'google.com': GoogleAuthProvider,
        'facebook.com': FacebookAuthProvider,
        'github.com': GithubAuthProvider,
        'twitter.com': TwitterAuthProvider,
      }[providerId] ?? OAuthProvider;
    const credential = providerClass.credentialFromError(error as never);
    const label = Object.values(SOCIAL_PROVIDERS).find((p) => p.providerId === providerId)?.label ?? 'that provider';
    if (credential) pendingLink = { credential, label };
    const methods = email ? await fetchSignInMethodsForEmail(auth, email).catch(() => []) : [];
    return new AccountExistsWithOtherMethod(email, methods, label);
  };
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
      await firstFactor(() => signInWithEmailAndPassword(auth, email, password));
    },
    /** Second factor, start: texts a code to the enrolled phone. */
    async startSecondFactor(buttonId: string) {
      const hint = mfaResolver?.hints.find((h) => h.factorId === PhoneMultiFactorGenerator.FACTOR_ID);
      if (!mfaResolver || !hint) throw Object.assign(new Error('No sign-in waiting'), { code: 'auth/code-expired' });
      mfaVerificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
        { multiFactorHint: hint, session: mfaResolver.session },
        verifierFor(buttonId),
      );
    },
    /** Second factor, finalize: the code completes the sign-in. */
    async finishSecondFactor(code: string) {
      if (!mfaResolver || !mfaVerificationId) {
        throw Object.assign(new Error('No code was sent'), { code: 'auth/code-expired' });
      }
      const credential = PhoneAuthProvider.credential(mfaVerificationId, code);
      await mfaResolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(credential));
      mfaResolver = null;
      mfaVerificationId = null;
    },
    /** Enrolment, start: texts a code to the new second-factor phone. */
    async startEnrolment(phoneNumber: string, buttonId: string) {
      const session = await multiFactor(currentUser()).getSession();
      enrolVerificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
        { phoneNumber, session },
        verifierFor(buttonId),
      );
    },
    /** Enrolment, finalize: the code proves the phone, and it becomes a second factor. */
    async finishEnrolment(code: string, label: string) {
      if (!enrolVerificationId) throw Object.assign(new Error('No code was sent'), { code: 'auth/code-expired' });
      const credential = PhoneAuthProvider.credential(enrolVerificationId, code);
      await multiFactor(currentUser()).enroll(PhoneMultiFactorGenerator.assertion(credential), label);
      enrolVerificationId = null;
      await refreshUser();
    },
    async removeSecondFactor(factorUid: string) {
      await multiFactor(currentUser()).unenroll(factorUid);
      await refreshUser();
    },
    async signUpWithPassword(email: string, password: string) {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await sendEmailVerification(user, { url: actionUrl() });
    },
    signOut: () => firebaseSignOut(auth),
    /** Social sign-in: a popup on desktop, a full-page redirect on phones. */
    async signInWithProvider(method: SocialMethod, redirect: boolean) {
      const provider = providerFor(method);
      if (redirect) await signInWithRedirect(auth, provider, browserPopupRedirectResolver);
      else await firstFactor(() => signInWithPopup(auth, provider, browserPopupRedirectResolver));
    },
    /** After a redirect back from a provider: finishes sign-in, or throws what went wrong. */
    async completeRedirect(): Promise<boolean> {
      let signedIn = false;
      await firstFactor(async () => {
        signedIn = !!(await getRedirectResult(auth, browserPopupRedirectResolver));
      });
      return signedIn;
    },
    /**
     * Always a popup, phones included: linking by redirect needs the resolver
     * configured at start, which would load Google's script on every visit.
     */
    async linkProvider(method: SocialMethod) {
      await linkWithPopup(currentUser(), providerFor(method), browserPopupRedirectResolver);
      await refreshUser();
    },
    /** Linking a phone, start: texts a code to the number. */
    async startPhoneLink(phoneNumber: string, buttonId: string) {
      pendingPhone = await linkWithPhoneNumber(currentUser(), phoneNumber, verifierFor(buttonId));
    },
    /** Linking a phone, finalize: the code proves the number and adds it as a sign-in method. */
    async finishPhoneLink(code: string) {
      if (!pendingPhone) throw Object.assign(new Error('No code was sent'), { code: 'auth/code-expired' });
      await pendingPhone.confirm(code);
      pendingPhone = null;
      await refreshUser();
    },
    /** Refuses to remove the last way to sign in. */
    async unlinkProvider(providerId: string) {
      const user = currentUser();
      if (user.providerData.length <= 1) {
        throw Object.assign(new Error('Last sign-in method'), { code: 'admit/last-sign-in-method' });
      }
      await unlink(user, providerId);
      await refreshUser();
    },
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
      pendingPhone = await signInWithPhoneNumber(auth, phoneNumber, verifierFor(buttonId));
    },
    async confirmPhoneCode(code: string) {
      const confirmation = pendingPhone;
      if (!confirmation) throw Object.assign(new Error('No code was sent'), { code: 'auth/code-expired' });
      await firstFactor(() => confirmation.confirm(code));
      pendingPhone = null;
      recaptcha?.clear();
      recaptcha = null;
    },
    async completeSignInLink(email: string, url: string) {
      await firstFactor(() => signInWithEmailLink(auth, email, url));
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
    /** Re-authentication for a social account: the provider confirms it is still them. */
    async reauthenticateWithProvider(method: SocialMethod) {
      await firstFactor(() =>
        reauthenticateWithPopup(currentUser(), providerFor(method), browserPopupRedirectResolver),
      );
    },
    /** Re-authentication for a phone account, start: texts a code to its number. */
    async startPhoneReauthentication(buttonId: string) {
      const user = currentUser();
      if (!user.phoneNumber) throw Object.assign(new Error('No phone'), { code: 'auth/missing-phone-number' });
      pendingPhone = await reauthenticateWithPhoneNumber(user, user.phoneNumber, verifierFor(buttonId));
    },
    /** Re-authentication for a phone account, finalize. */
    async finishPhoneReauthentication(code: string) {
      if (!pendingPhone) throw Object.assign(new Error('No code was sent'), { code: 'auth/code-expired' });
      await pendingPhone.confirm(code);
      pendingPhone = null;
    },
    /** Re-authentication by password; an account with a second factor then asks for the SMS code. */
    async reauthenticateWithPassword(password: string) {
      const user = currentUser();
      if (!user.email) throw Object.assign(new Error('No email'), { code: 'auth/invalid-credential' });
      await firstFactor(() =>
        reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password)),
      );
    },
  };
}
