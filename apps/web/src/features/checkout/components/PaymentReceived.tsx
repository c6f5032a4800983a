import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql/index.ts';
import { Spinner } from '../../../ui/Spinner.tsx';

const OrderPaymentStatusQuery = graphql(`
  query OrderPaymentStatus($id: ID!, $claimToken: String) {
    order(id: $id, claimToken: $claimToken) {
      id
      status
    }
  }
`);

/** Often enough to feel immediate; webhooks usually land within a second or two. */
const POLL_MS = 1000;

/**
 * The provider said yes; the order turns paid when its signed webhook reaches the API, a moment later. Until
 * then the buyer is told the payment arrived, and the page asks after the order: the answer updates the order
 * checkout shows (one cached order), which then shows the confirmation.
 */
export function PaymentReceived({ orderId, claimToken }: { orderId: string; claimToken: string | null }) {
  useQuery(OrderPaymentStatusQuery, {
    variables: { id: orderId, claimToken },
    pollInterval: POLL_MS,
    fetchPolicy: 'network-only',
  });
  return (
    <div className="text-center py-4">
      <Spinner size={48} label="Issuing your tickets…" />
      <p className="mt-3 fw-semibold" role="status">
        Payment received — issuing your tickets…
      </p>
    </div>
  );
}
