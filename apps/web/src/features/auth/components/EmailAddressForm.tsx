import { emailFormSchema } from '@admit/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';

type Props = {
  initialEmail?: string;
  submitLabel: string;
  busyLabel: string;
  /** Does the work with the checked address; a failure is shown in the form's alert. */
  send: (email: string) => Promise<void>;
  /** Shown above the field: a heading or an explanation. */
  children?: ReactNode;
};

/** One email address and a button: sign-in links, password resets, and confirming a link on another device. */
export function EmailAddressForm({ initialEmail = '', submitLabel, busyLabel, send, children }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const form = useFormSubmit({ toMessage: authErrorMessage });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      form: event.currentTarget,
      schema: emailFormSchema,
      input: { email },
      send: (value) => send(value.email),
    });
  }

  return (
    <Form noValidate onSubmit={submit}>
      {children}
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
      <SubmitButton className="w-100" busy={form.busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
