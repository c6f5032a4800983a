import { useMutation, useQuery } from '@apollo/client/react';
import { ErrorCode, formatPrice, isOrderSettled } from '@admit/shared';
import { useCallback, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { graphql } from '../gql/index.ts';
import { claimTokenOf } from '../../../lib/hold-store.ts';
import { useNoteHold } from '../use-note-hold.ts';
import { useHoldCountdown } from '../../../lib/hold-countdown.ts';
import { useRefetchWhenVisible } from '../use-refetch-when-visible.ts';
import { apiErrorCode } from '../../../lib/api-errors.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { CheckoutStep } from './CheckoutStep.tsx';
import { HoldBanner, HoldBannerSpacer } from './HoldBanner.tsx';
import { HoldEnded } from './HoldEnded.tsx';
import { OrderConfirmation } from './OrderConfirmation.tsx';
import { OrderLines } from './OrderLines.tsx';
import { isNoAnswer } from '../../../lib/network-status.ts';
import { ErrorReference } from '../../../ui/LoadFailedAlert.tsx';
import { NeedsNetworkAlert } from '../../../ui/NeedsNetworkAlert.tsx';

const CheckoutOrderQuery = graphql(`
  query CheckoutOrder($id: ID!, $claimToken: String) {
    order(id: $id, claimToken: $claimToken) {
      id
      status
      holdSecondsLeft
      claimed
      detailsComplete
      buyerEmail
      currency
      totalMinor
      event {
        id
        slug
        title
      }
      ...OrderLines_order
      ...DetailsForm_order
    }
  }
`);

const ClaimOrderMutation = graphql(`
  mutation ClaimOrder($id: ID!, $claimToken: String!) {
    claimOrder(id: $id, claimToken: $claimToken) {
      id
      status
      holdSecondsLeft
      claimed
      buyerEmail
    }
  }
`);

const CancelReservationMutation = graphql(`
  mutation CancelReservation($id: ID!, $claimToken: String) {
    cancelReservation(id: $id, claimToken: $claimToken) {
      id
      status
      holdSecondsLeft
    }
  }
`);

/**
 * Checkout for one order: the hold's countdown throughout, then a guest's email or sign-in (a visitor's order is
 * claimed as soon as they are signed in), the details, and payment; once paid, the confirmation. At zero the hold
 * is let go and the buyer may start again.
 */
export function CheckoutPage({ orderId }: { orderId: string }) {
  const session = useSession();
  // Read once per order: the browser that reserved signed out carries on with it.
  const [claimToken] = useState(() => claimTokenOf(orderId));
  const { data, error, refetch } = useQuery(CheckoutOrderQuery, {
    variables: { id: orderId, claimToken },
    // The countdown is anchored to a fresh answer, never to one from the cache.
    fetchPolicy: 'network-only',
  });
  const order = data?.order;
  const secondsLeft = useHoldCountdown(order?.holdSecondsLeft ?? 0);
  const [claimOrder, claim] = useMutation(ClaimOrderMutation);
  const [cancelReservation] = useMutation(CancelReservationMutation);
  const [paid, setPaid] = useState(false);

  const reserved = order?.status === 'RESERVED';
  const ended = !paid && !!order && (order.status === 'EXPIRED' || order.status === 'CANCELLED' || secondsLeft === 0);
  const signedIn = session.status === 'signed-in';
  const needsClaim = reserved && signedIn && !order.claimed && !!claimToken;

  useEffect(() => {
    if (needsClaim && claimToken) void claimOrder({ variables: { id: orderId, claimToken } }).catch(() => undefined);
  }, [needsClaim, claimOrder, orderId, claimToken]);

  // The countdown reached zero: the hold is over on the server too (give or take the answer's trip), and letting
  // it go now puts the tickets back on sale at once, as the page says. A payment already under way keeps it
  // (the API refuses), and is settled as a late payment.
  useEffect(() => {
    if (ended && reserved) void cancelReservation({ variables: { id: orderId, claimToken } }).catch(() => undefined);
  }, [ended, reserved, cancelReservation, orderId, claimToken]);

  useRefetchWhenVisible(refetch);
  useNoteHold(orderId, order);

  const onHoldEnded = useCallback(() => void refetch(), [refetch]);
  const onPaid = useCallback(() => setPaid(true), []);

  if (error && !order) return <OrderUnavailable error={error} orderId={orderId} signedOut={!signedIn} />;
  if (!order) return <FullPageSpinner label="Loading your order…" />;
  // Past checkout (the shared rule): the confirmation takes over.
  if (isOrderSettled(order.status)) return <OrderConfirmation orderId={orderId} claimToken={claimToken} />;

  const amount = formatPrice(order.totalMinor, order.currency);
  return (
    <section aria-labelledby="checkout-heading">
      <title>Checkout · Admit</title>
      <h1 id="checkout-heading" className="h3 fw-bold mb-1">
        Checkout
      </h1>
      <p className="text-body-secondary">
        <Link to={`/e/${order.event.slug}`}>{order.event.title}</Link>
      </p>
      {ended ? (
        <HoldEnded eventSlug={order.event.slug} />
      ) : (
        <>
          <OrderLines order={order} />
          <CheckoutStep
            order={order}
            claimToken={claimToken}
            claimError={claim.error}
            amount={amount}
            paid={paid}
            onPaid={onPaid}
            onHoldEnded={onHoldEnded}
          />
          {!paid && (
            <>
              <HoldBannerSpacer />
              <HoldBanner secondsLeft={secondsLeft} />
            </>
          )}
        </>
      )}
    </section>
  );
}

/** The order could not be read: not this person's (or this browser's), gone, or the network failed. */
function OrderUnavailable({ error, orderId, signedOut }: { error: unknown; orderId: string; signedOut: boolean }) {
  if (isNoAnswer(error)) return <NeedsNetworkAlert asHeading />;
  const missing = apiErrorCode(error) === ErrorCode.NOT_FOUND;
  return (
    <Alert variant={missing ? 'warning' : 'danger'} role="alert">
      <title>{missing ? 'Order not found · Admit' : 'Something went wrong · Admit'}</title>
      <h1 className="h5">{missing ? 'We could not find this order' : 'Your order could not be loaded'}</h1>
      <p>
        {missing
          ? 'It may belong to another account, or it was started in another browser.'
          : 'Check your connection and try again in a moment.'}
      </p>
      {missing && signedOut ? (
        <Link to={`/sign-in?next=${encodeURIComponent(`/checkout/${orderId}`)}`}>Sign in to see your orders</Link>
      ) : (
        <Link to="/">Find events</Link>
      )}
      {!missing && <ErrorReference error={error} />}
    </Alert>
  );
}
