import { z } from './zod.ts';
import { parsePriceInput, priceInputOf } from '../events/money.ts';
import { localDateTimeSchema } from './event.ts';

export const TICKET_PRICE_MAX_MINOR = 100_000_000;
export const TICKET_CAPACITY_MAX = 1_000_000;
export const MAX_PER_ORDER_LIMIT = 100;

const wholeNumber = (what: string) => z.number(`Enter ${what}.`).int(`Use a whole number for ${what}.`);

/** A ticket type as its organizer edits it. Sale times are wall-clock times in the event's zone. */
export const ticketTypeInputSchema = z
  .object({
    name: z.string().trim().min(2, 'Name the ticket type.').max(80, 'Use at most 80 characters.'),
    description: z.string().trim().max(500, 'Use at most 500 characters.'),
    priceMinor: wholeNumber('the price')
      .min(0, 'The price cannot be negative.')
      .max(TICKET_PRICE_MAX_MINOR, 'That price is too high.'),
    capacity: wholeNumber('the capacity')
      .min(1, 'Offer at least one ticket.')
      .max(TICKET_CAPACITY_MAX, `Offer at most ${TICKET_CAPACITY_MAX.toLocaleString('en')} tickets.`),
    salesStartAt: localDateTimeSchema.nullable(),
    salesEndAt: localDateTimeSchema.nullable(),
    minPerOrder: wholeNumber('the minimum').min(1, 'The minimum is at least 1.'),
    maxPerOrder: wholeNumber('the maximum').max(MAX_PER_ORDER_LIMIT, `The maximum is at most ${MAX_PER_ORDER_LIMIT}.`),
    /** Listed only to buyers whose promo code reveals it (a code that unlocks hidden types). */
    hidden: z.boolean(),
    sortOrder: wholeNumber('the position'),
  })
  .superRefine((t, ctx) => {
    if (t.maxPerOrder < t.minPerOrder) {
      ctx.addIssue({ code: 'custom', path: ['maxPerOrder'], message: 'The maximum must be at least the minimum.' });
    }
    if (t.minPerOrder > t.capacity) {
      ctx.addIssue({ code: 'custom', path: ['minPerOrder'], message: 'The minimum cannot exceed the capacity.' });
    }
    // Wall-clock strings in one zone compare correctly as text.
    if (t.salesStartAt && t.salesEndAt && t.salesEndAt <= t.salesStartAt) {
      ctx.addIssue({ code: 'custom', path: ['salesEndAt'], message: 'Sales must close after they open.' });
    }
  });

export type TicketTypeInput = z.infer<typeof ticketTypeInputSchema>;

/**
 * What a ticket type form's inputs hold: text as typed, under the API's field names, so that each message lands
 * beside its input.
 */
const ticketTypeDraftFieldsSchema = z.object({
  name: z.string(),
  description: z.string(),
  priceMinor: z.string(),
  capacity: z.string(),
  salesStartAt: z.string(),
  salesEndAt: z.string(),
  minPerOrder: z.string(),
  maxPerOrder: z.string(),
  hidden: z.boolean(),
  sortOrder: z.string(),
});
export type TicketTypeDraft = z.input<typeof ticketTypeDraftFieldsSchema>;

// An empty box is "not entered", which the rules word as "Enter the …".
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function inputOf(draft: TicketTypeDraft, priceMinor: number): TicketTypeInput {
  return {
    ...draft,
    priceMinor,
    capacity: numberOf(draft.capacity),
    salesStartAt: draft.salesStartAt || null,
    salesEndAt: draft.salesEndAt || null,
    minPerOrder: numberOf(draft.minPerOrder),
    maxPerOrder: numberOf(draft.maxPerOrder),
    sortOrder: numberOf(draft.sortOrder),
  };
}

/**
 * The ticket type form's rules: its text turned into the API's input (a price of "12.50" in GBP → 1250, an empty
 * sale time → null), then checked by the API's own rules.
 */
export function ticketTypeDraftSchema(currency: string) {
  const notAPrice = `Enter a price like ${priceInputOf(1250, currency)}, or 0 for free.`;
  return ticketTypeDraftFieldsSchema
    .transform((draft, ctx) => {
      const priceMinor = parsePriceInput(draft.priceMinor, currency);
      if (priceMinor !== null) return inputOf(draft, priceMinor);
      ctx.addIssue({ code: 'custom', path: ['priceMinor'], message: notAPrice, input: draft.priceMinor });
      // The pipe stops at the price; the other fields are checked here, so every message shows at once.
      const rest = ticketTypeInputSchema.safeParse(inputOf(draft, 0));
      for (const issue of rest.error?.issues ?? []) ctx.addIssue({ ...issue, input: undefined });
      return z.NEVER;
    })
    .pipe(ticketTypeInputSchema);
}
