import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { z } from '@admit/shared';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { orders } from '../orders/tables.ts';
import { bulkActionItems, bulkActions, type BulkActionItemRow, type BulkActionRow } from './tables.ts';

export async function insertBulkAction(db: Db, row: typeof bulkActions.$inferInsert): Promise<BulkActionRow> {
  const [inserted] = await db.insert(bulkActions).values(row).returning();
  if (!inserted) throw new Error('bulk action not inserted');
  return inserted;
}

/** The action's orders, fixed now: those of its event the condition matches (ids or the list's filters). */
export async function insertItems(db: Db, bulk: BulkActionRow, which: SQL | undefined): Promise<number> {
  // One statement, however many orders match: the ids never pass through the API.
  const [counted] = await rowsOf(
    db,
    sql`
    with added as (
      insert into ${bulkActionItems} (bulk_action_id, order_id)
      select ${bulk.id}::uuid, ${orders.id} from ${orders} where ${and(eq(orders.eventId, bulk.eventId), which)}
      returning 1
    )
    select count(*)::int as n from added`,
    z.object({ n: z.coerce.number() }),
  );
  return counted?.n ?? 0;
}

export async function setTotal(db: Db, id: string, total: number): Promise<void> {
  await db.update(bulkActions).set({ total }).where(eq(bulkActions.id, id));
}

export async function findBulkAction(db: Db, id: string): Promise<BulkActionRow | null> {
  const [row] = await db.select().from(bulkActions).where(eq(bulkActions.id, id));
  return row ?? null;
}

export async function findBulkActionsOfEvent(db: Db, eventId: string, limit: number): Promise<BulkActionRow[]> {
  return db
    .select()
    .from(bulkActions)
    .where(and(eq(bulkActions.eventId, eventId), ne(bulkActions.kind, 'EVENT_CANCEL')))
    .orderBy(sql`${bulkActions.createdAt} desc`)
    .limit(limit);
}

/** The next items still to do, in a stable order. */
export async function pendingItems(db: Db, bulkActionId: string, limit: number): Promise<BulkActionItemRow[]> {
  return db
    .select()
    .from(bulkActionItems)
    .where(and(eq(bulkActionItems.bulkActionId, bulkActionId), isNull(bulkActionItems.outcome)))
    .orderBy(bulkActionItems.orderId)
    .limit(limit);
}

/**
 * Takes one item for its work, in the caller's transaction: locked, and only if it has no outcome yet. A second
 * worker on the same action (a retry racing the first) waits here and then finds it done, so no order is done twice.
 */
export async function claimItem(db: Db, bulkActionId: string, orderId: string): Promise<boolean> {
  const rows = await db
    .select({ orderId: bulkActionItems.orderId })
    .from(bulkActionItems)
    .where(
      and(
        eq(bulkActionItems.bulkActionId, bulkActionId),
        eq(bulkActionItems.orderId, orderId),
        isNull(bulkActionItems.outcome),
      ),
    )
    .for('update');
  return rows.length === 1;
}

export async function settleItem(
  db: Db,
  item: { bulkActionId: string; orderId: string },
  outcome: NonNullable<BulkActionItemRow['outcome']>,
  message: string | null,
): Promise<void> {
  await db
    .update(bulkActionItems)
    .set({ outcome, message, doneAt: sql`now()` })
    .where(and(eq(bulkActionItems.bulkActionId, item.bulkActionId), eq(bulkActionItems.orderId, item.orderId)));
}

export type BulkProgress = { done: number; skipped: number; failed: number; pending: number };

export async function progressOf(db: Db, bulkActionIds: readonly string[]): Promise<Map<string, BulkProgress>> {
  if (bulkActionIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: bulkActionItems.bulkActionId,
      done: sql<number>`count(*) filter (where ${bulkActionItems.outcome} = 'DONE')::int`,
      skipped: sql<number>`count(*) filter (where ${bulkActionItems.outcome} = 'SKIPPED')::int`,
      failed: sql<number>`count(*) filter (where ${bulkActionItems.outcome} = 'FAILED')::int`,
      pending: sql<number>`count(*) filter (where ${bulkActionItems.outcome} is null)::int`,
    })
    .from(bulkActionItems)
    .where(inArray(bulkActionItems.bulkActionId, [...bulkActionIds]))
    .groupBy(bulkActionItems.bulkActionId);
  return new Map(
    rows.map((r) => [
      r.id,
      { done: Number(r.done), skipped: Number(r.skipped), failed: Number(r.failed), pending: Number(r.pending) },
    ]),
  );
}

/** Marks the action done once no item is left; true the first time only. */
export async function finishIfComplete(db: Db, id: string): Promise<boolean> {
  const finished = await db
    .update(bulkActions)
    .set({ status: 'DONE', finishedAt: sql`now()` })
    .where(
      and(
        eq(bulkActions.id, id),
        eq(bulkActions.status, 'RUNNING'),
        sql`not exists (select 1 from ${bulkActionItems} where ${bulkActionItems.bulkActionId} = ${id}
          and ${bulkActionItems.outcome} is null)`,
      ),
    )
    .returning({ id: bulkActions.id });
  return finished.length === 1;
}
