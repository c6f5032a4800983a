import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../gql/index.ts';
import type { DateFilter } from '../gql/graphql.ts';
import { FeaturedSlider } from '../../../ui/FeaturedSlider.tsx';
import { DiscoverFilters } from './DiscoverFilters.tsx';
import { EventResults } from './EventResults.tsx';
import { EventRow } from './EventRow.tsx';
import { FeaturedSlide } from './FeaturedSlide.tsx';

const FeaturedEventsQuery = graphql(`
  query FeaturedEvents {
    featuredEvents(first: 5) {
      id
      ...FeaturedSlide_event
    }
  }
`);

const FILTERS: readonly DateFilter[] = ['TODAY', 'THIS_WEEKEND', 'LATER'];
const asFilter = (value: string | null): DateFilter | null => FILTERS.find((f) => f === value) ?? null;

/**
 * The home page: featured events sliding by, then either rows by date
 * (swipe through each) or, once the visitor searches or picks a date,
 * a paginated list of what matches.
 */
export function DiscoverPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const when = asFilter(params.get('when'));
  const featured = useQuery(FeaturedEventsQuery);
  const browsing = !search && !when;

  return (
    <>
      <h1 className="visually-hidden">Discover events</h1>
      {browsing && (featured.data?.featuredEvents.length ?? 0) > 0 && (
        <FeaturedSlider
          label="Featured events"
          items={featured.data?.featuredEvents ?? []}
          getKey={(e) => e.id}
          renderItem={(e, i) => <FeaturedSlide event={e} eager={i === 0} />}
          className="mb-4"
        />
      )}
      <DiscoverFilters
        key={search}
        search={search}
        when={when}
        onChange={(next) => {
          const nextParams = new URLSearchParams();
          if (next.search) nextParams.set('q', next.search);
          if (next.when) nextParams.set('when', next.when);
          setParams(nextParams);
        }}
      />
      {browsing ? (
        <>
          <EventRow label="Today" when="TODAY" />
          <EventRow label="This weekend" when="THIS_WEEKEND" />
          <EventRow label="Coming up" when="LATER" />
        </>
      ) : (
        <EventResults search={search} when={when} />
      )}
    </>
  );
}
