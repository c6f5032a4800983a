import { useMutation, useQuery } from '@apollo/client/react';
import { checkInListInputSchema } from '@admit/shared';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { graphql } from '../gql/index.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { FormError } from '../../../ui/FormMessages.tsx';
import { SubmitButton } from '../../../ui/SubmitButton.tsx';
import { TextField } from '../../../ui/TextField.tsx';

export const CheckInListsQuery = graphql(`
  query CheckInLists($slug: String!) {
    event(slug: $slug) {
      id
      ticketTypes {
        id
        name
      }
      checkInLists {
        id
        name
        ticketTypeIds
        opensMinutesBefore
        allowReentry
        isDefault
        counts {
          checkedIn
          expected
        }
      }
    }
  }
`);

const CreateCheckInListMutation = graphql(`
  mutation CreateCheckInList($eventId: ID!, $input: CheckInListInput!) {
    createCheckInList(eventId: $eventId, input: $input) {
      id
    }
  }
`);

const DeleteCheckInListMutation = graphql(`
  mutation DeleteCheckInList($id: ID!) {
    deleteCheckInList(id: $id)
  }
`);

const FIELDS = new Set(['name', 'ticketTypeIds', 'opensMinutesBefore', 'allowReentry']);

/**
 * The event's check-in lists: the default entrance, and any the organizer adds (a VIP area, day 1 and day 2, a
 * backstage door), each for some ticket types, opening a set time before the start, once or with re-entry.
 */
export function CheckInLists({ eventSlug, mayManage }: { eventSlug: string; mayManage: boolean }) {
  const { data } = useQuery(CheckInListsQuery, { variables: { slug: eventSlug } });
  const refetch = { refetchQueries: [CheckInListsQuery], awaitRefetchQueries: true };
  const [create] = useMutation(CreateCheckInListMutation, refetch);
  const [remove] = useMutation(DeleteCheckInListMutation, refetch);
  const form = useFormSubmit({ showsField: (f) => FIELDS.has(f) });
  const [name, setName] = useState('');
  const [opens, setOpens] = useState('240');
  const [reentry, setReentry] = useState(false);
  const [types, setTypes] = useState<string[]>([]);
  const event = data?.event;
  if (!event) return null;
  const typeName = new Map(event.ticketTypes.map((t) => [t.id, t.name]));

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!event) return;
    await form.submit({
      form: e.currentTarget,
      schema: checkInListInputSchema,
      input: { name, ticketTypeIds: types, opensMinutesBefore: Number(opens), allowReentry: reentry },
      send: async (input) => {
        await create({ variables: { eventId: event.id, input } });
        setName('');
        setTypes([]);
      },
    });
  }

  return (
    <>
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
                onClick={() => void form.run(() => remove({ variables: { id: l.id } }).then(() => undefined))}
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
      {mayManage && (
        <Form noValidate onSubmit={submit} aria-label="Add a check-in list">
          <FormError message={form.error} />
          <TextField label="List name" value={name} onChange={setName} error={form.fieldErrors['name']} />
          <fieldset className="mb-3">
            <legend className="form-label fs-6">Ticket types (none chosen: all)</legend>
            {event.ticketTypes.map((t) => (
              <Form.Check
                key={t.id}
                id={`list-type-${t.id}`}
                label={t.name}
                checked={types.includes(t.id)}
                onChange={(e) => setTypes(e.target.checked ? [...types, t.id] : types.filter((x) => x !== t.id))}
              />
            ))}
          </fieldset>
          <TextField
            label="Opens this many minutes before the start"
            type="number"
            inputMode="numeric"
            value={opens}
            onChange={setOpens}
            error={form.fieldErrors['opensMinutesBefore']}
          />
          <Form.Check
            className="mb-3"
            id="list-reentry"
            label="Allow re-entry after an exit scan"
            checked={reentry}
            onChange={(e) => setReentry(e.target.checked)}
          />
          <SubmitButton busy={form.busy} busyLabel="Adding…">
            Add list
          </SubmitButton>
        </Form>
      )}
    </>
  );
}
