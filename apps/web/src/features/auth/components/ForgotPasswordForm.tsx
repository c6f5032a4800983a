import { emailSchema, validate } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { z } from 'zod';
import { TextField } from '../../../ui/TextField.tsx';
import { authErrorCode, authErrorMessage } from '../auth-errors.ts';
import { loadAuth } from '../session.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';

const schema = z.object({ email: emailSchema });

/** Asks for a reset link. The answer is the same whether or not the account exists. */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const result = validate(schema, { email });
    if (!result.ok) return setError(result.errors['email']);
    setError(undefined);
    setBusy(true);
    try {
      await (await loadAuth()).sendPasswordReset(result.value.email);
      setSentTo(result.value.email);
    } catch (e) {
      // Saying "no such account" would tell anyone which emails have accounts.
      if (authErrorCode(e) === 'auth/user-not-found') setSentTo(result.value.email);
      else setFormError(authErrorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <FormSuccess>
        If an account exists for <strong>{sentTo}</strong>, we sent it a link to choose a new password. Check your
        inbox.
      </FormSuccess>
    );
  }
  return (
    <Form noValidate onSubmit={submit}>
      <FormError message={formError} />
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} error={error} />
      <Button type="submit" className="w-100" disabled={busy}>
        {busy ? 'Sending…' : 'Send reset link'}
      </Button>
    </Form>
  );
}
