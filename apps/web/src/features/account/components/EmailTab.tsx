import { changeEmailSchema, type FieldErrors } from '@admit/shared';
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

/** The new address is verified before it replaces the old one. */
export function EmailTab({ user }: { user: SessionUser }) {
  const hasPassword = useHasPassword(user.uid);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormSubmit({ toMessage: authErrorMessage });
  const stepUp = useStepUp();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const extraErrors: FieldErrors = {};
    if (email.trim().toLowerCase() === user.email?.toLowerCase()) extraErrors['email'] = 'That is already your email.';
    if (hasPassword === true && !password) extraErrors['password'] = 'Enter your current password.';
    await form.submit({
      form: event.currentTarget,
      schema: changeEmailSchema,
      input: { email },
      extraErrors,
      send: async (value) => {
        const auth = await loadAuth();
        await stepUp.reauthenticateThen(
          async () => {
            if (password) await auth.reauthenticateWithPassword(password);
          },
          // After a second factor this runs later, outside this submit: it reports on its own.
          async () => {
            await form.run(async () => {
              await auth.changeEmail(value.email);
              setSentTo(value.email);
            });
          },
        );
      },
    });
  }

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
      <FormError message={form.error} />
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={form.fieldErrors['email']}
      />
      {hasPassword !== false && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={form.fieldErrors['password']}
        />
      )}
      <SubmitButton className="w-100" busy={form.busy} busyLabel="Sending…">
        Send verification link
      </SubmitButton>
    </Form>
  );
}
