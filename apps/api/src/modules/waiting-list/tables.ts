import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { WaitingListStatus } from '@admit/shared';
import { events } from '../events/tables.ts';
import { users } from '../identity/tables.ts';
import { orders } from '../orders/tables.ts';
import { ticketTypes } from '../ticket-types/tables.ts';

/**
 * People waiting for a sold-out type: one active entry per type and address (joining again updates it). The line's
 * order is `waiting_since` (when the entry's address proved itself), then id. An offer is a hold like any other
 * (`offer_order_id`: the order holding its places), found again by its link's token, kept only as a hash.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    /** Normalised (trimmed, lower case). */
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<WaitingListStatus>().notNull(),
    /** The address's confirmation link (a guest's), as a hash; cleared once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    offerOrderId: uuid('offer_order_id').references(() => orders.id, { onDelete: 'set null' }),
    offerTokenHash: text('offer_token_hash'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('waiting_list_line_idx')
      .on(t.ticketTypeId, t.waitingSince, t.id)
      .where(sql`status = 'WAITING'`),
    index('waiting_list_event_idx').on(t.eventId, t.createdAt),
    uniqueIndex('waiting_list_one_active')
      .on(t.ticketTypeId, t.email)
      .where(sql`status in ('UNCONFIRMED', 'WAITING', 'OFFERED')`),
    uniqueIndex('waiting_list_offer_token').on(t.offerTokenHash),
    uniqueIndex('waiting_list_confirm_token').on(t.confirmTokenHash),
    index('waiting_list_offer_order_idx').on(t.offerOrderId),
    check('waiting_list_quantity', sql`${t.quantity} >= 1`),
  ],
);

export type WaitingListEntryRow = typeof waitingListEntries.$inferSelect;
