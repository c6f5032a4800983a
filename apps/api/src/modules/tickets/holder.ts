import { showsTicketCodes, type OrderView } from '../orders/presenter.ts';
import type { TicketRow } from './tables.ts';

/**
 * A ticket as one viewer sees it: its code (and QR) only for whoever holds it, and only while it is valid;
 * `passedOn` for the buyer's side of a ticket that went to someone else (its state reads TRANSFERRED to them).
 */
export type TicketView = TicketRow & { showCode: boolean; passedOn: boolean };

/** Whether the viewer holds the ticket: the one it was passed to, or, until it was passed on, the order's buyer. */
export function holdsTicket(ticket: TicketRow, viewerId: string | null, buyerUserId: string | null): boolean {
  if (viewerId === null) return false;
  return ticket.holderEmail === null ? buyerUserId === viewerId : ticket.holderUserId === viewerId;
}

/**
 * The order's tickets as this reader sees them. The buyer's side (the buyer, the paying browser, the access link)
 * sees the codes of the tickets still theirs; a ticket passed on shows no code to them, only where it went; its
 * new holder sees its code. An organizer sees no code.
 */
export function orderTicketViews(order: OrderView, viewerId: string | null, tickets: TicketRow[]): TicketView[] {
  const buyerSide = showsTicketCodes(order, viewerId);
  return tickets.map((t) => {
    const passed = t.holderEmail !== null;
    const holds = passed && viewerId !== null && t.holderUserId === viewerId;
    return { ...t, showCode: holds || (buyerSide && !passed), passedOn: buyerSide && passed && !holds };
  });
}
