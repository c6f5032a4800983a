import type { MessageAudience } from '@admit/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from '../events/tables.ts';
import { orders } from '../orders/tables.ts';

export type MessageKind = 'ORGANIZER' | 'CHANGE_NOTICE';
export type MessageStatus = 'SENDING' | 'QUEUED';

/**
 * A message to an event's attendees: what it says, who it goes to and how far its sending got. Its recipients are
 * fixed when it is sent (message_recipients), so a buyer arriving later is never swept in, and each is written to
 * the outbox once, in the transaction that marks it written.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MessageKind>().notNull(),
    subject: text('subject').notNull(),
    /** Markdown as written; sanitised on the way into each mail, as event descriptions are. */
    body: text('body').notNull(),
    audience: text('audience').$type<MessageAudience>().notNull(),
    ticketTypeIds: jsonb('ticket_type_ids').$type<string[]>().notNull().default([]),
    orderId: uuid('order_id'),
    ratePerMinute: integer('rate_per_minute').notNull(),
    status: text('status').$type<MessageStatus>().notNull().default('SENDING'),
    recipientCount: integer('recipient_count').notNull(),
    /** Recipients whose mail is in the outbox. */
    writtenCount: integer('written_count').notNull().default(0),
    /** Null for a change notice, which Admit sends. */
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('messages_event_idx').on(t.eventId, t.createdAt)],
);

/** One address a message goes to (lower case, once however many orders it holds), and its mail once written. */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The order it is sent for: its page is linked from the mail. */
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The outbox mail, once written; null while waiting its turn. */
    mailId: uuid('mail_id'),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.email] }),
    // The next recipients to write, in address order, without reading the written ones.
    index('message_recipients_waiting_idx')
      .on(t.messageId, t.email)
      .where(sql`mail_id is null`),
  ],
);

/** The orders reminded of their event: one row each, so a reminder goes once, whatever instance sends it. */
export const orderReminders = pgTable('order_reminders', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MessageRow = typeof messages.$inferSelect;
