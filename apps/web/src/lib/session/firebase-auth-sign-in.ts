/** The first-factor sign-in methods: password, email link, phone and the social providers. */
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  getRedirectResult,
  isSignInWithEmailLink,
  sendEmailVerification,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPhoneNumber,
  signInWithPopup,
  signInWithRedirect,
  signOut as firebaseSignOut,
} from 'firebase/auth';
import { codedError, type AuthContext } from './firebase-auth-context.ts';
import { providerFor } from './firebase-auth-providers.ts';
import type { SocialMethod } from './social-providers.ts';

export function signInApi({ auth, state, firstFactor, verifierFor, actionUrl }: AuthContext) {
  return {
    async signInWithPassword(email: string, password: string) {
      await firstFactor(() => signInWithEmailAndPassword(auth, email, password));
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
    async sendSignInLink(email: string) {
      await sendSignInLinkToEmail(auth, email, { url: actionUrl(), handleCodeInApp: true });
    },
    isSignInLink: (url: string) => isSignInWithEmailLink(auth, url),
    async completeSignInLink(email: string, url: string) {
      await firstFactor(() => signInWithEmailLink(auth, email, url));
    },
    /**
     * Texts a code to the number. In production an invisible reCAPTCHA,
     * bound to the given button, proves a person asked.
     */
    async sendPhoneCode(phoneNumber: string, buttonId: string) {
      state.pendingPhone = await signInWithPhoneNumber(auth, phoneNumber, verifierFor(buttonId));
    },
    async confirmPhoneCode(code: string) {
      const confirmation = state.pendingPhone;
      if (!confirmation) throw codedError('No code was sent', 'auth/code-expired');
      await firstFactor(() => confirmation.confirm(code));
      state.pendingPhone = null;
      state.recaptcha?.clear();
      state.recaptcha = null;
    },
  };
}
