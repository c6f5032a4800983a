import { SMS_RESEND_SECONDS, smsCodeSchema } from '@admit/shared';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { Action } from '../../../lib/forms/use-action.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { authErrorMessage } from '../../../lib/session/auth-errors.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';

type Props = {
  /** Where the code went, as shown to the person (a formatted number, or the masked hint of a second factor). */
  sentTo: string;
  submitLabel: string;
  /** The flow's action that texts the code: while it runs nothing else can, and its failure shows in this alert. */
  sending: Action;
  /** Id of the resend button: the invisible reCAPTCHA binds to it. */
  resendButtonId: string;
  /** Checks the code; throws what the alert should say. */
  confirm: (code: string) => Promise<void>;
  onConfirmed: () => void;
  /** Texts the code again, through `sending`. */
  onResend: () => void;
};

/** "We texted a code": the code field, and resend once the countdown ends. */
export function SmsCodeStep({ sentTo, submitLabel, sending, resendButtonId, confirm, onConfirmed, onResend }: Props) {
  const form = useSchemaForm({ schema: smsCodeSchema, defaultValues: { code: '' }, toMessage: authErrorMessage });
  const [secondsLeft, setSecondsLeft] = useState(SMS_RESEND_SECONDS);
  const busy = form.busy || sending.busy;

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const submit = form.onSubmit(async (value) => {
    await confirm(value.code);
    onConfirmed();
  });

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        // One alert for the step: a new try at the code forgets the last sending failure.
        sending.setError(null);
        void submit(event);
      }}
    >
      <p>
        We texted a 6-digit code to <strong>{sentTo}</strong>.
      </p>
      <FormError message={form.alert ?? sending.error} />
      <TextField
        control={form.control}
        name="code"
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <SubmitButton className="w-100 mb-2" busy={form.busy} disabled={sending.busy} busyLabel="Checking…">
        {submitLabel}
      </SubmitButton>
      <Button
        id={resendButtonId}
        variant="link"
        className="w-100"
        disabled={secondsLeft > 0 || busy}
        onClick={() => {
          form.clearErrors('root');
          setSecondsLeft(SMS_RESEND_SECONDS);
          onResend();
        }}
      >
        {secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : 'Resend code'}
      </Button>
    </Form>
  );
}
