import { useMutation } from '@apollo/client/react';
import { formatPrice } from '@admit/shared';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { graphql } from '../gql/index.ts';
import { getFragmentData, type FragmentType } from '../../../lib/fragment-masking.ts';
import type { TicketTypes_EventFragment as TicketTypesData } from '../gql/graphql.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx';
import { FormError } from '../../../ui/FormMessages.tsx';
import { TicketAvailabilityBadge } from '../../../ui/TicketAvailabilityBadge.tsx';
import { ManageEventQuery } from '../manage-event-query.ts';
import { TicketTypeForm } from './TicketTypeForm.tsx';

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

const DeleteTicketTypeMutation = graphql(`
  mutation DeleteTicketType($id: ID!) {
    deleteTicketType(id: $id)
  }
`);

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
  // The page's event query lists ticket types in their sort order: it is read again after a change.
  const [deleteTicketType] = useMutation(DeleteTicketTypeMutation, {
    refetchQueries: [ManageEventQuery],
    awaitRefetchQueries: true,
  });
  const deletion = useFormSubmit();
  const nextSortOrder = Math.max(-1, ...event.ticketTypes.map((t) => t.sortOrder)) + 1;

  async function confirmDelete() {
    if (!deleting) return;
    const ok = await deletion.run(async () => void (await deleteTicketType({ variables: { id: deleting.id } })));
    if (ok) setDeleting(null);
  }

  return (
    <>
      {event.ticketTypes.length === 0 ? (
        <p className="text-body-secondary">No ticket types yet. An event needs at least one before it is published.</p>
      ) : (
        <ListGroup as="ul" className="mb-3" aria-label="Ticket types">
          {event.ticketTypes.map((t) => {
            return (
              <ListGroup.Item as="li" key={t.id} data-testid="ticket-type">
                <div className="d-flex justify-content-between align-items-start gap-2">
                  <div>
                    <div className="fw-semibold">{t.name}</div>
                    <div>{formatPrice(t.priceMinor, event.currency)}</div>
                  </div>
                  <div className="text-end">
                    <TicketAvailabilityBadge availability={t.availability} />
                    {t.hidden && (
                      <Badge bg="light" text="dark" className="border ms-1">
                        Hidden
                      </Badge>
                    )}
                    <div className="small text-body-secondary mt-1">
                      {t.quantitySold ?? 0} / {t.capacity ?? '?'} sold
                    </div>
                  </div>
                </div>
                {!readOnly && (
                  <div className="d-flex gap-3 mt-1">
                    <Button variant="link" size="sm" className="px-0" onClick={() => setEditing(t)}>
                      Edit<span className="visually-hidden"> {t.name}</span>
                    </Button>
                    <Button
                      variant="link"
                      size="sm"
                      className="px-0 text-danger"
                      onClick={() => {
                        deletion.setError(null);
                        setDeleting(t);
                      }}
                    >
                      Delete<span className="visually-hidden"> {t.name}</span>
                    </Button>
                  </div>
                )}
              </ListGroup.Item>
            );
          })}
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
      <ConfirmModal
        show={!!deleting}
        title={`Delete ${deleting?.name ?? 'ticket type'}?`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        variant="danger"
        busy={deletion.busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <FormError message={deletion.error} />
        <p className="mb-0">Only a ticket type with nothing sold can be deleted.</p>
      </ConfirmModal>
    </>
  );
}
