// The events feature's public face: what the server-rendered pages (and other features) may use.
export { DiscoverPage } from './components/DiscoverPage.tsx';
export { EventHead } from './components/EventHead.tsx';
export { EventPage } from './components/EventPage.tsx';
export { EventPageQuery } from './event-page-query.ts';
export { DiscoverEventsQuery, resultsVariables } from './discover-events-query.ts';
export { FeaturedEventsQuery } from './home-page-query.ts';
export { useEventPage } from './use-event-page.ts';
export type {
  DateFilter,
  DiscoverEventsQuery as DiscoverEventsResult,
  EventPageQuery as EventPageResult,
  FeaturedEventsQuery as FeaturedEventsResult,
} from './gql/graphql.ts';
export type { HomeRows } from './components/DiscoverPage.tsx';
