import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../events/tables.ts';
import { orders } from '../orders/tables.ts';
import { eventKeys, tickets, type EventKeyRow, type TicketRow } from './tables.ts';

export async function findEventKey(db: Db, eventId: string): Promise<EventKeyRow | null> {
  const [row] = await db.select().from(eventKeys).where(eq(eventKeys.eventId, eventId)).limit(1);
  return row ?? null;
}

/** Inserts the key unless the event has one; returns whichever is stored. */
export async function insertEventKeyIfMissing(db: Db, row: typeof eventKeys.$inferInsert): Promise<EventKeyRow> {
  await db.insert(eventKeys).values(row).onConflictDoNothing();
  const stored = await findEventKey(db, row.eventId);
  if (!stored) throw new Error('event key vanished after insert');
  return stored;
}

export async function insertTickets(db: Db, rows: (typeof tickets.$inferInsert)[]): Promise<TicketRow[]> {
  if (rows.length === 0) return [];
  return db.insert(tickets).values(rows).returning();
}

export async function findTicketsByOrderIds(db: Db, orderIds: readonly string[]): Promise<TicketRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(tickets)
    .where(inArray(tickets.orderId, [...orderIds]))
    .orderBy(asc(tickets.orderId), asc(tickets.place));
}

export async function findTicketById(db: Db, id: string): Promise<TicketRow | null> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).limit(1);
  return row ?? null;
}

/** The buyer's tickets, newest event first; the web app splits upcoming from past. */
export async function findTicketsOfBuyer(db: Db, userId: string, limit: number): Promise<TicketRow[]> {
  return db
    .select({ ticket: tickets })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(eq(orders.buyerUserId, userId))
    .orderBy(desc(events.startsAt), asc(tickets.orderId), asc(tickets.place))
    .limit(limit)
    .then((rows) => rows.map((r) => r.ticket));
}

/**
 * Voids valid tickets of an order: a new signature version, so the old code reads as revoked at the door.
 * Returns the tickets it voided, so capacity is given back once for each.
 */
export async function voidTickets(db: Db, orderId: string, ids: readonly string[]): Promise<TicketRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(tickets)
    .set({ status: 'VOID', signatureVersion: sql`${tickets.signatureVersion} + 1`, voidedAt: sql`now()` })
    .where(and(eq(tickets.orderId, orderId), inArray(tickets.id, [...ids]), eq(tickets.status, 'VALID')))
    .returning();
}
