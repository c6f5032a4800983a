import { emailFormSchema } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../../ui/TextField.tsx';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { emailLinkStore } from '../email-link-store.ts';
import { loadAuth } from '../../../lib/session/session.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';

/** Passwordless: we email a link that signs the person in when opened. */
export function EmailLinkForm() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormSubmit({ toMessage: authErrorMessage });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      form: event.currentTarget,
      schema: emailFormSchema,
      input: { email },
      send: async (value) => {
        await (await loadAuth()).sendSignInLink(value.email);
        emailLinkStore.save(value.email);
        setSentTo(value.email);
      },
    });
  }

  if (sentTo) {
    return (
      <FormSuccess>
        We sent a sign-in link to <strong>{sentTo}</strong>. Open it on this phone to sign in.
      </FormSuccess>
    );
  }
  return (
    <Form noValidate onSubmit={submit}>
      <FormError message={form.error} />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={setEmail}
        error={form.fieldErrors['email']}
      />
      <Button type="submit" className="w-100" disabled={form.busy}>
        {form.busy ? 'Sending…' : 'Email me a sign-in link'}
      </Button>
    </Form>
  );
}
