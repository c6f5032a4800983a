import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from '@admit/shared';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { promoCodes, type PromoCodeRow } from './tables.ts';

/** What the organizer's form writes: its rules, with the validity window as instants. */
export type PromoCodeWrite = Omit<
  typeof promoCodes.$inferInsert,
  'id' | 'eventId' | 'uses' | 'createdAt' | 'updatedAt'
>;

export async function findPromoCode(db: Db, eventId: string, code: string): Promise<PromoCodeRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.eventId, eventId), sql`lower(${promoCodes.code}) = ${code.toLowerCase()}`))
    .limit(1);
  return row ?? null;
}

export async function findPromoCodeById(db: Db, id: string): Promise<PromoCodeRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  return row ?? null;
}

export async function findPromoCodesByIds(db: Db, ids: readonly string[]): Promise<PromoCodeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(promoCodes)
    .where(inArray(promoCodes.id, [...ids]));
}

export async function findPromoCodesOfEvent(db: Db, eventId: string, batch?: string | null): Promise<PromoCodeRow[]> {
  return db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.eventId, eventId), batch ? eq(promoCodes.batch, batch) : undefined))
    .orderBy(asc(promoCodes.createdAt), asc(promoCodes.code));
}

/** Inserts codes; none if one of them is taken (the unique index: the caller says which). */
export async function insertPromoCodes(db: Db, eventId: string, rows: PromoCodeWrite[]): Promise<PromoCodeRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(promoCodes)
    .values(rows.map((r) => ({ ...r, eventId })))
    .returning();
}

/** Its rules changed; a total below the uses it already has is refused in the statement (null). */
export async function updatePromoCodeRow(db: Db, id: string, write: PromoCodeWrite): Promise<PromoCodeRow | null> {
  const [row] = await db
    .update(promoCodes)
    .set({ ...write, updatedAt: sql`now()` })
    .where(and(eq(promoCodes.id, id), write.maxUses == null ? undefined : sql`${promoCodes.uses} <= ${write.maxUses}`))
    .returning();
  return row ?? null;
}

/**
 * Types whose sold places and the places codes keep now exceed their capacity (a quota code asking too much). Raw
 * SQL: ticket types rank above promo codes (they show their prices), and this module reads only their counts.
 */
export async function overKeptTypes(
  db: Db,
  typeIds: readonly string[],
): Promise<{ name: string; capacity: number; sold: number; kept: number }[]> {
  if (typeIds.length === 0) return [];
  const ids = sql.join(
    typeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return rowsOf(
    db,
    sql`select name, capacity, quantity_sold as sold, reserved_places as kept from ticket_types
        where id in (${ids}) and quantity_sold + reserved_places > capacity`,
    z.object({ name: z.string(), capacity: z.number(), sold: z.number(), kept: z.number() }),
  );
}

/**
 * Locks the rows of the types a quota code's write touches, in id order, before the code's row: a hold or a release
 * takes a type then a code, and the code's trigger (migration 0041) writes its type, so the write takes them in that
 * order too and never waits on them in a circle.
 */
export async function lockTypesOfCodes(db: Db, typeIds: readonly string[]): Promise<void> {
  const ids = [...new Set(typeIds)].sort();
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`select id from ticket_types where id in (${list}) order by id for update`);
}

/** Deletes a code; an order that used it keeps it (the orders' foreign key refuses: the caller says so). */
export async function deletePromoCodeRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(promoCodes).where(eq(promoCodes.id, id)).returning({ id: promoCodes.id });
  return rows.length > 0;
}

/**
 * Takes `quantity` uses of a code for a hold: one guarded UPDATE, atomic per code (its row lock, held to the
 * hold's commit), never above its limit (the WHERE, and the table's CHECK behind it). False when too few remain.
 */
export async function takeUses(db: Db, id: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + ${quantity}` })
    .where(
      and(
        eq(promoCodes.id, id),
        sql`(${promoCodes.maxUses} is null or ${promoCodes.uses} + ${quantity} <= ${promoCodes.maxUses})`,
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}
