import { attendeeNameSchema, z } from '@admit/shared';
import { conflict } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import { refreshSearchText } from '../orders/list-fields.ts';
import * as orders from '../orders/repo.ts';
import { findTicketsByOrderIds } from '../tickets/repo.ts';
import { runOrderAction } from './order-action.ts';
import * as repo from './repo.ts';
import type { OrderDetailView } from './service.ts';

const renameSchema = z.object({ ticketId: z.uuid(), attendeeName: attendeeNameSchema });

/**
 * A valid ticket's attendee renamed. The order's search text follows in the same transaction; the door's offline
 * copy is downloaded whole each time (checkin/service.ts scannerData), so it has the new name at its next sync,
 * and the signed code, which names no one, stays good.
 */
export async function renameAttendee(
  scope: RequestScope,
  input: unknown,
  ticketId: string,
  attendeeName: string,
): Promise<OrderDetailView> {
  const wanted = parseInput(renameSchema, { ticketId, attendeeName });
  return runOrderAction(scope, input, async ({ tx, order }) => {
    const ticket = (await findTicketsByOrderIds(tx, [order.id])).find((t) => t.id === wanted.ticketId);
    if (!ticket) throw conflict('That ticket is not part of this order.');
    if (ticket.status !== 'VALID') throw conflict('That ticket was voided; its name can no longer change.');
    if (ticket.attendeeName === wanted.attendeeName) return { record: null };
    await repo.renameTicket(tx, order.id, ticket.id, wanted.attendeeName);
    await refreshSearchText(tx, [order.id]);
    // The order's version moves, so a screen that read the old name is told before it acts on it.
    await orders.updateOrder(tx, order.id, {});
    return {
      record: {
        action: 'ticket.attendee_renamed',
        entityType: 'ticket',
        entityId: ticket.id,
        before: { attendeeName: ticket.attendeeName },
        after: { attendeeName: wanted.attendeeName },
      },
    };
  });
}

/** How much longer a hold may be made at once. */
export const MAX_HOLD_EXTENSION_MINUTES = 120;

const extendSchema = z.object({
  minutes: z
    .number()
    .int()
    .min(1, 'Extend by at least 1 minute.')
    .max(MAX_HOLD_EXTENSION_MINUTES, `Extend by at most ${MAX_HOLD_EXTENSION_MINUTES} minutes.`),
});

/**
 * A running hold lasts longer: the order and its lines' held_until move together, and a new expire-hold job is
 * due at the new end. The job enqueued with the hold still runs at the old end, finds no line due (releaseHolds
 * gives back only lines whose held_until passed) and does nothing.
 */
export async function extendOrderHold(scope: RequestScope, input: unknown, minutes: number): Promise<OrderDetailView> {
  const wanted = parseInput(extendSchema, { minutes });
  return runOrderAction(scope, input, async ({ tx, order }) => {
    if (order.status !== 'RESERVED') throw conflict('Only an order on hold can have its hold extended.');
    if (order.holdExpiresAt <= new Date()) throw conflict('This hold has already ended; its places went back on sale.');
    const until = new Date(order.holdExpiresAt.getTime() + wanted.minutes * 60_000);
    await repo.extendHeldLines(tx, order.id, until);
    await orders.updateOrder(tx, order.id, { holdExpiresAt: until }, orders.whileReserved);
    await scope.queue.enqueue(tx, 'orders.expire-hold', { orderId: order.id }, { startAfter: until });
    return {
      record: {
        action: 'order.hold_extended',
        entityType: 'order',
        entityId: order.id,
        before: { holdExpiresAt: order.holdExpiresAt.toISOString() },
        after: { holdExpiresAt: until.toISOString(), minutes: wanted.minutes },
      },
    };
  });
}
