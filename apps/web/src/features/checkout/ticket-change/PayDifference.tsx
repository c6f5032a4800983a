import { useMutation } from '@apollo/client/react';
import { Suspense, useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { errorMessage } from '../../../lib/error-message.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { paymentForms } from '../payments/payment-form.ts';
import { PayTicketChangeMutation } from './ticket-change-documents.ts';

/**
 * The card form for a change's difference: the API's payment (the same one on a reload), then the provider's form,
 * the one the checkout uses. The change is made when the provider's webhook reaches the API; the page then waits.
 */
export function PayDifference({
  id,
  token,
  amount,
  onPaid,
}: {
  id: string;
  token: string;
  amount: string;
  onPaid: () => void;
}) {
  const [pay, { data, error }] = useMutation(PayTicketChangeMutation);
  useEffect(() => {
    // Refusals are shown below from the mutation's own state.
    pay({ variables: { id, token } }).catch(() => undefined);
  }, [pay, id, token]);
  if (error) {
    return (
      <Alert variant="danger" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  }
  const session = data?.payTicketChange;
  if (!session?.provider || !session.clientSecret) {
    return <Spinner size={40} label="Preparing payment…" />;
  }
  const PaymentForm = paymentForms[session.provider];
  return (
    <Suspense fallback={<Spinner size={40} label="Loading the card form…" />}>
      <PaymentForm
        clientSecret={session.clientSecret}
        publishableKey={session.publishableKey ?? null}
        amount={amount}
        onPaid={onPaid}
      />
    </Suspense>
  );
}
