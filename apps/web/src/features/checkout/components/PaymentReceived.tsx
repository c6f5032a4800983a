import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useSseSubscription } from '../../../lib/use-sse-subscription.ts';
import { mayStillBePaid } from '@admit/shared';
import { graphql } from '../gql/index.ts';
import type { OrderPaymentStatusSubscription } from '../gql/graphql.ts';
import { Spinner } from '../../../ui/Spinner.tsx';

const OrderPaymentStatusSubscription = graphql(`
  subscription OrderPaymentStatus($id: ID!, $claimToken: String) {
    orderChanged(id: $id, claimToken: $claimToken) {
      __typename
      id
      status
      latePayment
    }
  }
`);

/** Nothing further will come: paid, or let go; a hold that ran out waits for its late payment's outcome. */
const settled = (data: OrderPaymentStatusSubscription) =>
  !mayStillBePaid(data.orderChanged.status, data.orderChanged.latePayment);

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
    { isFinal: settled },
  );
  const status = data?.orderChanged.status;
  const latePayment = data?.orderChanged.latePayment ?? null;
  useEffect(() => {
    if (!status || status === 'RESERVED') return;
    client.cache.modify({
      id: client.cache.identify({ __typename: 'Order', id: orderId }),
      fields: { status: () => status, latePayment: () => latePayment },
    });
  }, [client, orderId, status, latePayment]);
  return (
    <div className="text-center py-4">
      <Spinner size={48} label="Issuing your tickets…" />
      <p className="mt-3 fw-semibold" role="status">
        Payment received — issuing your tickets…
      </p>
    </div>
  );
}
