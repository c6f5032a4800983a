import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkInLists } from '../checkin/tables.ts';
import { ticketTypes } from '../ticket-types/tables.ts';
import { dashboardCheckInHours, dashboardOrderHours, dashboardTypeHours } from './tables.ts';

export type TypeTotalRow = { ticketTypeId: string; name: string; capacity: number; ticketsSold: number };
export type OrderHourRow = { hour: Date; orders: number; grossMinor: number; refundedMinor: number };
export type TypeHourRow = { hour: Date; ticketsIssued: number; ticketsSold: number };
export type ListHourRow = { listId: string; name: string; hour: Date | null; arrivals: number };

/** Each ticket type of the event, in the shop's order, with its valid tickets summed from the rollup. */
export async function findTypeTotals(db: Db, eventId: string): Promise<TypeTotalRow[]> {
  return db
    .select({
      ticketTypeId: ticketTypes.id,
      name: ticketTypes.name,
      capacity: ticketTypes.capacity,
      ticketsSold: sql<number>`coalesce((select sum(d.tickets_sold) from ${dashboardTypeHours} d
        where d.event_id = ${eventId} and d.ticket_type_id = ${ticketTypes.id}), 0)::int`,
    })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.sortOrder), asc(ticketTypes.id));
}

/** Orders and money per hour (the shards summed), oldest first. */
export async function findOrderHours(db: Db, eventId: string): Promise<OrderHourRow[]> {
  return db
    .select({
      hour: dashboardOrderHours.hour,
      orders: sql<number>`sum(${dashboardOrderHours.orders})::int`,
      grossMinor: sql<number>`sum(${dashboardOrderHours.grossMinor})::bigint`.mapWith(Number),
      refundedMinor: sql<number>`sum(${dashboardOrderHours.refundedMinor})::bigint`.mapWith(Number),
    })
    .from(dashboardOrderHours)
    .where(eq(dashboardOrderHours.eventId, eventId))
    .groupBy(dashboardOrderHours.hour)
    .orderBy(asc(dashboardOrderHours.hour));
}

/** Tickets per hour, every type together, oldest first. */
export async function findTicketHours(db: Db, eventId: string): Promise<TypeHourRow[]> {
  return db
    .select({
      hour: dashboardTypeHours.hour,
      ticketsIssued: sql<number>`sum(${dashboardTypeHours.ticketsIssued})::int`,
      ticketsSold: sql<number>`sum(${dashboardTypeHours.ticketsSold})::int`,
    })
    .from(dashboardTypeHours)
    .where(eq(dashboardTypeHours.eventId, eventId))
    .groupBy(dashboardTypeHours.hour)
    .orderBy(asc(dashboardTypeHours.hour));
}

/** Every check-in list of the event with its arrivals per hour; a list nobody entered yet has one row, hour null. */
export async function findArrivalHours(db: Db, eventId: string): Promise<ListHourRow[]> {
  return db
    .select({
      listId: checkInLists.id,
      name: checkInLists.name,
      hour: dashboardCheckInHours.hour,
      arrivals: sql<number>`coalesce(sum(${dashboardCheckInHours.arrivals}), 0)::int`,
    })
    .from(checkInLists)
    .leftJoin(dashboardCheckInHours, eq(dashboardCheckInHours.listId, checkInLists.id))
    .where(eq(checkInLists.eventId, eventId))
    .groupBy(checkInLists.id, checkInLists.name, dashboardCheckInHours.hour)
    .orderBy(asc(checkInLists.name), asc(checkInLists.id), asc(dashboardCheckInHours.hour));
}
