import type { EventStatus } from '../validation/event.ts';

// Apart from the ticket-type form's rules (zod): public pages name the states without loading the rules.
// CANCELLED is the event's state, not the type's: every type of a cancelled event says so.
export const TICKET_AVAILABILITY = ['ON_SALE', 'SOLD_OUT', 'NOT_YET_ON_SALE', 'SALES_ENDED', 'CANCELLED'] as const;
export type TicketAvailability = (typeof TICKET_AVAILABILITY)[number];

/** What decides whether a type is on sale; `waitingPlaces`: the places its waiting list's people wait for. */
type StockOfType = {
  salesStartAt: Date | null;
  salesEndAt: Date | null;
  capacity: number;
  quantitySold: number;
  waitingPlaces?: number;
  /** Places quota codes keep for their holders: not the public's. */
  reservedPlaces?: number;
};

/** Where a ticket type stands at `now`. Sales end at the event's end when no close is set. */
export function ticketAvailability(t: StockOfType, eventEndsAt: Date, now: Date): TicketAvailability {
  if (now >= (t.salesEndAt ?? eventEndsAt)) return 'SALES_ENDED';
  if (t.salesStartAt && now < t.salesStartAt) return 'NOT_YET_ON_SALE';
  // Places that came back while people wait for them are theirs (offered in turn), not the public's.
  if (t.quantitySold + (t.reservedPlaces ?? 0) >= t.capacity || (t.waitingPlaces ?? 0) > 0) return 'SOLD_OUT';
  return 'ON_SALE';
}

/**
 * Where a ticket type stands once its event's own state counts: a cancelled event sells nothing, and an event
 * ended early stops selling before its types' windows close. What the API shows to everyone.
 */
export function eventTicketAvailability(
  t: StockOfType,
  event: { status: EventStatus; endsAt: Date },
  now: Date,
): TicketAvailability {
  if (event.status === 'CANCELLED') return 'CANCELLED';
  if (event.status === 'ENDED') return 'SALES_ENDED';
  return ticketAvailability(t, event.endsAt, now);
}

/**
 * When a type's availability next changes by itself: its sale opening, or closing (at the event's end when no
 * close is set); null when nothing is left to change. Selling out and coming back are writes, not time.
 */
export function availabilityChangesAt(
  t: { salesStartAt: Date | null; salesEndAt: Date | null },
  eventEndsAt: Date,
  now: Date,
): Date | null {
  const end = t.salesEndAt ?? eventEndsAt;
  if (now >= end) return null;
  if (t.salesStartAt && now < t.salesStartAt) return t.salesStartAt;
  return end;
}
