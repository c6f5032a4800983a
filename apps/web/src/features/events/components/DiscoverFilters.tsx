import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import type { DateFilter } from '../gql/graphql.ts';

const CHOICES: { value: DateFilter | 'ALL'; label: string }[] = [
  { value: 'ALL', label: 'Any date' },
  { value: 'TODAY', label: 'Today' },
  { value: 'THIS_WEEKEND', label: 'This weekend' },
  { value: 'LATER', label: 'Later' },
];

/** Search box and date chips; both live in the address so Back and shared links keep them. */
export function DiscoverFilters({
  search,
  when,
  onChange,
}: {
  search: string;
  when: DateFilter | null;
  onChange: (next: { search: string; when: DateFilter | null }) => void;
}) {
  const [text, setText] = useState(search);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ search: text.trim(), when });
  };
  return (
    <div className="mb-4">
      <Form role="search" onSubmit={submit} className="mb-2">
        <Form.Label htmlFor="event-search" className="visually-hidden">
          Search events
        </Form.Label>
        <InputGroup>
          <Form.Control
            id="event-search"
            type="search"
            placeholder="Search events, venues, organizers"
            value={text}
            onChange={(e) => setText(e.target.value)}
            enterKeyHint="search"
          />
          <Button type="submit" variant="primary">
            Search
          </Button>
        </InputGroup>
      </Form>
      <ToggleButtonGroup
        type="radio"
        name="when"
        value={when ?? 'ALL'}
        onChange={(value: DateFilter | 'ALL') =>
          onChange({ search: text.trim(), when: value === 'ALL' ? null : value })
        }
        className="d-flex flex-wrap gap-2 date-chips"
        aria-label="When"
      >
        {CHOICES.map((c) => (
          <ToggleButton
            key={c.value}
            id={`when-${c.value}`}
            value={c.value}
            variant="outline-success"
            size="sm"
            className="rounded-pill flex-grow-0"
          >
            {c.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
