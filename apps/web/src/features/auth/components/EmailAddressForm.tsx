import { emailFormSchema } from '@admit/shared';
import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
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
  const form = useSchemaForm({
    schema: emailFormSchema,
    defaultValues: { email: initialEmail },
    toMessage: authErrorMessage,
  });

  return (
    <Form noValidate onSubmit={form.onSubmit((value) => send(value.email))}>
      {children}
      <FormError message={form.alert} />
      <TextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <SubmitButton className="w-100" busy={form.busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
