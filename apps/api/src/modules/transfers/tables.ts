import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from '../events/tables.ts';
import { users } from '../identity/tables.ts';
import { tickets } from '../tickets/tables.ts';

export type TransferStatus = 'PENDING' | 'ACCEPTED' | 'CANCELLED';

/**
 * Each time a ticket's holder offered it to someone: the chain a ticket went along, oldest first. An offer is
 * PENDING until the receiver accepts it with their account (ACCEPTED: the ticket was reissued to them at
 * `new_version`) or the holder takes it back (CANCELLED). A ticket has at most one pending offer (a new one
 * replaces it). The link's token is kept only as a hash.
 */
export const ticketTransfers = pgTable(
  'ticket_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromEmail: text('from_email').notNull(),
    /** The name the ticket carried when it was offered. */
    fromName: text('from_name').notNull(),
    toEmail: text('to_email').notNull(),
    toUserId: uuid('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name the receiver gave: the ticket's new attendee name. */
    toName: text('to_name'),
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<TransferStatus>().notNull().default('PENDING'),
    /** The ticket's signature version after it was reissued to the receiver. */
    newVersion: integer('new_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('ticket_transfers_ticket_idx').on(t.ticketId, t.createdAt),
    uniqueIndex('ticket_transfers_token').on(t.tokenHash),
    uniqueIndex('ticket_transfers_one_pending')
      .on(t.ticketId)
      .where(sql`status = 'PENDING'`),
  ],
);

export type TicketTransferRow = typeof ticketTransfers.$inferSelect;
