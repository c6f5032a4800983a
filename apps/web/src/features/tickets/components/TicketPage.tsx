import { useQuery } from '@apollo/client/react';
import { ErrorCode, formatEventDateTime, formatEventRange } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { apiErrorCode } from '../../../lib/api-errors.ts';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { useKeepTicketsOffline } from '../keep-tickets-offline.ts';
import { TicketPageQuery } from '../ticket-page-query.ts';
import { useScreenWakeLock } from '../use-screen-wake-lock.ts';
import { AddToCalendarButton } from './AddToCalendarButton.tsx';
import { TicketStatusBadge } from './TicketStatusBadge.tsx';
import './ticket-code.css';
import { ErrorReference } from '../../../ui/LoadFailedAlert.tsx';

/** One ticket, ready for the door: its code large on white, who it admits, to what, when and where. */
export function TicketPage({ ticketId }: { ticketId: string }) {
  // Asked again each visit: a refund must show, even when the page was opened before.
  const { data, error, refetch } = useQuery(TicketPageQuery, {
    variables: { id: ticketId },
    fetchPolicy: 'cache-and-network',
  });
  const ticket = data?.ticket;
  const valid = ticket?.status === 'VALID';
  useScreenWakeLock(valid);
  useKeepTicketsOffline(() => refetch().catch(() => undefined));

  if (!ticket) {
    if (!error) return <FullPageSpinner label="Loading your ticket…" />;
    const missing = apiErrorCode(error) === ErrorCode.NOT_FOUND;
    return (
      <Alert variant={missing ? 'warning' : 'danger'} role="alert">
        <title>{missing ? 'Ticket not found · Admit' : 'Something went wrong · Admit'}</title>
        <h1 className="h5">{missing ? 'We could not find this ticket' : 'Your ticket could not be loaded'}</h1>
        {missing ? (
          <Alert.Link as={Link} to="/tickets">
            Your tickets
          </Alert.Link>
        ) : (
          <Alert.Link onClick={() => void refetch()}>Try again</Alert.Link>
        )}
        {!missing && <ErrorReference error={error} />}
      </Alert>
    );
  }

  const { event } = ticket;
  return (
    <article className="py-3" aria-labelledby="ticket-heading">
      <title>{`${ticket.attendeeName} · ${event.title} · Admit`}</title>
      <nav aria-label="Breadcrumb" className="small mb-2">
        <Link to="/tickets">Your tickets</Link>
      </nav>
      <h1 id="ticket-heading" className="h4 fw-bold mb-3 text-break">
        {event.title}
      </h1>
      {valid ? (
        <div className="ticket-code mb-3" data-testid="ticket-code">
          <div
            className="ticket-code__qr"
            role="img"
            aria-label={`Ticket code for ${ticket.attendeeName}`}
            // Markup the API drew from the signed code (qrcode's SVG: paths only, no script, no external refs).
            dangerouslySetInnerHTML={{ __html: ticket.qrSvg ?? '' }}
          />
          <div className="ticket-code__name mt-2">{ticket.attendeeName}</div>
          <div>{ticket.ticketTypeName}</div>
          {ticket.checkedInAt && (
            <p className="mt-2 mb-0 fw-semibold" data-testid="checked-in-at">
              Checked in at {formatEventDateTime(ticket.checkedInAt, event.timeZone)}
            </p>
          )}
        </div>
      ) : (
        <Alert variant="secondary" className="mb-3">
          <div className="d-flex justify-content-between align-items-start gap-2">
            <div>
              <div className="fw-semibold">{ticket.attendeeName}</div>
              <div className="small">{ticket.ticketTypeName}</div>
            </div>
            <TicketStatusBadge status={ticket.status} />
          </div>
          <p className="mb-0 mt-2">This ticket was refunded and no longer admits anyone.</p>
        </Alert>
      )}
      <dl className="mb-3">
        <dt className="small text-body-secondary fw-normal">When</dt>
        <dd>{formatEventRange(event.startsAt, event.endsAt, event.timeZone)}</dd>
        <dt className="small text-body-secondary fw-normal">Where</dt>
        <dd className="mb-0">
          {event.venueName}
          <br />
          <span className="small">{event.venueAddress}</span>
        </dd>
      </dl>
      <AddToCalendarButton calendar={ticket.calendar} fileName={event.slug} />
      <p className="mt-3 small">
        <Link to={`/orders/${ticket.orderId}`}>Order details</Link>
      </p>
    </article>
  );
}
