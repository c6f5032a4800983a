import {
  PHONE_COUNTRIES,
  phoneFormSchema,
  SMS_RESEND_SECONDS,
  smsCodeSchema,
  validate,
  type FieldErrors,
  type PhoneRegion,
} from '@admit/shared';
import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { authErrorMessage } from '../auth-errors.ts';
import { loadAuth } from '../session.ts';

const SEND_BUTTON_ID = 'phone-send-code';

/** The visitor's own country first, from the browser's language (en-GB → GB). */
function guessRegion(): PhoneRegion {
  const region = navigator.language.split('-')[1]?.toUpperCase();
  return PHONE_COUNTRIES.find((c) => c.region === region)?.region ?? 'US';
}

/** Phone number, then the code texted to it; resend after a countdown. */
export function PhoneSignInForm({ onSuccess }: { onSuccess: () => void }) {
  const [region, setRegion] = useState<PhoneRegion>(guessRegion);
  const [nationalNumber, setNationalNumber] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [secondsLeft, setSecondsLeft] = useState(0);
  const action = useAsyncAction(authErrorMessage);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  async function send(phoneNumber: string) {
    const ok = await action.run(async () => (await loadAuth()).sendPhoneCode(phoneNumber, SEND_BUTTON_ID));
    if (ok) {
      setSentTo(phoneNumber);
      setSecondsLeft(SMS_RESEND_SECONDS);
    }
  }

  async function submitNumber(event: FormEvent) {
    event.preventDefault();
    const result = validate(phoneFormSchema, { region, nationalNumber });
    if (!result.ok) return setFieldErrors(result.errors);
    setFieldErrors({});
    await send(result.value.phoneNumber);
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    const result = validate(smsCodeSchema, { code });
    if (!result.ok) return setFieldErrors(result.errors);
    setFieldErrors({});
    const ok = await action.run(async () => (await loadAuth()).confirmPhoneCode(result.value.code));
    if (ok) onSuccess();
  }

  if (sentTo) {
    return (
      <Form noValidate onSubmit={submitCode}>
        <p>
          We texted a 6-digit code to <strong>{sentTo}</strong>.
        </p>
        <FormError message={action.error} />
        <TextField
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={setCode}
          error={fieldErrors['code']}
        />
        <Button type="submit" className="w-100 mb-2" disabled={action.busy}>
          {action.busy ? 'Checking…' : 'Sign in'}
        </Button>
        <Button
          id={SEND_BUTTON_ID}
          variant="link"
          className="w-100"
          disabled={secondsLeft > 0 || action.busy}
          onClick={() => void send(sentTo)}
        >
          {secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : 'Resend code'}
        </Button>
      </Form>
    );
  }
  return (
    <Form noValidate onSubmit={submitNumber}>
      <FormError message={action.error} />
      <Form.Group className="mb-3" controlId="phone-region">
        <Form.Label>Country</Form.Label>
        <Form.Select
          value={region}
          onChange={(e) => setRegion(e.target.value as PhoneRegion)}
          isInvalid={!!fieldErrors['region']}
        >
          {PHONE_COUNTRIES.map((c) => (
            <option key={c.region} value={c.region}>
              {c.name} ({c.dial})
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{fieldErrors['region']}</Form.Control.Feedback>
      </Form.Group>
      <TextField
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={nationalNumber}
        onChange={setNationalNumber}
        error={fieldErrors['nationalNumber']}
      />
      <Button id={SEND_BUTTON_ID} type="submit" className="w-100" disabled={action.busy}>
        {action.busy ? 'Sending…' : 'Text me a code'}
      </Button>
    </Form>
  );
}
