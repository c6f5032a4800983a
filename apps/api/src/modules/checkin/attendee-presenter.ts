import { ticketState, type TicketState } from '@admit/shared';
import type { AttendeeCheckInRow, AttendeeRow } from './attendee-repo.ts';

export type AttendeeCheckInView = {
  listId: string;
  listName: string;
  at: Date;
  deviceName: string;
  inside: boolean;
};

/** One row of the attendee list: a ticket, its holder, its order's code, its check-ins; the buyer if the viewer may. */
export type AttendeeView = {
  id: string;
  attendeeName: string;
  ticketTypeId: string;
  ticketTypeName: string;
  shortCode: string;
  orderId: string;
  orderCode: string;
  state: TicketState;
  checkIns: AttendeeCheckInView[];
  buyerName: string | null;
  buyerEmail: string | null;
};

/**
 * What a viewer sees of an attendee. Door staff (no `orders.view`) see who is coming and whether they are in, not
 * who paid: the buyer's name and email are for owners and managers. No money is on the row for anyone.
 */
export function presentAttendee(
  row: AttendeeRow,
  checkIns: readonly AttendeeCheckInRow[],
  viewer: { seesBuyers: boolean; eventCancelled: boolean },
): AttendeeView {
  return {
    id: row.id,
    attendeeName: row.attendeeName,
    ticketTypeId: row.ticketTypeId,
    ticketTypeName: row.ticketTypeName,
    shortCode: row.shortCode,
    orderId: row.orderId,
    orderCode: row.orderCode,
    state: ticketState({
      status: row.status,
      eventCancelled: viewer.eventCancelled,
      orderCancelled: row.orderStatus === 'CANCELLED',
      checkedIn: checkIns.length > 0,
    }),
    checkIns: checkIns.map(({ listId, listName, at, deviceName, inside }) => ({
      listId,
      listName,
      at,
      deviceName,
      inside,
    })),
    buyerName: viewer.seesBuyers ? row.buyerName : null,
    buyerEmail: viewer.seesBuyers ? row.buyerEmail : null,
  };
}
