import type { TicketAvailability } from '@admit/shared';

/** Words and colours for each ticket state, the same on cards, the event page and its sticky bar. */
export const AVAILABILITY_LABEL: Record<TicketAvailability, { text: string; variant: string }> = {
  ON_SALE: { text: 'On sale', variant: 'success' },
  SOLD_OUT: { text: 'Sold out', variant: 'secondary' },
  NOT_YET_ON_SALE: { text: 'Not yet on sale', variant: 'info' },
  SALES_ENDED: { text: 'Sales ended', variant: 'dark' },
};

/** The visitor's own zone, for "today" and "this weekend". */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
