import { isOrderRefundable } from '@admit/shared';
import { actorOf, recordAudit, type AuditActor } from '../audit/record.ts';
import { badUserInput, conflict } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { eventForManagement } from '../events/service.ts';
import { requireViewer } from '../identity/access.ts';
import { accessOrder } from '../orders/access.ts';
import * as repo from '../orders/repo.ts';
import type { OrderRow, RefundRow } from '../orders/tables.ts';
import type { Db } from '../../db/client.ts';
import { processRefund } from './processing.ts';
import { priceOf, refundableTickets } from './refundable.ts';
import { retryingConflicts } from '../../db/errors.ts';

/** What a refund's record needs of its caller: the locked order, its event, who asks, and the audit's actor. */
export type RefundRequest = {
  order: OrderRow;
  event: { id: string; organizationId: string };
  ticketIds: readonly string[] | null | undefined;
  requestedBy: string;
  actor: AuditActor;
};

/**
 * A refund of the order's whole standing tickets, or those named, priced from the lines on the server, inserted in
 * `tx` (the order locked by the caller) without its audit record: the caller writes that (recordRefund below, or
 * the order detail's action, whose record keeps its idempotency key). A refund voids what it names on completion.
 */
export async function insertTicketRefund(
  tx: Db,
  r: Pick<RefundRequest, 'order' | 'ticketIds' | 'requestedBy'> & { notifyBuyer?: boolean },
): Promise<RefundRow> {
  if (!isOrderRefundable(r.order.status)) throw conflict('Only a paid order can be refunded.');
  const refundable = await refundableTickets(tx, r.order.id);
  const chosen = r.ticketIds?.length ? refundable.filter((t) => r.ticketIds?.includes(t.id)) : refundable;
  if (r.ticketIds?.length && chosen.length !== new Set(r.ticketIds).size) {
    throw badUserInput({ ticketIds: 'That ticket is already refunded, or not part of this order.' });
  }
  if (chosen.length === 0) throw conflict('Every ticket of this order is already refunded.');
  return repo.insertRefund(tx, {
    orderId: r.order.id,
    amountMinor: await priceOf(tx, r.order.id, chosen),
    ticketIds: chosen.map((t) => t.id),
    reason: 'REQUESTED',
    requestedBy: r.requestedBy,
    notifyBuyer: r.notifyBuyer ?? true,
  });
}

/**
 * Records a refund of the order (locked by the caller, in `tx`): its whole standing tickets, or those named, with
 * its audit record. The provider is asked after commit (processRefund), so a caller may record it in the same
 * transaction as its own mark of the work done (a bulk action's item).
 */
export async function recordRefund(tx: Db, r: RefundRequest): Promise<RefundRow> {
  const recorded = await insertTicketRefund(tx, r);
  await recordAudit(tx, {
    ...r.actor,
    organizationId: r.event.organizationId,
    eventId: r.event.id,
    action: 'order.refund_requested',
    entityType: 'order',
    entityId: r.order.id,
    before: { status: r.order.status, refundedMinor: r.order.refundedMinor },
    after: { refundId: recorded.id, amountMinor: recorded.amountMinor, ticketIds: recorded.ticketIds },
  });
  return recorded;
}

/**
 * An owner or manager refunds a whole order or some of its tickets. The refund is recorded (its amount from the
 * lines' prices, on the server), the transaction commits, the provider is asked with the refund's id as its
 * idempotency key, and the outcome is recorded: the tickets become void with a new signature version, and their
 * places go back on sale. A refund interrupted by a crash stays pending and the queue's retry finishes it.
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
      if (!locked) throw conflict('Only a paid order can be refunded.');
      return recordRefund(tx, { order: locked, event, ticketIds, requestedBy: viewer.user.id, actor });
    }),
  );
  // A provider failure leaves the refund pending; the order page shows it, and the queue retries.
  await processRefund(scope, refund);
  return (await repo.findOrderById(scope.db, orderId)) ?? order;
}
