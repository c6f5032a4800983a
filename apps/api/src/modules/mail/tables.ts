import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mail, written in the transaction that makes it true (an order paid) with the mail.send job that sends it
 * after commit; the queue retries it with backoff and dead-letters it after its last attempt. A mail failure never
 * touches the order. `attempts`, `sent_at` and `last_error` are its history; `next_attempt_at` is no longer read
 * (the job's backoff decides), kept until a migration drops it.
 */
export const outbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The text part, made from the same element as the HTML part (mail/template.ts). */
    text: text('text').notNull(),
    /** The HTML part; null for a mail written before mail had one. */
    html: text('html'),
    /** For a reader of the log: what the mail is about (kind and ids), never its words. */
    meta: jsonb('meta').$type<Record<string, string>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * Sent at most once (a message to many): `sending_since` is set before the mail server is asked, so an instance
     * that stopped mid-delivery leaves it set, and the retry marks it UNCONFIRMED rather than send a second copy.
     * Other mail (tickets, refunds) is sent at least once: a lost mail costs more there than a repeated one.
     */
    atMostOnce: boolean('at_most_once').notNull().default(false),
    sendingSince: timestamp('sending_since', { withTimezone: true }),
    /** UNCONFIRMED: its delivery was interrupted (see at_most_once). */
    outcome: text('outcome').$type<'UNCONFIRMED'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null`),
    // An order's mails, for its page in the back office (meta names the order), without reading every mail.
    index('mail_outbox_order_idx').on(sql`(${t.meta}->>'orderId')`),
  ],
);

/**
 * Addresses asked to prove themselves before Admit mails them anything but the request: an address a buyer typed
 * that is not their own verified one. A link carries the token (its hash is kept); opening it confirms the address,
 * for good, and the mail that was waiting for it follows.
 */
export const addressConfirmations = pgTable(
  'mail_address_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower case. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_address_confirmations_email_idx').on(t.email),
    // One pending request per address: two payments naming it at once write one request, and mail one link.
    uniqueIndex('mail_address_confirmations_pending_idx')
      .on(t.email)
      .where(sql`confirmed_at is null`),
  ],
);
