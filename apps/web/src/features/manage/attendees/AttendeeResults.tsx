import { formatShortCode } from '@admit/shared';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { TicketStateBadge } from '../../../ui/TicketStateBadge.tsx';
import { LAPTOP_QUERY, useMediaQuery } from '../../../ui/use-media-query.ts';
import type { EventAttendeesQuery } from '../gql/graphql.ts';
import { AttendeeCheckInButton } from './AttendeeCheckInButton.tsx';
import { checkInTime } from './attendee-words.ts';

export type AttendeeRowData = EventAttendeesQuery['eventAttendees']['attendees'][number];

type Props = {
  attendees: readonly AttendeeRowData[];
  list: { id: string; name: string };
  timeZone: string;
  onDone: (words: { ok: boolean; text: string }) => void;
};

/** Where and when the ticket was let in, list by list: "Entrance · Nov 26, 7:02 PM · Door 2". */
function CheckInsOf({ attendee, timeZone }: { attendee: AttendeeRowData; timeZone: string }) {
  if (attendee.checkIns.length === 0) return <span className="text-body-secondary">Not checked in</span>;
  return (
    <ul className="list-unstyled mb-0">
      {attendee.checkIns.map((c) => (
        <li key={c.listId}>
          {`${c.listName} · ${checkInTime(c.at, timeZone)} · ${c.deviceName}`}
          {!c.inside && <span className="text-body-secondary"> (out now)</span>}
        </li>
      ))}
    </ul>
  );
}

/** The buyer, for owners and managers only: the API sends none to door staff. */
function BuyerOf({ attendee }: { attendee: AttendeeRowData }) {
  const buyer = [attendee.buyerName, attendee.buyerEmail].filter(Boolean).join(' · ');
  return buyer ? <span className="d-block small text-body-secondary">{`Bought by ${buyer}`}</span> : null;
}

/** On a laptop: one table row per ticket. */
function AttendeeTable({ attendees, list, timeZone, onDone }: Props) {
  return (
    <Table hover responsive className="align-middle" aria-label="Attendees">
      <thead className="sticky-top">
        <tr>
          <th scope="col">Attendee</th>
          <th scope="col">Ticket</th>
          <th scope="col">Order</th>
          <th scope="col">State</th>
          <th scope="col">Checked in</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {attendees.map((a) => (
          <tr key={a.id} data-testid="attendee">
            <td>
              <span className="fw-semibold">{a.attendeeName}</span>
              <BuyerOf attendee={a} />
            </td>
            <td>
              {a.ticketTypeName}
              <span className="d-block small font-monospace">{formatShortCode(a.shortCode)}</span>
            </td>
            <td className="font-monospace">{a.orderCode}</td>
            <td>
              <TicketStateBadge state={a.state} />
            </td>
            <td className="small">
              <CheckInsOf attendee={a} timeZone={timeZone} />
            </td>
            <td className="text-end text-nowrap">
              <AttendeeCheckInButton attendee={a} list={list} timeZone={timeZone} onDone={onDone} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** On a phone: one card per ticket, the action under the thumb. */
function AttendeeCards({ attendees, list, timeZone, onDone }: Props) {
  return (
    <ul className="list-unstyled d-grid gap-2" aria-label="Attendees">
      {attendees.map((a) => (
        <li key={a.id} data-testid="attendee">
          <Card body>
            <div className="d-flex justify-content-between align-items-start gap-2">
              <span>
                <span className="fw-semibold d-block">{a.attendeeName}</span>
                <span className="small d-block">
                  {`${a.ticketTypeName} · order `}
                  <span className="font-monospace">{a.orderCode}</span>
                  {' · ticket '}
                  <span className="font-monospace">{formatShortCode(a.shortCode)}</span>
                </span>
                <BuyerOf attendee={a} />
              </span>
              <TicketStateBadge state={a.state} />
            </div>
            <div className="d-flex justify-content-between align-items-end gap-2 mt-2 small">
              <CheckInsOf attendee={a} timeZone={timeZone} />
              <AttendeeCheckInButton attendee={a} list={list} timeZone={timeZone} onDone={onDone} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The page's attendees: a table on a laptop, cards on a phone (one of the two, not both hidden by CSS). */
export function AttendeeResults(props: Props) {
  const laptop = useMediaQuery(LAPTOP_QUERY);
  return laptop ? <AttendeeTable {...props} /> : <AttendeeCards {...props} />;
}
