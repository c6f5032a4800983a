import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import type { TicketTypes_EventFragment as TicketTypesData } from '../gql/graphql.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { DeleteTicketTypeModal } from './DeleteTicketTypeModal.tsx';
import { TicketTypeForm } from './TicketTypeForm.tsx';
import { TicketTypeItem } from './TicketTypeItem.tsx';

export const TicketTypes_EventFragment = graphql(`
  fragment TicketTypes_event on Event {
    id
    currency
    timeZone
    ticketTypes {
      id
      name
      priceMinor
      hidden
      capacity
      sortOrder
      availability
      quantitySold
      ...TicketTypeForm_ticketType
    }
  }
`);

type TicketTypeRow = TicketTypesData['ticketTypes'][number];

/** The event's ticket types with what has sold, and the form to add or change one. */
export function TicketTypes({
  event: eventRef,
  readOnly,
}: {
  event: FragmentType<typeof TicketTypes_EventFragment>;
  readOnly: boolean;
}) {
  const event = getFragmentData(TicketTypes_EventFragment, eventRef);
  const [editing, setEditing] = useState<TicketTypeRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TicketTypeRow | null>(null);
  const deletion = useAction();
  const nextSortOrder = Math.max(-1, ...event.ticketTypes.map((t) => t.sortOrder)) + 1;

  return (
    <>
      {event.ticketTypes.length === 0 ? (
        <p className="text-body-secondary">No ticket types yet. An event needs at least one before it is published.</p>
      ) : (
        <ListGroup as="ul" className="mb-3" aria-label="Ticket types">
          {event.ticketTypes.map((t) => (
            <TicketTypeItem
              key={t.id}
              ticketType={t}
              currency={event.currency}
              readOnly={readOnly}
              onEdit={() => setEditing(t)}
              onDelete={() => {
                deletion.setError(null);
                setDeleting(t);
              }}
            />
          ))}
        </ListGroup>
      )}
      {!readOnly &&
        (editing ? (
          <TicketTypeForm
            key={editing === 'new' ? 'new' : editing.id}
            eventId={event.id}
            currency={event.currency}
            timeZone={event.timeZone}
            ticketType={editing === 'new' ? null : editing}
            nextSortOrder={nextSortOrder}
            onDone={() => setEditing(null)}
          />
        ) : (
          <Button variant="outline-primary" className="w-100" onClick={() => setEditing('new')}>
            New ticket type
          </Button>
        ))}
      <DeleteTicketTypeModal ticketType={deleting} deletion={deletion} onClose={() => setDeleting(null)} />
    </>
  );
}
