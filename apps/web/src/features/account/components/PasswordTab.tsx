import { changePasswordFormSchema } from '@admit/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { loadAuth, type SessionUser } from '../../../lib/session/session.ts';
import { useHasPassword } from '../../../lib/session/use-has-password.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useStepUp } from '../../auth/index.ts';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';

/** Change the password, or set one on an account that signed up by email link. */
export function PasswordTab({ user }: { user: SessionUser }) {
  // Unknown counts as "may have one": the field shows, but is not required.
  const hasPassword = useHasPassword(user.uid);
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm({
    schema: changePasswordFormSchema(hasPassword === true),
    defaultValues: { currentPassword: '', newPassword: '' },
    toMessage: authErrorMessage,
  });
  const stepUp = useStepUp();

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    const auth = await loadAuth();
    await stepUp.reauthenticateThen(
      async () => {
        if (currentPassword) await auth.reauthenticateWithPassword(currentPassword);
      },
      // After a second factor this runs later, outside this submit: it reports on its own.
      async () => {
        try {
          await auth.changePassword(newPassword);
        } catch (error) {
          return form.showFailure(error);
        }
        setSaved(true);
        form.reset();
      },
    );
  });

  if (stepUp.challenge) return <>{stepUp.challenge}</>;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        // A new try hides the last success, whether or not the rules let it through.
        setSaved(false);
        void submit(event);
      }}
    >
      <FormError message={form.alert} />
      {saved && (
        <FormSuccess>{hasPassword === false ? 'Your password is set.' : 'Your password is changed.'}</FormSuccess>
      )}
      {hasPassword !== false && (
        <TextField
          control={form.control}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
      )}
      <TextField
        control={form.control}
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a letter and a number."
      />
      <SubmitButton className="w-100" busy={form.busy} busyLabel="Saving…">
        {hasPassword === false ? 'Set password' : 'Change password'}
      </SubmitButton>
    </Form>
  );
}
