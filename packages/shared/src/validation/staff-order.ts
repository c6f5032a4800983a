import { z } from './zod.ts';
import { emailSchema } from './account.ts';
import { MAX_TICKETS_PER_ORDER, reserveInputSchema } from './checkout.ts';

/** How money taken outside Admit came in, as staff record it ("mark paid"). */
export const OFFLINE_PAYMENT_METHODS = ['BANK_TRANSFER', 'CASH', 'OTHER'] as const;
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

/** How long a pay-later order holds its places by default, and at most, in days. */
export const PAY_WITHIN_DAYS_DEFAULT = 7;
export const PAY_WITHIN_DAYS_MAX = 30;

/**
 * A pay-later order staff reserve for a buyer: the places, who buys, one name per place (a blank one takes the
 * buyer's name), and how many days the buyer has to pay before the places go back on sale.
 */
export const staffOrderSchema = z.object({
  lines: reserveInputSchema.shape.lines,
  buyerEmail: emailSchema,
  buyerName: z.string().trim().min(1, "Enter the buyer's name.").max(100, 'Use at most 100 characters.'),
  attendeeNames: z
    .array(z.string().trim().max(100, 'Use at most 100 characters.'))
    .max(MAX_TICKETS_PER_ORDER)
    .nullish()
    .transform((names) => names ?? []),
  payWithinDays: z
    .number('Enter a number of days.')
    .int('Use a whole number of days.')
    .min(1, 'Give the buyer at least 1 day.')
    .max(PAY_WITHIN_DAYS_MAX, `Give the buyer at most ${PAY_WITHIN_DAYS_MAX} days.`)
    .nullish()
    .transform((days) => days ?? PAY_WITHIN_DAYS_DEFAULT),
});
export type StaffOrderInput = z.input<typeof staffOrderSchema>;

/** What a "mark paid" records beside the method: a transfer's reference, a receipt number. */
export const paymentReferenceSchema = z
  .string()
  .trim()
  .max(100, 'Use at most 100 characters.')
  .transform((text) => text || null);

/**
 * The staff order form's inputs: text as typed, a quantity per ticket type (by its id), the attendees one per line,
 * under the API's field names so each refusal lands beside its input.
 */
const staffOrderDraftFieldsSchema = z.object({
  quantities: z.record(z.string(), z.string()),
  buyerEmail: z.string(),
  buyerName: z.string(),
  attendeeNames: z.string(),
  payWithinDays: z.string(),
});
export type StaffOrderDraft = z.input<typeof staffOrderDraftFieldsSchema>;

// An empty box is "not entered" (no tickets of that type, or no days given, which the rules word).
const countOf = (text: string | undefined) => (!text || text.trim() === '' ? 0 : Number(text));

/** One name per line; a blank line keeps its place (the buyer's name goes there), blank lines at the end do not. */
function namesOf(text: string): string[] {
  const names = text.split('\n').map((line) => line.trim());
  while (names.length > 0 && names.at(-1) === '') names.pop();
  return names;
}

/** The form's text turned into the API's input, then checked by the API's own rules. */
export const staffOrderDraftSchema = staffOrderDraftFieldsSchema
  // Said beside the quantities, which the form shows (the API's `lines` has no input of its own).
  .refine((draft) => Object.values(draft.quantities).some((q) => countOf(q) !== 0), {
    path: ['quantities'],
    message: 'Choose at least one ticket.',
  })
  .transform((draft): StaffOrderInput => ({
    lines: Object.entries(draft.quantities).map(([ticketTypeId, quantity]) => ({
      ticketTypeId,
      quantity: countOf(quantity),
    })),
    buyerEmail: draft.buyerEmail,
    buyerName: draft.buyerName,
    attendeeNames: namesOf(draft.attendeeNames),
    payWithinDays: draft.payWithinDays.trim() === '' ? Number.NaN : Number(draft.payWithinDays),
  }))
  .pipe(staffOrderSchema);
