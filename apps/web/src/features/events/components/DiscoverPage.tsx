import { FeaturedSlider } from '../../../ui/FeaturedSlider.tsx';
import type { FragmentType } from '../../../lib/fragment-masking.ts';
import type { DateFilter, DiscoverEventsQuery, FeaturedEventsQuery } from '../gql/graphql.ts';
import { DiscoverFilters } from './DiscoverFilters.tsx';
import { EventResults } from './EventResults.tsx';
import { EventRow } from './EventRow.tsx';
import { FeaturedSlide, type FeaturedSlide_EventFragment } from './FeaturedSlide.tsx';

type FeaturedEvent = { id: string } & FragmentType<typeof FeaturedSlide_EventFragment>;
type Row = DiscoverEventsQuery['discoverEvents'];

/** What the home page shows while the visitor browses: the slider, and a row for each date. */
export type HomeRows = {
  featured: FeaturedEventsQuery['featuredEvents'];
  today: Row;
  thisWeekend: Row;
  later: Row;
};

/**
 * The home page: featured events sliding by, then either rows by date (swipe through each) or, once the
 * visitor searches or picks a date, a page of what matches.
 */
export function DiscoverPage({
  search,
  when,
  timeZone,
  browse,
  results,
}: {
  search: string;
  when: DateFilter | null;
  timeZone: string;
  /** The slider and the rows, when the visitor is browsing. */
  browse: HomeRows | null;
  /** What matches the search or the date, otherwise. */
  results: DiscoverEventsQuery['discoverEvents'] | null;
}) {
  const featured: readonly FeaturedEvent[] = browse?.featured ?? [];
  return (
    <>
      <h1 className="visually-hidden">Discover events</h1>
      {featured.length > 0 && (
        <FeaturedSlider
          label="Featured events"
          items={featured}
          getKey={(e) => e.id}
          renderItem={(e, i) => <FeaturedSlide event={e} eager={i === 0} />}
          className="mb-4"
        />
      )}
      <DiscoverFilters search={search} when={when} />
      {browse && (
        <>
          <EventRow label="Today" events={browse.today.nodes} />
          <EventRow label="This weekend" events={browse.thisWeekend.nodes} />
          <EventRow label="Coming up" events={browse.later.nodes} />
        </>
      )}
      {results && <EventResults search={search} when={when} timeZone={timeZone} results={results} />}
    </>
  );
}
