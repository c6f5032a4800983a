import { useState } from 'react';
import { authErrorCode } from '../../../lib/session/auth-errors.ts';
import { loadAuth } from '../../../lib/session/session.ts';
import { FormSuccess } from '../../../ui/FormMessages.tsx';
import { EmailAddressForm } from './EmailAddressForm.tsx';

/** Asks for a reset link. The answer is the same whether or not the account exists. */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) {
    return (
      <FormSuccess>
        If an account exists for <strong>{sentTo}</strong>, we sent it a link to choose a new password. Check your
        inbox.
      </FormSuccess>
    );
  }
  return (
    <EmailAddressForm
      initialEmail={initialEmail}
      submitLabel="Send reset link"
      busyLabel="Sending…"
      send={async (email) => {
        try {
          await (await loadAuth()).sendPasswordReset(email);
        } catch (e) {
          // Saying "no such account" would tell anyone which emails have accounts.
          if (authErrorCode(e) !== 'auth/user-not-found') throw e;
        }
        setSentTo(email);
      }}
    />
  );
}
