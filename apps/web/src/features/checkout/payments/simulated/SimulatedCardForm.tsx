import { simulatedCardSchema } from '@admit/shared';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useAction } from '../../../../lib/forms/use-action.ts';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form.ts';
import { FormError } from '../../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../../ui/SubmitButton.tsx';
import type { PaymentFormProps } from '../payment-form.ts';
import { CardFields } from './CardFields.tsx';
import { CardFieldsRefused, simulatedProcessor, type ConfirmAnswer } from './simulated-processor.ts';
import { TestCardsBox } from './TestCardsBox.tsx';
import { ThreeDSecureModal } from './ThreeDSecureModal.tsx';

/** The processor's own words (a decline's reason is the network's), whatever failed. */
const toMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'The payment could not be sent. Try again.';
const fieldErrorsOf = (error: unknown) => (error instanceof CardFieldsRefused ? error.fields : null);

/**
 * The simulated processor's card form (the default, with no Stripe keys): Stripe's test cards behave as they do
 * on Stripe, 3-D Secure included, and no money moves. A decline keeps the form (and the hold) for another card.
 */
export function SimulatedCardForm({ clientSecret, amount, onPaid }: PaymentFormProps) {
  const [challenge, setChallenge] = useState(false);
  const form = useSchemaForm({
    schema: simulatedCardSchema,
    defaultValues: { number: '', expiry: '', cvc: '' },
    toMessage,
    fieldErrorsOf,
  });
  // The 3-D Secure answer is sent on the form's behalf: its buttons wait for it, and a decline goes to the form's alert.
  const answer = useAction({ toMessage });

  function settle(confirmed: ConfirmAnswer): void {
    if (confirmed.status === 'succeeded' || confirmed.status === 'processing') onPaid();
    else if (confirmed.status === 'requires_action') setChallenge(true);
    else throw new Error(confirmed.error?.message ?? 'Your card was declined.');
  }

  const submit = form.onSubmit(async (card) => settle(await simulatedProcessor.confirm(clientSecret, card)));

  async function authenticate(passed: boolean) {
    await answer.run(async () => {
      try {
        settle(await simulatedProcessor.authenticate(clientSecret, passed));
      } catch (error) {
        form.showFailure(error);
      } finally {
        setChallenge(false);
      }
    });
  }

  return (
    <>
      <Form noValidate onSubmit={submit} aria-label="Card details">
        <TestCardsBox />
        <FormError message={form.alert} />
        <CardFields form={form} />
        <SubmitButton className="w-100" busy={form.busy || answer.busy} busyLabel="Paying…">
          Pay {amount}
        </SubmitButton>
      </Form>
      <ThreeDSecureModal
        show={challenge}
        amount={amount}
        busy={answer.busy}
        onAnswer={(passed) => void authenticate(passed)}
      />
    </>
  );
}
