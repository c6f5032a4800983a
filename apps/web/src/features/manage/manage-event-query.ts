import { graphql } from './gql/index.ts';

/**
 * One event with everything its organizer pages show: the frame loads it once, and each section reads it from the
 * cache (useManagedEvent). Changes to its ticket types and images refetch it.
 */
export const ManageEventQuery = graphql(`
  query ManageEvent($slug: String!) {
    event(slug: $slug) {
      id
      slug
      title
      status
      startsAt
      endsAt
      timeZone
      viewerRole
      organizer {
        name
        slug
      }
      ...EventForm_event
      ...EventImages_event
      ...TicketTypes_event
      ...EventLifecycle_event
      ...SalesSummary_event
    }
  }
`);
