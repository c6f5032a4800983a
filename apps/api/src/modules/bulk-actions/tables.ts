import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BulkActionKind, BulkActionStatus, BulkItemOutcome } from '@admit/shared';
import { events } from '../events/tables.ts';
import { orders } from '../orders/tables.ts';

/**
 * What a row of bulk_actions does: a kind an organizer starts from the orders list, or EVENT_CANCEL, the refunds and
 * notices of a cancelled event's paid orders (event-cancel.ts), started by the cancel itself and never listed with
 * the others.
 */
export type BulkRowKind = BulkActionKind | 'EVENT_CANCEL';

/**
 * One bulk action on an event's orders (refund, cancel, resend, a cancelled event's refunds): what was asked, by whom, and its progress. The
 * orders it covers are fixed when it starts (bulk_action_items), so orders arriving later are never swept in.
 */
export const bulkActions = pgTable(
  'bulk_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    kind: text('kind').$type<BulkRowKind>().notNull(),
    /** The list's filters it was started from (null: a selection of orders), kept to show and to audit. */
    filter: jsonb('filter').$type<Record<string, unknown>>(),
    /** A cancel's choices: refund what each order paid, and tell each buyer. */
    refund: boolean('refund').notNull().default(true),
    notify: boolean('notify').notNull().default(true),
    status: text('status').$type<BulkActionStatus>().notNull().default('RUNNING'),
    total: integer('total').notNull(),
    requestedBy: uuid('requested_by').notNull(),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('bulk_actions_event_idx').on(t.eventId, t.createdAt)],
);

/**
 * Each order of a bulk action, and what became of it. An item's outcome is written in the transaction that does
 * its work (the refund's record, the mail's row), so after a crash the action resumes at the first item with none,
 * and no order is done twice.
 */
export const bulkActionItems = pgTable(
  'bulk_action_items',
  {
    bulkActionId: uuid('bulk_action_id')
      .notNull()
      .references(() => bulkActions.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    outcome: text('outcome').$type<BulkItemOutcome>(),
    /** Why an order was skipped or failed, in words for the organizer. */
    message: text('message'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.bulkActionId, t.orderId] }),
    index('bulk_action_items_pending_idx')
      .on(t.bulkActionId, t.orderId)
      .where(sql`${t.outcome} is null`),
  ],
);

export type BulkActionRow = typeof bulkActions.$inferSelect;
export type BulkActionItemRow = typeof bulkActionItems.$inferSelect;
