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
