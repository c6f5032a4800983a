import { phoneFormSchema, validate, type FieldErrors, type PhoneRegion } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { authErrorMessage } from '../auth-errors.ts';
import { loadAuth } from '../session.ts';
import { guessRegion, PhoneNumberFields } from './PhoneNumberFields.tsx';
import { SmsCodeStep } from './SmsCodeStep.tsx';

const SEND_BUTTON_ID = 'phone-send-code';

/** Phone number, then the code texted to it; resend after a countdown. */
export function PhoneSignInForm({ onSuccess }: { onSuccess: () => void }) {
  const [region, setRegion] = useState<PhoneRegion>(guessRegion);
  const [nationalNumber, setNationalNumber] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const action = useAsyncAction(authErrorMessage);

  async function send(phoneNumber: string) {
    if (await action.run(async () => (await loadAuth()).sendPhoneCode(phoneNumber, SEND_BUTTON_ID))) {
      setSentTo(phoneNumber);
    }
  }

  async function submitNumber(event: FormEvent) {
    event.preventDefault();
    const result = validate(phoneFormSchema, { region, nationalNumber });
    if (!result.ok) return setFieldErrors(result.errors);
    setFieldErrors({});
    await send(result.value.phoneNumber);
  }

  async function confirm(code: string) {
    if (await action.run(async () => (await loadAuth()).confirmPhoneCode(code))) onSuccess();
  }

  if (sentTo) {
    return (
      <SmsCodeStep
        sentTo={sentTo}
        submitLabel="Sign in"
        busy={action.busy}
        error={action.error}
        resendButtonId={SEND_BUTTON_ID}
        onSubmit={(code) => void confirm(code)}
        onResend={() => void send(sentTo)}
      />
    );
  }
  return (
    <Form noValidate onSubmit={submitNumber}>
      <FormError message={action.error} />
      <PhoneNumberFields
        region={region}
        onRegionChange={setRegion}
        nationalNumber={nationalNumber}
        onNumberChange={setNationalNumber}
        errors={fieldErrors}
      />
      <Button id={SEND_BUTTON_ID} type="submit" className="w-100" disabled={action.busy}>
        {action.busy ? 'Sending…' : 'Text me a code'}
      </Button>
    </Form>
  );
}
