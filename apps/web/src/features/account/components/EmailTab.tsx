import { changeEmailFormSchema } from '@admit/shared';
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

/** The new address is verified before it replaces the old one. */
export function EmailTab({ user }: { user: SessionUser }) {
  const hasPassword = useHasPassword(user.uid);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm({
    // Unknown counts as "may have one": the field shows, but is not required.
    schema: changeEmailFormSchema(user.email, hasPassword === true),
    defaultValues: { email: '', password: '' },
    toMessage: authErrorMessage,
  });
  const stepUp = useStepUp();

  const submit = form.onSubmit(async ({ email, password }) => {
    const auth = await loadAuth();
    await stepUp.reauthenticateThen(
      async () => {
        if (password) await auth.reauthenticateWithPassword(password);
      },
      // After a second factor this runs later, outside this submit: it reports on its own.
      async () => {
        try {
          await auth.changeEmail(email);
          setSentTo(email);
        } catch (error) {
          form.showFailure(error);
        }
      },
    );
  });

  if (stepUp.challenge) return <>{stepUp.challenge}</>;
  if (sentTo) {
    return (
      <FormSuccess>
        We sent a link to <strong>{sentTo}</strong>. Your email changes to it when you open the link; until then it
        stays {user.email}.
      </FormSuccess>
    );
  }
  return (
    <Form noValidate onSubmit={submit}>
      <p className="text-body-secondary">Your email is {user.email ?? 'not set'}.</p>
      <FormError message={form.alert} />
      <TextField control={form.control} name="email" label="New email" type="email" autoComplete="email" />
      {hasPassword !== false && (
        <TextField
          control={form.control}
          name="password"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
      )}
      <SubmitButton className="w-100" busy={form.busy} busyLabel="Sending…">
        Send verification link
      </SubmitButton>
    </Form>
  );
}
