import { MIN_ATTENDEE_SEARCH } from '@admit/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import type { DoorCopy, DoorList } from '../door-state.ts';
import { searchAttendees } from '../name-search.ts';

type Props = {
  tickets: DoorCopy['tickets'];
  list: DoorList | null;
  typeName: ReadonlyMap<string, string>;
  /** A guest checked in by hand, by their ticket. */
  onCheckIn: (listId: string, ticketId: string) => void;
};

/** Finds a guest by name in the offline copy, for one whose phone is gone, and checks them in. */
export function GuestSearch({ tickets, list, typeName, onCheckIn }: Props) {
  const [query, setQuery] = useState('');
  const matches = searchAttendees(tickets, query);
  return (
    <>
      <Form.Group className="mb-2" controlId="find-by-name">
        <Form.Label>Find by name</Form.Label>
        <Form.Control value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
        <Form.Text>At least {MIN_ATTENDEE_SEARCH} letters, for a guest whose phone is gone.</Form.Text>
      </Form.Group>
      {matches.length > 0 && list && (
        <ListGroup as="ul" className="mb-3" aria-label="Matching guests">
          {matches.map((t) => (
            <ListGroup.Item as="li" key={t.id} className="d-flex justify-content-between align-items-center gap-2">
              <span>
                {t.attendeeName}
                <span className="d-block small text-body-secondary">{typeName.get(t.ticketTypeId) ?? 'Ticket'}</span>
              </span>
              <Button
                size="sm"
                onClick={() => {
                  onCheckIn(list.id, t.id);
                  setQuery('');
                }}
              >
                Check in
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </>
  );
}
