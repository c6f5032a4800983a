import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { WaitingListStatus } from '@admit/shared';
import type { Db } from '../../db/client.ts';
import { orders } from '../orders/tables.ts';
import { ticketTypes, type TicketTypeRow } from '../ticket-types/tables.ts';
import { waitingListEntries, type WaitingListEntryRow } from './tables.ts';

const e = waitingListEntries;
const ACTIVE = sql`${e.status} in ('UNCONFIRMED', 'WAITING', 'OFFERED')`;

export type EntryChanges = Partial<Omit<typeof e.$inferInsert, 'id' | 'eventId' | 'ticketTypeId' | 'createdAt'>>;

/** The address's entry still in line (or holding an offer) for the type, locked: joining again updates it. */
export async function lockActiveEntry(db: Db, ticketTypeId: string, email: string) {
  const [row] = await db
    .select()
    .from(e)
    .where(and(eq(e.ticketTypeId, ticketTypeId), eq(e.email, email), ACTIVE))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function insertEntry(db: Db, values: typeof e.$inferInsert): Promise<WaitingListEntryRow> {
  const [row] = await db.insert(e).values(values).returning();
  if (!row) throw new Error('waiting list entry not written');
  return row;
}

/** Updates an entry, only while it is in `from` (null when it moved on meanwhile). */
export async function updateEntry(
  db: Db,
  id: string,
  set: EntryChanges,
  from: readonly WaitingListStatus[],
): Promise<WaitingListEntryRow | null> {
  const [row] = await db
    .update(e)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(e.id, id), inArray(e.status, [...from])))
    .returning();
  return row ?? null;
}

export async function findEntryById(db: Db, id: string): Promise<WaitingListEntryRow | null> {
  const [row] = await db.select().from(e).where(eq(e.id, id)).limit(1);
  return row ?? null;
}

export async function lockEntryById(db: Db, id: string): Promise<WaitingListEntryRow | null> {
  const [row] = await db.select().from(e).where(eq(e.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findEntryByToken(
  db: Db,
  kind: 'offer' | 'confirm',
  tokenHash: string,
): Promise<WaitingListEntryRow | null> {
  const column = kind === 'offer' ? e.offerTokenHash : e.confirmTokenHash;
  const [row] = await db.select().from(e).where(eq(column, tokenHash)).limit(1);
  return row ?? null;
}

/** The type's row, locked: one round of offers per type at a time, and its free places read under the lock. */
export async function lockTicketType(db: Db, id: string): Promise<TicketTypeRow | null> {
  const [row] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, id)).for('update').limit(1);
  return row ?? null;
}

/** Adds to (or takes from) the places the type's waiting list waits for; the public holds none while above 0. */
export async function addWaitingPlaces(db: Db, ticketTypeId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .update(ticketTypes)
    .set({ waitingPlaces: sql`${ticketTypes.waitingPlaces} + ${delta}` })
    .where(eq(ticketTypes.id, ticketTypeId));
}

/** The type's line: its WAITING entries in order, locked (a round of offers takes them in turn). */
export async function lockLine(db: Db, ticketTypeId: string): Promise<WaitingListEntryRow[]> {
  return db
    .select()
    .from(e)
    .where(and(eq(e.ticketTypeId, ticketTypeId), eq(e.status, 'WAITING')))
    .orderBy(asc(e.waitingSince), asc(e.id))
    .for('update');
}

/**
 * Offers whose hold ended unpaid (it expired, or the buyer let it go) lapse, of one type (a round's) or all (the
 * sweep's): their places are back for the next in line. A paid offer was marked BOUGHT as it was paid
 * (listeners.ts).
 */
export async function lapseEndedOffers(db: Db, ticketTypeId?: string): Promise<void> {
  await db
    .update(e)
    .set({ status: 'LAPSED', updatedAt: new Date() })
    .where(
      and(
        eq(e.status, 'OFFERED'),
        ticketTypeId ? eq(e.ticketTypeId, ticketTypeId) : undefined,
        sql`exists (select 1 from ${orders} o where o.id = ${e.offerOrderId} and o.status in ('EXPIRED', 'CANCELLED'))`,
      ),
    );
}

/** The entry whose offer the order is, marked BOUGHT (a late payment of a lapsed offer too). */
export async function markOfferBought(db: Db, orderId: string): Promise<void> {
  await db
    .update(e)
    .set({ status: 'BOUGHT', updatedAt: new Date() })
    .where(and(eq(e.offerOrderId, orderId), inArray(e.status, ['OFFERED', 'LAPSED'])));
}

/** Types with people waiting and places free: what a sweep offers (the safety net under the places-back feed). */
export async function typesWithPlacesForTheLine(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(
      and(
        sql`${ticketTypes.waitingPlaces} > 0`,
        sql`${ticketTypes.quantitySold} + ${ticketTypes.reservedPlaces} < ${ticketTypes.capacity}`,
      ),
    );
  return rows.map((r) => r.id);
}

export type EntryListRow = WaitingListEntryRow & { ticketTypeName: string; orderCode: string | null };

const listRows = (db: Db) =>
  db
    .select({ entry: e, ticketTypeName: ticketTypes.name, orderCode: orders.code })
    .from(e)
    .innerJoin(ticketTypes, eq(ticketTypes.id, e.ticketTypeId))
    .leftJoin(orders, eq(orders.id, e.offerOrderId));

type Joined = { entry: WaitingListEntryRow; ticketTypeName: string; orderCode: string | null };
const flat = (r: Joined): EntryListRow => ({ ...r.entry, ticketTypeName: r.ticketTypeName, orderCode: r.orderCode });

/** An event's entries for the back office: offers first, then those in line in line order, then the rest. */
export async function entriesOfEvent(db: Db, eventId: string): Promise<EntryListRow[]> {
  const rows = await listRows(db)
    .where(eq(e.eventId, eventId))
    .orderBy(
      sql`case ${e.status} when 'OFFERED' then 0 when 'WAITING' then 1 when 'UNCONFIRMED' then 2 else 3 end`,
      sql`${e.waitingSince} asc nulls last`,
      sql`${e.updatedAt} desc`,
      asc(e.id),
    )
    .limit(2000);
  return rows.map(flat);
}

export async function entryListRow(db: Db, id: string): Promise<EntryListRow | null> {
  const [row] = await listRows(db).where(eq(e.id, id)).limit(1);
  return row ? flat(row) : null;
}

/**
 * A cancelled event's list closes, in the cancel's transaction: those in line are taken off, nothing is waited
 * for any more, and offers lapse (their holds' orders returned, for the caller to release).
 */
export async function closeListOfEvent(db: Db, eventId: string): Promise<string[]> {
  await db
    .update(e)
    .set({ status: 'REMOVED', updatedAt: new Date() })
    .where(and(eq(e.eventId, eventId), inArray(e.status, ['UNCONFIRMED', 'WAITING'])));
  await db.update(ticketTypes).set({ waitingPlaces: 0 }).where(eq(ticketTypes.eventId, eventId));
  const lapsed = await db
    .update(e)
    .set({ status: 'LAPSED', updatedAt: new Date() })
    .where(and(eq(e.eventId, eventId), eq(e.status, 'OFFERED')))
    .returning({ orderId: e.offerOrderId });
  return lapsed.flatMap((r) => (r.orderId ? [r.orderId] : []));
}
