import { formatPhoneNumber, phoneFormSchema } from '@admit/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useAction } from '../../../lib/forms/use-action.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { guessRegion, PhoneNumberFields, type PhoneDraft } from './PhoneNumberFields.tsx';
import { SmsCodeStep } from './SmsCodeStep.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';

type Props = {
  /** Id of the send button; the invisible reCAPTCHA binds to it. */
  buttonId: string;
  sendLabel: string;
  submitLabel: string;
  variant?: 'primary' | 'outline-dark';
  /** Start: texts a code to the E.164 number. */
  send: (phoneNumber: string, buttonId: string) => Promise<void>;
  /** Finalize: checks the code. */
  confirm: (code: string) => Promise<void>;
  /** Called with the number as people read it ("+44 7400 123456"). */
  onDone: (displayNumber: string) => void;
};

/**
 * The one phone flow: country and number (shared rules), then the texted
 * code with resend after a countdown. Sign-in, linking a phone and enrolling
 * a second factor differ only in what `send` and `confirm` call.
 */
export function PhoneCodeFlow({ buttonId, sendLabel, submitLabel, variant = 'primary', send, confirm, onDone }: Props) {
  const [defaultValues] = useState<PhoneDraft>(() => ({ region: guessRegion(), nationalNumber: '' }));
  const form = useSchemaForm({ schema: phoneFormSchema, defaultValues, toMessage: authErrorMessage });
  const resending = useAction({ toMessage: authErrorMessage });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submitNumber = form.onSubmit(async ({ phoneNumber }) => {
    await send(phoneNumber, buttonId);
    setSentTo(phoneNumber);
  });

  if (sentTo) {
    return (
      <SmsCodeStep
        sentTo={formatPhoneNumber(sentTo)}
        submitLabel={submitLabel}
        sending={resending}
        resendButtonId={buttonId}
        confirm={confirm}
        onConfirmed={() => onDone(formatPhoneNumber(sentTo))}
        onResend={() => void resending.run(() => send(sentTo, buttonId))}
      />
    );
  }
  return (
    <Form noValidate onSubmit={submitNumber}>
      <FormError message={form.alert} />
      <PhoneNumberFields control={form.control} />
      <SubmitButton id={buttonId} variant={variant} className="w-100" busy={form.busy} busyLabel="Sending…">
        {sendLabel}
      </SubmitButton>
    </Form>
  );
}
