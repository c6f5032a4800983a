import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../lib/api-errors.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { authErrorCode, authErrorMessage } from '../../auth/auth-errors.ts';
import { loadAuth, type SessionUser } from '../../auth/session.ts';
import { useHasPassword } from '../../auth/use-has-password.ts';
import { DeleteAccountMutation } from '../operations.ts';
import { FormError } from '../../../ui/FormMessages.tsx';

const errorMessage = (e: unknown) => (authErrorCode(e) ? authErrorMessage(e) : apiErrorMessage(e));

/**
 * Deleting needs a fresh sign-in: the password is asked for in the
 * confirmation, then the API removes personal data and the Firebase account.
 */
export function DeleteAccountTab({ user }: { user: SessionUser }) {
  const hasPassword = useHasPassword(user.uid);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [deleteAccount] = useMutation(DeleteAccountMutation);
  const action = useAsyncAction(errorMessage);

  async function confirm() {
    if (hasPassword === true && !password) return setPasswordError('Enter your password to confirm.');
    setPasswordError(undefined);
    const ok = await action.run(async () => {
      const auth = await loadAuth();
      if (password) await auth.reauthenticateWithPassword(password);
      await deleteAccount();
      await auth.signOut();
    });
    if (ok) void navigate('/goodbye', { replace: true });
  }

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
        confirmLabel="Delete account"
        busyLabel="Deleting…"
        variant="danger"
        busy={action.busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>This cannot be undone.</p>
        <FormError message={action.error} />
        {hasPassword !== false ? (
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={passwordError}
          />
        ) : (
          <p className="small text-body-secondary">
            If you signed in more than a few minutes ago, sign out and sign in again first.
          </p>
        )}
      </ConfirmModal>
    </>
  );
}
