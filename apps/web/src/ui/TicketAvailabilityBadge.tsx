import type { TicketAvailability } from '@admit/shared';
import Badge from 'react-bootstrap/Badge';

/** Words and colours for each ticket state: the same on the public event page and the organizer's list. */
const STATES: Record<TicketAvailability, { text: string; bg: string; dark?: boolean }> = {
  ON_SALE: { text: 'On sale', bg: 'success' },
  SOLD_OUT: { text: 'Sold out', bg: 'secondary' },
  // Bootstrap's light cyan needs dark text for contrast.
  NOT_YET_ON_SALE: { text: 'Not yet on sale', bg: 'info', dark: true },
  SALES_ENDED: { text: 'Sales ended', bg: 'dark' },
  CANCELLED: { text: 'Cancelled', bg: 'danger' },
};

export function TicketAvailabilityBadge({ availability }: { availability: TicketAvailability }) {
  const state = STATES[availability];
  return (
    <Badge bg={state.bg} {...(state.dark ? { text: 'dark' } : {})} data-availability={availability}>
      {state.text}
    </Badge>
  );
}
