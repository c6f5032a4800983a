import { formatEventDateTime, isOrderChangeable } from '@admit/shared';
import { conflict, notFound } from '../../common/errors.ts';
import type { Db } from '../../db/client.ts';
import { findFirstCheckIns } from '../checkin/repo.ts';
import { findEventById } from '../events/repo.ts';
import { transferDeadlineOf } from '../events/transfer-policy.ts';
import type { EventRow } from '../events/tables.ts';
import { findOrderById, lockOrder } from '../orders/repo.ts';
import type { OrderRow } from '../orders/tables.ts';
import { refundableTickets } from '../refunds/refundable.ts';
import { findTicketById, lockTicket } from '../tickets/repo.ts';
import type { TicketRow } from '../tickets/tables.ts';

/** A ticket with what decides whether it may change hands: its order and event. */
export type TicketInContext = { ticket: TicketRow; order: OrderRow; event: EventRow };

export async function ticketInContext(db: Db, ticket: TicketRow | null): Promise<TicketInContext> {
  const order = ticket ? await findOrderById(db, ticket.orderId) : null;
  const event = order ? await findEventById(db, order.eventId) : null;
  if (!ticket || !order || !event) throw notFound('Ticket');
  return { ticket, order, event };
}

/**
 * The ticket in context, locked for a change of hands: its order first, as a refund and a self-cancel lock it (so an
 * accept and a refund of one ticket take turns, never both), then the ticket (two offers or accepts take turns).
 */
export async function lockedTicketInContext(tx: Db, ticketId: string): Promise<TicketInContext> {
  const found = await findTicketById(tx, ticketId);
  if (found) await lockOrder(tx, found.orderId);
  return ticketInContext(tx, found ? await lockTicket(tx, ticketId) : null);
}

/**
 * Why the ticket cannot be passed on (offered, or an offer accepted) now, in words; null when it can. The event's
 * policy as it is now decides, so an offer made before the organizer closed transfers cannot be accepted after.
 */
export async function transferRefusal(db: Db, c: TicketInContext, now = new Date()): Promise<string | null> {
  const deadline = transferDeadlineOf(c.event);
  if (c.event.status !== 'PUBLISHED') return 'This event is no longer on, so its tickets cannot be passed on.';
  if (!deadline) return 'The organizer does not allow passing tickets on for this event.';
  if (now > deadline) return `Passing tickets on closed on ${formatEventDateTime(deadline, c.event.timeZone)}.`;
  if (!isOrderChangeable(c.order.status)) return 'This ticket’s order is not paid, so it cannot be passed on.';
  const valid = await refundableTickets(db, c.order.id);
  if (!valid.some((t) => t.id === c.ticket.id)) return 'This ticket is refunded or being refunded.';
  if ((await findFirstCheckIns(db, [c.ticket.id])).length > 0) {
    return 'This ticket has been used at the door, so it can no longer be passed on.';
  }
  return null;
}

/** Throws CONFLICT with the reason when the ticket cannot change hands now. */
export async function assertTransferable(db: Db, c: TicketInContext): Promise<void> {
  const reason = await transferRefusal(db, c);
  if (reason) throw conflict(reason);
}
