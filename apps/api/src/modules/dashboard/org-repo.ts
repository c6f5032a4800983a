import { z } from '@admit/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** How many of an organization's events its dashboard lists (latest first); the totals count every event. */
export const ORGANIZATION_DASHBOARD_EVENTS = 100;

const eventRow = z.object({
  event_id: z.string(),
  title: z.string(),
  slug: z.string(),
  starts_at: z.coerce.date(),
  status: z.enum(['DRAFT', 'PUBLISHED', 'ENDED', 'CANCELLED']),
  currency: z.string(),
  tickets_sold: z.coerce.number(),
  capacity: z.coerce.number(),
  orders: z.coerce.number(),
  gross_minor: z.coerce.number(),
  refunded_minor: z.coerce.number(),
});
export type OrganizationEventRow = z.infer<typeof eventRow>;

/**
 * Every event of the organization with its sales summed from the rollups (a few rows per event and hour, never its
 * orders), latest start first.
 */
export async function findOrganizationEvents(db: Db, organizationId: string): Promise<OrganizationEventRow[]> {
  return rowsOf(
    db,
    sql`
    select e.id as event_id, e.title, e.slug, e.starts_at, e.status, e.currency,
      coalesce((select sum(d.tickets_sold) from dashboard_type_hours d where d.event_id = e.id), 0) as tickets_sold,
      coalesce((select sum(t.capacity) from ticket_types t where t.event_id = e.id), 0) as capacity,
      coalesce(o.orders, 0) as orders, coalesce(o.gross, 0) as gross_minor, coalesce(o.refunded, 0) as refunded_minor
    from events e
    left join lateral (
      select sum(h.orders) as orders, sum(h.gross_minor) as gross, sum(h.refunded_minor) as refunded
      from dashboard_order_hours h where h.event_id = e.id
    ) o on true
    where e.organization_id = ${organizationId}::uuid
    order by e.starts_at desc, e.id`,
    eventRow,
  );
}

const dayRow = z.object({ day: z.string(), orders: z.coerce.number(), tickets: z.coerce.number() });

/** Orders and tickets per UTC day over all of the organization's events, oldest first. */
export async function findOrganizationDays(db: Db, organizationId: string): Promise<z.infer<typeof dayRow>[]> {
  return rowsOf(
    db,
    sql`
    with mine as (select id from events where organization_id = ${organizationId}::uuid),
    o as (
      select to_char(h.hour at time zone 'UTC', 'YYYY-MM-DD') as day, sum(h.orders) as orders
      from dashboard_order_hours h where h.event_id in (select id from mine) group by 1
    ),
    t as (
      select to_char(h.hour at time zone 'UTC', 'YYYY-MM-DD') as day, sum(h.tickets_issued) as tickets
      from dashboard_type_hours h where h.event_id in (select id from mine) group by 1
    )
    select coalesce(o.day, t.day) as day, coalesce(o.orders, 0) as orders, coalesce(t.tickets, 0) as tickets
    from o full join t on t.day = o.day
    order by 1`,
    dayRow,
  );
}
