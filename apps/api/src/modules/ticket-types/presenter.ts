import { eventTicketAvailability, type TicketAvailability } from '@admit/shared';
import type { EventRow } from '../events/tables.ts';
import type { TicketTypeRow } from './tables.ts';

/**
 * A ticket type as one viewer may see it, with its event (availability needs
 * the event's end, prices its currency). Stock is the team's business, door
 * staff included (they see counts, never money: revenue is on EventSales, for
 * owners and managers). What a
 * viewer may not see is null, and the web app then shows nothing in its place.
 */
export type TicketTypeView = Omit<TicketTypeRow, 'capacity' | 'quantitySold'> & {
  capacity: number | null;
  quantitySold: number | null;
  availability: TicketAvailability;
  event: EventRow;
  /** Its price under the promo code the visitor typed, when that code is usable and covers it; null otherwise. */
  offerPriceMinor: number | null;
};

/** Who is looking: the event's owners and managers, the rest of its team (door staff), or anyone else. */
export type TicketTypeAudience = 'MANAGERS' | 'TEAM' | 'PUBLIC';

export function presentTicketType(
  row: TicketTypeRow,
  event: EventRow,
  audience: TicketTypeAudience,
  now = new Date(),
): TicketTypeView {
  // Computed before masking: whether a type is sold out is public, how many are left is not. A cancelled or
  // ended event's types say so, whatever their own windows.
  const availability = eventTicketAvailability(row, event, now);
  if (audience === 'MANAGERS') return { ...row, availability, event, offerPriceMinor: null };
  const stock = audience === 'TEAM' ? {} : { capacity: null, quantitySold: null };
  return { ...row, ...stock, availability, event, offerPriceMinor: null };
}
