import { useMutation } from '@apollo/client/react';
import { ErrorCode } from '@admit/shared';
import { Suspense, useEffect, useEffectEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { graphql } from '../gql/index.ts';
import { apiErrorCode } from '../../../lib/api-errors.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { paymentForms } from '../payments/payment-form.ts';

const StartPaymentMutation = graphql(`
  mutation StartPayment($id: ID!, $claimToken: String) {
    startPayment(id: $id, claimToken: $claimToken) {
      provider
      clientSecret
      publishableKey
      order {
        id
        status
        holdSecondsLeft
        paymentProvider
      }
    }
  }
`);

/**
 * The payment step: asks the API for a payment (safe to ask again: the same one comes back), then shows the
 * provider's form. A free order is paid by asking, and goes straight to its confirmation. A guest pays with the
 * browser's claim token.
 */
export function PaymentStep({
  orderId,
  claimToken,
  amount,
  onPaid,
  onHoldEnded,
}: {
  orderId: string;
  claimToken: string | null;
  amount: string;
  onPaid: () => void;
  onHoldEnded: () => void;
}) {
  const [startPayment, { data, error, loading }] = useMutation(StartPaymentMutation);
  const [attempt, setAttempt] = useState(0);

  // What happens after the answer is not a reason to ask again: only the order and a retry are.
  const settle = useEffectEvent((provider: string | null | undefined, error: unknown) => {
    if (error) {
      if (apiErrorCode(error) === ErrorCode.HOLD_EXPIRED) onHoldEnded();
      // Anything else is shown below, with a way to try again.
    } else if (!provider) {
      onPaid();
    }
  });
  useEffect(() => {
    startPayment({ variables: { id: orderId, claimToken } }).then(
      ({ data: started }) => started && settle(started.startPayment.provider, null),
      (error: unknown) => settle(null, error),
    );
  }, [startPayment, orderId, claimToken, attempt]);

  if (error && apiErrorCode(error) !== ErrorCode.HOLD_EXPIRED) {
    return (
      <Alert variant="danger" role="alert">
        {errorMessage(error)}{' '}
        <Button variant="link" className="p-0 align-baseline" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </Alert>
    );
  }
  const session = data?.startPayment;
  if (loading || !session?.provider || !session.clientSecret) {
    return (
      <div className="d-flex justify-content-center py-3">
        <Spinner size={40} label="Preparing payment…" />
      </div>
    );
  }
  const PaymentForm = paymentForms[session.provider];
  return (
    <section aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="h5">
        Payment
      </h2>
      <Suspense
        fallback={
          <div className="d-flex justify-content-center py-3">
            <Spinner size={40} label="Loading the card form…" />
          </div>
        }
      >
        <PaymentForm
          clientSecret={session.clientSecret}
          publishableKey={session.publishableKey ?? null}
          amount={amount}
          onPaid={onPaid}
        />
      </Suspense>
    </section>
  );
}
