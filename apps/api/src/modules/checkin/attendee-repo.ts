import { ATTENDEE_COUNT_CAP, type TicketState } from '@admit/shared';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../identity/tables.ts';
import { orders, type OrderStatus } from '../orders/tables.ts';
import { ticketTypes } from '../ticket-types/tables.ts';
import { tickets, type TicketStatus } from '../tickets/tables.ts';
import { checkInLists, checkInStates } from './tables.ts';

/** What the list matches: words each found in a ticket's text, or one exact id (a ticket's or its order's). */
export type AttendeeMatch = { words: string[] } | { id: string };

export type AttendeeFilters = {
  eventId: string;
  /** Every ticket of a cancelled event is cancelled: its state filter reads this, not each order. */
  eventCancelled: boolean;
  match: AttendeeMatch | null;
  /** Whether the search also reads the buyer's email (owners and managers only). */
  searchBuyers: boolean;
  ticketTypeIds: readonly string[] | null;
  states: readonly TicketState[] | null;
  checkedIn: boolean | null;
  checkInListId: string | null;
};

/** Where the previous page stopped: its last row's sort name (search_norm of the attendee's name) and ticket id. */
export type AttendeeKeyset = { name: string; id: string };

/** A LIKE pattern that finds `word` anywhere, its own % and _ taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

const SORT_NAME = sql<string>`search_norm(${tickets.attendeeName})`;

function matching(match: AttendeeMatch, searchBuyers: boolean): SQL | undefined {
  if ('id' in match) return sql`(${tickets.id} = ${match.id}::uuid or ${tickets.orderId} = ${match.id}::uuid)`;
  const own = searchBuyers
    ? sql`search_norm(concat_ws(' ', ${tickets.attendeeName}, ${tickets.shortCode}, ${orders.code}, ${orders.buyerEmail}))`
    : sql`search_norm(concat_ws(' ', ${tickets.attendeeName}, ${tickets.shortCode}, ${orders.code}))`;
  // The order's search text (trigram index, holding its code, email, names and short codes) narrows to the orders
  // that can match; the ticket's own text then keeps only the tickets that do.
  return and(
    ...match.words.map(
      (w) =>
        sql`(${orders.searchText} like search_norm(${containing(w)}) and ${own} like search_norm(${containing(w)}))`,
    ),
  );
}

/** The ticket was let in on the list (or on any of the event's lists). */
function checkedInOn(listId: string | null): SQL {
  return listId
    ? sql`exists (select 1 from ${checkInStates} s where s.ticket_id = ${tickets.id} and s.list_id = ${listId}::uuid)`
    : sql`exists (select 1 from ${checkInStates} s where s.ticket_id = ${tickets.id})`;
}

/** ticketState() of @admit/shared, as SQL: the same order of precedence (cancelled, refunded, checked in). */
function inStates(states: readonly TicketState[], eventCancelled: boolean): SQL {
  const cancelled = eventCancelled ? sql`true` : sql`${orders.status} = 'CANCELLED'`;
  const when: Record<TicketState, SQL> = {
    CANCELLED: cancelled,
    REFUNDED: sql`not (${cancelled}) and ${tickets.status} = 'VOID'`,
    CHECKED_IN: sql`not (${cancelled}) and ${tickets.status} = 'VALID' and ${checkedInOn(null)}`,
    VALID: sql`not (${cancelled}) and ${tickets.status} = 'VALID' and not ${checkedInOn(null)}`,
    TRANSFERRED: sql`false`,
  };
  return sql`(${sql.join(
    states.map((s) => sql`(${when[s]})`),
    sql` or `,
  )})`;
}

function conditions(f: AttendeeFilters): SQL[] {
  const where: (SQL | undefined)[] = [
    eq(tickets.eventId, f.eventId),
    f.match ? matching(f.match, f.searchBuyers) : undefined,
    f.ticketTypeIds ? inArray(tickets.ticketTypeId, [...f.ticketTypeIds]) : undefined,
    f.states ? inStates(f.states, f.eventCancelled) : undefined,
    f.checkedIn === null
      ? undefined
      : f.checkedIn
        ? checkedInOn(f.checkInListId)
        : sql`not ${checkedInOn(f.checkInListId)}`,
  ];
  return where.filter((c) => c !== undefined);
}

const attendeeColumns = {
  id: tickets.id,
  attendeeName: tickets.attendeeName,
  ticketTypeId: tickets.ticketTypeId,
  ticketTypeName: ticketTypes.name,
  shortCode: tickets.shortCode,
  status: tickets.status,
  orderId: tickets.orderId,
  orderCode: orders.code,
  orderStatus: orders.status,
  buyerEmail: orders.buyerEmail,
  buyerName: users.displayName,
  sortName: SORT_NAME,
};

function attendeeRows(db: Db) {
  return db
    .select(attendeeColumns)
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .leftJoin(users, eq(users.id, orders.buyerUserId));
}

/** A ticket as the attendee list reads it, with its order and type; the presenter decides what is shown. */
export type AttendeeRow = {
  id: string;
  attendeeName: string;
  ticketTypeId: string;
  ticketTypeName: string;
  shortCode: string;
  status: TicketStatus;
  orderId: string;
  orderCode: string;
  orderStatus: OrderStatus;
  buyerEmail: string | null;
  buyerName: string | null;
  sortName: string;
};

/**
 * One page of an event's attendees (one row per ticket), by name then id, after the keyset of the previous page's
 * last row: a range of the order, never an offset. Reads `first + 1` to know whether another page follows.
 */
export async function searchAttendees(
  db: Db,
  filters: AttendeeFilters,
  page: { after: AttendeeKeyset | null; first: number },
): Promise<{ rows: AttendeeRow[]; hasMore: boolean }> {
  const where = conditions(filters);
  if (page.after) where.push(sql`(${SORT_NAME}, ${tickets.id}) > (${page.after.name}, ${page.after.id}::uuid)`);
  const rows = await attendeeRows(db)
    .where(and(...where))
    .orderBy(asc(SORT_NAME), asc(tickets.id))
    .limit(page.first + 1);
  return { rows: rows.slice(0, page.first), hasMore: rows.length > page.first };
}

/** One ticket of the event as the list shows it; null when the event has no such ticket. */
export async function findAttendee(db: Db, eventId: string, ticketId: string): Promise<AttendeeRow | null> {
  const [row] = await attendeeRows(db)
    .where(and(eq(tickets.eventId, eventId), eq(tickets.id, ticketId)))
    .limit(1);
  return row ?? null;
}

/** How many attendees match, counted up to ATTENDEE_COUNT_CAP + 1 and no further (a bounded read). */
export async function countAttendees(db: Db, filters: AttendeeFilters): Promise<{ count: number; exact: boolean }> {
  const capped = db
    .select({ one: sql`1` })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(and(...conditions(filters)))
    .limit(ATTENDEE_COUNT_CAP + 1)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  const n = Number(row?.n ?? 0);
  return n > ATTENDEE_COUNT_CAP ? { count: ATTENDEE_COUNT_CAP, exact: false } : { count: n, exact: true };
}

/** Each of these tickets' check-ins, one per list it was let in on: when, on which device, inside now. */
export async function findCheckInsOfTickets(db: Db, ticketIds: readonly string[]) {
  if (ticketIds.length === 0) return [];
  return db
    .select({
      ticketId: checkInStates.ticketId,
      listId: checkInStates.listId,
      listName: checkInLists.name,
      at: checkInStates.firstAt,
      deviceName: checkInStates.firstDeviceName,
      inside: checkInStates.inside,
    })
    .from(checkInStates)
    .innerJoin(checkInLists, eq(checkInLists.id, checkInStates.listId))
    .where(inArray(checkInStates.ticketId, [...ticketIds]))
    .orderBy(desc(checkInLists.isDefault), asc(checkInLists.createdAt), asc(checkInLists.id));
}

export type AttendeeCheckInRow = Awaited<ReturnType<typeof findCheckInsOfTickets>>[number];
