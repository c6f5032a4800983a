import { changeEmailSchema, validate } from '@admit/shared';
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

/** The new address is verified before it replaces the old one. */
export function EmailTab({ user }: { user: SessionUser }) {
  const hasPassword = useHasPassword(user.uid);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const action = useAsyncAction(authErrorMessage);
  const stepUp = useStepUp();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(changeEmailSchema, { email });
    const errors = result.ok ? {} : { ...result.errors };
    if (result.ok && result.value.email === user.email) errors['email'] = 'That is already your email.';
    if (hasPassword === true && !password) errors['password'] = 'Enter your current password.';
    setFieldErrors(errors);
    if (!result.ok || Object.keys(errors).length > 0) return;
    await action.run(async () => {
      const auth = await loadAuth();
      await stepUp.reauthenticateThen(
        async () => {
          if (password) await auth.reauthenticateWithPassword(password);
        },
        async () => {
          await action.run(async () => {
            await auth.changeEmail(result.value.email);
            setSentTo(result.value.email);
          });
        },
      );
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
      <FormError message={action.error} />
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={fieldErrors['email']}
      />
      {hasPassword !== false && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors['password']}
        />
      )}
      <Button type="submit" className="w-100" disabled={action.busy}>
        {action.busy ? 'Sending…' : 'Send verification link'}
      </Button>
    </Form>
  );
}
