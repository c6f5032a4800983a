import type { OrderStatus } from '@admit/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from '../events/tables.ts';
import { users } from '../identity/tables.ts';
import { promoCodes } from '../promo-codes/tables.ts';
import { questions } from '../questions/tables.ts';
import { ticketTypes } from '../ticket-types/tables.ts';

// The statuses and their rules live in @admit/shared (orders/order-status.ts); re-exported for the API's modules.
export type { OrderStatus } from '@admit/shared';

/** What happened to a payment that arrived after its hold ended (PRODUCT.md §4). */
export type LatePaymentOutcome = 'KEPT' | 'REFUNDED';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    /**
     * What buyers and staff call the order ("order K7QX2M", order-code.ts in @admit/shared): unique within the
     * event, drawn when the order is reserved.
     */
    code: text('code').notNull(),
    /** Null while a visitor who started signed out has not signed in yet; set once, by claimOrder or payment. */
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The waiting room's place this hold was admitted through (one checkout at a time per place). */
    admissionEntryId: uuid('admission_entry_id'),
    /**
     * SHA-256 of the key the browser that started a signed-out hold sends (x-admit-browser): its holds together keep
     * at most a type's per-order maximum, as an account's do. Null for holds made signed in, by staff, or without it.
     */
    browserKeyHash: text('browser_key_hash'),
    /** SHA-256 of the secret the visitor's browser holds, so the hold survives signing in. */
    claimTokenHash: text('claim_token_hash').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('RESERVED'),
    currency: text('currency').notNull(),
    totalMinor: integer('total_minor').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    buyerEmail: text('buyer_email'),
    detailsAt: timestamp('details_at', { withTimezone: true }),
    paymentProvider: text('payment_provider'),
    /**
     * A payment taken outside Admit and recorded by staff (staff-orders): BANK_TRANSFER, CASH or OTHER, with what
     * identifies it (a transfer's reference, a receipt number). Null for a card or free order.
     */
    paymentMethod: text('payment_method'),
    paymentReference: text('payment_reference'),
    /** The buyer's name as staff entered it for an order they reserved (a guest has no account to name them). */
    buyerName: text('buyer_name'),
    paymentIntentId: text('payment_intent_id').unique(),
    /** The last decline, in the card network's words, shown to the buyer; the hold stays. */
    paymentError: text('payment_error'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the tickets were mailed: null while the buyer's address has still to prove itself (or there is none). */
    ticketsMailedAt: timestamp('tickets_mailed_at', { withTimezone: true }),
    latePayment: text('late_payment').$type<LatePaymentOutcome>(),
    /**
     * SHA-256 of the token in the order access link mailed with a guest's tickets (access.ts): set when the tickets
     * go to the proven address, null before that and once the link is revoked.
     */
    accessTokenHash: text('access_token_hash').unique(),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** The promo code that priced it, and how much it took off the total (the back office's uses and revenue). */
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id),
    discountMinor: integer('discount_minor').notNull().default(0),
    /**
     * What the back office's search matches, normalised by search_norm() (lower case, accents dropped): the code,
     * the buyer's email and name, the attendees' names and the tickets' short codes. Kept by the app (search.ts)
     * whenever one of them changes.
     */
    searchText: text('search_text').notNull().default(''),
    /** The types its lines hold: the list filters by type here, never by joining the tickets. */
    ticketTypeIds: uuid('ticket_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /**
     * How many tickets its lines hold, and what they are in words ("2 × VIP; 1 × Standard", by the types' order),
     * kept by the database (migration 0026's triggers on order_lines and ticket_types): what the orders export
     * writes for a million orders without reading a line of each.
     */
    ticketCount: integer('ticket_count').notNull().default(0),
    ticketSummary: text('ticket_summary'),
    /** Whether any of its tickets was let in (any list), kept by check-in: the "checked in or not" filter. */
    checkedIn: boolean('checked_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerUserId, t.createdAt),
    // The back office's list: an event's orders newest (or oldest) first, its keyset (created_at, id).
    index('orders_event_idx').on(t.eventId, t.createdAt.desc(), t.id.desc()),
    index('orders_event_total_idx').on(t.eventId, t.totalMinor, t.id),
    // The list's capped count of an event's orders by status: read from the index alone (10,000 entries in ~2 ms).
    index('orders_event_status_idx').on(t.eventId, t.status),
    uniqueIndex('orders_event_code').on(t.eventId, t.code),
    // Search by any part of a name, address or code (pg_trgm), accents and case already folded, within one event:
    // the event's id in the same GIN index (btree_gin), so a search reads its event's matches only, not every
    // event's (a million orders' "lopez" is 17,000 rows; one event's, 340).
    index('orders_event_search_idx').using('gin', t.eventId, sql`${t.searchText} gin_trgm_ops`),
    index('orders_ticket_types_idx').using('gin', t.ticketTypeIds),
    // A code's orders: its revenue in the back office.
    index('orders_promo_code_idx')
      .on(t.promoCodeId)
      .where(sql`${t.promoCodeId} is not null`),
    index('orders_browser_holds_idx')
      .on(t.eventId, t.browserKeyHash)
      .where(sql`${t.browserKeyHash} is not null and ${t.status} = 'RESERVED'`),
    index('orders_admission_idx')
      .on(t.admissionEntryId)
      .where(sql`${t.admissionEntryId} is not null`),
    // "Has refunds": the few orders with money back, without reading the rest.
    index('orders_refunded_idx')
      .on(t.eventId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.refundedMinor} > 0`),
    // A guest's orders by their address: the tickets waiting for it, and those an account with it takes in.
    index('orders_guest_email_idx')
      .on(sql`lower(${t.buyerEmail})`)
      .where(sql`${t.buyerUserId} is null`),
    check('orders_total_non_negative', sql`${t.totalMinor} >= 0`),
    check('orders_refund_within_total', sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.totalMinor}`),
  ],
);

/**
 * One line per ticket type. A line holds `quantity` places of its type (counted in the type's quantity_sold)
 * until `held_until`; a paid line holds for good (null). `released_at` is set once, by the statement that gives
 * the places back, so a hold released twice gives capacity back once.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticketTypeId: uuid('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    /**
     * The promo code that priced this line's places (each of them one of its uses), and the type's own price it
     * took off from; null for a line at the type's price.
     */
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id),
    listUnitPriceMinor: integer('list_unit_price_minor'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** Filled at the details step, one per place. */
    attendeeNames: text('attendee_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    // The sweeper and the sold-out path look for expired holds of a type.
    index('order_lines_expiring_idx')
      .on(t.ticketTypeId, t.heldUntil)
      .where(sql`released_at is null`),
    // Zero once every place of the line moved to another type (a ticket type change): the line stays, as what was
    // bought, and its tickets point at the line of their new type.
    check('order_lines_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/**
 * An organizer's refund, a payment that came after its hold ended with nothing left, a cancelled event, or an
 * order an organizer cancelled (its tickets voided by the cancel; the cancel's own mail tells the buyer).
 */
export type RefundReason =
  'REQUESTED' | 'LATE_PAYMENT' | 'EVENT_CANCELLED' | 'ORDER_CANCELLED' | 'TYPE_CHANGED' | 'BUYER_CANCELLED';

export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A refund is recorded before the provider is asked, and completed after it answers; its id is the idempotency
 * key, so a retry after a crash asks the provider for the same refund, never a second one.
 */
/**
 * An order's answers to its event's questions, given at the details step (and replaced if it is given again while
 * the hold lasts). Place 0 is the order's answer; 1, 2, … the ticket's at that place (tickets.place). Values are
 * stored as answered (normalized by the shared rules), so an edited or hidden question keeps the answers given.
 */
export const orderAnswers = pgTable(
  'order_answers',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    values: jsonb('values').$type<string[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.questionId, t.place] }),
    index('order_answers_question_idx').on(t.questionId),
  ],
);

export type OrderAnswerRow = typeof orderAnswers.$inferSelect;

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    /** The tickets it voids; empty for a late payment refunded before any ticket was issued. */
    ticketIds: uuid('ticket_ids').array().notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('PENDING'),
    providerRefundId: text('provider_refund_id'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** Whether the buyer is mailed when it completes: staff may refund without telling them (the order detail). */
    notifyBuyer: boolean('notify_buyer').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('refunds_order_idx').on(t.orderId), check('refunds_amount_non_negative', sql`${t.amountMinor} >= 0`)],
);

/**
 * A change of one ticket's type asked by staff. A cheaper or equal type is done at once (DONE; the difference
 * refunded); a dearer one waits for the buyer to pay the difference through a link (AWAITING_PAYMENT, the new type's
 * place held meanwhile), and is done when the provider's webhook says paid, or given up (EXPIRED, CANCELLED) and its
 * place given back.
 */
export const TICKET_CHANGE_STATUSES = ['AWAITING_PAYMENT', 'DONE', 'EXPIRED', 'CANCELLED'] as const;
export type TicketChangeStatus = (typeof TICKET_CHANGE_STATUSES)[number];

export const ticketChanges = pgTable(
  'ticket_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id').notNull(),
    fromTicketTypeId: uuid('from_ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    toTicketTypeId: uuid('to_ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    /** The new type's price less the old line's unit price: above zero, the buyer pays it; below, it is refunded. */
    differenceMinor: integer('difference_minor').notNull(),
    status: text('status').$type<TicketChangeStatus>().notNull(),
    /** SHA-256 of the secret in the payment link mailed to the buyer; null for a change done at once. */
    payTokenHash: text('pay_token_hash'),
    /** The provider's payment of the difference: a later refund of the order may draw on it. */
    paymentIntentId: text('payment_intent_id').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('ticket_changes_order_idx').on(t.orderId),
    // One change waiting for payment per ticket at a time.
    uniqueIndex('ticket_changes_one_waiting')
      .on(t.ticketId)
      .where(sql`status = 'AWAITING_PAYMENT'`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type TicketChangeRow = typeof ticketChanges.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
