import { formatEventDateTime } from '@admit/shared';
import Alert from 'react-bootstrap/Alert';
import type { TicketPageQuery } from '../gql/graphql.ts';
import { TicketStatusBadge } from './TicketStatusBadge.tsx';

type Ticket = TicketPageQuery['ticket'];

/** A valid ticket's code, large on white, with who it admits; a refunded one says it no longer admits anyone. */
export function TicketCode({ ticket }: { ticket: Ticket }) {
  if (ticket.status !== 'VALID') {
    return (
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
    );
  }
  return (
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
          Checked in at {formatEventDateTime(ticket.checkedInAt, ticket.event.timeZone)}
        </p>
      )}
    </div>
  );
}
