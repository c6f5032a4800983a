import { ORDER_STATUSES } from '../orders/order-status.ts';
import { z } from './zod.ts';

/** Orders on one page of the back office's list: enough for a laptop's table, never an unbounded read. */
export const MAX_ORDER_PAGE = 100;
export const DEFAULT_ORDER_PAGE = 50;
/** The list counts matches up to here exactly; above, it says "10,000+" (counting on would read them all). */
export const ORDER_COUNT_CAP = 10_000;

export const ORDER_SORTS = ['CREATED_DESC', 'CREATED_ASC', 'TOTAL_DESC', 'TOTAL_ASC'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
/** Who took the payment, as the list filters it: FREE for an order that cost nothing. */
export const ORDER_PAYMENT_PROVIDERS = ['STRIPE', 'SIMULATED', 'FREE'] as const;

const uuid = z.uuid('Not an id.');
const instant = z.iso.datetime({ offset: true, message: 'Give a date and time with its offset.' });

/**
 * The back office's orders list: a search (name, email, order code, ticket code or id), filters, a sort, and a
 * page. Shared so the screen's address (filters in the URL) is read by the same rule the API parses.
 */
export const orderSearchSchema = z
  .object({
    search: z.string().trim().max(200, 'Search with at most 200 characters.').nullish(),
    statuses: z.array(z.enum(ORDER_STATUSES)).max(ORDER_STATUSES.length).nullish(),
    ticketTypeIds: z.array(uuid).max(100).nullish(),
    paymentProviders: z.array(z.enum(ORDER_PAYMENT_PROVIDERS)).max(ORDER_PAYMENT_PROVIDERS.length).nullish(),
    paidFrom: instant.nullish(),
    paidTo: instant.nullish(),
    checkedIn: z.boolean().nullish(),
    hasRefunds: z.boolean().nullish(),
    sort: z.enum(ORDER_SORTS).default('CREATED_DESC'),
    first: z
      .number()
      .int()
      .min(1, 'Ask for at least one order.')
      .max(MAX_ORDER_PAGE, `Ask for at most ${MAX_ORDER_PAGE} orders.`)
      .default(DEFAULT_ORDER_PAGE),
    after: z.string().max(400).nullish(),
  })
  .refine((f) => !f.paidFrom || !f.paidTo || new Date(f.paidFrom) <= new Date(f.paidTo), {
    message: 'The range ends before it starts.',
    path: ['paidTo'],
  });
export type OrderSearchInput = z.input<typeof orderSearchSchema>;
export type OrderSearch = z.output<typeof orderSearchSchema>;
