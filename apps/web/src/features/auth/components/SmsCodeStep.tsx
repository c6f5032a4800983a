import { SMS_RESEND_SECONDS, smsCodeSchema, validate } from '@admit/shared';
import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormError } from '../../../ui/FormMessages.tsx';
import { TextField } from '../../../ui/TextField.tsx';

type Props = {
  /** Where the code went, as shown to the person (a formatted number, or the masked hint of a second factor). */
  sentTo: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  /** Id of the resend button: the invisible reCAPTCHA binds to it. */
  resendButtonId: string;
  onSubmit: (code: string) => void;
  onResend: () => void;
};

/** "We texted a code": the code field, and resend once the countdown ends. */
export function SmsCodeStep({ sentTo, submitLabel, busy, error, resendButtonId, onSubmit, onResend }: Props) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [secondsLeft, setSecondsLeft] = useState(SMS_RESEND_SECONDS);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(smsCodeSchema, { code });
    if (!result.ok) return setCodeError(result.errors['code']);
    setCodeError(undefined);
    onSubmit(result.value.code);
  }

  return (
    <Form noValidate onSubmit={submit}>
      <p>
        We texted a 6-digit code to <strong>{sentTo}</strong>.
      </p>
      <FormError message={error} />
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={setCode}
        error={codeError}
      />
      <Button type="submit" className="w-100 mb-2" disabled={busy}>
        {busy ? 'Checking…' : submitLabel}
      </Button>
      <Button
        id={resendButtonId}
        variant="link"
        className="w-100"
        disabled={secondsLeft > 0 || busy}
        onClick={() => {
          setSecondsLeft(SMS_RESEND_SECONDS);
          onResend();
        }}
      >
        {secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : 'Resend code'}
      </Button>
    </Form>
  );
}
