import { phoneFormSchema, validate, type FieldErrors, type PhoneRegion } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { authErrorMessage } from '../../auth/auth-errors.ts';
import { guessRegion, PhoneNumberFields } from '../../auth/components/PhoneNumberFields.tsx';
import { SmsCodeStep } from '../../auth/components/SmsCodeStep.tsx';
import { loadAuth } from '../../auth/session.ts';

const BUTTON_ID = 'link-phone-send';

/** Adds a phone number as a way to sign in: the number, then the texted code. */
export function LinkPhoneForm({ onLinked }: { onLinked: (phoneNumber: string) => void }) {
  const [region, setRegion] = useState<PhoneRegion>(guessRegion);
  const [nationalNumber, setNationalNumber] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const action = useAsyncAction(authErrorMessage);

  async function send(phoneNumber: string) {
    if (await action.run(async () => (await loadAuth()).startPhoneLink(phoneNumber, BUTTON_ID))) setSentTo(phoneNumber);
  }

  async function submitNumber(event: FormEvent) {
    event.preventDefault();
    const result = validate(phoneFormSchema, { region, nationalNumber });
    if (!result.ok) return setFieldErrors(result.errors);
    setFieldErrors({});
    await send(result.value.phoneNumber);
  }

  async function finish(code: string) {
    if (sentTo && (await action.run(async () => (await loadAuth()).finishPhoneLink(code)))) onLinked(sentTo);
  }

  if (sentTo) {
    return (
      <SmsCodeStep
        sentTo={sentTo}
        submitLabel="Link phone"
        busy={action.busy}
        error={action.error}
        resendButtonId={BUTTON_ID}
        onSubmit={(code) => void finish(code)}
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
      <Button id={BUTTON_ID} type="submit" variant="outline-dark" className="w-100" disabled={action.busy}>
        {action.busy ? 'Sending…' : 'Link a phone number'}
      </Button>
    </Form>
  );
}
