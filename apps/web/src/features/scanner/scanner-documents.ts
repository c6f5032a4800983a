import { graphql } from './gql/index.ts';

/** Everything the door keeps to work offline (stored in IndexedDB as it arrives). */
export const ScannerDataQuery = graphql(`
  query ScannerData($eventSlug: String!, $deviceId: String) {
    scannerData(eventSlug: $eventSlug, deviceId: $deviceId) {
      eventId
      eventSlug
      eventTitle
      startsAt
      endsAt
      timeZone
      publicKey
      asOf
      lists {
        id
        name
        ticketTypeIds
        opensAt
        closesAt
        allowReentry
        isDefault
      }
      ticketTypes {
        id
        name
      }
      tickets {
        id
        attendeeName
        ticketTypeId
        shortCode
        version
        doorNotes
      }
      revoked {
        id
        shortCode
        version
        reason
      }
      checkIns {
        listId
        ticketId
        at
        deviceName
        inside
      }
    }
  }
`);

export const UploadCheckInsMutation = graphql(`
  mutation UploadCheckIns($scans: [CheckInInput!]!) {
    uploadCheckIns(scans: $scans) {
      conflicts
      results {
        nonce
        outcome
        reason
        conflict
        ticket {
          id
          attendeeName
          ticketTypeName
          doorNotes
        }
        firstCheckIn {
          at
          deviceName
        }
      }
    }
  }
`);

export const UndoCheckInMutation = graphql(`
  mutation UndoCheckIn($eventId: ID!, $nonce: String!) {
    undoCheckIn(eventId: $eventId, nonce: $nonce) {
      checkedIn
    }
  }
`);

export const CheckInCountsQuery = graphql(`
  query CheckInCounts($listId: ID!) {
    checkInCounts(listId: $listId) {
      checkedIn
      expected
      inside
      byTicketType {
        ticketTypeId
        name
        checkedIn
        expected
      }
    }
  }
`);

export const ScannableEventsQuery = graphql(`
  query ScannableEvents {
    scannableEvents {
      id
      slug
      title
      startsAt
      timeZone
      organizationName
    }
  }
`);
