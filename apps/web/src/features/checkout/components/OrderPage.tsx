import { useQuery } from '@apollo/client/react';
import { formatEventRange } from '@admit/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../gql/index.ts';
import { orderExplanation } from '../order-explanation.ts';
import { claimTokenOf } from '../../../lib/hold-store.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { OrderStatusBadge } from '../../../ui/OrderStatusBadge.tsx';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { OrderLines } from './OrderLines.tsx';
import { OrderNotLoaded } from './OrderNotLoaded.tsx';
import { OrderPayment } from './OrderPayment.tsx';
import { OrderReference } from './OrderReference.tsx';
import { OrderCancellation } from './OrderCancellation.tsx';
import { OrderRefunds } from './OrderRefunds.tsx';
import { OrderTickets } from './OrderTickets.tsx';
import { AccessLinkNote } from './AccessLinkNote.tsx';
import { TicketCodes } from './TicketCodes.tsx';

const OrderPageQuery = graphql(`
  query OrderPage($id: ID!, $claimToken: String, $accessToken: String) {
    order(id: $id, claimToken: $claimToken, accessToken: $accessToken) {
      id
      code
      status
      claimed
      openedWithAccessLink
      currency
      buyerEmail
      paidAt
      paymentProvider
      latePayment
      createdAt
      event {
        id
        slug
        title
        venueName
        startsAt
        endsAt
        timeZone
      }
      ...OrderLines_order
      tickets {
        id
        status
        state
        attendeeName
        ticketTypeName
        passedTo
        ...TicketCodes_ticket
      }
      refunds {
        id
        amountMinor
        status
        ticketCount
        createdAt
      }
      cancellation {
        allowed
        amountMinor
        deadline
        reason
        policy
      }
    }
  }
`);

/**
 * An order as its buyer sees it: status, what it holds, what it cost, how it was paid, and its tickets. The
 * browser that started it signed out may see it too, with the claim token it kept; and so may whoever opens the
 * access link mailed with a guest's tickets, which shows the tickets' codes here.
 */
export function OrderPage({ orderId }: { orderId: string }) {
  const session = useSession();
  const [claimToken] = useState(() => claimTokenOf(orderId));
  // The access link mailed with a guest's tickets: /orders/:id?access=…
  const accessToken = useSearchParams()[0].get('access');
  const { data, error } = useQuery(OrderPageQuery, {
    variables: { id: orderId, claimToken, accessToken },
    fetchPolicy: 'cache-and-network',
  });
  const order = data?.order;
  if (!order && error) {
    return <OrderNotLoaded error={error} orderId={orderId} signedOut={session.status === 'signed-out'} />;
  }
  if (!order) return <FullPageSpinner label="Loading your order…" />;

  const note = orderExplanation(order);
  return (
    <article aria-labelledby="order-heading">
      <title>{`Your order for ${order.event.title} · Admit`}</title>
      <h1 id="order-heading" className="h3 fw-bold mb-1">
        Your order
      </h1>
      <p className="mb-1">
        <Link to={`/e/${order.event.slug}`}>{order.event.title}</Link>
      </p>
      <p className="small text-body-secondary">
        {formatEventRange(order.event.startsAt, order.event.endsAt, order.event.timeZone)} · {order.event.venueName}
      </p>
      <p>
        <OrderStatusBadge status={order.status} />
      </p>
      <OrderReference code={order.code} />
      {note && (
        <Alert variant={order.latePayment === 'REFUNDED' ? 'warning' : 'light'} className="small">
          {note}
        </Alert>
      )}
      {order.status === 'RESERVED' && (
        <p>
          <Link to={`/checkout/${order.id}`} className="btn btn-primary">
            Continue checkout
          </Link>
        </p>
      )}

      <h2 className="h5">Summary</h2>
      <OrderLines order={order} />

      {order.paidAt && <OrderPayment order={order} paidAt={order.paidAt} />}
      <OrderRefunds refunds={order.refunds} currency={order.currency} />
      {order.claimed && !order.openedWithAccessLink ? (
        <OrderTickets tickets={order.tickets} />
      ) : (
        <TicketCodes tickets={order.tickets} />
      )}
      {order.cancellation && order.paidAt && (
        <OrderCancellation
          orderId={order.id}
          accessToken={accessToken}
          quote={order.cancellation}
          currency={order.currency}
          timeZone={order.event.timeZone}
        />
      )}
      {order.openedWithAccessLink && accessToken && <AccessLinkNote orderId={order.id} accessToken={accessToken} />}
    </article>
  );
}
