import { graphql } from './gql/index.ts';

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
