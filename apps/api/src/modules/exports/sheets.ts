import type { OrderSort } from '@admit/shared';
import { and, sql, type SQL } from 'drizzle-orm';
import { conditions, listOrder, type OrderFilters } from '../orders/search-repo.ts';
import type { ExportColumn } from './columns.ts';

/**
 * The three exports: each file's columns (the stable contract in docs/exports.md; add columns at the end, never
 * rename or reorder) and the query that reads its rows, one column per name. Instants are written by PostgreSQL in
 * the transaction's time zone (the event's, set by readThroughCursor): ISO 8601 with the offset.
 */
export type ExportSheet = { sheetName: string; columns: readonly ExportColumn[]; query: SQL };

const at = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM')`;

const col = (name: string, type: ExportColumn['type'] = 'text'): ExportColumn => ({ name, type });

export const ORDER_COLUMNS: readonly ExportColumn[] = [
  col('order_code'),
  col('status'),
  col('created_at', 'date'),
  col('paid_at', 'date'),
  col('buyer_name'),
  col('buyer_email'),
  col('tickets', 'integer'),
  col('ticket_types'),
  col('total', 'money'),
  col('refunded', 'money'),
  col('currency'),
  col('payment_provider'),
  col('checked_in', 'boolean'),
  col('time_zone', 'zone'),
];

/** The orders the back office's list shows for the same filters (search-repo's conditions), one row each. */
export function ordersSheet(filters: OrderFilters, sort: OrderSort): ExportSheet {
  const query = sql`
    select orders.code as order_code, orders.status, ${at(sql`orders.created_at`)} as created_at,
      ${at(sql`orders.paid_at`)} as paid_at, coalesce(buyer.display_name, orders.buyer_name) as buyer_name, orders.buyer_email,
      coalesce(lines.tickets, 0) as tickets, lines.ticket_types, orders.total_minor as total,
      orders.refunded_minor as refunded, orders.currency, orders.payment_provider, orders.checked_in
    from orders
    left join users buyer on buyer.id = orders.buyer_user_id
    left join lateral (
      select sum(l.quantity)::int as tickets,
        string_agg(l.quantity || ' × ' || tt.name, '; ' order by tt.sort_order, tt.name) as ticket_types
      from order_lines l join ticket_types tt on tt.id = l.ticket_type_id
      where l.order_id = orders.id and l.quantity > 0
    ) lines on true
    where ${and(...conditions(filters))}
    order by ${listOrder(sort)}`;
  return { sheetName: 'Orders', columns: ORDER_COLUMNS, query };
}

export const ATTENDEE_COLUMNS: readonly ExportColumn[] = [
  col('order_code'),
  col('ticket_code'),
  col('attendee_name'),
  col('ticket_type'),
  col('ticket_status'),
  col('order_status'),
  col('price', 'money'),
  col('currency'),
  col('buyer_name'),
  col('buyer_email'),
  col('checked_in', 'boolean'),
  col('first_checked_in_at', 'date'),
  col('first_check_in_list'),
  col('first_check_in_device'),
  col('check_in_lists'),
  col('inside', 'boolean'),
  col('time_zone', 'zone'),
];

/** One row per issued ticket of the orders the filters match, in the orders' sort, then by place in its order. */
export function attendeesSheet(filters: OrderFilters, sort: OrderSort): ExportSheet {
  const query = sql`
    select orders.code as order_code, t.short_code as ticket_code, t.attendee_name, tt.name as ticket_type,
      t.status as ticket_status, orders.status as order_status, line.unit_price_minor as price, orders.currency,
      coalesce(buyer.display_name, orders.buyer_name) as buyer_name, orders.buyer_email, door.first_at is not null as checked_in,
      ${at(sql`door.first_at`)} as first_checked_in_at, door.first_list as first_check_in_list,
      door.first_device as first_check_in_device, door.lists as check_in_lists, coalesce(door.inside, false) as inside
    from orders
    join tickets t on t.order_id = orders.id
    join ticket_types tt on tt.id = t.ticket_type_id
    join order_lines line on line.id = t.order_line_id
    left join users buyer on buyer.id = orders.buyer_user_id
    left join lateral (
      select min(s.first_at) as first_at,
        (array_agg(cl.name order by s.first_at, cl.id))[1] as first_list,
        (array_agg(s.first_device_name order by s.first_at, cl.id))[1] as first_device,
        string_agg(cl.name, '; ' order by cl.created_at, cl.id) as lists,
        bool_or(s.inside) as inside
      from check_in_states s join check_in_lists cl on cl.id = s.list_id
      where s.ticket_id = t.id
    ) door on true
    where ${and(...conditions(filters))}
    order by ${listOrder(sort)}, t.place asc`;
  return { sheetName: 'Attendees', columns: ATTENDEE_COLUMNS, query };
}

export const CHECK_IN_COLUMNS: readonly ExportColumn[] = [
  col('scanned_at', 'date'),
  col('list'),
  col('kind'),
  col('outcome'),
  col('reason'),
  col('device'),
  col('ticket_code'),
  col('attendee_name'),
  col('ticket_type'),
  col('order_code'),
  col('conflict', 'boolean'),
  col('undone_at', 'date'),
  col('received_at', 'date'),
  col('time_zone', 'zone'),
];

/** Every scan of the event's doors, accepted or refused, in the order they were made. */
export function checkInsSheet(eventId: string): ExportSheet {
  const query = sql`
    select ${at(sql`c.scanned_at`)} as scanned_at, cl.name as list, c.kind, c.outcome, c.reason,
      c.device_name as device, t.short_code as ticket_code, t.attendee_name, tt.name as ticket_type,
      o.code as order_code, c.conflict, ${at(sql`c.undone_at`)} as undone_at, ${at(sql`c.received_at`)} as received_at
    from check_ins c
    join check_in_lists cl on cl.id = c.list_id
    left join tickets t on t.id = c.ticket_id
    left join ticket_types tt on tt.id = t.ticket_type_id
    left join orders o on o.id = t.order_id
    where c.event_id = ${eventId}::uuid
    order by c.scanned_at asc, c.id asc`;
  return { sheetName: 'Check-ins', columns: CHECK_IN_COLUMNS, query };
}
