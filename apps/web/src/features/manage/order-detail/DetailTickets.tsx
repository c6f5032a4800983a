import { formatEventDateTime } from '@admit/shared';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import type { OrderDetailPage_DetailFragment as OrderDetail } from '../gql/graphql.ts';
import type { Asking } from './use-order-actions.ts';

type Ticket = OrderDetail['tickets'][number];

function CheckInLine({ state, timeZone }: { state: Ticket['checkIns'][number]; timeZone: string }) {
  if (!state.checkedIn) return <li>{state.listName}: not checked in</li>;
  const at = state.firstAt ? ` ${formatEventDateTime(state.firstAt, timeZone)}` : '';
  const device = state.deviceName ? ` on ${state.deviceName}` : '';
  return (
    <li>
      {state.listName}: checked in{at}
      {device}
      {state.inside ? '' : ' (went out)'}
    </li>
  );
}

const HOP_WORDS: Record<Ticket['transfers'][number]['status'], string> = {
  PENDING: 'offered to',
  ACCEPTED: 'passed on to',
  CANCELLED: 'offer taken back from',
};

/** Where the ticket went: each offer of it, oldest first, from whom to whom. */
function TransferChain({ ticket, timeZone }: { ticket: Ticket; timeZone: string }) {
  if (ticket.transfers.length === 0) return null;
  return (
    <ol className="small mb-0 ps-3" aria-label={`Where ${ticket.attendeeName}’s ticket went`}>
      {ticket.transfers.map((hop) => (
        <li key={hop.id}>
          {hop.fromName} ({hop.fromEmail}) {HOP_WORDS[hop.status]} {hop.toName ? `${hop.toName} ` : ''}({hop.toEmail}),{' '}
          {formatEventDateTime(hop.settledAt ?? hop.createdAt, timeZone)}
        </li>
      ))}
    </ol>
  );
}

/** The order's tickets: each one's name, type, state at each list, and what may be done to it while it is valid. */
export function DetailTickets({
  detail,
  timeZone,
  actable,
  onAsk,
}: {
  detail: OrderDetail;
  timeZone: string;
  /** Whether the order is paid with tickets standing (they may be renamed, sent and refunded). */
  actable: boolean;
  onAsk: (asking: Asking) => void;
}) {
  if (detail.tickets.length === 0) return null;
  return (
    <>
      <h3 className="h6">Tickets</h3>
      <ListGroup as="ul" className="mb-3" aria-label="Tickets of this order">
        {detail.tickets.map((t) => (
          <ListGroup.Item as="li" key={t.id} data-testid="order-ticket">
            <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
              <div>
                <div className="fw-semibold">{t.attendeeName}</div>
                <div className="small text-body-secondary" data-testid="order-ticket-type">
                  {t.ticketTypeName}
                </div>
                <ul className="list-unstyled small mb-0" aria-label={`Check-ins of ${t.attendeeName}`}>
                  {t.checkIns.map((s) => (
                    <CheckInLine key={s.listId} state={s} timeZone={timeZone} />
                  ))}
                </ul>
                <TransferChain ticket={t} timeZone={timeZone} />
              </div>
              {t.status === 'VOID' ? (
                <Badge bg="secondary">Void</Badge>
              ) : (
                actable && (
                  <div className="d-flex flex-wrap gap-1">
                    <Button size="sm" variant="outline-secondary" onClick={() => onAsk({ kind: 'rename', ticket: t })}>
                      Rename<span className="visually-hidden"> {t.attendeeName}</span>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      onClick={() => onAsk({ kind: 'change-type', ticket: t })}
                    >
                      Change type<span className="visually-hidden"> of {t.attendeeName}’s ticket</span>
                    </Button>
                    <Button size="sm" variant="outline-secondary" onClick={() => onAsk({ kind: 'resend', ticket: t })}>
                      Send again<span className="visually-hidden"> {t.attendeeName}’s ticket</span>
                    </Button>
                    <Button size="sm" variant="outline-danger" onClick={() => onAsk({ kind: 'refund', tickets: [t] })}>
                      Refund<span className="visually-hidden"> {t.attendeeName}’s ticket</span>
                    </Button>
                  </div>
                )
              )}
            </div>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </>
  );
}
