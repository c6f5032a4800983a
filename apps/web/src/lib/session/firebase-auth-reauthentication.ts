/** Re-authentication before a sensitive change: the person proves again that it is them, the way they sign in. */
import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPhoneNumber,
  reauthenticateWithPopup,
} from 'firebase/auth';
import { codedError, type AuthContext } from './firebase-auth-context.ts';
import { providerFor } from './firebase-auth-providers.ts';
import type { SocialMethod } from './social-providers.ts';

export function reauthenticationApi({ state, firstFactor, verifierFor, currentUser }: AuthContext) {
  return {
    /** Re-authentication for a social account: the provider confirms it is still them. */
    async reauthenticateWithProvider(method: SocialMethod) {
      await firstFactor(() =>
        reauthenticateWithPopup(currentUser(), providerFor(method), browserPopupRedirectResolver),
      );
    },
    /** Re-authentication for a phone account, start: texts a code to its number. */
    async startPhoneReauthentication(buttonId: string) {
      const user = currentUser();
      if (!user.phoneNumber) throw codedError('No phone', 'auth/missing-phone-number');
      state.pendingPhone = await reauthenticateWithPhoneNumber(user, user.phoneNumber, verifierFor(buttonId));
    },
    /** Re-authentication for a phone account, finalize. */
    async finishPhoneReauthentication(code: string) {
      if (!state.pendingPhone) throw codedError('No code was sent', 'auth/code-expired');
      await state.pendingPhone.confirm(code);
      state.pendingPhone = null;
    },
    /** Re-authentication by password; an account with a second factor then asks for the SMS code. */
    async reauthenticateWithPassword(password: string) {
      const user = currentUser();
      if (!user.email) throw codedError('No email', 'auth/invalid-credential');
      await firstFactor(() =>
        reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password)),
      );
    },
  };
}
