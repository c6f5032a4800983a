import { graphql } from './gql/index.ts';

/** The signed-in buyer's tickets with their events, for My tickets (kept for offline use: lib/offline-tickets.ts). */
export const MyTicketsQuery = graphql(`
  query MyTickets {
    myTickets {
      id
      state
      attendeeName
      ticketTypeName
      event {
        id
        slug
        title
        startsAt
        endsAt
        timeZone
        venueName
      }
    }
  }
`);
