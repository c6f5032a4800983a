import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { loadApolloClient } from '../../../lib/apollo-client.ts';
import { isNoAnswer } from '../../../lib/network-status.ts';
import type { DateFilter, DiscoverEventsQuery as Results } from '../gql/graphql.ts';
import { DiscoverEventsQuery, resultsVariables } from '../discover-events-query.ts';
import { discoverUrl } from '../discover-url.ts';
import { EventCard } from './EventCard.tsx';

type Connection = Results['discoverEvents'];

/**
 * Search and filter results: a grid, a page at a time. "Show more events" is a link to the next page, which
 * works without JavaScript; with it, the next page is fetched and added below.
 */
export function EventResults({
  search,
  when,
  timeZone,
  results,
}: {
  search: string;
  when: DateFilter | null;
  timeZone: string;
  results: Connection;
}) {
  const [connection, setConnection] = useState(results);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<'offline' | 'failed' | null>(null);
  const events = connection.nodes;
  const { hasNextPage, endCursor } = connection.pageInfo;

  async function showMore() {
    setLoading(true);
    setFailed(null);
    try {
      const client = await loadApolloClient();
      const { data } = await client.query({
        query: DiscoverEventsQuery,
        variables: resultsVariables({ search, when, after: endCursor, timeZone }),
      });
      if (data) {
        const next = data.discoverEvents;
        setConnection((shown) => ({ ...next, nodes: [...shown.nodes, ...next.nodes] }));
      }
    } catch (error) {
      setFailed(isNoAnswer(error) ? 'offline' : 'failed');
    } finally {
      setLoading(false);
    }
  }

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
      {failed === 'offline' && (
        <Alert variant="secondary">You're offline; more events need the network. Try again once you are back.</Alert>
      )}
      {failed === 'failed' && <Alert variant="danger">More events could not be loaded. Try again in a moment.</Alert>}
      {hasNextPage && endCursor && (
        <div className="d-grid mt-3">
          <a
            className={`btn btn-outline-success${loading ? ' disabled' : ''}`}
            href={discoverUrl({ search, when, after: endCursor })}
            aria-disabled={loading || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!loading) void showMore();
            }}
          >
            {loading ? 'Loading…' : 'Show more events'}
          </a>
        </div>
      )}
    </section>
  );
}
