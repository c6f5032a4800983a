import { changePasswordSchema, type FieldErrors } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { loadAuth, type SessionUser } from '../../../lib/session/session.ts';
import { useHasPassword } from '../../../lib/session/use-has-password.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useStepUp } from '../../auth/index.ts';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';

/** Change the password, or set one on an account that signed up by email link. */
export function PasswordTab({ user }: { user: SessionUser }) {
  // Unknown counts as "may have one": the field shows, but is not required.
  const hasPassword = useHasPassword(user.uid);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [saved, setSaved] = useState(false);
  const form = useFormSubmit({ toMessage: authErrorMessage });
  const stepUp = useStepUp();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const extraErrors: FieldErrors = {};
    if (hasPassword === true && !currentPassword) extraErrors['currentPassword'] = 'Enter your current password.';
    await form.submit({
      form: event.currentTarget,
      schema: changePasswordSchema,
      input: { currentPassword, newPassword },
      extraErrors,
      send: async (value) => {
        const auth = await loadAuth();
        await stepUp.reauthenticateThen(
          async () => {
            if (value.currentPassword) await auth.reauthenticateWithPassword(value.currentPassword);
          },
          // After a second factor this runs later, outside this submit: it reports on its own.
          async () => {
            if (await form.run(() => auth.changePassword(value.newPassword))) {
              setSaved(true);
              setCurrentPassword('');
              setNewPassword('');
            }
          },
        );
      },
    });
  }

  if (stepUp.challenge) return <>{stepUp.challenge}</>;
  return (
    <Form noValidate onSubmit={submit}>
      <FormError message={form.error} />
      {saved && (
        <FormSuccess>{hasPassword === false ? 'Your password is set.' : 'Your password is changed.'}</FormSuccess>
      )}
      {hasPassword !== false && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrentPassword}
          error={form.fieldErrors['currentPassword']}
        />
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={setNewPassword}
        error={form.fieldErrors['newPassword']}
        hint="At least 8 characters, with a letter and a number."
      />
      <SubmitButton className="w-100" busy={form.busy} busyLabel="Saving…">
        {hasPassword === false ? 'Set password' : 'Change password'}
      </SubmitButton>
    </Form>
  );
}
