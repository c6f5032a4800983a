import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from './tables.ts';

/**
 * What the back office's search reads of an order (orders.search_text), written again from what the order holds
 * now: its code, the buyer's email (and name, as staff entered it), and its attendees' names (the tickets' once
 * issued, with their short codes; the lines' before), through search_norm (lower case, accents folded). Called by
 * whatever changes one of them, in its transaction. Migration 0016 filled it for older orders with the same expression.
 */
export async function refreshSearchText(db: Db, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(orders)
    .set({ searchText: searchTextNow() })
    .where(inArray(orders.id, [...orderIds]));
}

/**
 * The same expression for an update of the order that writes it at once (one statement instead of two). A SET
 * reads the row as it was before the update, so a buyer's email or name the same update writes is given here.
 */
export function searchTextNow(writing: { buyerEmail?: string | null; buyerName?: string | null } = {}): SQL {
  const email = writing.buyerEmail === undefined ? orders.buyerEmail : sql`${writing.buyerEmail}::text`;
  const name = writing.buyerName === undefined ? orders.buyerName : sql`${writing.buyerName}::text`;
  return sql`search_norm(concat_ws(' ', ${orders.code}, ${email}, ${name}, coalesce(
        (select string_agg(t.attendee_name || ' ' || t.short_code, ' ' order by t.place)
           from tickets t where t.order_id = ${orders.id}),
        (select string_agg(n, ' ') from order_lines l, unnest(l.attendee_names) n where l.order_id = ${orders.id}))))`;
}

/** Check-in let one of these orders' tickets in: the "checked in" filter reads it from the order. */
export async function markCheckedIn(db: Db, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(orders)
    .set({ checkedIn: true })
    .where(
      sql`${orders.id} in (${sql.join(
        [...new Set(orderIds)].sort().map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and not ${orders.checkedIn}`,
    );
}

/** An admission of this ticket was taken back: its order stays "checked in" only while one of its tickets is in. */
export async function recountCheckedIn(db: Db, ticketId: string): Promise<void> {
  await db
    .update(orders)
    .set({
      checkedIn: sql`exists (select 1 from tickets t join check_in_states s on s.ticket_id = t.id
        where t.order_id = ${orders.id})`,
    })
    .where(sql`${orders.id} = (select order_id from tickets where id = ${ticketId}::uuid) and ${orders.checkedIn}`);
}
