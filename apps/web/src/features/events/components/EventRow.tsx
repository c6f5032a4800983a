import { useQuery } from '@apollo/client/react';
import { CardRow } from '../../../ui/CardRow.tsx';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import type { DateFilter } from '../gql/graphql.ts';
import { DiscoverEventsQuery } from '../discover-events-query.ts';
import { EventCard } from './EventCard.tsx';

/** One swipeable row of the home page ("Today", "This weekend", "Later"); hidden when it has nothing. */
export function EventRow({ label, when }: { label: string; when: DateFilter }) {
  const { data } = useQuery(DiscoverEventsQuery, { variables: { first: 12, when, timeZone: browserTimeZone() } });
  const events = data?.discoverEvents.nodes ?? [];
  return (
    <CardRow
      label={label}
      items={events}
      getKey={(e) => e.id}
      renderItem={(e, i) => <EventCard event={e} eager={i < 2} />}
      className="mb-4"
    />
  );
}
