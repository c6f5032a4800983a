import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every provider event handled, by its id: a redelivery finds its row and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** What it came to ('PAID', 'MISMATCH', 'unknown order', …): an operator's record of the odd ones. */
  outcome: text('outcome'),
  /** The order it named, when there was one. */
  orderId: uuid('order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * The simulated processor's own books. It stands where Stripe would, outside Admit's order data: it keeps
 * payment intents and the events it owes Admit's webhook, and redelivers them until they are accepted, even
 * after a restart, as Stripe does.
 */
export const simulatedPaymentIntents = pgTable('simulated_payment_intents', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  clientSecret: text('client_secret').notNull(),
  /** Stripe's names: requires_payment_method, requires_action, succeeded, canceled. */
  status: text('status').notNull(),
  lastError: jsonb('last_error').$type<{ code: string; decline_code?: string; message: string } | null>(),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const simulatedRefunds = pgTable('simulated_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  paymentIntentId: text('payment_intent_id').notNull(),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const simulatedWebhookDeliveries = pgTable(
  'simulated_webhook_deliveries',
  {
    id: text('id').primaryKey(),
    /** The event's JSON exactly as signed. */
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    deliverAfter: timestamp('deliver_after', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('simulated_webhook_pending_idx').on(t.deliverAfter)],
);

export type SimulatedPaymentIntentRow = typeof simulatedPaymentIntents.$inferSelect;
