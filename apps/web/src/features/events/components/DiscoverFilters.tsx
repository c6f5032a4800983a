import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { discoverUrl } from '../discover-url.ts';
import type { DateFilter } from '../gql/graphql.ts';

const CHOICES: { value: DateFilter | 'ALL'; label: string }[] = [
  { value: 'ALL', label: 'Any date' },
  { value: 'TODAY', label: 'Today' },
  { value: 'THIS_WEEKEND', label: 'This weekend' },
  { value: 'LATER', label: 'Later' },
];

/**
 * Search box and date chips. Both live in the address, so Back and shared links keep them, and each opens the
 * page the server renders for it: the search is a plain form (it works without JavaScript), a chip goes there
 * when tapped.
 */
export function DiscoverFilters({ search, when }: { search: string; when: DateFilter | null }) {
  return (
    <div className="mb-4">
      <Form role="search" action="/" method="get" className="mb-2">
        <Form.Label htmlFor="event-search" className="visually-hidden">
          Search events
        </Form.Label>
        <InputGroup>
          <Form.Control
            id="event-search"
            name="q"
            type="search"
            placeholder="Event, venue or organizer"
            defaultValue={search}
            enterKeyHint="search"
          />
          {when && <input type="hidden" name="when" value={when} />}
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
          window.location.assign(discoverUrl({ search, when: value === 'ALL' ? null : value }))
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
