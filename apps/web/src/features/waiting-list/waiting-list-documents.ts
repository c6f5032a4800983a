import { graphql } from './gql/index.ts';

const EventSummary = graphql(`
  fragment WaitingListEventSummary on Event {
    id
    slug
    title
    startsAt
    endsAt
    timeZone
    venueName
  }
`);

/** The event and its types, for the join form: the type asked for, its per-order limits, whether it takes names. */
export const JoinWaitingListQuery = graphql(`
  query JoinWaitingListEvent($slug: String!) {
    event(slug: $slug) {
      ...WaitingListEventSummary
      ticketTypes {
        id
        name
        minPerOrder
        maxPerOrder
        waitingListOpen
      }
    }
  }
`);

export const JoinWaitingListMutation = graphql(`
  mutation JoinWaitingListFromForm($ticketTypeId: ID!, $quantity: Int!, $email: String) {
    joinWaitingList(ticketTypeId: $ticketTypeId, quantity: $quantity, email: $email) {
      status
      quantity
      email
      confirmationSent
      ticketTypeName
    }
  }
`);

export const ConfirmWaitingListMutation = graphql(`
  mutation ConfirmWaitingListFromLink($token: String!) {
    confirmWaitingListEntry(token: $token) {
      status
      quantity
      ticketTypeName
      event {
        ...WaitingListEventSummary
      }
    }
  }
`);

/** The offer its mailed link holds; read signed in or out (whoever holds the link may buy). */
export const WaitingListOfferQuery = graphql(`
  query WaitingListOfferPage($token: String!) {
    waitingListOffer(token: $token) {
      status
      quantity
      ticketTypeName
      expiresAt
      orderId
      totalMinor
      currency
      closedReason
      event {
        ...WaitingListEventSummary
      }
    }
  }
`);

export { EventSummary as WaitingListEventSummary };
