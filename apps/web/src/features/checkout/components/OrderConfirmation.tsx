import { useQuery } from '@apollo/client/react';
import { formatEventRange } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { graphql } from '../gql/index.ts';
import { orderExplanation } from '../order-explanation.ts';
import { AddToCalendarButton } from '../../tickets/index.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { OrderNotLoaded } from './OrderNotLoaded.tsx';
import { OrderReference } from './OrderReference.tsx';
import { OrderTickets } from './OrderTickets.tsx';
import { TicketCodes } from './TicketCodes.tsx';
import { WhatHappensNext } from './WhatHappensNext.tsx';

const OrderConfirmationQuery = graphql(`
  query OrderConfirmation($id: ID!, $claimToken: String) {
    order(id: $id, claimToken: $claimToken) {
      id
      code
      status
      buyerEmail
      ticketsMailed
      claimed
      latePayment
      event {
        id
        slug
        title
        venueName
        startsAt
        endsAt
        timeZone
      }
      tickets {
        id
        status
        state
        attendeeName
        ticketTypeName
        calendar
        ...TicketCodes_ticket
      }
    }
  }
`);

/**
 * Where checkout ends once the order is paid: "You’re going to …", the order's reference, the tickets (a guest's
 * with their codes here, an account's linked to their pages), the event for a calendar, and what happens next.
 */
export function OrderConfirmation({ orderId, claimToken }: { orderId: string; claimToken: string | null }) {
  const session = useSession();
  const { data, error } = useQuery(OrderConfirmationQuery, {
    variables: { id: orderId, claimToken },
    fetchPolicy: 'cache-and-network',
  });
  const order = data?.order;
  if (!order && error)
    return <OrderNotLoaded error={error} orderId={orderId} signedOut={session.status === 'signed-out'} />;
  if (!order) return <FullPageSpinner label="Loading your tickets…" />;

  const refunded = order.latePayment === 'REFUNDED';
  const note = order.latePayment ? orderExplanation(order) : null;
  const calendar = order.tickets[0]?.calendar;
  return (
    <article aria-labelledby="confirmation-heading">
      <title>{`You’re going to ${order.event.title} · Admit`}</title>
      <h1 id="confirmation-heading" className="h3 fw-bold mb-1">
        {refunded ? 'Your payment is being refunded' : `You’re going to ${order.event.title}`}
      </h1>
      <p className="small text-body-secondary mb-2">
        {formatEventRange(order.event.startsAt, order.event.endsAt, order.event.timeZone)} · {order.event.venueName}
      </p>
      <OrderReference code={order.code} />
      {note && (
        <Alert variant={refunded ? 'warning' : 'light'} className="small">
          {note}
        </Alert>
      )}
      {!refunded && <WhatHappensNext order={order} />}
      {order.claimed ? <OrderTickets tickets={order.tickets} /> : <TicketCodes tickets={order.tickets} />}
      {calendar && !refunded && (
        <div className="my-3">
          <AddToCalendarButton calendar={calendar} fileName={order.event.slug} />
        </div>
      )}
      <p className="d-flex flex-wrap gap-3">
        <Link to={`/orders/${order.id}`}>Order details</Link>
        <Link to={`/e/${order.event.slug}`}>Event page</Link>
      </p>
    </article>
  );
}
