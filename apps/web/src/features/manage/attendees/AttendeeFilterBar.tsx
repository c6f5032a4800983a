import { useEffect, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { AttendeeFilters } from './attendee-filters.ts';

type Props = {
  filters: AttendeeFilters;
  ticketTypes: readonly { id: string; name: string }[];
  lists: readonly { id: string; name: string }[];
  listId: string | null;
  onChange: (filters: AttendeeFilters) => void;
};

/** Typing waits this long before the address (and the search) follows, so each key press is not a request. */
const TYPING_PAUSE_MS = 300;

/** The search box and filters; each change goes to the address (the list reads its filters from there). */
export function AttendeeFilterBar({ filters, ticketTypes, lists, listId, onChange }: Props) {
  const [typed, setTyped] = useState(filters.search);
  // The address changed by itself (Back, a link): the box shows its search (React's "adjust state on a prop").
  const [shown, setShown] = useState(filters.search);
  if (shown !== filters.search) {
    setShown(filters.search);
    setTyped(filters.search);
  }
  useEffect(() => {
    if (typed === filters.search) return;
    const timer = setTimeout(() => onChange({ ...filters, search: typed }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, filters, onChange]);

  return (
    <Form role="search" aria-label="Attendees" onSubmit={(e) => e.preventDefault()} className="mb-3">
      <Row className="g-2">
        <Col xs={12} lg={4}>
          <Form.Control
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="Name, order or ticket code"
            aria-label="Search attendees"
            maxLength={200}
          />
        </Col>
        <Col xs={6} lg={3}>
          <Form.Select
            aria-label="Ticket type"
            value={filters.ticketTypeId ?? ''}
            onChange={(e) => onChange({ ...filters, ticketTypeId: e.target.value || null })}
          >
            <option value="">Every ticket type</option>
            {ticketTypes.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col xs={6} lg={2}>
          <Form.Select
            aria-label="Checked in"
            value={filters.checkedIn ?? ''}
            onChange={(e) => onChange({ ...filters, checkedIn: checkedInOf(e.target.value) })}
          >
            <option value="">Everyone</option>
            <option value="yes">Checked in</option>
            <option value="no">Not checked in</option>
          </Form.Select>
        </Col>
        {lists.length > 1 && (
          <Col xs={12} lg={3}>
            <Form.Select
              aria-label="Check-in list"
              value={listId ?? ''}
              onChange={(e) => onChange({ ...filters, listId: e.target.value || null })}
            >
              {lists.map((l) => (
                <option key={l.id} value={l.id}>
                  {`List: ${l.name}`}
                </option>
              ))}
            </Form.Select>
          </Col>
        )}
      </Row>
    </Form>
  );
}

const checkedInOf = (value: string) => (value === 'yes' || value === 'no' ? value : null);
