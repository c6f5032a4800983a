import { ticketStateAdmits } from '@admit/shared';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { TicketStateBadge } from '../../../ui/TicketStateBadge.tsx';
import type { OrderPageQuery } from '../gql/graphql.ts';

type Ticket = Omit<OrderPageQuery['order']['tickets'][number], 'passedTo'> & { passedTo?: string | null };

/** The order's tickets, each with its holder and state; one that still admits links to its code. */
export function OrderTickets({ tickets }: { tickets: readonly Ticket[] }) {
  if (tickets.length === 0) return null;
  return (
    <section aria-labelledby="tickets-heading">
      <h2 id="tickets-heading" className="h5">
        Tickets
      </h2>
      <ListGroup as="ul" aria-label="Tickets">
        {tickets.map((t) => (
          <ListGroup.Item as="li" key={t.id} className="d-flex justify-content-between align-items-center gap-2">
            <div>
              <span className="fw-semibold d-block">{t.attendeeName}</span>
              <span className="small text-body-secondary">{t.ticketTypeName}</span>
              <TicketStateBadge state={t.state} className="ms-2" />
              {t.passedTo && (
                <span className="small d-block text-break" data-testid="passed-to">
                  Passed on to {t.passedTo}
                </span>
              )}
            </div>
            {ticketStateAdmits(t.state) && (
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
  );
}
