import { useQuery } from '@apollo/client/react';
import { ErrorCode, formatEventDateTime, formatEventRange, formatPrice } from '@admit/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { graphql } from '../gql/index.ts';
import type { OrderPageQuery as OrderPageData } from '../gql/graphql.ts';
import { claimTokenOf } from '../../../lib/hold-store.ts';
import { apiErrorCode } from '../../../lib/api-errors.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { OrderStatusBadge } from '../../../ui/OrderStatusBadge.tsx';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { OrderLines } from './OrderLines.tsx';
import { ErrorReference } from '../../../ui/LoadFailedAlert.tsx';

const OrderPageQuery = graphql(`
  query OrderPage($id: ID!, $claimToken: String) {
    order(id: $id, claimToken: $claimToken) {
      id
      status
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
        attendeeName
        ticketTypeName
      }
      refunds {
        id
        amountMinor
        status
        ticketCount
        createdAt
      }
    }
  }
`);

type Order = OrderPageData['order'];

/** What became of the order, in a sentence: the late-payment outcome first, since the buyer must be told it. */
function explanation(order: Order): string | null {
  if (order.latePayment === 'KEPT') {
    return 'Your payment arrived after your hold ended. Places were still free, so your tickets are yours.';
  }
  if (order.latePayment === 'REFUNDED') {
    return (
      'Your payment arrived after your hold ended, and the tickets had gone to other buyers, so it was refunded ' +
      'in full. It may take a few days to reach your account.'
    );
  }
  switch (order.status) {
    case 'RESERVED':
      return 'Your tickets are held while you finish checkout.';
    case 'EXPIRED':
      return 'The hold ended before payment, and the tickets went back on sale. Nothing was charged.';
    case 'CANCELLED':
      return 'This reservation was let go before payment. Nothing was charged.';
    case 'REFUNDED':
      return 'This order was refunded, and its tickets no longer admit anyone.';
    case 'PARTIALLY_REFUNDED':
      return 'Some tickets of this order were refunded; the others still admit their holders.';
    default:
      return null;
  }
}

function paymentMethod(order: Order): string {
  if (order.paymentProvider === 'STRIPE') return 'Card, through Stripe';
  if (order.paymentProvider === 'SIMULATED') return 'Card, simulated test payment (no money moved)';
  return 'Free: nothing to pay';
}

/**
 * An order as its buyer sees it: status, what it holds, what it cost, how it was paid, and its tickets. The
 * browser that started it signed out may see it too, with the claim token it kept.
 */
export function OrderPage({ orderId }: { orderId: string }) {
  const session = useSession();
  const [claimToken] = useState(() => claimTokenOf(orderId));
  const { data, error } = useQuery(OrderPageQuery, {
    variables: { id: orderId, claimToken },
    fetchPolicy: 'cache-and-network',
  });
  const order = data?.order;
  if (!order && error) {
    const missing = apiErrorCode(error) === ErrorCode.NOT_FOUND;
    return (
      <Alert variant={missing ? 'warning' : 'danger'} role="alert">
        <title>{missing ? 'Order not found · Admit' : 'Something went wrong · Admit'}</title>
        <h1 className="h5">{missing ? 'We could not find this order' : 'Your order could not be loaded'}</h1>
        {missing && session.status === 'signed-out' ? (
          <Link to={`/sign-in?next=${encodeURIComponent(`/orders/${orderId}`)}`}>Sign in to see your orders</Link>
        ) : (
          <Link to="/tickets">Your tickets</Link>
        )}
        {!missing && <ErrorReference error={error} />}
      </Alert>
    );
  }
  if (!order) return <FullPageSpinner label="Loading your order…" />;

  const note = explanation(order);
  const price = (minor: number) => formatPrice(minor, order.currency);
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

      {order.paidAt && (
        <section aria-labelledby="payment-heading" className="mb-3">
          <h2 id="payment-heading" className="h5">
            Payment
          </h2>
          <dl className="row small mb-0">
            <dt className="col-5">Paid</dt>
            <dd className="col-7">{formatEventDateTime(order.paidAt, browserTimeZone())}</dd>
            <dt className="col-5">Method</dt>
            <dd className="col-7">{paymentMethod(order)}</dd>
            {order.buyerEmail && (
              <>
                <dt className="col-5">Confirmation to</dt>
                <dd className="col-7 text-break">{order.buyerEmail}</dd>
              </>
            )}
          </dl>
        </section>
      )}

      {order.refunds.length > 0 && (
        <section aria-labelledby="refunds-heading" className="mb-3">
          <h2 id="refunds-heading" className="h5">
            Refunds
          </h2>
          <ul className="small ps-3">
            {order.refunds.map((r) => (
              <li key={r.id}>
                {price(r.amountMinor)} for {r.ticketCount} {r.ticketCount === 1 ? 'ticket' : 'tickets'},{' '}
                {formatEventDateTime(r.createdAt, browserTimeZone())}
                {r.status === 'PENDING' && ' (on its way)'}
                {r.status === 'FAILED' && ' (not completed yet; we are trying again)'}
              </li>
            ))}
          </ul>
        </section>
      )}

      {order.tickets.length > 0 && (
        <section aria-labelledby="tickets-heading">
          <h2 id="tickets-heading" className="h5">
            Tickets
          </h2>
          <ListGroup as="ul" aria-label="Tickets">
            {order.tickets.map((t) => (
              <ListGroup.Item as="li" key={t.id} className="d-flex justify-content-between align-items-center gap-2">
                <div>
                  <span className="fw-semibold d-block">{t.attendeeName}</span>
                  <span className="small text-body-secondary">{t.ticketTypeName}</span>
                  {t.status === 'VOID' && (
                    <Badge bg="secondary" className="ms-2">
                      Void
                    </Badge>
                  )}
                </div>
                {t.status === 'VALID' && (
                  <Link
                    to={`/tickets/${t.id}`}
                    className="btn btn-outline-primary btn-sm"
                    aria-label={`View the ticket for ${t.attendeeName}`}
                  >
                    View ticket
                  </Link>
                )}
              </ListGroup.Item>
            ))}
          </ListGroup>
        </section>
      )}
    </article>
  );
}
