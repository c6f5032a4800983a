import { useMutation } from '@apollo/client/react';
import { formatEventDateTime, formatPrice } from '@admit/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { errorMessage } from '../../../lib/error-message.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { graphql } from '../gql/index.ts';
import type { OrderPageQuery } from '../gql/graphql.ts';

const CancelMyOrderMutation = graphql(`
  mutation CancelMyOrder($id: ID!, $accessToken: String, $expectedAmountMinor: Int!) {
    cancelMyOrder(id: $id, accessToken: $accessToken, expectedAmountMinor: $expectedAmountMinor) {
      id
    }
  }
`);

type Quote = NonNullable<OrderPageQuery['order']['cancellation']>;

/**
 * The event's refund policy on the buyer's order, and the cancel it allows: the amount shown first, confirmed in a
 * dialog, and sent with the order so the server refunds exactly that (or says it changed).
 */
export function OrderCancellation({
  orderId,
  accessToken,
  quote,
  currency,
  timeZone,
}: {
  orderId: string;
  accessToken: string | null;
  quote: Quote;
  currency: string;
  timeZone: string;
}) {
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelMyOrderMutation, {
    refetchQueries: ['OrderPage'],
    awaitRefetchQueries: true,
  });
  const amount = formatPrice(quote.amountMinor, currency);
  const confirm = async () => {
    setFailure(null);
    try {
      await cancel({ variables: { id: orderId, accessToken, expectedAmountMinor: quote.amountMinor } });
      setAsking(false);
    } catch (error) {
      setAsking(false);
      setFailure(errorMessage(error));
    }
  };
  return (
    <section aria-labelledby="cancel-heading" className="mb-3">
      <h2 id="cancel-heading" className="h5">
        Cancelling
      </h2>
      <p className="small mb-2">{quote.policy}</p>
      <FormError message={failure} />
      {quote.allowed ? (
        <>
          <p className="small text-body-secondary" data-testid="cancel-quote">
            Cancel now and get {amount} back
            {quote.deadline ? ` (until ${formatEventDateTime(quote.deadline, timeZone)})` : ''}.
          </p>
          <Button variant="outline-danger" onClick={() => setAsking(true)}>
            Cancel my order
          </Button>
        </>
      ) : (
        quote.reason !== quote.policy && <p className="small text-body-secondary">{quote.reason}</p>
      )}
      <ConfirmModal
        show={asking}
        title="Cancel your order?"
        confirmLabel={`Cancel and refund ${amount}`}
        cancelLabel="Keep my order"
        busy={loading}
        busyLabel="Cancelling…"
        variant="danger"
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p className="mb-0">
          You get {amount} back to the card you paid with, and every ticket of this order stops working at once.
        </p>
      </ConfirmModal>
    </section>
  );
}
