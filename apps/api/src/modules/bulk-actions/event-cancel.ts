import { can, isOrderRefundable, PAID_ORDER_STATUSES, type BulkActionStatus } from '@admit/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { DomainEvents } from '../../common/domain-events.ts';
import { notFound } from '../../common/errors.ts';
import type { Backends, RequestScope } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import { eventForManagement } from '../events/service.ts';
import type { EventRow } from '../events/tables.ts';
import { requirePermission } from '../organizations/access.ts';
import { enqueueIfProven } from '../orders/order-mail.ts';
import { orders, type OrderRow, type RefundRow } from '../orders/tables.ts';
import { askForRefund, recordEventCancelledRefund, type RefundAsked } from '../refunds/processing.ts';
import { eventCancelledMail } from './cancel-mail.ts';
import * as cancelRepo from './cancel-repo.ts';
import * as repo from './repo.ts';
import { bulkActionItems, bulkActions, type BulkActionRow } from './tables.ts';

/*
 * A cancelled event's refunds, at every size: a bulk action of kind EVENT_CANCEL, run by the same chunked job as the
 * organizer's bulk actions (service.ts runBulkChunk). The cancel's transaction fixes the paid orders as its items
 * and enqueues the first job; each order is then claimed, its refund recorded and its holder's notice queued, with
 * its outcome, in one transaction, and the refund asked of the provider with the key admit-refund-<refund id>. A
 * crash resumes at the first order without an outcome; no order is refunded or told twice.
 */

/** The cancel's transaction: the event's paid orders fixed as the items, and the first job queued with them. */
export async function startEventCancellation(payload: DomainEvents['event.cancelled']): Promise<void> {
  const { tx, backends, event } = payload;
  const row = await repo.insertBulkAction(tx, {
    organizationId: event.organizationId,
    eventId: event.id,
    kind: 'EVENT_CANCEL',
    total: 0,
    requestedBy: payload.requestedBy,
    requestId: payload.requestId,
  });
  const total = await repo.insertItems(tx, row, inArray(orders.status, PAID_ORDER_STATUSES));
  await repo.setTotal(tx, row.id, total);
  if (total === 0) {
    await repo.finishIfComplete(tx, row.id);
    return;
  }
  const about = { organizationId: event.organizationId };
  await backends.queue.enqueue(tx, 'orders.bulk-action', { bulkActionId: row.id }, about);
}

export type CancelledOrder = { outcome: 'DONE' | 'SKIPPED'; message: string | null; refund: RefundRow | null };

/**
 * One order of a cancelled event, locked in the caller's transaction: every valid ticket refunded (recorded now,
 * asked of the provider after commit) and the holder's cancellation notice queued, if their address has proven
 * itself. An order with nothing left to refund (refunded by hand meanwhile) is skipped, and not told again.
 */
export async function cancelEventOrder(
  tx: Db,
  b: Pick<Backends, 'config' | 'queue'>,
  bulk: BulkActionRow,
  order: OrderRow,
  event: EventRow,
): Promise<CancelledOrder> {
  const skipped = { outcome: 'SKIPPED', message: 'Nothing left to refund.', refund: null } as const;
  if (!isOrderRefundable(order.status)) return skipped;
  const refund = await recordEventCancelledRefund(tx, order, bulk.requestedBy);
  if (!refund) return skipped;
  if (order.buyerEmail) {
    const mail = eventCancelledMail(order, event, refund.amountMinor, b.config.publicOrigins);
    await enqueueIfProven(tx, b, order, mail, { organizationId: event.organizationId });
  }
  return { outcome: 'DONE', message: null, refund };
}

/** The item's outcome once the provider answered: a refusal is listed (FAILED, its words) for a person to retry. */
export async function noteProviderAnswer(
  b: Pick<Backends, 'db'>,
  item: { bulkActionId: string; orderId: string },
  asked: RefundAsked,
): Promise<void> {
  if (!asked.confirmed) await cancelRepo.markAsked(b.db, item, `The payment provider refused: ${asked.error}`);
}

export type CancellationView = cancelRepo.CancellationCounts & {
  status: BulkActionStatus;
  startedAt: Date;
  finishedAt: Date | null;
  failures: { orderId: string; orderCode: string; amountMinor: number; message: string | null }[];
  currency: string;
};

/** Refused refunds listed at once; the count says how many there are in all. */
const FAILURES_LISTED = 50;

async function viewOf(db: Db, bulk: BulkActionRow, currency: string): Promise<CancellationView> {
  const counts = await cancelRepo.cancellationCounts(db, bulk.id);
  const failed = counts.failed ? await cancelRepo.failedRefunds(db, bulk.id, FAILURES_LISTED) : [];
  const settled = counts.refunded + counts.failed + counts.skipped;
  return {
    ...counts,
    // Running until every order's refund has an answer: confirmed, refused, or nothing to refund.
    status: settled >= counts.total ? 'DONE' : 'RUNNING',
    startedAt: bulk.createdAt,
    finishedAt: settled >= counts.total ? bulk.finishedAt : null,
    failures: failed.map((f) => ({
      orderId: f.orderId,
      orderCode: f.orderCode,
      amountMinor: f.refund.amountMinor,
      message: f.message,
    })),
    currency,
  };
}

/** Event.cancellation: owners and managers see a cancelled event's refunds; anyone else, and other events, null. */
export async function eventCancellation(
  scope: Pick<RequestScope, 'db' | 'roles'>,
  event: EventRow,
): Promise<CancellationView | null> {
  if (event.status !== 'CANCELLED') return null;
  if (!can(await scope.roles.roleIn(event.organizationId), 'orders.view')) return null;
  const bulk = await cancelRepo.findEventCancellation(scope.db, event.id);
  return bulk ? viewOf(scope.db, bulk, event.currency) : null;
}

/**
 * The cancellation's progress now, then again after each ping of the event's live feed (a chunk of refunds done,
 * on any instance), for owners and managers; the role is asked again each time.
 */
export async function cancellationChanges(
  scope: RequestScope,
  eventId: string,
  signal: AbortSignal,
): Promise<AsyncIterable<CancellationView | null>> {
  const read = async () => {
    const event = await eventForManagement(scope, eventId);
    await requirePermission(scope, event.organizationId, 'orders.view');
    return eventCancellation(scope, event);
  };
  const first = await read();
  const live = scope.live;
  if (!live) throw new Error('A subscription needs the live feed; only a server has one.');
  return (async function* () {
    yield first;
    const pings = live.changesOf(eventId, signal)[Symbol.asyncIterator]();
    while (!(await pings.next()).done) {
      scope.roles.clear();
      yield await read();
    }
  })();
}

/**
 * Owners and managers ask the provider again for the refunds it refused: those items go back to "recorded, not
 * yet asked", and the cancellation's job asks them, CHUNK at a time (service.ts), as it asks a crash's leftovers.
 */
export async function retryCancellationRefunds(scope: RequestScope, eventId: string): Promise<CancellationView> {
  const event = await eventForManagement(scope, eventId);
  await requirePermission(scope, event.organizationId, 'orders.view');
  const bulk = await cancelRepo.findEventCancellation(scope.db, event.id);
  if (!bulk) throw notFound('Cancellation');
  await scope.db.transaction(async (tx) => {
    const again = await tx
      .update(bulkActionItems)
      .set({ outcome: 'DONE', message: null })
      .where(and(eq(bulkActionItems.bulkActionId, bulk.id), eq(bulkActionItems.outcome, 'FAILED')))
      .returning({ orderId: bulkActionItems.orderId });
    if (again.length === 0) return;
    await tx.update(bulkActions).set({ status: 'RUNNING', finishedAt: null }).where(eq(bulkActions.id, bulk.id));
    const about = { organizationId: event.organizationId };
    await scope.queue.enqueue(tx, 'orders.bulk-action', { bulkActionId: bulk.id }, about);
  });
  const fresh = (await repo.findBulkAction(scope.db, bulk.id)) ?? bulk;
  return viewOf(scope.db, fresh, event.currency);
}

/**
 * The chunk job's last step for a cancellation: at most `limit` refunds left unasked by a crash, or sent back by a
 * retry, asked of the provider (the same key: never a second refund). Returns how many were asked.
 */
export async function askUnasked(b: Backends, bulk: BulkActionRow, limit: number): Promise<number> {
  const unasked = await cancelRepo.unaskedRefunds(b.db, bulk.id, limit);
  for (const refund of unasked) {
    await noteProviderAnswer(b, { bulkActionId: bulk.id, orderId: refund.orderId }, await askForRefund(b, refund));
  }
  return unasked.length;
}
