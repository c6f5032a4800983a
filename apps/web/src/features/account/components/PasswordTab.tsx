import { changePasswordSchema, validate, type FieldErrors } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { authErrorMessage } from '../../auth/auth-errors.ts';
import { useStepUp } from '../../auth/components/use-step-up.tsx';
import { loadAuth, type SessionUser } from '../../auth/session.ts';
import { useHasPassword } from '../../auth/use-has-password.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';

/** Change the password, or set one on an account that signed up by email link. */
export function PasswordTab({ user }: { user: SessionUser }) {
  // Unknown counts as "may have one": the field shows, but is not required.
  const hasPassword = useHasPassword(user.uid);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const action = useAsyncAction(authErrorMessage);
  const stepUp = useStepUp();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const result = validate(changePasswordSchema, { currentPassword, newPassword });
    const errors: FieldErrors = result.ok ? {} : { ...result.errors };
    if (hasPassword === true && !currentPassword) errors['currentPassword'] = 'Enter your current password.';
    setFieldErrors(errors);
    if (!result.ok || Object.keys(errors).length > 0) return;
    await action.run(async () => {
      const auth = await loadAuth();
      await stepUp.reauthenticateThen(
        async () => {
          if (result.value.currentPassword) await auth.reauthenticateWithPassword(result.value.currentPassword);
        },
        async () => {
          const ok = await action.run(() => auth.changePassword(result.value.newPassword));
          if (ok) {
            setSaved(true);
            setCurrentPassword('');
            setNewPassword('');
          }
        },
      );
    });
  }

  if (stepUp.challenge) return <>{stepUp.challenge}</>;
  return (
    <Form noValidate onSubmit={submit}>
      <FormError message={action.error} />
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
          error={fieldErrors['currentPassword']}
        />
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={setNewPassword}
        error={fieldErrors['newPassword']}
        hint="At least 8 characters, with a letter and a number."
      />
      <Button type="submit" className="w-100" disabled={action.busy}>
        {action.busy ? 'Saving…' : hasPassword === false ? 'Set password' : 'Change password'}
      </Button>
    </Form>
  );
}
