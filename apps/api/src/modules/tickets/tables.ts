import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from '../events/tables.ts';
import { users } from '../identity/tables.ts';
import { orderLines, orders } from '../orders/tables.ts';
import { ticketTypes } from '../ticket-types/tables.ts';

export type TicketStatus = 'VALID' | 'VOID';

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    /** Its place in the order (1, 2, …): tickets list in the order their names were given. */
    place: integer('place').notNull(),
    attendeeName: text('attendee_name').notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('VALID'),
    /** Part of the signed code: raised when the ticket is voided or reissued, so an old code is recognisably old. */
    signatureVersion: integer('signature_version').notNull().default(1),
    /** The signed code its QR shows (ticket-code.ts in @admit/shared). */
    code: text('code').notNull(),
    /**
     * What a person types at the door when the QR cannot be read (short-code.ts in @admit/shared): unique within
     * the event, so a typed code can only name a ticket of the event being scanned.
     */
    shortCode: text('short_code').notNull(),
    /**
     * Who holds it once it was passed on (transfers module): their address, and their account while it exists.
     * Null while the order's buyer holds it.
     */
    holderEmail: text('holder_email'),
    holderUserId: uuid('holder_user_id').references(() => users.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_order_idx').on(t.orderId),
    index('tickets_event_idx').on(t.eventId),
    index('tickets_holder_idx')
      .on(t.holderUserId)
      .where(sql`holder_user_id is not null`),
    uniqueIndex('tickets_event_short_code').on(t.eventId, t.shortCode),
    index('tickets_revoked_idx')
      .on(t.eventId)
      .where(sql`status = 'VOID'`),
  ],
);

/** One Ed25519 key pair per event; the private half encrypted with TICKET_KEY_SECRET (AES-256-GCM). */
export const eventKeys = pgTable('event_keys', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** Raw 32 bytes, base64url: what a door scanner verifies with. */
  publicKey: text('public_key').notNull(),
  /** PKCS #8, encrypted: iv (12) ‖ ciphertext ‖ tag (16), base64url. */
  privateKeyEncrypted: text('private_key_encrypted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TicketRow = typeof tickets.$inferSelect;
export type EventKeyRow = typeof eventKeys.$inferSelect;
