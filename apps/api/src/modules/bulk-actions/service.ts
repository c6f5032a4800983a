import {
  bulkActionSchema,
  isOrderCancellable,
  isOrderRefundable,
  type BulkItemOutcome,
  type OrderSearch,
} from '@admit/shared';
import { inArray } from 'drizzle-orm';
import { actorOf, recordAudit, type AuditActor } from '../audit/record.ts';
import { badUserInput, DomainError, notFound } from '../../common/errors.ts';
import { notifyLiveChange } from '../../common/live-changes.ts';
import type { Backends, RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { retryingConflicts } from '../../db/errors.ts';
import { eventForManagement } from '../events/service.ts';
import { requireViewer } from '../identity/access.ts';
import { requirePermission } from '../organizations/access.ts';
import { toFilters, withoutNulls } from '../orders/order-search.ts';
import * as orderRepo from '../orders/repo.ts';
import { matchingOrders } from '../orders/search-repo.ts';
import { orders, type RefundRow } from '../orders/tables.ts';
import { askForRefund } from '../refunds/processing.ts';
import { recordRefund } from '../refunds/service.ts';
import { cancelAndNotify } from '../order-detail/cancel.ts';
import { resendOrder } from '../order-detail/resend.ts';
import { findEventById } from '../events/repo.ts';
import { askUnasked, cancelEventOrder, noteProviderAnswer } from './event-cancel.ts';
import { findEventCancellation } from './cancel-repo.ts';
import * as repo from './repo.ts';
import type { BulkActionRow } from './tables.ts';

export type BulkActionView = BulkActionRow & repo.BulkProgress;

/** Orders done per job: a job stays short (its expiry bounds how long a crashed one waits), the next one continues. */
const CHUNK = 25;

/** Which orders the input names: its selection (each must be the event's), or the list's filters. */
function whichOrders(eventId: string, input: { orderIds?: string[] | null; filter?: OrderSearch | null }) {
  if (input.orderIds) return inArray(orders.id, input.orderIds);
  return input.filter ? matchingOrders(toFilters(eventId, input.filter)) : undefined;
}

/** GraphQL sends a left-out field of the filter as null; read as left out, so the list's defaults apply. */
function bulkInput(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || !('filter' in input)) return input;
  return { ...input, filter: withoutNulls(input.filter) };
}

/**
 * An owner or manager starts a bulk action on a selection of an event's orders or on every order matching the
 * list's filters. The orders are fixed now, in one transaction with the action, its audit record and its first
 * job; the job does them CHUNK at a time (orders.bulk-action), each order in its own transaction with its outcome.
 */
export async function startBulkAction(scope: RequestScope & Backends, eventId: string, input: unknown) {
  const parsed = parseInput(bulkActionSchema, bulkInput(input));
  const viewer = await requireViewer(scope);
  const event = await eventForManagement(scope, eventId);
  const actor = await actorOf(scope);
  const bulk = await scope.db.transaction(async (tx) => {
    const row = await repo.insertBulkAction(tx, {
      organizationId: event.organizationId,
      eventId: event.id,
      kind: parsed.kind,
      refund: parsed.refund,
      notify: parsed.notify,
      filter: parsed.filter ? { ...parsed.filter, after: null } : null,
      total: 0,
      requestedBy: viewer.user.id,
      requestId: actor.requestId,
    });
    const total = await repo.insertItems(tx, row, whichOrders(event.id, parsed));
    if (parsed.orderIds && total !== new Set(parsed.orderIds).size) {
      throw badUserInput({ orderIds: 'Some of the selected orders are not this event’s.' });
    }
    if (total === 0) throw badUserInput({ filter: 'No order matches this filter.' });
    await repo.setTotal(tx, row.id, total);
    await recordAudit(tx, {
      ...actor,
      organizationId: event.organizationId,
      eventId: event.id,
      action: 'bulk.started',
      entityType: 'bulk_action',
      entityId: row.id,
      after: { kind: parsed.kind, total, selection: parsed.orderIds ? 'orders' : 'filter' },
    });
    await scope.queue.enqueue(
      tx,
      'orders.bulk-action',
      { bulkActionId: row.id },
      { organizationId: event.organizationId },
    );
    return { ...row, total };
  });
  return withProgress(scope.db, bulk);
}

async function withProgress(db: Db, bulk: BulkActionRow): Promise<BulkActionView> {
  const progress = (await repo.progressOf(db, [bulk.id])).get(bulk.id);
  return { ...bulk, ...(progress ?? { done: 0, skipped: 0, failed: 0, pending: 0 }) };
}

/** A bulk action and its progress, for its event's owners and managers. */
export async function getBulkAction(scope: RequestScope, id: string): Promise<BulkActionView> {
  const bulk = await repo.findBulkAction(scope.db, id);
  // A cancelled event's refunds are read on the event (Event.cancellation), not as an organizer's bulk action.
  if (!bulk || bulk.kind === 'EVENT_CANCEL') throw notFound('Bulk action');
  await requirePermission(scope, bulk.organizationId, 'orders.view');
  return withProgress(scope.db, bulk);
}

/** The event's latest bulk actions (at most 20), newest first. */
export async function eventBulkActions(scope: RequestScope, eventId: string): Promise<BulkActionView[]> {
  const event = await eventForManagement(scope, eventId);
  const rows = await repo.findBulkActionsOfEvent(scope.db, event.id, 20);
  const progress = await repo.progressOf(
    scope.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, ...(progress.get(r.id) ?? { done: 0, skipped: 0, failed: 0, pending: 0 }) }));
}

type ItemResult = { outcome: BulkItemOutcome; message: string | null; refund?: RefundRow | null };

/** One order's work, in its transaction (the order locked): its outcome, and a refund to ask the provider for. */
async function doItem(
  tx: Db,
  b: Backends,
  bulk: BulkActionRow,
  orderId: string,
  actor: AuditActor,
): Promise<ItemResult> {
  const order = await orderRepo.lockOrder(tx, orderId);
  const event = await findEventById(tx, bulk.eventId);
  if (!order || !event) return { outcome: 'SKIPPED', message: 'The order no longer exists.' };
  const about = { ...actor, organizationId: event.organizationId, eventId: event.id };
  if (bulk.kind === 'EVENT_CANCEL') return cancelEventOrder(tx, b, bulk, order, event);
  if (bulk.kind === 'REFUND') {
    if (!isOrderRefundable(order.status)) return { outcome: 'SKIPPED', message: 'Nothing left to refund.' };
    const refund = await recordRefund(tx, { order, event, ticketIds: null, requestedBy: bulk.requestedBy, actor });
    return { outcome: 'DONE', message: null, refund };
  }
  if (bulk.kind === 'CANCEL') {
    if (!isOrderCancellable(order.status))
      return { outcome: 'SKIPPED', message: `Already ${order.status.toLowerCase()}.` };
    const c = { order, event, refund: bulk.refund, notifyBuyer: bulk.notify, requestedBy: bulk.requestedBy };
    const done = await cancelAndNotify(tx, b, c);
    await recordAudit(tx, { ...about, ...done.record });
    return { outcome: 'DONE', message: null, refund: done.refund };
  }
  if (!isOrderRefundable(order.status)) return { outcome: 'SKIPPED', message: 'No tickets standing to send.' };
  if (!order.buyerEmail) return { outcome: 'SKIPPED', message: 'The order has no email address.' };
  await resendOrder(tx, b, order, event);
  const record = { action: 'order.mail_resent' as const, entityType: 'order' as const, entityId: order.id };
  await recordAudit(tx, { ...about, ...record, after: { sent: 'tickets', bulkActionId: bulk.id } });
  return { outcome: 'DONE', message: null };
}

/**
 * The orders.bulk-action job: the next CHUNK orders of the action, each claimed, done and given its outcome in one
 * transaction (so a crash or a retry never does an order twice), then the next job if orders remain. Refunds are
 * asked of the provider after their transaction, as a single refund is; one left pending is retried by the queue.
 */
export async function runBulkChunk(b: Backends, bulkActionId: string): Promise<void> {
  const bulk = await repo.findBulkAction(b.db, bulkActionId);
  if (!bulk || bulk.status === 'DONE') return;
  const actor: AuditActor = { actorUserId: bulk.requestedBy, requestId: bulk.requestId };
  const items = await repo.pendingItems(b.db, bulk.id, CHUNK);
  for (const item of items) {
    const result = await retryingConflicts(() =>
      b.db.transaction(async (tx) => {
        if (!(await repo.claimItem(tx, bulk.id, item.orderId))) return null;
        const done = await doItem(tx, b, bulk, item.orderId, actor).catch((error: unknown): ItemResult => {
          // A refusal (a rule, a conflict) is this order's outcome; anything else is a bug, and the job retries.
          if (!(error instanceof DomainError)) throw error;
          return { outcome: 'FAILED', message: error.message };
        });
        await repo.settleItem(tx, item, done.outcome, done.message);
        return done;
      }),
    );
    if (result?.refund) {
      const asked = await askForRefund(b, result.refund);
      if (bulk.kind === 'EVENT_CANCEL') await noteProviderAnswer(b, item, asked);
    }
  }
  // A cancellation's last step: the refunds a crash left unasked (or a retry sent back), CHUNK per job.
  const asked = items.length < CHUNK && bulk.kind === 'EVENT_CANCEL' ? await askUnasked(b, bulk, CHUNK) : 0;
  if (items.length === CHUNK || asked === CHUNK) {
    await b.db.transaction((tx) => b.queue.enqueue(tx, 'orders.bulk-action', { bulkActionId: bulk.id }));
  } else {
    await repo.finishIfComplete(b.db, bulk.id);
  }
  // Its progress moved: live views of the event (a cancellation's refunds) read it again.
  await notifyLiveChange(b.db, bulk.eventId);
}

/** Runs a cancelled event's refunds here, chunk after chunk, until done (the demo seed, whose queue takes no jobs). */
export async function runEventCancellationNow(b: Backends, eventId: string): Promise<void> {
  const cancellation = await findEventCancellation(b.db, eventId);
  for (let bulk = cancellation; bulk && bulk.status !== 'DONE'; bulk = await repo.findBulkAction(b.db, bulk.id)) {
    await runBulkChunk(b, bulk.id);
  }
}
