import { useMutation, useQuery } from '@apollo/client/react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { graphql } from '../gql/index.ts';
import { useAction } from '../../../lib/forms/use-action.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { CheckInListsQuery } from './check-in-lists-query.ts';
import { CheckInListForm } from './CheckInListForm.tsx';

const DeleteCheckInListMutation = graphql(`
  mutation DeleteCheckInList($id: ID!) {
    deleteCheckInList(id: $id)
  }
`);

/**
 * The event's check-in lists: the default entrance, and any the organizer adds (a VIP area, day 1 and day 2, a
 * backstage door), each for some ticket types, opening a set time before the start, once or with re-entry.
 */
export function CheckInLists({ eventSlug, mayManage }: { eventSlug: string; mayManage: boolean }) {
  const { data } = useQuery(CheckInListsQuery, { variables: { slug: eventSlug } });
  const [remove] = useMutation(DeleteCheckInListMutation, {
    refetchQueries: [CheckInListsQuery],
    awaitRefetchQueries: true,
  });
  const removal = useAction();
  const event = data?.event;
  if (!event) return null;
  const typeName = new Map(event.ticketTypes.map((t) => [t.id, t.name]));

  return (
    <>
      <FormError message={removal.error} />
      <ListGroup as="ul" className="mb-3" aria-label="Check-in lists">
        {event.checkInLists.map((l) => (
          <ListGroup.Item as="li" key={l.id} className="d-flex justify-content-between align-items-start gap-2">
            <span>
              <span className="fw-semibold">{l.name}</span>
              <span className="d-block small text-body-secondary">
                {l.ticketTypeIds.length === 0
                  ? 'Every ticket type'
                  : l.ticketTypeIds.map((id) => typeName.get(id) ?? 'Ticket').join(', ')}
                {` · opens ${l.opensMinutesBefore} min before · ${l.allowReentry ? 're-entry allowed' : 'single entry'}`}
                {` · ${l.counts.checkedIn} / ${l.counts.expected} checked in`}
              </span>
            </span>
            {mayManage && !l.isDefault && (
              <Button
                size="sm"
                variant="outline-danger"
                disabled={removal.busy}
                onClick={() => void removal.run(() => remove({ variables: { id: l.id } }))}
              >
                Delete <span className="visually-hidden">{l.name}</span>
              </Button>
            )}
          </ListGroup.Item>
        ))}
      </ListGroup>
      <p>
        <Link to={`/scan/${eventSlug}`}>Scan tickets</Link>
      </p>
      {mayManage && <CheckInListForm eventId={event.id} ticketTypes={event.ticketTypes} />}
    </>
  );
}
