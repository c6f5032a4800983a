import { bigint, integer, pgTable, primaryKey, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
import { checkInLists } from '../checkin/tables.ts';
import { events } from '../events/tables.ts';
import { ticketTypes } from '../ticket-types/tables.ts';

/*
 * The live dashboard's rollups (migrations/0025_dashboard_rollup.sql). Triggers on tickets, orders and
 * check_in_states write them in the transaction of every change, whichever module or job made it, so the dashboard
 * reads a few hundred rows however many orders there are. Each figure is a change, summed on read: a refund in a
 * later hour is a negative there. `shard` (the writing connection's pid modulo 8) spreads a rush over several rows
 * of the same hour, so concurrent payments do not queue behind one row lock until commit.
 */

/** Per ticket type and hour: valid tickets gained or lost (sold, voided, moved), and tickets issued. */
export const dashboardTypeHours = pgTable(
  'dashboard_type_hours',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    shard: smallint('shard').notNull(),
    ticketsSold: integer('tickets_sold').notNull().default(0),
    ticketsIssued: integer('tickets_issued').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.ticketTypeId, t.hour, t.shard] })],
);

/** Per event and hour: orders settled, their money, and the money refunded (the event's currency, minor units). */
export const dashboardOrderHours = pgTable(
  'dashboard_order_hours',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    shard: smallint('shard').notNull(),
    orders: integer('orders').notNull().default(0),
    grossMinor: bigint('gross_minor', { mode: 'number' }).notNull().default(0),
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.hour, t.shard] })],
);

/** Per check-in list and hour of the first entry: tickets let in (an undone first entry taken off its hour). */
export const dashboardCheckInHours = pgTable(
  'dashboard_check_in_hours',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    listId: uuid('list_id')
      .notNull()
      .references(() => checkInLists.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    shard: smallint('shard').notNull(),
    arrivals: integer('arrivals').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.listId, t.hour, t.shard] })],
);
