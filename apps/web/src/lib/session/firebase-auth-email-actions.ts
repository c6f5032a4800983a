/** The emailed links: verification and password-reset mails, and the codes their links carry. */
import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  sendEmailVerification,
  sendPasswordResetEmail,
  verifyPasswordResetCode,
} from 'firebase/auth';
import type { AuthContext } from './firebase-auth-context.ts';

export type ActionInfo = { operation: string; email: string | null; previousEmail: string | null };

export function emailActionsApi({ auth, currentUser, refreshUser, actionUrl }: AuthContext) {
  return {
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
  };
}
