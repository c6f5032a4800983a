import { useQuery } from '@apollo/client/react';
import { formatEventDateTime, formatEventRange, formatPrice } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { getFragmentData } from '../../../lib/fragment-masking.ts';
import { saveHold } from '../../../lib/hold-store.ts';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { WaitingListEventSummary, WaitingListOfferQuery } from '../waiting-list-documents.ts';

/**
 * The offer mail's page: the places held, until when, and the way to checkout. The link's token is the held order's
 * claim token, kept in this browser as a reservation's is, so checkout (and sign-in on the way) carries on with it.
 */
export function WaitingListOfferPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(WaitingListOfferQuery, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  const offer = data?.waitingListOffer;
  if (!offer) {
    if (!error) return <FullPageSpinner label="Loading the offer…" />;
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        This link does not name a waiting list offer.
      </LoadFailedAlert>
    );
  }
  const event = getFragmentData(WaitingListEventSummary, offer.event);
  const orderId = offer.orderId;
  const buy = () => {
    if (!orderId) return;
    saveHold({ orderId, claimToken: token, eventId: event.id });
    void navigate(`/checkout/${orderId}`);
  };
  return (
    <article className="py-3" aria-labelledby="offer-heading">
      <title>{`Your places for ${event.title} · Admit`}</title>
      <h1 id="offer-heading" className="h4 fw-bold mb-3 text-break">
        Places held for you: {event.title}
      </h1>
      <dl className="mb-3">
        <dt className="small text-body-secondary fw-normal">Tickets</dt>
        <dd>
          {offer.quantity} × {offer.ticketTypeName} · {formatPrice(offer.totalMinor, offer.currency)}
        </dd>
        <dt className="small text-body-secondary fw-normal">When</dt>
        <dd>{formatEventRange(event.startsAt, event.endsAt, event.timeZone)}</dd>
        <dt className="small text-body-secondary fw-normal">Where</dt>
        <dd>{event.venueName}</dd>
      </dl>
      {offer.closedReason ? (
        <Alert variant="secondary" data-testid="offer-closed">
          {offer.closedReason}
        </Alert>
      ) : (
        <>
          {offer.expiresAt && (
            <p>
              Held for you until {formatEventDateTime(offer.expiresAt, event.timeZone)}; then they go to the next in
              line.
            </p>
          )}
          <Button size="lg" className="w-100" onClick={buy}>
            Buy these tickets
          </Button>
        </>
      )}
    </article>
  );
}
