import { formatEventDateTime, formatShortCode, ticketStateAdmits, type TicketState } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import { TicketStateBadge } from '../../../ui/TicketStateBadge.tsx';
import type { TicketPageQuery } from '../gql/graphql.ts';

type Ticket = TicketPageQuery['ticket'];

/** Why a ticket no longer admits anyone, in the holder's words. */
const NO_LONGER: Partial<Record<TicketState, string>> = {
  REFUNDED: 'This ticket was refunded and no longer admits anyone.',
  CANCELLED: 'This event was cancelled. The ticket no longer admits anyone, and its price is refunded.',
  TRANSFERRED: 'This ticket was passed on to someone else and no longer admits you.',
};

/**
 * A ticket that admits: its code large on white, the short code to read out when the QR will not scan, and who it
 * admits. One that no longer does says why.
 */
export function TicketCode({ ticket }: { ticket: Ticket }) {
  if (!ticketStateAdmits(ticket.state) || !ticket.qrSvg) {
    return (
      <Alert variant="secondary" className="mb-3">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <div>
            <div className="fw-semibold">{ticket.attendeeName}</div>
            <div className="small">{ticket.ticketTypeName}</div>
          </div>
          <TicketStateBadge state={ticket.state} />
        </div>
        <p className="mb-0 mt-2">{NO_LONGER[ticket.state] ?? 'This ticket no longer admits anyone.'}</p>
      </Alert>
    );
  }
  return (
    <div className="ticket-code mb-3" data-testid="ticket-code">
      <div
        className="ticket-code__qr"
        role="img"
        aria-label={`Ticket code for ${ticket.attendeeName}`}
        // Markup the API drew from the signed code (qrcode's SVG: paths only, no script, no external refs).
        dangerouslySetInnerHTML={{ __html: ticket.qrSvg }}
      />
      {ticket.shortCode && (
        <p className="ticket-code__short mb-2">
          <span className="d-block small fw-normal">Short code</span>
          <span data-testid="short-code">{formatShortCode(ticket.shortCode)}</span>
        </p>
      )}
      <div className="ticket-code__name mt-2">{ticket.attendeeName}</div>
      <div>{ticket.ticketTypeName}</div>
      <div className="mt-2">
        <TicketStateBadge state={ticket.state} />
      </div>
      {ticket.checkedInAt && (
        <p className="mt-2 mb-0 fw-semibold" data-testid="checked-in-at">
          Checked in at {formatEventDateTime(ticket.checkedInAt, ticket.event.timeZone)}
        </p>
      )}
    </div>
  );
}
