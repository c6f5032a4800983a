import { useQuery } from '@apollo/client/react';
import { formatEventRange, ticketStateAdmits } from '@admit/shared';
import { Link } from 'react-router';
import { SavedCopyNote } from '../../../ui/SavedCopyNote.tsx';
import { FullPageSpinner } from '../../../ui/Spinner.tsx';
import { useKeepTicketsOffline } from '../keep-tickets-offline.ts';
import { TicketPageQuery } from '../ticket-page-query.ts';
import { useScreenWakeLock } from '../use-screen-wake-lock.ts';
import { AddToCalendarButton } from './AddToCalendarButton.tsx';
import { TicketCode } from './TicketCode.tsx';
import { TicketNotLoaded } from './TicketNotLoaded.tsx';
import { PassTicketOn } from '../transfer/PassTicketOn.tsx';
import './ticket-code.css';

/** One ticket, ready for the door: its code large on white, who it admits, to what, when and where. */
export function TicketPage({ ticketId }: { ticketId: string }) {
  // Asked again each visit: a refund must show, even when the page was opened before.
  const { data, error, refetch } = useQuery(TicketPageQuery, {
    variables: { id: ticketId },
    fetchPolicy: 'cache-and-network',
  });
  const ticket = data?.ticket;
  useScreenWakeLock(ticket ? ticketStateAdmits(ticket.state) : false);
  useKeepTicketsOffline(() => refetch().catch(() => undefined));

  if (!ticket) {
    if (!error) return <FullPageSpinner label="Loading your ticket…" />;
    return <TicketNotLoaded error={error} onRetry={() => void refetch()} />;
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
      <SavedCopyNote what="this ticket" />
      <TicketCode ticket={ticket} />
      {ticket.passedTo && (
        <p data-testid="passed-to">
          Passed on to <strong className="text-break">{ticket.passedTo}</strong>.
        </p>
      )}
      {ticket.receivedFrom && (
        <p className="small text-body-secondary" data-testid="received-from">
          Passed to you by {ticket.receivedFrom}.
        </p>
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
      <div className="mt-3">
        <PassTicketOn ticket={ticket} />
      </div>
      {!ticket.receivedFrom && (
        <p className="mt-3 small">
          <Link to={`/orders/${ticket.orderId}`}>Order details</Link>
        </p>
      )}
    </article>
  );
}
