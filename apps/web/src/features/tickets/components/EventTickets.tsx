import { formatEventRange } from '@admit/shared';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import type { MyTicketsQuery as MyTicketsData } from '../gql/graphql.ts';
import type { EventGroup } from '../group-tickets.ts';
import { TicketStateBadge } from '../../../ui/TicketStateBadge.tsx';

type Ticket = MyTicketsData['myTickets'][number];

/** One event on My tickets: when and where, then each ticket, which opens its code. */
export function EventTickets({ group }: { group: EventGroup<Ticket> }) {
  const { event, tickets } = group;
  const headingId = `event-${event.id}`;
  return (
    <Card as="article" className="mb-3" aria-labelledby={headingId} data-testid="event-tickets">
      <Card.Body className="pb-2">
        <h3 id={headingId} className="h6 fw-bold mb-1">
          <Link to={`/e/${event.slug}`} className="link-body-emphasis">
            {event.title}
          </Link>
        </h3>
        <p className="small text-body-secondary mb-0">
          {formatEventRange(event.startsAt, event.endsAt, event.timeZone)}
          <br />
          {event.venueName}
        </p>
      </Card.Body>
      <ListGroup variant="flush" as="ul" aria-label={`Tickets for ${event.title}`}>
        {tickets.map((t) => (
          <ListGroup.Item
            key={t.id}
            as="li"
            className="d-flex justify-content-between align-items-center gap-2"
            data-testid="ticket"
          >
            <Link to={`/tickets/${t.id}`} className="stretched-link text-reset text-decoration-none">
              <span className="d-block fw-semibold">{t.attendeeName}</span>
              <span className="d-block small text-body-secondary">{t.ticketTypeName}</span>
            </Link>
            <TicketStateBadge state={t.state} />
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}
