import { graphql } from './gql/index.ts';

/** What an organizer sees of an order: who, what, what it cost, its tickets and its refunds. */
export const ManagedOrder_OrderFragment = graphql(`
  fragment ManagedOrder_order on Order {
    id
    status
    currency
    totalMinor
    refundedMinor
    promoCode
    discountMinor
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
    answers {
      questionId
      question
      place
      text
      questionDeleted
    }
  }
`);

/**
 * One page of an event's orders matching the back office's search and filters (holds still in progress are left
 * out by the API): what a row or card shows, and what the order shows opened.
 */
export const EventOrderSearchQuery = graphql(`
  query EventOrderSearch($eventId: ID!, $filter: OrderSearchInput!) {
    eventOrderSearch(eventId: $eventId, filter: $filter) {
      nodes {
        id
        code
        status
        currency
        totalMinor
        refundedMinor
        buyerEmail
        createdAt
        paidAt
        paymentProvider
        tickets {
          id
          attendeeName
        }
        ...ManagedOrder_order
      }
      endCursor
      hasNextPage
      totalCount
      totalIsExact
    }
  }
`);

/** The event's ticket types, for the orders' filter by type. */
export const OrderFilterOptionsQuery = graphql(`
  query OrderFilterOptions($slug: String!) {
    event(slug: $slug) {
      id
      ticketTypes {
        id
        name
      }
    }
  }
`);
