import { simulatedCardSchema } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useFormSubmit } from '../../../../lib/use-form-submit.ts';
import { FormError } from '../../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../../ui/SubmitButton.tsx';
import { TextField } from '../../../../ui/TextField.tsx';
import type { PaymentFormProps } from '../payment-form.ts';
import { CardFieldsRefused, simulatedProcessor, type ConfirmAnswer } from './simulated-processor.ts';
import { ThreeDSecureModal } from './ThreeDSecureModal.tsx';

/** The processor's own words (a decline's reason is the network's), whatever failed. */
const toMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'The payment could not be sent. Try again.';
const fieldErrorsOf = (error: unknown) => (error instanceof CardFieldsRefused ? error.fields : null);

/** "4242424242424242" → "4242 4242 4242 4242", as the number is typed. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" → "12 / 34": the expiry as the form asks for it. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * The simulated processor's card form (the default, with no Stripe keys): Stripe's test cards behave as they do
 * on Stripe, 3-D Secure included, and no money moves. A decline keeps the form (and the hold) for another card.
 */
export function SimulatedCardForm({ clientSecret, amount, onPaid }: PaymentFormProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [challenge, setChallenge] = useState(false);
  const form = useFormSubmit({ toMessage, fieldErrorsOf });

  function settle(answer: ConfirmAnswer): void {
    if (answer.status === 'succeeded' || answer.status === 'processing') onPaid();
    else if (answer.status === 'requires_action') setChallenge(true);
    else throw new Error(answer.error?.message ?? 'Your card was declined.');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({
      form: event.currentTarget,
      schema: simulatedCardSchema,
      input: { number, expiry, cvc },
      send: async (card) => settle(await simulatedProcessor.confirm(clientSecret, card)),
    });
  }

  async function authenticate(passed: boolean) {
    await form.run(async () => {
      try {
        settle(await simulatedProcessor.authenticate(clientSecret, passed));
      } finally {
        setChallenge(false);
      }
    });
  }

  return (
    <>
      <Form noValidate onSubmit={submit} aria-label="Card details">
        <Alert variant="info" className="small">
          Test mode: this is a simulated payment and no money moves. Use 4242 4242 4242 4242.
        </Alert>
        <FormError message={form.error} />
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={number}
          onChange={(value) => setNumber(groupDigits(value))}
          error={form.fieldErrors['number']}
        />
        <div className="d-flex gap-3">
          <TextField
            className="mb-3 flex-grow-1"
            label="Expiry (MM / YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={expiry}
            onChange={(value) => setExpiry(formatExpiry(value))}
            error={form.fieldErrors['expiry']}
          />
          <TextField
            className="mb-3 flex-grow-1"
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={cvc}
            onChange={(value) => setCvc(value.replace(/\D/g, ''))}
            error={form.fieldErrors['cvc']}
          />
        </div>
        <SubmitButton className="w-100" busy={form.busy} busyLabel="Paying…">
          Pay {amount}
        </SubmitButton>
      </Form>
      <ThreeDSecureModal
        show={challenge}
        amount={amount}
        busy={form.busy}
        onAnswer={(passed) => void authenticate(passed)}
      />
    </>
  );
}
