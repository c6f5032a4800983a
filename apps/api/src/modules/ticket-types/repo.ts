import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TicketTypeInput } from '@admit/shared';
import type { Db } from '../../db/client.ts';
import { ticketTypes, type TicketTypeRow } from './tables.ts';

/** What an organizer's form writes: the shared input's fields, with sale windows as instants. */
export type TicketTypeWrite = Pick<typeof ticketTypes.$inferInsert, keyof TicketTypeInput>;

export async function findTicketTypesByEventIds(db: Db, eventIds: readonly string[]): Promise<TicketTypeRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(ticketTypes)
    .where(inArray(ticketTypes.eventId, [...eventIds]))
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.createdAt));
}

export async function countTicketTypes(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId));
  return row?.n ?? 0;
}

export async function findTicketTypeById(db: Db, id: string): Promise<TicketTypeRow | null> {
  const [row] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, id)).limit(1);
  return row ?? null;
}

export async function insertTicketType(db: Db, eventId: string, input: TicketTypeWrite): Promise<TicketTypeRow> {
  const [row] = await db
    .insert(ticketTypes)
    .values({ ...input, eventId })
    .returning();
  if (!row) throw new Error('insert returned no ticket type');
  return row;
}

/** Capacity may not drop below what is already sold; the guard is in the statement, not a read before it. */
export async function updateTicketTypeRow(db: Db, id: string, input: TicketTypeWrite): Promise<TicketTypeRow | null> {
  const [row] = await db
    .update(ticketTypes)
    .set({ ...input, updatedAt: sql`now()` })
    // Never below what is sold or held, with the places quota codes keep.
    .where(
      and(
        eq(ticketTypes.id, id),
        sql`${ticketTypes.quantitySold} + ${ticketTypes.reservedPlaces} <= ${input.capacity}`,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Keeps each sale window at the same wall-clock time when an event moves to
 * another zone: "sales open 10:00" stays 10:00 where the event now is.
 */
export async function rezoneSaleWindows(db: Db, eventId: string, fromZone: string, toZone: string): Promise<void> {
  const shift = (column: AnyPgColumn) => sql`(${column} at time zone ${fromZone}) at time zone ${toZone}`;
  await db
    .update(ticketTypes)
    .set({ salesStartAt: shift(ticketTypes.salesStartAt), salesEndAt: shift(ticketTypes.salesEndAt) })
    .where(eq(ticketTypes.eventId, eventId));
}

/** Deletes only while nothing is sold, and no quota code keeps places of it. */
export async function deleteUnsoldTicketType(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(ticketTypes)
    .where(and(eq(ticketTypes.id, id), eq(ticketTypes.quantitySold, 0), eq(ticketTypes.reservedPlaces, 0)))
    .returning({ id: ticketTypes.id });
  return rows.length > 0;
}

export async function findTicketTypesByIds(db: Db, ids: readonly string[]): Promise<TicketTypeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(ticketTypes)
    .where(inArray(ticketTypes.id, [...ids]));
}
