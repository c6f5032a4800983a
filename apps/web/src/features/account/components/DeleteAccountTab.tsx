import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { SessionUser } from '../../../lib/session/session.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { SmsCodeStep } from '../../auth/index.ts';
import { confirmLabel } from './reauth-method.ts';
import { SMS_BUTTON_ID, useDeleteAccount } from './use-delete-account.ts';

/**
 * Deleting needs a fresh sign-in, asked for inside the confirmation; then the
 * API removes personal data and the Firebase account in one operation.
 */
export function DeleteAccountTab({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccount(user);
  const { how, form, challenge, codeSent } = deletion;

  return (
    <>
      <p>
        Deleting your account removes your name and email from Admit and closes your sign-in. Orders and tickets you
        bought stay with the organizers for their accounts, without your name.
      </p>
      <Button variant="outline-danger" className="w-100" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <ConfirmModal
        show={open}
        title="Delete your account?"
        confirmLabel={confirmLabel(how)}
        busyLabel="Working…"
        variant="danger"
        busy={deletion.busy}
        hideConfirm={codeSent || !!challenge}
        confirmId={how.kind === 'phone' ? SMS_BUTTON_ID : undefined}
        onConfirm={deletion.confirm}
        onCancel={() => setOpen(false)}
      >
        <p>This cannot be undone. For your security, confirm it is you.</p>
        {challenge}
        {!codeSent && <FormError message={deletion.alert} />}
        {how.kind === 'password' && !challenge && (
          <TextField
            control={form.control}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
        )}
        {how.kind === 'phone' && codeSent && (
          <SmsCodeStep
            sentTo={how.phoneNumber}
            submitLabel="Delete account"
            sending={deletion.action}
            resendButtonId={`${SMS_BUTTON_ID}-again`}
            confirm={deletion.confirmCode}
            // Deleting leaves for /goodbye once the account is gone.
            onConfirmed={() => undefined}
            onResend={deletion.resendCode}
          />
        )}
        {how.kind === 'recent-only' && (
          <p className="small text-body-secondary">
            If you signed in more than a few minutes ago, sign out and sign in again with your email link first.
          </p>
        )}
      </ConfirmModal>
    </>
  );
}
