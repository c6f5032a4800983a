import type { PromoPriceMode } from '@admit/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from '../events/tables.ts';

/**
 * An event's promo codes: a discount, a price of its own, hidden types revealed, or both. A use is one ticket the
 * code priced, held or sold: `uses` is taken by the hold's guarded update (like a type's quantity_sold), in the
 * hold's transaction, and given back when the hold ends or the ticket is refunded or voided, so under a rush the
 * limit is never passed (the CHECK behind the update).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** As the organizer wrote it; buyers' codes are compared in any letter case (the unique index). */
    code: text('code').notNull(),
    priceMode: text('price_mode').$type<PromoPriceMode>().notNull(),
    /** Percent for PERCENT_OFF; minor units of the event's currency for AMOUNT_OFF and FIXED_PRICE. */
    priceValue: integer('price_value').notNull().default(0),
    revealsHidden: boolean('reveals_hidden').notNull().default(false),
    /**
     * A quota: max_uses places of its one type kept for its holders. What is left of them (max_uses - uses) is kept
     * on the type (ticket_types.reserved_places, migration 0041's trigger), out of the public's reach.
     */
    reservesPlaces: boolean('reserves_places').notNull().default(false),
    /** The types it covers; empty: all of the event's. */
    ticketTypeIds: uuid('ticket_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerOrder: integer('max_uses_per_order'),
    minQuantity: integer('min_quantity').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    /** The prefix of the batch it was made in ("SPONSOR-"), for the list's filter and the batch's export. */
    batch: text('batch'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_event_code').on(t.eventId, sql`lower(${t.code})`),
    check('promo_codes_uses_within_limit', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
  ],
);

export type PromoCodeRow = typeof promoCodes.$inferSelect;
