import { graphql } from './gql/index.ts';

/** What an organizer sees of an order: who, what, what it cost, its tickets and its refunds. */
export const ManagedOrder_OrderFragment = graphql(`
  fragment ManagedOrder_order on Order {
    id
    status
    currency
    totalMinor
    refundedMinor
    buyerEmail
    createdAt
    paidAt
    lines {
      id
      ticketTypeName
      quantity
      unitPriceMinor
      totalMinor
    }
    tickets {
      id
      status
      attendeeName
      ticketTypeName
      orderLineId
    }
    refunds {
      id
      amountMinor
      status
      ticketCount
      createdAt
    }
  }
`);

/** An event's orders, newest first (holds still in progress are left out by the API). */
export const EventOrdersQuery = graphql(`
  query EventOrders($eventId: ID!) {
    eventOrders(eventId: $eventId) {
      id
      ...ManagedOrder_order
    }
  }
`);
