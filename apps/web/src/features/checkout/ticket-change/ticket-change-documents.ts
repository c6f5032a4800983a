import { graphql } from '../gql/index.ts';

export const TicketChangePaymentQuery = graphql(`
  query TicketChangePaymentPage($id: ID!, $token: String!) {
    ticketChangePayment(id: $id, token: $token) {
      id
      status
      eventTitle
      orderCode
      attendeeName
      fromTypeName
      toTypeName
      differenceMinor
      currency
      expiresAt
    }
  }
`);

export const PayTicketChangeMutation = graphql(`
  mutation PayTicketChangeDifference($id: ID!, $token: String!) {
    payTicketChange(id: $id, token: $token) {
      provider
      clientSecret
      publishableKey
      change {
        id
        status
      }
    }
  }
`);
