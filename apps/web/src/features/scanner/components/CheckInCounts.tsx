import { useQuery } from '@apollo/client/react';
import { localCounts, type DoorList, type DoorRecord } from '../door-state.ts';
import { CheckInCountsQuery } from '../scanner-documents.ts';

const COUNTS_POLL_MS = 10_000;

type Props = { record: DoorRecord; list: DoorList | null; online: boolean };

/** Checked in on the list, in total and per ticket type. */
export function CheckInCounts({ record, list, online }: Props) {
  const queued = record.queue.length;
  const { data: serverCounts } = useQuery(CheckInCountsQuery, {
    variables: { listId: list?.id ?? '' },
    skip: !list || !online || queued > 0,
    pollInterval: COUNTS_POLL_MS,
    fetchPolicy: 'network-only',
  });
  const local = list ? localCounts(record.copy, record.states, list) : null;
  // The server's counts while nothing waits here (other doors' scans included); otherwise what this device knows.
  const counts = (online && queued === 0 ? serverCounts?.checkInCounts : null) ?? local;
  if (!counts) return null;
  return (
    <section aria-label="Checked in" className="mb-3" data-testid="checkin-counts">
      <p className="h5 mb-1">
        {counts.checkedIn} / {counts.expected} checked in
      </p>
      <ul className="list-unstyled small mb-0">
        {counts.byTicketType.map((t) => (
          <li key={t.ticketTypeId}>
            {t.name}: {t.checkedIn} / {t.expected}
          </li>
        ))}
      </ul>
    </section>
  );
}
