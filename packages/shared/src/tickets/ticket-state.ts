/**
 * A ticket's state as everyone sees it: its holder on My tickets and the ticket page, the buyer on the order page,
 * and the door. One vocabulary, derived in one place from what the API stores (the ticket's status, the order's
 * and the event's, its check-ins), so no two screens name the same ticket differently.
 */
export const TICKET_STATES = ['VALID', 'CHECKED_IN', 'REFUNDED', 'CANCELLED', 'TRANSFERRED'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

export const TICKET_STATE_LABELS: Record<TicketState, string> = {
  VALID: 'Valid',
  CHECKED_IN: 'Checked in',
  REFUNDED: 'Refunded',
  CANCELLED: 'Cancelled',
  TRANSFERRED: 'Transferred',
};

/** Bootstrap's badge background for each state: green while it admits, grey once it no longer does. */
export const TICKET_STATE_BADGES: Record<TicketState, 'success' | 'info' | 'secondary' | 'danger'> = {
  VALID: 'success',
  CHECKED_IN: 'info',
  REFUNDED: 'secondary',
  CANCELLED: 'danger',
  TRANSFERRED: 'secondary',
};

/** Whether a ticket in this state still gets its holder in (a checked-in one again, where re-entry is allowed). */
export const ticketStateAdmits = (state: TicketState): boolean => state === 'VALID' || state === 'CHECKED_IN';

export type TicketStateFacts = {
  /** The ticket's own status: void once refunded. */
  status: 'VALID' | 'VOID';
  eventCancelled: boolean;
  orderCancelled: boolean;
  /** Checked in on any of the event's lists. */
  checkedIn: boolean;
  /** Passed on to someone else, as the one who passed it sees it (its new holder sees it valid). */
  passedOn?: boolean;
};

/**
 * The state a ticket is in. A cancelled event or order cancels its tickets at once, before their refunds
 * complete; a void ticket of a running event was refunded (refunds are what void tickets); a valid one is checked
 * in once any list let it in. To whoever passed it on, a ticket still valid is TRANSFERRED: it admits its new holder.
 */
export function ticketState(f: TicketStateFacts): TicketState {
  if (f.eventCancelled || f.orderCancelled) return 'CANCELLED';
  if (f.status === 'VOID') return 'REFUNDED';
  if (f.passedOn) return 'TRANSFERRED';
  return f.checkedIn ? 'CHECKED_IN' : 'VALID';
}
