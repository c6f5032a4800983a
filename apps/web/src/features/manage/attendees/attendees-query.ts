import { graphql } from '../gql/index.ts';

/** One page of the event's attendees; each row's fields are those the check-in mutations answer with too. */
export const EventAttendeesQuery = graphql(`
  query EventAttendees($eventId: ID!, $filter: AttendeeSearchInput) {
    eventAttendees(eventId: $eventId, filter: $filter) {
      attendees {
        id
        attendeeName
        ticketTypeName
        shortCode
        orderCode
        state
        buyerName
        buyerEmail
        checkIns {
          listId
          listName
          at
          deviceName
          inside
        }
      }
      endCursor
      hasNextPage
      totalCount
      totalIsExact
    }
  }
`);

export const CheckInAttendeeMutation = graphql(`
  mutation CheckInAttendee($input: AttendeeCheckInInput!) {
    checkInAttendee(input: $input) {
      outcome
      reason
      firstCheckIn {
        at
        deviceName
      }
      attendee {
        id
        state
        checkIns {
          listId
          listName
          at
          deviceName
          inside
        }
      }
    }
  }
`);

export const UndoAttendeeCheckInMutation = graphql(`
  mutation UndoAttendeeCheckIn($ticketId: ID!, $listId: ID!) {
    undoAttendeeCheckIn(ticketId: $ticketId, listId: $listId) {
      id
      state
      checkIns {
        listId
        listName
        at
        deviceName
        inside
      }
    }
  }
`);
