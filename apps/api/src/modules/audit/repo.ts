import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, type AuditRow } from './tables.ts';

export async function insertAuditRecord(db: Db, row: typeof auditLog.$inferInsert): Promise<AuditRow> {
  const [inserted] = await db.insert(auditLog).values(row).returning();
  if (!inserted) throw new Error('insert returned no audit record');
  return inserted;
}

/** The one change the append-only trigger lets through: a deleted account's id leaves the records it acted in. */
export async function forgetActor(db: Db, userId: string): Promise<void> {
  await db.update(auditLog).set({ actorUserId: null }).where(eq(auditLog.actorUserId, userId));
}

/** What was recorded about these entities (an order and its tickets, say), oldest first. */
export async function findAuditOf(db: Db, entityType: string, entityIds: readonly string[]): Promise<AuditRow[]> {
  if (entityIds.length === 0) return [];
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), inArray(auditLog.entityId, [...entityIds])))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

/** What was recorded about an order and its tickets, oldest first: the order's history in one statement. */
export async function findAuditOfOrder(db: Db, orderId: string, ticketIds: readonly string[]): Promise<AuditRow[]> {
  const aboutOrder = and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId));
  return db
    .select()
    .from(auditLog)
    .where(
      ticketIds.length === 0
        ? aboutOrder
        : or(aboutOrder, and(eq(auditLog.entityType, 'ticket'), inArray(auditLog.entityId, [...ticketIds]))),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

/**
 * Whether an action carrying this idempotency key (kept in its record's `after`) was recorded about these orders or
 * tickets: a double click or a retry of the same confirmation finds it and changes nothing. Read through the
 * entity index, so its cost is the few records of one order, however long the log.
 */
export async function hasAuditWithKey(db: Db, entityIds: readonly string[], key: string): Promise<boolean> {
  if (entityIds.length === 0) return false;
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.entityType, ['order', 'ticket']),
        inArray(auditLog.entityId, [...entityIds]),
        sql`${auditLog.after}->>'idempotencyKey' = ${key}`,
      ),
    )
    .limit(1);
  return !!row;
}
