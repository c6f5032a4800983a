import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, type EventRow } from '../events/tables.ts';
import { orders } from '../orders/tables.ts';
import { ticketTypes } from '../ticket-types/tables.ts';
import { tickets } from '../tickets/tables.ts';
import {
  checkInLists,
  checkIns,
  checkInStates,
  doorDevices,
  type CheckInListRow,
  type CheckInRow,
  type CheckInStateRow,
} from './tables.ts';
import { inLockOrder } from '../../db/lock-order.ts';

export type CheckInListWrite = Pick<
  typeof checkInLists.$inferInsert,
  'name' | 'ticketTypeIds' | 'opensMinutesBefore' | 'allowReentry'
>;

/** Makes the event's default list unless it has one (two devices at once make one). */
export async function ensureDefaultList(db: Db, eventId: string): Promise<void> {
  await db
    .insert(checkInLists)
    .values({ eventId, name: 'Entrance', isDefault: true })
    .onConflictDoNothing({ target: checkInLists.eventId, where: sql`is_default` });
}

export async function findListsOfEvent(db: Db, eventId: string): Promise<CheckInListRow[]> {
  return db
    .select()
    .from(checkInLists)
    .where(eq(checkInLists.eventId, eventId))
    .orderBy(desc(checkInLists.isDefault), asc(checkInLists.createdAt), asc(checkInLists.id));
}

export async function findListWithEvent(db: Db, id: string): Promise<{ list: CheckInListRow; event: EventRow } | null> {
  const [row] = await db
    .select({ list: checkInLists, event: events })
    .from(checkInLists)
    .innerJoin(events, eq(events.id, checkInLists.eventId))
    .where(eq(checkInLists.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertList(db: Db, eventId: string, input: CheckInListWrite): Promise<CheckInListRow> {
  const [row] = await db
    .insert(checkInLists)
    .values({ eventId, ...input })
    .returning();
  if (!row) throw new Error('check-in list not inserted');
  return row;
}

export async function updateList(db: Db, id: string, input: CheckInListWrite): Promise<CheckInListRow | null> {
  const [row] = await db.update(checkInLists).set(input).where(eq(checkInLists.id, id)).returning();
  return row ?? null;
}

export async function deleteNonDefaultList(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(checkInLists)
    .where(and(eq(checkInLists.id, id), eq(checkInLists.isDefault, false)))
    .returning({ id: checkInLists.id });
  return rows.length > 0;
}

/** What the door needs of an event's tickets (all, or these ids), void ones with whether they were refunded. */
export async function findScanTickets(db: Db, eventId: string, ids?: readonly string[]) {
  if (ids?.length === 0) return [];
  return db
    .select({
      id: tickets.id,
      attendeeName: tickets.attendeeName,
      ticketTypeId: tickets.ticketTypeId,
      shortCode: tickets.shortCode,
      status: tickets.status,
      version: tickets.signatureVersion,
      orderId: tickets.orderId,
      orderStatus: orders.status,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(and(eq(tickets.eventId, eventId), ids ? inArray(tickets.id, [...ids]) : undefined));
}

export type ScanTicketRow = Awaited<ReturnType<typeof findScanTickets>>[number];

export async function findStatesOfEvent(db: Db, eventId: string): Promise<CheckInStateRow[]> {
  return db
    .select({ state: checkInStates })
    .from(checkInStates)
    .innerJoin(checkInLists, eq(checkInLists.id, checkInStates.listId))
    .where(eq(checkInLists.eventId, eventId))
    .then((rows) => rows.map((r) => r.state));
}

/** The event's scans of these nonces already recorded (a resent batch). Nonces are the event's own: another event's
 * scan with the same nonce is no copy of this one. */
export async function findCheckInsByNonces(db: Db, eventId: string, nonces: readonly string[]): Promise<CheckInRow[]> {
  if (nonces.length === 0) return [];
  return db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.eventId, eventId), inArray(checkIns.nonce, [...nonces])));
}

export async function findCheckInByNonce(db: Db, eventId: string, nonce: string): Promise<CheckInRow | null> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.eventId, eventId), eq(checkIns.nonce, nonce)))
    .limit(1);
  return row ?? null;
}

/** Writes scans; returns the nonces written (a nonce already taken, by a copy sent before, is left as it was). */
export async function insertCheckIns(db: Db, rows: (typeof checkIns.$inferInsert)[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const written = await db.insert(checkIns).values(rows).onConflictDoNothing().returning({ nonce: checkIns.nonce });
  return new Set(written.map((r) => r.nonce));
}

/**
 * First entries on the list, in ticket order (the order rows are locked in); returns the tickets that had none
 * and are now in. A ticket with a state already is left as it was.
 */
export async function insertFirstEntries(
  db: Db,
  rows: Omit<typeof checkInStates.$inferInsert, 'updatedAt'>[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const sorted = inLockOrder(rows, (r) => r.ticketId);
  const inserted = await db
    .insert(checkInStates)
    .values(sorted)
    .onConflictDoNothing()
    .returning({ ticketId: checkInStates.ticketId });
  return new Set(inserted.map((r) => r.ticketId));
}

export async function findState(db: Db, listId: string, ticketId: string): Promise<CheckInStateRow | null> {
  const [row] = await db
    .select()
    .from(checkInStates)
    .where(and(eq(checkInStates.listId, listId), eq(checkInStates.ticketId, ticketId)));
  return row ?? null;
}

export async function lockState(db: Db, listId: string, ticketId: string): Promise<CheckInStateRow | null> {
  const [row] = await db
    .select()
    .from(checkInStates)
    .where(and(eq(checkInStates.listId, listId), eq(checkInStates.ticketId, ticketId)))
    .for('update');
  return row ?? null;
}

export async function updateState(
  db: Db,
  listId: string,
  ticketId: string,
  change: Partial<Pick<CheckInStateRow, 'inside' | 'firstAt' | 'firstDeviceName' | 'firstNonce'>>,
): Promise<void> {
  await db
    .update(checkInStates)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(checkInStates.listId, listId), eq(checkInStates.ticketId, ticketId)));
}

export async function deleteState(db: Db, listId: string, ticketId: string): Promise<void> {
  await db.delete(checkInStates).where(and(eq(checkInStates.listId, listId), eq(checkInStates.ticketId, ticketId)));
}

/** Marks the earlier first entry a conflict: a scan made before it, on another device, took its place. */
export async function markDisplaced(db: Db, listId: string, nonce: string): Promise<void> {
  await db
    .update(checkIns)
    .set({ outcome: 'ALREADY_CHECKED_IN', conflict: true })
    .where(and(eq(checkIns.listId, listId), eq(checkIns.nonce, nonce), eq(checkIns.outcome, 'ADMITTED')));
}

export async function markUndone(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(checkIns)
    .set({ undoneAt: sql`now()` })
    .where(and(eq(checkIns.id, id), isNull(checkIns.undoneAt)))
    .returning({ id: checkIns.id });
  return rows.length > 0;
}

/** The latest entry still standing for a ticket on a list, other than `exceptNonce` (what an undo falls back to). */
export async function findLatestAdmission(
  db: Db,
  listId: string,
  ticketId: string,
  exceptNonce: string,
): Promise<CheckInRow | null> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(
      and(
        eq(checkIns.listId, listId),
        eq(checkIns.ticketId, ticketId),
        eq(checkIns.outcome, 'ADMITTED'),
        isNull(checkIns.undoneAt),
        sql`${checkIns.nonce} <> ${exceptNonce}`,
      ),
    )
    .orderBy(asc(checkIns.scannedAt))
    .limit(1);
  return row ?? null;
}

export type TypeCount = { ticketTypeId: string; name: string; expected: number; checkedIn: number; inside: number };

/** Per ticket type of the list: valid tickets, and those checked in (and inside) on the list. One statement. */
export async function countList(db: Db, list: CheckInListRow): Promise<TypeCount[]> {
  const types = list.ticketTypeIds;
  return db
    .select({
      ticketTypeId: ticketTypes.id,
      name: ticketTypes.name,
      expected: sql<number>`count(${tickets.id})::int`,
      checkedIn: sql<number>`count(${checkInStates.ticketId})::int`,
      inside: sql<number>`(count(${checkInStates.ticketId}) filter (where ${checkInStates.inside}))::int`,
    })
    .from(ticketTypes)
    .leftJoin(tickets, and(eq(tickets.ticketTypeId, ticketTypes.id), eq(tickets.status, 'VALID')))
    .leftJoin(checkInStates, and(eq(checkInStates.ticketId, tickets.id), eq(checkInStates.listId, list.id)))
    .where(and(eq(ticketTypes.eventId, list.eventId), types.length > 0 ? inArray(ticketTypes.id, types) : undefined))
    .groupBy(ticketTypes.id, ticketTypes.name, ticketTypes.sortOrder)
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.name));
}

/** When each ticket was first let in, on any list. */
export async function findFirstCheckIns(
  db: Db,
  ticketIds: readonly string[],
): Promise<{ ticketId: string; at: Date }[]> {
  if (ticketIds.length === 0) return [];
  return db
    .select({
      ticketId: checkInStates.ticketId,
      at: sql<Date>`min(${checkInStates.firstAt})`.mapWith(checkInStates.firstAt),
    })
    .from(checkInStates)
    .where(inArray(checkInStates.ticketId, [...ticketIds]))
    .groupBy(checkInStates.ticketId);
}

/** Scans that let a ticket in after another scan had: each with the list and the first entry. */
export async function findConflicts(db: Db, eventId: string) {
  return db
    .select({
      scan: checkIns,
      listName: checkInLists.name,
      state: checkInStates,
      attendeeName: tickets.attendeeName,
      ticketTypeId: tickets.ticketTypeId,
    })
    .from(checkIns)
    .innerJoin(checkInLists, eq(checkInLists.id, checkIns.listId))
    .innerJoin(tickets, eq(tickets.id, checkIns.ticketId))
    .innerJoin(
      checkInStates,
      and(eq(checkInStates.listId, checkIns.listId), eq(checkInStates.ticketId, checkIns.ticketId)),
    )
    .where(
      and(
        eq(checkIns.eventId, eventId),
        eq(checkIns.conflict, true),
        eq(checkIns.outcome, 'ALREADY_CHECKED_IN'),
        isNull(checkIns.undoneAt),
      ),
    )
    .orderBy(desc(checkIns.scannedAt))
    .limit(200);
}

/** Published events not long over of the organizations the user belongs to, for the door. */
export async function findScannableEvents(
  db: Db,
  organizationIds: readonly string[],
  since: Date,
): Promise<EventRow[]> {
  if (organizationIds.length === 0) return [];
  return db
    .select()
    .from(events)
    .where(
      and(
        inArray(events.organizationId, [...organizationIds]),
        eq(events.status, 'PUBLISHED'),
        sql`${events.endsAt} >= ${since}`,
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(50);
}

/** When each of these devices was last in touch about the event; a device never heard of is absent. */
export async function findDeviceContacts(
  db: Db,
  eventId: string,
  deviceIds: readonly string[],
): Promise<Map<string, Date>> {
  if (deviceIds.length === 0) return new Map();
  const rows = await db
    .select({ deviceId: doorDevices.deviceId, at: doorDevices.lastContactAt })
    .from(doorDevices)
    .where(and(eq(doorDevices.eventId, eventId), inArray(doorDevices.deviceId, [...deviceIds])));
  return new Map(rows.map((r) => [r.deviceId, r.at]));
}

/** These devices are in touch now (never moved back, whoever writes last). */
export async function recordDeviceContacts(
  db: Db,
  eventId: string,
  userId: string,
  deviceIds: readonly string[],
  at: Date,
): Promise<void> {
  if (deviceIds.length === 0) return;
  await db
    .insert(doorDevices)
    .values(
      inLockOrder([...new Set(deviceIds)], (id) => id).map((deviceId) => ({
        eventId,
        deviceId,
        userId,
        lastContactAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [doorDevices.eventId, doorDevices.deviceId],
      set: {
        userId,
        lastContactAt: sql`greatest(${doorDevices.lastContactAt}, excluded.last_contact_at)`,
      },
    });
}
