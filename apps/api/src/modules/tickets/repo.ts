import { PAID_ORDER_STATUSES, SETTLED_ORDER_STATUSES } from '@admit/shared';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../events/tables.ts';
import { orders, type OrderStatus } from '../orders/tables.ts';
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

/**
 * Inserts tickets; one whose short code another ticket of the event has already is left out (not an error, which
 * would end the transaction), so the caller can draw it a new code and try again.
 */
export async function insertTicketsUnlessCodeTaken(
  db: Db,
  rows: (typeof tickets.$inferInsert)[],
): Promise<TicketRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(tickets)
    .values(rows)
    .onConflictDoNothing({ target: [tickets.eventId, tickets.shortCode] })
    .returning();
}

/** The event's tickets with these short codes (normalised), whatever their status; no other event's. */
export async function findTicketIdsByShortCodes(
  db: Db,
  eventId: string,
  shortCodes: readonly string[],
): Promise<{ id: string; shortCode: string }[]> {
  if (shortCodes.length === 0) return [];
  return db
    .select({ id: tickets.id, shortCode: tickets.shortCode })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), inArray(tickets.shortCode, [...shortCodes])));
}

export async function findTicketsByOrderIds(db: Db, orderIds: readonly string[]): Promise<TicketRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(tickets)
    .where(inArray(tickets.orderId, [...orderIds]))
    .orderBy(asc(tickets.orderId), asc(tickets.place));
}

/** The status of each of these orders, for the state of their tickets. */
export async function findOrderStatuses(
  db: Db,
  orderIds: readonly string[],
): Promise<{ id: string; status: OrderStatus }[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]));
}

export async function findTicketById(db: Db, id: string): Promise<TicketRow | null> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).limit(1);
  return row ?? null;
}

/**
 * The tickets a person holds, newest event first (the web app splits upcoming from past): those passed to them,
 * and those they bought and still hold.
 */
export async function findTicketsOfHolder(db: Db, userId: string, limit: number): Promise<TicketRow[]> {
  return db
    .select({ ticket: tickets })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(or(eq(tickets.holderUserId, userId), and(isNull(tickets.holderEmail), eq(orders.buyerUserId, userId))))
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

/** What one event has sold: counts and money, before any viewer's masking. */
export type EventSalesRow = {
  eventId: string;
  ticketsSold: number;
  capacity: number;
  revenueMinor: number;
  ordersToRefund: number;
};

/**
 * Sales of many events in one statement: each figure a correlated subquery on an indexed event column, so a list of
 * events costs one round trip whatever its length. Revenue counts every order that was paid (refunded ones too)
 * less what went back; orders to refund are those a cancel would give money back to.
 */
export async function findSalesOfEvents(db: Db, eventIds: readonly string[]): Promise<EventSalesRow[]> {
  if (eventIds.length === 0) return [];
  // Spelled out with table names: Drizzle writes a column in a single-table select unqualified, and inside a
  // subquery "id" would be the subquery's own.
  return db
    .select({
      eventId: events.id,
      ticketsSold: sql<number>`(select count(*) from tickets t
        where t.event_id = events.id and t.status = 'VALID')::int`,
      capacity: sql<number>`(select coalesce(sum(tt.capacity), 0) from ticket_types tt
        where tt.event_id = events.id)::int`,
      revenueMinor: sql<number>`(select coalesce(sum(o.total_minor - o.refunded_minor), 0) from orders o
        where o.event_id = events.id and o.status in ${SETTLED_ORDER_STATUSES})::int`,
      ordersToRefund: sql<number>`(select count(*) from orders o
        where o.event_id = events.id and o.status in ${PAID_ORDER_STATUSES}
          and o.total_minor > o.refunded_minor
          and exists (select 1 from tickets t where t.order_id = o.id and t.status = 'VALID'))::int`,
    })
    .from(events)
    .where(inArray(events.id, [...eventIds]));
}

/** The ticket on its new type and line, with a new signed code (the type is part of what is signed). */
export async function moveTicket(
  db: Db,
  move: { ticketId: string; orderLineId: string; ticketTypeId: string; signatureVersion: number; code: string },
): Promise<void> {
  await db
    .update(tickets)
    .set({
      orderLineId: move.orderLineId,
      ticketTypeId: move.ticketTypeId,
      signatureVersion: move.signatureVersion,
      code: move.code,
    })
    .where(and(eq(tickets.id, move.ticketId), eq(tickets.status, 'VALID')));
}

/** The ticket, locked for a change of holder: two accepts of one ticket take turns. */
export async function lockTicket(db: Db, id: string): Promise<TicketRow | null> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id)).for('update').limit(1);
  return row ?? null;
}

/** Writes a reissue (issue.ts reissueToHolder): only while the ticket is valid at the version it was read at. */
export async function reissueTicket(
  db: Db,
  change: {
    ticketId: string;
    fromVersion: number;
    code: string;
    shortCode: string;
    attendeeName: string;
    holderEmail: string;
    holderUserId: string;
  },
): Promise<TicketRow | null> {
  const [row] = await db
    .update(tickets)
    .set({
      signatureVersion: change.fromVersion + 1,
      code: change.code,
      shortCode: change.shortCode,
      attendeeName: change.attendeeName,
      holderEmail: change.holderEmail,
      holderUserId: change.holderUserId,
    })
    .where(
      and(
        eq(tickets.id, change.ticketId),
        eq(tickets.status, 'VALID'),
        eq(tickets.signatureVersion, change.fromVersion),
      ),
    )
    .returning();
  return row ?? null;
}
