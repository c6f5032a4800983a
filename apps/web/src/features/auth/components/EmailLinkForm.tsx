import { emailSchema, validate } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { z } from 'zod';
import { TextField } from '../../../ui/TextField.tsx';
import { authErrorMessage } from '../auth-errors.ts';
import { emailLinkStore } from '../email-link-store.ts';
import { loadAuth } from '../session.ts';
import { FormError, FormSuccess } from '../../../ui/FormMessages.tsx';

/** Passwordless: we email a link that signs the person in when opened. */
export function EmailLinkForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const result = validate(z.object({ email: emailSchema }), { email });
    if (!result.ok) return setError(result.errors['email']);
    setError(undefined);
    setBusy(true);
    try {
      await (await loadAuth()).sendSignInLink(result.value.email);
      emailLinkStore.save(result.value.email);
      setSentTo(result.value.email);
    } catch (e) {
      setFormError(authErrorMessage(e));
    } finally {
      setBusy(false);
    }
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
      <FormError message={formError} />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={setEmail}
        error={error}
      />
      <Button type="submit" className="w-100" disabled={busy}>
        {busy ? 'Sending…' : 'Email me a sign-in link'}
      </Button>
    </Form>
  );
}
