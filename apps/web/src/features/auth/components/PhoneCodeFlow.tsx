import { formatPhoneNumber, phoneFormSchema, type PhoneRegion } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { guessRegion, PhoneNumberFields } from './PhoneNumberFields.tsx';
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
  const [region, setRegion] = useState<PhoneRegion>(guessRegion);
  const [nationalNumber, setNationalNumber] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const action = useFormSubmit({ toMessage: authErrorMessage });

  async function sendTo(phoneNumber: string) {
    if (await action.run(() => send(phoneNumber, buttonId))) setSentTo(phoneNumber);
  }

  async function submitNumber(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let phoneNumber = '';
    const sent = await action.submit({
      form: event.currentTarget,
      schema: phoneFormSchema,
      input: { region, nationalNumber },
      send: async (value) => {
        phoneNumber = value.phoneNumber;
        await send(phoneNumber, buttonId);
      },
    });
    if (sent) setSentTo(phoneNumber);
  }

  if (sentTo) {
    return (
      <SmsCodeStep
        sentTo={formatPhoneNumber(sentTo)}
        submitLabel={submitLabel}
        submission={action}
        resendButtonId={buttonId}
        confirm={confirm}
        onConfirmed={() => onDone(formatPhoneNumber(sentTo))}
        onResend={() => void sendTo(sentTo)}
      />
    );
  }
  return (
    <Form noValidate onSubmit={(event) => void submitNumber(event)}>
      <FormError message={action.error} />
      <PhoneNumberFields
        region={region}
        onRegionChange={setRegion}
        nationalNumber={nationalNumber}
        onNumberChange={setNationalNumber}
        errors={action.fieldErrors}
      />
      <SubmitButton id={buttonId} variant={variant} className="w-100" busy={action.busy} busyLabel="Sending…">
        {sendLabel}
      </SubmitButton>
    </Form>
  );
}
