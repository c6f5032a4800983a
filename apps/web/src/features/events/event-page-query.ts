import { graphql } from './gql/index.ts';

// Apart from the home page's operations, so the home page's chunk does not carry the event page.
export const EventPageQuery = graphql(`
  query EventPage($slug: String!, $unlockCode: String) {
    event(slug: $slug) {
      id
      slug
      ...EventPage_event
      ...EventHead_event
    }
  }
`);
