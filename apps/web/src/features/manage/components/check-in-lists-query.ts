import { graphql } from '../gql/index.ts';

/** The event's ticket types and its check-in lists with their counts, read again after a list is added or deleted. */
export const CheckInListsQuery = graphql(`
  query CheckInLists($slug: String!) {
    event(slug: $slug) {
      id
      ticketTypes {
        id
        name
      }
      checkInLists {
        id
        name
        ticketTypeIds
        opensMinutesBefore
        allowReentry
        isDefault
        counts {
          checkedIn
          expected
        }
      }
    }
  }
`);
