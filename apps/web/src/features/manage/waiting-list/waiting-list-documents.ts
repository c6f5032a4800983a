import { graphql } from '../gql/index.ts';

export const WaitingListPolicyFields = graphql(`
  fragment WaitingListPolicyFields on WaitingListPolicy {
    enabled
    autoOffer
    offerHours
    skipGroups
    summary
  }
`);

/** The event's waiting list: its policy and its entries, in line order. */
export const ManagedWaitingListQuery = graphql(`
  query ManagedWaitingList($slug: String!) {
    event(slug: $slug) {
      id
      timeZone
      waitingListPolicy {
        ...WaitingListPolicyFields
      }
      waitingList {
        id
        email
        quantity
        status
        ticketTypeName
        position
        joinedAt
        offerExpiresAt
        orderCode
      }
    }
  }
`);

export const SetWaitingListPolicyMutation = graphql(`
  mutation SetWaitingListPolicyFromForm($eventId: ID!, $input: WaitingListPolicyInput!) {
    setWaitingListPolicy(eventId: $eventId, input: $input) {
      id
      waitingListPolicy {
        ...WaitingListPolicyFields
      }
    }
  }
`);

export const OfferWaitingListPlacesMutation = graphql(`
  mutation OfferWaitingListPlacesByHand($entryId: ID!) {
    offerWaitingListPlaces(entryId: $entryId) {
      id
      status
    }
  }
`);

export const RemoveWaitingListEntryMutation = graphql(`
  mutation RemoveWaitingListEntryByHand($entryId: ID!) {
    removeWaitingListEntry(entryId: $entryId) {
      id
      status
    }
  }
`);
