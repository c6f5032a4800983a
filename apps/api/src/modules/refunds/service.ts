import { isOrderRefundable } from '@admit/shared';
import { actorOf, recordAudit } from '../audit/record.ts';
import { badUserInput, conflict } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { eventForManagement } from '../events/service.ts';
import { requireViewer } from '../identity/access.ts';
import { accessOrder } from '../orders/access.ts';
import * as repo from '../orders/repo.ts';
import type { OrderRow } from '../orders/tables.ts';
import { processRefund } from './processing.ts';
import { priceOf, refundableTickets } from './refundable.ts';
import { retryingConflicts } from '../../db/errors.ts';

/**
 * An owner or manager refunds a whole order or some of its tickets. The refund is recorded (its amount from the
 * lines' prices, on the server), the transaction commits, the provider is asked with the refund's id as its
 * idempotency key, and the outcome is recorded: the tickets become void with a new signature version, and their
 * places go back on sale. A refund interrupted by a crash stays pending and the sweeper finishes it.
 */
export async function refundOrder(
  scope: RequestScope,
  orderId: string,
  ticketIds: readonly string[] | null | undefined,
): Promise<OrderRow> {
  const viewer = await requireViewer(scope);
  const { order } = await accessOrder(scope, orderId);
  const event = await eventForManagement(scope, order.eventId);
  const actor = await actorOf(scope);
  // Locks the order, then reads and writes its refunds: a deadlock with the webhook's or another refund's lock is
  // possible on PostgreSQL, and the transaction, having written nothing, runs again.
  const refund = await retryingConflicts(() =>
    scope.db.transaction(async (tx) => {
      const locked = await repo.lockOrder(tx, orderId);
      if (!locked || !isOrderRefundable(locked.status)) {
        throw conflict('Only a paid order can be refunded.');
      }
      const refundable = await refundableTickets(tx, orderId);
      const chosen = ticketIds?.length ? refundable.filter((t) => ticketIds.includes(t.id)) : refundable;
      if (ticketIds?.length && chosen.length !== new Set(ticketIds).size) {
        throw badUserInput({ ticketIds: 'That ticket is already refunded, or not part of this order.' });
      }
      if (chosen.length === 0) throw conflict('Every ticket of this order is already refunded.');
      const recorded = await repo.insertRefund(tx, {
        orderId,
        amountMinor: await priceOf(tx, orderId, chosen),
        ticketIds: chosen.map((t) => t.id),
        reason: 'REQUESTED',
        requestedBy: viewer.user.id,
      });
      await recordAudit(tx, {
        ...actor,
        organizationId: event.organizationId,
        eventId: event.id,
        action: 'order.refund_requested',
        entityType: 'order',
        entityId: orderId,
        before: { status: locked.status, refundedMinor: locked.refundedMinor },
        after: { refundId: recorded.id, amountMinor: recorded.amountMinor, ticketIds: recorded.ticketIds },
      });
      return recorded;
    }),
  );
  // A provider failure leaves the refund pending; the order page shows it, and the sweeper retries.
  await processRefund(scope, refund);
  return (await repo.findOrderById(scope.db, orderId)) ?? order;
}
