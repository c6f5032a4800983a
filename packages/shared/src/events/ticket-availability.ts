// Apart from the ticket-type form's rules (zod): public pages name the states without loading the rules.
export const TICKET_AVAILABILITY = ['ON_SALE', 'SOLD_OUT', 'NOT_YET_ON_SALE', 'SALES_ENDED'] as const;
export type TicketAvailability = (typeof TICKET_AVAILABILITY)[number];

/** Where a ticket type stands at `now`. Sales end at the event's end when no close is set. */
export function ticketAvailability(
  t: { salesStartAt: Date | null; salesEndAt: Date | null; capacity: number; quantitySold: number },
  eventEndsAt: Date,
  now: Date,
): TicketAvailability {
  if (now >= (t.salesEndAt ?? eventEndsAt)) return 'SALES_ENDED';
  if (t.salesStartAt && now < t.salesStartAt) return 'NOT_YET_ON_SALE';
  if (t.quantitySold >= t.capacity) return 'SOLD_OUT';
  return 'ON_SALE';
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
