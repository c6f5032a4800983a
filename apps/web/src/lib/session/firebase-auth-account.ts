/** Changes to the signed-in account: profile, email, password, and the sign-in methods linked to it. */
import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  fetchSignInMethodsForEmail,
  linkWithPhoneNumber,
  linkWithPopup,
  unlink,
  updatePassword,
  updateProfile,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';
import { codedError, type AuthContext } from './firebase-auth-context.ts';
import { providerFor } from './firebase-auth-providers.ts';
import type { SocialMethod } from './social-providers.ts';

export function accountApi({ auth, state, verifierFor, currentUser, refreshUser, actionUrl }: AuthContext) {
  return {
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
      state.pendingPhone = await linkWithPhoneNumber(currentUser(), phoneNumber, verifierFor(buttonId));
    },
    /** Linking a phone, finalize: the code proves the number and adds it as a sign-in method. */
    async finishPhoneLink(code: string) {
      if (!state.pendingPhone) throw codedError('No code was sent', 'auth/code-expired');
      await state.pendingPhone.confirm(code);
      state.pendingPhone = null;
      await refreshUser();
    },
    /** Refuses to remove the last way to sign in. */
    async unlinkProvider(providerId: string) {
      const user = currentUser();
      if (user.providerData.length <= 1) throw codedError('Last sign-in method', 'admit/last-sign-in-method');
      await unlink(user, providerId);
      await refreshUser();
    },
  };
}
