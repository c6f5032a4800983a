import { graphql } from '../gql/index.ts';

export const WaitingRoomFields = graphql(`
  fragment WaitingRoomFields on WaitingRoom {
    enabled
    opensAt
    opensAtLocal
    preQueueMinutes
    admitPerMinute
    ratePerMinute
    holdMinutes
    autoArrivalsPerMinute
    joined
    admitted
  }
`);

/** The event's waiting room as its organizer set it, with how many joined and came through. */
export const OnSaleQuery = graphql(`
  query OnSale($slug: String!) {
    event(slug: $slug) {
      id
      refundPolicy {
        mode
        days
        percent
        summary
      }
      transferPolicy {
        allowed
        closesHoursBefore
        summary
      }
      managedWaitingRoom {
        ...WaitingRoomFields
      }
    }
  }
`);

export const ConfigureWaitingRoomMutation = graphql(`
  mutation ConfigureWaitingRoom($eventId: ID!, $input: WaitingRoomInput!) {
    configureWaitingRoom(eventId: $eventId, input: $input) {
      ...WaitingRoomFields
    }
  }
`);

export const SetRefundPolicyMutation = graphql(`
  mutation SetRefundPolicyFromForm($eventId: ID!, $input: RefundPolicyInput!) {
    setRefundPolicy(eventId: $eventId, input: $input) {
      id
      refundPolicy {
        mode
        days
        percent
        summary
      }
    }
  }
`);

export const SetTransferPolicyMutation = graphql(`
  mutation SetTransferPolicyFromForm($eventId: ID!, $input: TransferPolicyInput!) {
    setTransferPolicy(eventId: $eventId, input: $input) {
      id
      transferPolicy {
        allowed
        closesHoursBefore
        summary
      }
    }
  }
`);
