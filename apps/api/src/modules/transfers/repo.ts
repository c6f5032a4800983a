import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ticketTransfers, type TicketTransferRow, type TransferStatus } from './tables.ts';

export async function insertTransfer(db: Db, row: typeof ticketTransfers.$inferInsert): Promise<TicketTransferRow> {
  const [inserted] = await db.insert(ticketTransfers).values(row).returning();
  if (!inserted) throw new Error('transfer not inserted');
  return inserted;
}

/** The ticket's pending offer, if it has one (there is at most one). */
export async function findPendingTransfer(db: Db, ticketId: string): Promise<TicketTransferRow | null> {
  const [row] = await db
    .select()
    .from(ticketTransfers)
    .where(and(eq(ticketTransfers.ticketId, ticketId), eq(ticketTransfers.status, 'PENDING')))
    .limit(1);
  return row ?? null;
}

export async function findTransferByTokenHash(db: Db, tokenHash: string): Promise<TicketTransferRow | null> {
  const [row] = await db.select().from(ticketTransfers).where(eq(ticketTransfers.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Settles a pending offer; null when it was settled already (accepted or taken back meanwhile). */
export async function settleTransfer(
  db: Db,
  id: string,
  outcome: { status: Exclude<TransferStatus, 'PENDING'>; toUserId?: string; toName?: string; newVersion?: number },
): Promise<TicketTransferRow | null> {
  const [row] = await db
    .update(ticketTransfers)
    .set({ ...outcome, settledAt: new Date() })
    .where(and(eq(ticketTransfers.id, id), eq(ticketTransfers.status, 'PENDING')))
    .returning();
  return row ?? null;
}

/** Every offer made of these tickets, oldest first: each ticket's chain. */
export async function findTransfersOfTickets(db: Db, ticketIds: readonly string[]): Promise<TicketTransferRow[]> {
  if (ticketIds.length === 0) return [];
  return db
    .select()
    .from(ticketTransfers)
    .where(inArray(ticketTransfers.ticketId, [...ticketIds]))
    .orderBy(asc(ticketTransfers.ticketId), asc(ticketTransfers.createdAt));
}
