import { newPasswordSchema } from '@admit/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { loadAuth } from '../../../lib/session/session.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';

/** A password reset link's form: the new password for `email`, set with the link's one-time `code`. */
export function NewPasswordForm({ email, code }: { email: string; code: string }) {
  const [done, setDone] = useState(false);
  const form = useSchemaForm({
    schema: newPasswordSchema,
    defaultValues: { password: '' },
    toMessage: authErrorMessage,
  });

  const submit = form.onSubmit(async (value) => {
    await (await loadAuth()).confirmPasswordReset(code, value.password);
    setDone(true);
  });

  if (done) {
    return (
      <FormSuccess>
        Your password is changed.{' '}
        <Alert.Link as={Link} to={`/sign-in?email=${encodeURIComponent(email)}`}>
          Sign in
        </Alert.Link>
      </FormSuccess>
    );
  }
  return (
    <Form noValidate onSubmit={submit}>
      <h1 className="h3 mb-3">Choose a new password</h1>
      <p>
        For <strong>{email}</strong>
      </p>
      <FormError message={form.alert} />
      <TextField
        control={form.control}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a letter and a number."
      />
      <SubmitButton className="w-100" busy={form.busy} busyLabel="Saving…">
        Save new password
      </SubmitButton>
    </Form>
  );
}
