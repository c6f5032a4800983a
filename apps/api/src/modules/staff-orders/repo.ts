import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../audit/tables.ts';

/**
 * Two submits of one staff order form (a double click, a retry after a lost answer) take turns: the first
 * reserves, the second finds its record. The lock is the transaction's, keyed by the form's idempotency key.
 */
export async function lockIdempotencyKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`staff-order:${key}`}, 0))`);
}

/**
 * The order this person already reserved with this key, if any. Read through the actor index, over the last day:
 * a retry comes within seconds, and one person's records of a day are few however long the log grows.
 */
export async function findReservedWithKey(
  db: Db,
  actorUserId: string,
  eventId: string,
  key: string,
): Promise<string | null> {
  const [row] = await db
    .select({ orderId: auditLog.entityId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorUserId, actorUserId),
        gt(auditLog.createdAt, sql`now() - interval '1 day'`),
        eq(auditLog.action, 'order.reserved_by_staff'),
        eq(auditLog.eventId, eventId),
        sql`${auditLog.after}->>'idempotencyKey' = ${key}`,
      ),
    )
    .limit(1);
  return row?.orderId ?? null;
}
