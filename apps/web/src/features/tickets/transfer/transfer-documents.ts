import { graphql } from '../gql/index.ts';

/** An offer as its mailed link shows it; read signed in or out (the link is the receiver's). */
export const TicketOfferQuery = graphql(`
  query TicketOffer($token: String!) {
    ticketOffer(token: $token) {
      fromEmail
      toEmail
      status
      closedReason
      deadline
      ticketTypeName
      event {
        id
        title
        startsAt
        endsAt
        timeZone
        venueName
      }
    }
  }
`);

export const AcceptTicketTransferMutation = graphql(`
  mutation AcceptTicketTransfer($token: String!, $attendeeName: String!) {
    acceptTicketTransfer(token: $token, attendeeName: $attendeeName) {
      id
    }
  }
`);

export const PassTicketOnMutation = graphql(`
  mutation PassTicketOn($ticketId: ID!, $email: String!) {
    passTicketOn(ticketId: $ticketId, email: $email) {
      id
      pendingTransfer {
        id
        toEmail
        createdAt
      }
    }
  }
`);

export const CancelTicketTransferMutation = graphql(`
  mutation CancelTicketTransfer($ticketId: ID!) {
    cancelTicketTransfer(ticketId: $ticketId) {
      id
      pendingTransfer {
        id
        toEmail
        createdAt
      }
    }
  }
`);
