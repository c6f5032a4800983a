import { and, asc, eq, inArray } from 'drizzle-orm';
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
