import { useQuery } from '@apollo/client/react';
import { formatEventDateTime } from '@admit/shared';
import Table from 'react-bootstrap/Table';
import { graphql } from '../gql/index.ts';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';

export const DoorConflictsQuery = graphql(`
  query DoorConflicts($eventId: ID!) {
    checkInConflicts(eventId: $eventId) {
      listName
      ticket {
        id
        attendeeName
      }
      first {
        at
        deviceName
      }
      second {
        at
        deviceName
      }
    }
  }
`);

/**
 * Tickets that two scans let in (devices offline, or a scan dated earlier than its device could show): amber at the
 * door, listed here for whoever supervises it, with the entry that counts and the scan that conflicted with it.
 */
export function DoorConflicts({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const { data, error, refetch } = useQuery(DoorConflictsQuery, {
    variables: { eventId },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data) {
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        The door conflicts could not be loaded.
      </LoadFailedAlert>
    );
  }
  const conflicts = data?.checkInConflicts ?? [];
  if (conflicts.length === 0) return null;
  const when = (at: string) => formatEventDateTime(at, timeZone);
  return (
    <>
      <h3 className="h6 mt-3" id="door-conflicts-heading">
        Door conflicts ({conflicts.length})
      </h3>
      <p className="small text-body-secondary">
        Each ticket was scanned in twice. The first entry counts; check the second with the door staff named.
      </p>
      <Table size="sm" responsive aria-labelledby="door-conflicts-heading">
        <thead>
          <tr>
            <th scope="col">Attendee</th>
            <th scope="col">List</th>
            <th scope="col">Entry that counts</th>
            <th scope="col">Conflicting scan</th>
          </tr>
        </thead>
        <tbody>
          {conflicts.map((c, i) => (
            <tr key={`${c.ticket.id}-${i}`}>
              <td>{c.ticket.attendeeName}</td>
              <td>{c.listName}</td>
              <td>{`${c.first.deviceName}, ${when(c.first.at)}`}</td>
              <td>{`${c.second.deviceName}, ${when(c.second.at)}`}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
