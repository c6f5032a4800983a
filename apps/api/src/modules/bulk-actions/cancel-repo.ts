import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from '@admit/shared';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { orders, refunds, type RefundRow } from '../orders/tables.ts';
import { bulkActionItems, bulkActions, type BulkActionRow } from './tables.ts';

/*
 * The queries of a cancelled event's refunds (event-cancel.ts). Its items are bulk_action_items like every bulk
 * action's; an item's refund is the order's EVENT_CANCELLED refund (an order is an item of one cancellation, and
 * a late payment's refund is only ever made for an order that was not paid when the event was cancelled).
 */

const itemRefund = sql`${refunds.orderId} = ${bulkActionItems.orderId} and ${refunds.reason} = 'EVENT_CANCELLED'`;

/** The event's cancellation, if it was cancelled (one per event: only a draft or published event is cancelled). */
export async function findEventCancellation(db: Db, eventId: string): Promise<BulkActionRow | null> {
  const [row] = await db
    .select()
    .from(bulkActions)
    .where(and(eq(bulkActions.eventId, eventId), eq(bulkActions.kind, 'EVENT_CANCEL')))
    .orderBy(desc(bulkActions.createdAt))
    .limit(1);
  return row ?? null;
}

export type CancellationCounts = { total: number; refunded: number; failed: number; skipped: number };

/**
 * Where a cancellation's refunds stand, in one grouped statement over its items: refunded (the provider confirmed),
 * failed (the provider refused the last ask, and no later ask succeeded), skipped (nothing was left to refund).
 */
export async function cancellationCounts(db: Db, bulkActionId: string): Promise<CancellationCounts> {
  const [row] = await rowsOf(
    db,
    sql`
    select count(*)::int as total,
      count(*) filter (where r.status = 'SUCCEEDED')::int as refunded,
      count(*) filter (where i.outcome = 'FAILED' and r.status is distinct from 'SUCCEEDED')::int as failed,
      count(*) filter (where i.outcome = 'SKIPPED')::int as skipped
    from ${bulkActionItems} i
    left join ${refunds} r on r.order_id = i.order_id and r.reason = 'EVENT_CANCELLED'
    where i.bulk_action_id = ${bulkActionId}::uuid`,
    z.object({
      total: z.coerce.number(),
      refunded: z.coerce.number(),
      failed: z.coerce.number(),
      skipped: z.coerce.number(),
    }),
  );
  return row ?? { total: 0, refunded: 0, failed: 0, skipped: 0 };
}

export type FailedRefund = { orderId: string; orderCode: string; message: string | null; refund: RefundRow };

/** The cancellation's refunds the provider refused and that are still waiting, in order (at most `limit`). */
export async function failedRefunds(db: Db, bulkActionId: string, limit: number): Promise<FailedRefund[]> {
  const rows = await db
    .select({
      orderId: bulkActionItems.orderId,
      orderCode: orders.code,
      message: bulkActionItems.message,
      refund: refunds,
    })
    .from(bulkActionItems)
    .innerJoin(refunds, itemRefund)
    .innerJoin(orders, eq(orders.id, bulkActionItems.orderId))
    .where(
      and(
        eq(bulkActionItems.bulkActionId, bulkActionId),
        eq(bulkActionItems.outcome, 'FAILED'),
        eq(refunds.status, 'PENDING'),
      ),
    )
    .orderBy(bulkActionItems.orderId)
    .limit(limit);
  return rows;
}

/**
 * Refunds recorded but never asked of the provider: their job's instance died between an order's transaction and
 * the ask. Read once, when the last chunk is done (the normal run asks each right after its transaction).
 */
export async function unaskedRefunds(db: Db, bulkActionId: string, limit: number): Promise<RefundRow[]> {
  const rows = await db
    .select({ refund: refunds })
    .from(bulkActionItems)
    .innerJoin(refunds, itemRefund)
    .where(
      and(
        eq(bulkActionItems.bulkActionId, bulkActionId),
        eq(bulkActionItems.outcome, 'DONE'),
        eq(refunds.status, 'PENDING'),
      ),
    )
    .orderBy(bulkActionItems.orderId)
    .limit(limit);
  return rows.map((r) => r.refund);
}

/** An item's outcome after its refund was asked: FAILED with the provider's words, or DONE once it succeeded. */
export async function markAsked(
  db: Db,
  item: { bulkActionId: string; orderId: string },
  failure: string | null,
): Promise<void> {
  await db
    .update(bulkActionItems)
    .set({ outcome: failure === null ? 'DONE' : 'FAILED', message: failure, doneAt: sql`now()` })
    .where(and(eq(bulkActionItems.bulkActionId, item.bulkActionId), eq(bulkActionItems.orderId, item.orderId)));
}
