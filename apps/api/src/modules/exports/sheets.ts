import type { OrderSort } from '@admit/shared';
import { and, sql, type SQL } from 'drizzle-orm';
import { conditions, listOrder, type OrderFilters } from '../orders/search-repo.ts';
import type { QuestionRow } from '../questions/tables.ts';
import { selectCells, type CellContext, type ExportColumn } from './columns.ts';
import { questionColumns } from './question-columns.ts';

/**
 * The three exports: each file's columns (the stable contract in docs/exports.md; add columns at the end, never
 * rename or reorder), each with the SQL that reads its value, and the query that reads a row's cells (columns.ts)
 * in the columns' order. Instants are written by PostgreSQL in the transaction's time zone (the event's, set by
 * the export's transaction): ISO 8601 with the offset.
 */
export type ExportSheet = { sheetName: string; columns: readonly ExportColumn[]; query: SQL };

const at = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SSTZH:TZM')`;

const col = (name: string, type: ExportColumn['type'], value: SQL): ExportColumn => ({ name, type, value });
const ZONE = sql`null`;
/** The buyer as the order and its attendees' rows name them: the account's name, or the one staff wrote down. */
const BUYER_NAME = sql`coalesce(buyer.display_name, orders.buyer_name)`;

export const ORDER_COLUMNS: readonly ExportColumn[] = [
  col('order_code', 'text', sql`orders.code`),
  col('status', 'text', sql`orders.status`),
  col('created_at', 'date', at(sql`orders.created_at`)),
  col('paid_at', 'date', at(sql`orders.paid_at`)),
  col('buyer_name', 'text', BUYER_NAME),
  col('buyer_email', 'text', sql`orders.buyer_email`),
  col('tickets', 'integer', sql`orders.ticket_count`),
  col('ticket_types', 'text', sql`orders.ticket_summary`),
  col('total', 'money', sql`orders.total_minor`),
  col('refunded', 'money', sql`orders.refunded_minor`),
  col('currency', 'text', sql`orders.currency`),
  col('payment_provider', 'text', sql`orders.payment_provider`),
  col('checked_in', 'boolean', sql`orders.checked_in`),
  col('time_zone', 'zone', ZONE),
  col('promo_code', 'text', sql`(select p.code from promo_codes p where p.id = orders.promo_code_id)`),
  col('discount', 'money', sql`orders.discount_minor`),
];

/** The orders the back office's list shows for the same filters (search-repo's conditions), one row each. */
export function ordersSheet(
  filters: OrderFilters,
  sort: OrderSort,
  context: CellContext,
  questions: readonly QuestionRow[],
): ExportSheet {
  const columns = [...ORDER_COLUMNS, ...questionColumns(questions, 'orders')];
  const query = sql`
    select ${selectCells(columns, context)}
    from orders
    left join users buyer on buyer.id = orders.buyer_user_id
    where ${and(...conditions(filters))}
    order by ${listOrder(sort)}`;
  return { sheetName: 'Orders', columns, query };
}

export const ATTENDEE_COLUMNS: readonly ExportColumn[] = [
  col('order_code', 'text', sql`orders.code`),
  col('ticket_code', 'text', sql`t.short_code`),
  col('attendee_name', 'text', sql`t.attendee_name`),
  col('ticket_type', 'text', sql`tt.name`),
  col('ticket_status', 'text', sql`t.status`),
  col('order_status', 'text', sql`orders.status`),
  col('price', 'money', sql`line.unit_price_minor`),
  col('currency', 'text', sql`orders.currency`),
  col('buyer_name', 'text', BUYER_NAME),
  col('buyer_email', 'text', sql`orders.buyer_email`),
  col('checked_in', 'boolean', sql`door.first_at is not null`),
  col('first_checked_in_at', 'date', at(sql`door.first_at`)),
  col('first_check_in_list', 'text', sql`door.first_list`),
  col('first_check_in_device', 'text', sql`door.first_device`),
  col('check_in_lists', 'text', sql`door.lists`),
  col('inside', 'boolean', sql`door.inside`),
  col('time_zone', 'zone', ZONE),
  col('promo_code', 'text', sql`(select p.code from promo_codes p where p.id = line.promo_code_id)`),
];

/** One row per issued ticket of the orders the filters match, in the orders' sort, then by place in its order. */
export function attendeesSheet(
  filters: OrderFilters,
  sort: OrderSort,
  context: CellContext,
  questions: readonly QuestionRow[],
): ExportSheet {
  const columns = [...ATTENDEE_COLUMNS, ...questionColumns(questions, 'attendees')];
  const query = sql`
    select ${selectCells(columns, context)}
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
  return { sheetName: 'Attendees', columns, query };
}

export const CHECK_IN_COLUMNS: readonly ExportColumn[] = [
  col('scanned_at', 'date', at(sql`c.scanned_at`)),
  col('list', 'text', sql`cl.name`),
  col('kind', 'text', sql`c.kind`),
  col('outcome', 'text', sql`c.outcome`),
  col('reason', 'text', sql`c.reason`),
  col('device', 'text', sql`c.device_name`),
  col('ticket_code', 'text', sql`t.short_code`),
  col('attendee_name', 'text', sql`t.attendee_name`),
  col('ticket_type', 'text', sql`tt.name`),
  col('order_code', 'text', sql`o.code`),
  col('conflict', 'boolean', sql`c.conflict`),
  col('undone_at', 'date', at(sql`c.undone_at`)),
  col('received_at', 'date', at(sql`c.received_at`)),
  col('time_zone', 'zone', ZONE),
];

/** Every scan of the event's doors, accepted or refused, in the order they were made. */
export function checkInsSheet(eventId: string, context: CellContext): ExportSheet {
  const query = sql`
    select ${selectCells(CHECK_IN_COLUMNS, context)}
    from check_ins c
    join check_in_lists cl on cl.id = c.list_id
    left join tickets t on t.id = c.ticket_id
    left join ticket_types tt on tt.id = t.ticket_type_id
    left join orders o on o.id = t.order_id
    where c.event_id = ${eventId}::uuid
    order by c.scanned_at asc, c.id asc`;
  return { sheetName: 'Check-ins', columns: CHECK_IN_COLUMNS, query };
}
