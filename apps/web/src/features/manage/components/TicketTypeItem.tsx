import { formatPrice } from '@admit/shared';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { TicketAvailabilityBadge } from '../../../ui/TicketAvailabilityBadge.tsx';
import type { TicketTypes_EventFragment as TicketTypesData } from '../gql/graphql.ts';

type Props = {
  ticketType: TicketTypesData['ticketTypes'][number];
  currency: string;
  readOnly: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** One ticket type in the organizer's list: price, availability and what has sold, with edit and delete. */
export function TicketTypeItem({ ticketType: t, currency, readOnly, onEdit, onDelete }: Props) {
  return (
    <ListGroup.Item as="li" data-testid="ticket-type">
      <div className="d-flex justify-content-between align-items-start gap-2">
        <div>
          <div className="fw-semibold">{t.name}</div>
          <div>{formatPrice(t.priceMinor, currency)}</div>
        </div>
        <div className="text-end">
          <TicketAvailabilityBadge availability={t.availability} />
          {t.hidden && (
            <Badge bg="light" text="dark" className="border ms-1">
              Hidden
            </Badge>
          )}
          {/* Counts the viewer may not see are left out, never shown as "?". */}
          {t.quantitySold !== null && t.capacity !== null && (
            <div className="small text-body-secondary mt-1">
              {t.quantitySold} / {t.capacity} sold
            </div>
          )}
        </div>
      </div>
      {!readOnly && (
        <div className="d-flex gap-3 mt-1">
          <Button variant="link" size="sm" className="px-0" onClick={onEdit}>
            Edit<span className="visually-hidden"> {t.name}</span>
          </Button>
          <Button variant="link" size="sm" className="px-0 text-danger" onClick={onDelete}>
            Delete<span className="visually-hidden"> {t.name}</span>
          </Button>
        </div>
      )}
    </ListGroup.Item>
  );
}
