import { graphql } from './gql/index.ts';

/**
 * The home page's slider. Its rows are DiscoverEventsQuery, one per date (run side by side, they share the
 * request's loaders on the server): one operation holding all four would cost more than the API lets one ask.
 */
export const FeaturedEventsQuery = graphql(`
  query FeaturedEvents {
    featuredEvents(first: 5) {
      id
      ...FeaturedSlide_event
    }
  }
`);
