import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from '../events/tables.ts';

export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Integer minor units of the event's currency; 0 is free. */
    priceMinor: integer('price_minor').notNull(),
    capacity: integer('capacity').notNull(),
    /**
     * Tickets held or sold. Orders raise it with a guarded UPDATE, and the
     * check below makes overselling impossible even if code forgets.
     */
    quantitySold: integer('quantity_sold').notNull().default(0),
    /**
     * Places the type's waiting list waits for (its WAITING entries' quantities, kept by the waiting-list module).
     * While above 0 the public cannot hold this type: places that come back are offered down the line first.
     */
    waitingPlaces: integer('waiting_places').notNull().default(0),
    /**
     * Places quota codes keep for their holders (what is left of each such code's uses), kept by migration 0041's
     * trigger on promo_codes in the same transaction as each use: the public holds at most capacity minus these.
     */
    reservedPlaces: integer('reserved_places').notNull().default(0),
    salesStartAt: timestamp('sales_start_at', { withTimezone: true }),
    salesEndAt: timestamp('sales_end_at', { withTimezone: true }),
    minPerOrder: integer('min_per_order').notNull().default(1),
    maxPerOrder: integer('max_per_order').notNull().default(10),
    /** Listed only to buyers whose promo code reveals it (migration 0042 moved the old unlock codes into such codes). */
    hidden: boolean('hidden').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_types_event_idx').on(t.eventId, t.sortOrder),
    check('ticket_types_not_oversold', sql`${t.quantitySold} >= 0 and ${t.quantitySold} <= ${t.capacity}`),
    check('ticket_types_waiting_places', sql`${t.waitingPlaces} >= 0`),
    check('ticket_types_price_non_negative', sql`${t.priceMinor} >= 0`),
  ],
);

export type TicketTypeRow = typeof ticketTypes.$inferSelect;
