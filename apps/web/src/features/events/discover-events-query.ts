import { graphql } from './gql/index.ts';
import type { DateFilter, DiscoverEventsQueryVariables } from './gql/graphql.ts';

/** One page of published events: the home page's rows, and its search and date results. */
export const DiscoverEventsQuery = graphql(`
  query DiscoverEvents($first: Int!, $after: String, $search: String, $when: DateFilter, $timeZone: String!) {
    discoverEvents(first: $first, after: $after, search: $search, when: $when, timeZone: $timeZone) {
      nodes {
        id
        ...EventCard_event
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** How many results a page of search or date results holds; "Show more" asks for the next as many. */
const RESULTS_PAGE_SIZE = 12;

/** One page of results (a search, a date, or both), after `after` when it is a later page: server and browser alike. */
export function resultsVariables(o: {
  search: string;
  when: DateFilter | null;
  after: string | null;
  timeZone: string;
}): DiscoverEventsQueryVariables {
  return { first: RESULTS_PAGE_SIZE, after: o.after, search: o.search || null, when: o.when, timeZone: o.timeZone };
}
