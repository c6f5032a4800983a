import { useQuery } from '@apollo/client/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Spinner } from '../../../ui/Spinner.tsx';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import type { DateFilter } from '../gql/graphql.ts';
import { DiscoverEventsQuery } from '../discover-events-query.ts';
import { EventCard } from './EventCard.tsx';

const PAGE_SIZE = 12;

/** Search and filter results: a grid, a page at a time, "Show more" following the cursor. */
export function EventResults({ search, when }: { search: string; when: DateFilter | null }) {
  const { data, loading, error, fetchMore } = useQuery(DiscoverEventsQuery, {
    variables: { first: PAGE_SIZE, search: search || null, when, timeZone: browserTimeZone() },
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.discoverEvents;
  if (!connection && loading) return <Spinner size={40} label="Finding events…" />;
  if (error && !connection) return <Alert variant="danger">Events could not be loaded. Try again in a moment.</Alert>;
  const events = connection?.nodes ?? [];
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading" className="h5" aria-live="polite">
        {events.length === 0 ? 'No events match' : search ? `Results for “${search}”` : 'Events'}
      </h2>
      {events.length === 0 && <p className="text-body-secondary">Try other words or another date.</p>}
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 list-unstyled">
        {events.map((e, i) => (
          <li key={e.id} className="col">
            <EventCard event={e} eager={i < 2} />
          </li>
        ))}
      </ul>
      {connection?.pageInfo.hasNextPage && (
        <div className="d-grid mt-3">
          <Button
            variant="outline-success"
            disabled={loading}
            onClick={() =>
              void fetchMore({
                variables: { after: connection.pageInfo.endCursor },
                updateQuery: (prev, { fetchMoreResult }) => ({
                  discoverEvents: {
                    ...fetchMoreResult.discoverEvents,
                    nodes: [...prev.discoverEvents.nodes, ...fetchMoreResult.discoverEvents.nodes],
                  },
                }),
              })
            }
          >
            {loading ? 'Loading…' : 'Show more events'}
          </Button>
        </div>
      )}
    </section>
  );
}
