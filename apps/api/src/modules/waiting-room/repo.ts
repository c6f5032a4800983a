import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { waitingRoomEntries, waitingRooms, type WaitingRoomEntryRow, type WaitingRoomRow } from './tables.ts';

export async function findRoom(db: Db, eventId: string): Promise<WaitingRoomRow | null> {
  const [row] = await db.select().from(waitingRooms).where(eq(waitingRooms.eventId, eventId));
  return row ?? null;
}

/** The room's row locked for the transaction: joins and the on-sale's draw take turns on it. */
export async function lockRoom(db: Db, eventId: string): Promise<WaitingRoomRow | null> {
  const [row] = await db.select().from(waitingRooms).where(eq(waitingRooms.eventId, eventId)).for('update');
  return row ?? null;
}

export type RoomWrite = Omit<typeof waitingRooms.$inferInsert, 'eventId' | 'updatedAt'>;

export async function upsertRoom(db: Db, eventId: string, write: RoomWrite): Promise<WaitingRoomRow> {
  const [row] = await db
    .insert(waitingRooms)
    .values({ eventId, ...write })
    .onConflictDoUpdate({ target: waitingRooms.eventId, set: { ...write, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('the waiting room was not written');
  return row;
}

/** A place by the browser that holds it, or by the account that joined with it. */
export async function findEntry(
  db: Db,
  eventId: string,
  who: { browserHash: string; userId: string | null },
): Promise<WaitingRoomEntryRow | null> {
  const byBrowser = eq(waitingRoomEntries.browserHash, who.browserHash);
  const mine = who.userId ? sql`(${byBrowser} or ${waitingRoomEntries.userId} = ${who.userId})` : byBrowser;
  const [row] = await db
    .select()
    .from(waitingRoomEntries)
    .where(and(eq(waitingRoomEntries.eventId, eventId), mine))
    .limit(1);
  return row ?? null;
}

export async function findEntryById(db: Db, id: string): Promise<WaitingRoomEntryRow | null> {
  const [row] = await db.select().from(waitingRoomEntries).where(eq(waitingRoomEntries.id, id));
  return row ?? null;
}

/** The numbers in line of these places (those still there), for followers of their places after the draw. */
export async function entryNumbers(db: Db, ids: readonly string[]): Promise<{ id: string; seq: number | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: waitingRoomEntries.id, seq: waitingRoomEntries.seq })
    .from(waitingRoomEntries)
    .where(inArray(waitingRoomEntries.id, [...ids]));
}

/** A new place; null when the browser, the account or the proof already has one (nothing written). */
export async function insertEntry(
  db: Db,
  entry: Omit<typeof waitingRoomEntries.$inferInsert, 'id' | 'joinedAt'>,
): Promise<WaitingRoomEntryRow | null> {
  const [row] = await db.insert(waitingRoomEntries).values(entry).onConflictDoNothing().returning();
  return row ?? null;
}

/** Empties the room (before a fresh line). */
export async function clearEntries(db: Db, eventId: string): Promise<void> {
  await db.delete(waitingRoomEntries).where(eq(waitingRoomEntries.eventId, eventId));
}

/** Whether a proof's answer was already taken (by any place). */
export async function proofUsed(db: Db, proof: string): Promise<boolean> {
  const [row] = await db
    .select({ id: waitingRoomEntries.id })
    .from(waitingRoomEntries)
    .where(eq(waitingRoomEntries.proof, proof));
  return !!row;
}

/** The pre-queue's places still to be drawn into line: their ids and draws. */
export async function undrawnEntries(db: Db, eventId: string): Promise<{ id: string; draw: number }[]> {
  return db
    .select({ id: waitingRoomEntries.id, draw: waitingRoomEntries.draw })
    .from(waitingRoomEntries)
    .where(and(eq(waitingRoomEntries.eventId, eventId), isNull(waitingRoomEntries.seq)));
}

/** Gives the listed places their numbers 1…n in that order, in one statement. */
export async function numberEntries(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update waiting_room_entries e set seq = l.n
    from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as l(id, n)
    where e.id = l.id`);
}

export async function setRoomSequenced(db: Db, eventId: string, nextSeq: number): Promise<void> {
  await db
    .update(waitingRooms)
    .set({ sequencedAt: sql`now()`, nextSeq })
    .where(eq(waitingRooms.eventId, eventId));
}

/** The next arrival's place in line after the draw (the room's row is locked by the caller). */
export async function takeNextSeq(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .update(waitingRooms)
    .set({ nextSeq: sql`${waitingRooms.nextSeq} + 1` })
    .where(eq(waitingRooms.eventId, eventId))
    .returning({ seq: sql<string>`${waitingRooms.nextSeq} - 1` });
  if (!row) throw new Error('no waiting room to join');
  return Number(row.seq);
}

export async function setEntrySeq(db: Db, id: string, seq: number): Promise<void> {
  await db.update(waitingRoomEntries).set({ seq }).where(eq(waitingRoomEntries.id, id));
}

/**
 * Notes when these places first came through, in one statement; the first note stands (a pass's life counts from
 * it). Returns each place's note (places gone from the line are left out).
 */
export async function markAdmitted(
  db: Db,
  ids: readonly string[],
  at: Date,
): Promise<{ id: string; admittedAt: Date | null }[]> {
  if (ids.length === 0) return [];
  return db
    .update(waitingRoomEntries)
    .set({ admittedAt: sql`coalesce(${waitingRoomEntries.admittedAt}, ${at})` })
    .where(inArray(waitingRoomEntries.id, [...ids]))
    .returning({ id: waitingRoomEntries.id, admittedAt: waitingRoomEntries.admittedAt });
}

/** How many places the room has, and how many are drawn into line (for its organizer). */
export async function roomCounts(db: Db, eventId: string): Promise<{ joined: number; inLine: number }> {
  const [row] = await db
    .select({
      joined: sql<number>`count(*)::int`,
      inLine: sql<number>`count(${waitingRoomEntries.seq})::int`,
    })
    .from(waitingRoomEntries)
    .where(eq(waitingRoomEntries.eventId, eventId));
  return { joined: Number(row?.joined ?? 0), inLine: Number(row?.inLine ?? 0) };
}

export async function setRoomRate(
  db: Db,
  eventId: string,
  clock: { ratePerMinute: number; admittedBase: number; rateSince: Date },
): Promise<void> {
  await db.update(waitingRooms).set(clock).where(eq(waitingRooms.eventId, eventId));
}

/** Tells every instance's read cache that the event's public answers changed (its room is on them). */
export async function announceRoomChange(db: Db, eventId: string): Promise<void> {
  await db.execute(sql`select admit_public_change(${`event:${eventId}`})`);
}

/** Deletes one place (a pass that ran out, to join again at the end of the line). */
export async function deleteEntry(db: Db, id: string): Promise<void> {
  await db.delete(waitingRoomEntries).where(eq(waitingRoomEntries.id, id));
}
