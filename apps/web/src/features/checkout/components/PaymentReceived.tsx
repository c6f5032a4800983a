import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSseSubscription } from '../../../lib/use-sse-subscription.ts';
import { graphql } from '../gql/index.ts';
import { Spinner } from '../../../ui/Spinner.tsx';

const OrderPaymentStatusSubscription = graphql(`
  subscription OrderPaymentStatus($id: ID!, $claimToken: String) {
    orderChanged(id: $id, claimToken: $claimToken) {
      __typename
      id
      status
    }
  }
`);

/** The order has left its hold (paid, or let go meanwhile): nothing further will come. */
const leftHold = (data: { orderChanged: { status: string } }) => data.orderChanged.status !== 'RESERVED';

/**
 * The provider said yes; the order turns paid when its signed webhook reaches the API, a moment later. Until
 * then the buyer is told the payment arrived, and the page follows the order over Server-Sent Events (the API
 * pushes it when it leaves its hold; a dropped stream reconnects and catches up): its status is written to the
 * order checkout shows (one cached order), which then shows the confirmation. Nothing polls.
 */
export function PaymentReceived({ orderId, claimToken }: { orderId: string; claimToken: string | null }) {
  const client = useApolloClient();
  const { data } = useSseSubscription(
    OrderPaymentStatusSubscription,
    { id: orderId, claimToken },
    { isFinal: leftHold },
  );
  const status = data?.orderChanged.status;
  useEffect(() => {
    if (!status || status === 'RESERVED') return;
    client.cache.modify({
      id: client.cache.identify({ __typename: 'Order', id: orderId }),
      fields: { status: () => status },
    });
  }, [client, orderId, status]);
  return (
    <div className="text-center py-4">
      <Spinner size={48} label="Issuing your tickets…" />
      <p className="mt-3 fw-semibold" role="status">
        Payment received — issuing your tickets…
      </p>
    </div>
  );
}
