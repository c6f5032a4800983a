import { SMS_RESEND_SECONDS, smsCodeSchema } from '@admit/shared';
import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { FormSubmission } from '../../../lib/use-form-submit.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';

type Props = {
  /** Where the code went, as shown to the person (a formatted number, or the masked hint of a second factor). */
  sentTo: string;
  submitLabel: string;
  /** The flow's own submission: sending and checking share one busy state and one alert. */
  submission: FormSubmission;
  /** Id of the resend button: the invisible reCAPTCHA binds to it. */
  resendButtonId: string;
  /** Checks the code; throws what the alert should say. */
  confirm: (code: string) => Promise<void>;
  onConfirmed: () => void;
  onResend: () => void;
};

/** "We texted a code": the code field, and resend once the countdown ends. */
export function SmsCodeStep({
  sentTo,
  submitLabel,
  submission,
  resendButtonId,
  confirm,
  onConfirmed,
  onResend,
}: Props) {
  const [code, setCode] = useState('');
  const [secondsLeft, setSecondsLeft] = useState(SMS_RESEND_SECONDS);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ok = await submission.submit({
      form: event.currentTarget,
      schema: smsCodeSchema,
      input: { code },
      send: (value) => confirm(value.code),
    });
    if (ok) onConfirmed();
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <p>
        We texted a 6-digit code to <strong>{sentTo}</strong>.
      </p>
      <FormError message={submission.error} />
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={setCode}
        error={submission.fieldErrors['code']}
      />
      <SubmitButton className="w-100 mb-2" busy={submission.busy} busyLabel="Checking…">
        {submitLabel}
      </SubmitButton>
      <Button
        id={resendButtonId}
        variant="link"
        className="w-100"
        disabled={secondsLeft > 0 || submission.busy}
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
