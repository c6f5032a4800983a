import { ORDER_COUNT_CAP, type OrderSort, type OrderStatus } from '@admit/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, type OrderRow } from './tables.ts';

/** What the list matches: words of names, addresses or codes (each must appear), or one exact id. */
export type OrderMatch = { words: string[] } | { id: string };

export type OrderFilters = {
  eventId: string;
  match: OrderMatch | null;
  /** Null: every status but holds in progress. */
  statuses: readonly OrderStatus[] | null;
  ticketTypeIds: readonly string[] | null;
  paymentProviders: readonly string[] | null;
  paidFrom: Date | null;
  paidTo: Date | null;
  checkedIn: boolean | null;
  hasRefunds: boolean | null;
};

/** Where the previous page stopped: the sort's value of its last order (microseconds or minor units) and its id. */
export type OrderKeyset = { value: string; id: string };

export type OrderPageRow = OrderRow & { sortValue: string };

/** A LIKE pattern that finds `word` anywhere, its own % and _ taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

function matching(match: OrderMatch): SQL | undefined {
  if ('id' in match) {
    return sql`(${orders.id} = ${match.id}::uuid
      or ${orders.id} = (select t.order_id from tickets t where t.id = ${match.id}::uuid))`;
  }
  // search_norm on both sides: "López" is stored as "lopez", and "LÓP" is looked for as "lop". Each word through
  // the trigram index; the planner combines them.
  return and(...match.words.map((w) => sql`${orders.searchText} like search_norm(${containing(w)})`));
}

export function conditions(f: OrderFilters): SQL[] {
  const where: (SQL | undefined)[] = [
    eq(orders.eventId, f.eventId),
    // By default a buyer's unpaid hold (a checkout left halfway) is not an order yet; a pay-later order staff
    // reserved (provider OFFLINE, staff-orders) is, and is listed until it is paid or runs out.
    f.statuses
      ? inArray(orders.status, [...f.statuses])
      : sql`(${orders.status} <> 'RESERVED' or ${orders.paymentProvider} = 'OFFLINE')`,
    f.match ? matching(f.match) : undefined,
    f.ticketTypeIds
      ? sql`${orders.ticketTypeIds} && array[${sql.join(
          f.ticketTypeIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]`
      : undefined,
    f.paymentProviders ? inArray(orders.paymentProvider, [...f.paymentProviders]) : undefined,
    f.paidFrom ? sql`${orders.paidAt} >= ${f.paidFrom.toISOString()}::timestamptz` : undefined,
    f.paidTo ? sql`${orders.paidAt} <= ${f.paidTo.toISOString()}::timestamptz` : undefined,
    f.checkedIn === null ? undefined : eq(orders.checkedIn, f.checkedIn),
    // The same predicate as the partial index orders_refunded_idx, so the planner can use it.
    f.hasRefunds === null
      ? undefined
      : f.hasRefunds
        ? sql`${orders.refundedMinor} > 0`
        : sql`not (${orders.refundedMinor} > 0)`,
  ];
  return where.filter((c) => c !== undefined);
}

/** Every order the filters match, as one condition (a bulk action's orders are chosen by it). */
export const matchingOrders = (f: OrderFilters): SQL | undefined => and(...conditions(f));

/** The sort's column as an exact text value (a timestamp in whole microseconds, so no page boundary rounds). */
const CREATED_MICROS = sql<string>`(extract(epoch from ${orders.createdAt}) * 1000000)::bigint::text`;
const TOTAL = sql<string>`${orders.totalMinor}::text`;

function ordering(sort: OrderSort, after: OrderKeyset | null): { value: SQL<string>; orderBy: SQL; after?: SQL } {
  const byTotal = sort === 'TOTAL_ASC' || sort === 'TOTAL_DESC';
  const desc = sort === 'CREATED_DESC' || sort === 'TOTAL_DESC';
  const column = byTotal ? sql`${orders.totalMinor}` : sql`${orders.createdAt}`;
  // Exactly the index's order, nulls included (orders_event_idx is created_at DESC NULLS LAST, id DESC NULLS
  // LAST; orders_event_total_idx ascending): a plain DESC means NULLS FIRST, which the planner cannot read from that
  // index, so it would fetch and sort all of the event's orders for every page.
  const direction = byTotal ? (desc ? sql`desc` : sql`asc`) : desc ? sql`desc nulls last` : sql`asc nulls first`;
  // Row comparison on (column, id): one range of the index (event_id, column, id), never an offset.
  const bound = !after
    ? undefined
    : byTotal
      ? sql`${after.value}::int`
      : sql`(timestamptz 'epoch' + ${after.value}::bigint * interval '1 microsecond')`;
  return {
    value: byTotal ? TOTAL : CREATED_MICROS,
    orderBy: sql`${column} ${direction}, ${orders.id} ${direction}`,
    after:
      bound &&
      (desc
        ? sql`(${column}, ${orders.id}) < (${bound}, ${after?.id}::uuid)`
        : sql`(${column}, ${orders.id}) > (${bound}, ${after?.id}::uuid)`),
  };
}

/** The list's order for a sort, as its indexes hold it (an export reads in the same order, from its first row). */
export const listOrder = (sort: OrderSort): SQL => ordering(sort, null).orderBy;

/**
 * One page of an event's orders for the back office: matching the search and filters, in the sort's order, after
 * the keyset of the previous page's last order. Reads `first + 1` to know whether another page follows.
 */
export async function searchOrders(
  db: Db,
  filters: OrderFilters,
  page: { sort: OrderSort; after: OrderKeyset | null; first: number },
): Promise<{ rows: OrderPageRow[]; hasMore: boolean }> {
  const order = ordering(page.sort, page.after);
  const where = conditions(filters);
  if (order.after) where.push(order.after);
  const rows = await db
    .select({ order: orders, sortValue: order.value })
    .from(orders)
    .where(and(...where))
    .orderBy(order.orderBy)
    .limit(page.first + 1);
  return {
    rows: rows.slice(0, page.first).map((r) => ({ ...r.order, sortValue: r.sortValue })),
    hasMore: rows.length > page.first,
  };
}

/**
 * How many orders match, counted up to ORDER_COUNT_CAP + 1 and no further: `exact` false means "more than
 * ORDER_COUNT_CAP" (the screen says "10,000+"), which costs a bounded read however many match.
 */
export async function countOrders(db: Db, filters: OrderFilters): Promise<{ count: number; exact: boolean }> {
  const capped = db
    .select({ one: sql`1` })
    .from(orders)
    .where(and(...conditions(filters)))
    .limit(ORDER_COUNT_CAP + 1)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  const n = Number(row?.n ?? 0);
  return n > ORDER_COUNT_CAP ? { count: ORDER_COUNT_CAP, exact: false } : { count: n, exact: true };
}
