import { z } from '../validation/zod.ts';
import { orderSearchSchema } from '../validation/order-search.ts';

/** What a bulk action does to each order: refund what it has standing, cancel it, or mail its tickets again. */
export const BULK_ACTION_KINDS = ['REFUND', 'CANCEL', 'RESEND'] as const;
export type BulkActionKind = (typeof BULK_ACTION_KINDS)[number];

export const BULK_ACTION_STATUSES = ['RUNNING', 'DONE'] as const;
export type BulkActionStatus = (typeof BULK_ACTION_STATUSES)[number];

/** DONE: the work was done; SKIPPED: nothing to do (already refunded, nowhere to mail); FAILED: refused, with why. */
export const BULK_ITEM_OUTCOMES = ['DONE', 'SKIPPED', 'FAILED'] as const;
export type BulkItemOutcome = (typeof BULK_ITEM_OUTCOMES)[number];

/** The most orders one selection may name; more than that is "everything matching this filter". */
export const MAX_BULK_SELECTION = 500;

/**
 * A bulk action: on the orders selected (their ids), or on every order matching the list's filters (the list's
 * own search schema, its page and cursor ignored). Exactly one of the two.
 */
export const bulkActionSchema = z
  .object({
    kind: z.enum(BULK_ACTION_KINDS),
    orderIds: z
      .array(z.uuid('Not an order id.'))
      .min(1, 'Select at least one order.')
      .max(MAX_BULK_SELECTION, `Select at most ${MAX_BULK_SELECTION} orders, or act on the whole filter.`)
      .nullish(),
    filter: orderSearchSchema.nullish(),
    /** CANCEL: refund what each order paid (less what already went back). */
    refund: z.boolean().default(true),
    /** CANCEL: tell each buyer whose address has proven itself. (A refund always tells the buyer, as one alone does.) */
    notify: z.boolean().default(true),
  })
  .refine((a) => (a.orderIds ? 1 : 0) + (a.filter ? 1 : 0) === 1, {
    message: 'Choose either the selected orders or the whole filter.',
    path: ['orderIds'],
  });
export type BulkActionInput = z.input<typeof bulkActionSchema>;
