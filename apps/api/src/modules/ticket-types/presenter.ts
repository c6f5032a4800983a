import { ticketAvailability, type TicketAvailability } from '@admit/shared';
import type { EventRow } from '../events/tables.ts';
import type { TicketTypeRow } from './tables.ts';

/**
 * A ticket type as one viewer may see it, with its event (availability needs
 * the event's end, prices its currency). Stock and unlock codes are the
 * team's business: for anyone else they are null.
 */
export type TicketTypeView = Omit<TicketTypeRow, 'capacity' | 'quantitySold' | 'unlockCode'> & {
  capacity: number | null;
  quantitySold: number | null;
  unlockCode: string | null;
  availability: TicketAvailability;
  event: EventRow;
};

export function presentTicketType(
  row: TicketTypeRow,
  event: EventRow,
  viewerManagesEvents: boolean,
  now = new Date(),
): TicketTypeView {
  // Computed before masking: whether a type is sold out is public, how many are left is not.
  const availability = ticketAvailability(row, event.endsAt, now);
  return viewerManagesEvents
    ? { ...row, availability, event }
    : { ...row, capacity: null, quantitySold: null, unlockCode: null, availability, event };
}
