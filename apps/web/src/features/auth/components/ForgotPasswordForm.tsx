import { emailFormSchema } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../../ui/TextField.tsx';
import { authErrorCode, authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { loadAuth } from '../../../lib/session/session.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';

/** Asks for a reset link. The answer is the same whether or not the account exists. */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormSubmit({ toMessage: authErrorMessage });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      form: event.currentTarget,
      schema: emailFormSchema,
      input: { email },
      send: async (value) => {
        try {
          await (await loadAuth()).sendPasswordReset(value.email);
        } catch (e) {
          // Saying "no such account" would tell anyone which emails have accounts.
          if (authErrorCode(e) !== 'auth/user-not-found') throw e;
        }
        setSentTo(value.email);
      },
    });
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
      <FormError message={form.error} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={form.fieldErrors['email']}
      />
      <Button type="submit" className="w-100" disabled={form.busy}>
        {form.busy ? 'Sending…' : 'Send reset link'}
      </Button>
    </Form>
  );
}
