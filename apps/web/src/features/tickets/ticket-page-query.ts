import { graphql } from './gql/index.ts';

/**
 * Everything a ticket's page shows, the calendar file included, so the page works offline once its answer is
 * kept (the name is in lib/offline-tickets.ts). My tickets asks for it ahead for the tickets still to be used.
 */
export const TicketPageQuery = graphql(`
  query TicketPage($id: ID!) {
    ticket(id: $id) {
      id
      state
      shortCode
      attendeeName
      ticketTypeName
      orderId
      checkedInAt
      qrSvg
      calendar
      passedTo
      receivedFrom
      passingOn {
        allowed
        reason
        policy
        deadline
      }
      pendingTransfer {
        id
        toEmail
        createdAt
      }
      event {
        id
        slug
        title
        startsAt
        endsAt
        timeZone
        venueName
        venueAddress
      }
    }
  }
`);
