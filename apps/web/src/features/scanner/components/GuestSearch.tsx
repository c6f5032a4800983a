import { MIN_ATTENDEE_SEARCH } from '@admit/shared';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { checkedInAlready, type DoorIndex, type DoorList, type LocalStates } from '../door-state.ts';
import { searchAttendees } from '../name-search.ts';

type Props = {
  index: DoorIndex;
  states: LocalStates;
  list: DoorList | null;
  timeZone: string;
  /** A guest checked in by hand, by their ticket. */
  onCheckIn: (listId: string, ticketId: string) => void;
};

/** "21:04": the time of day in the event's zone, on a 24-hour clock as door rotas are written. */
const timeAt = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(instant),
  );

/**
 * Finds a guest by name in the offline copy, for one whose phone is gone, and checks them in. A guest already in
 * is shown as such, in amber, with when and where, instead of a button that could only say so afterwards.
 */
export function GuestSearch({ index, states, list, timeZone, onCheckIn }: Props) {
  const [query, setQuery] = useState('');
  const matches = searchAttendees([...index.tickets.values()], query);
  const now = new Date();
  return (
    <>
      <Form.Group className="mb-2" controlId="find-by-name">
        <Form.Label>Find by name</Form.Label>
        <Form.Control value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
        <Form.Text>At least {MIN_ATTENDEE_SEARCH} letters, for a guest whose phone is gone.</Form.Text>
      </Form.Group>
      {matches.length > 0 && list && (
        <ListGroup as="ul" className="mb-3" aria-label="Matching guests">
          {matches.map((t) => {
            const inAlready = checkedInAlready(index, states, list, t.id, now);
            return (
              <ListGroup.Item
                as="li"
                key={t.id}
                variant={inAlready ? 'warning' : undefined}
                className="d-flex justify-content-between align-items-center gap-2"
              >
                <span>
                  {t.attendeeName}
                  <span className="d-block small">{index.typeNames.get(t.ticketTypeId) ?? 'Ticket'}</span>
                </span>
                {inAlready ? (
                  <span className="small fw-semibold text-end" data-testid="guest-checked-in">
                    Checked in {timeAt(inAlready.at, timeZone)} at {inAlready.deviceName}
                  </span>
                ) : (
                  <Button
                    size="sm"
                    onClick={() => {
                      onCheckIn(list.id, t.id);
                      setQuery('');
                    }}
                  >
                    Check in<span className="visually-hidden"> {t.attendeeName}</span>
                  </Button>
                )}
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      )}
    </>
  );
}
