import { parsePriceInput } from '../events/money.ts';
import { PROMO_PRICE_MODES } from '../orders/promo-pricing.ts';
import { localDateTimeSchema } from './event.ts';
import { TICKET_PRICE_MAX_MINOR } from './ticket-type.ts';
import { z } from './zod.ts';

/** Letters, digits and hyphens, as buyers type them (compared in any letter case). */
const codeText = z
  .string()
  .trim()
  .min(4, 'Use at least 4 characters.')
  .max(40, 'Use at most 40 characters.')
  .regex(/^[A-Za-z0-9-]+$/, 'Use letters, numbers and hyphens.');

/**
 * Six characters of letters, digits and hyphens are billions of guesses; with wrong codes limited per event and per
 * person (the API's rate limits), a hidden ticket type cannot be found by trying. A batch's codes are longer still.
 */
export const REVEALING_CODE_MIN_LENGTH = 6;

const count = (what: string) => z.number(`Enter ${what}.`).int(`Use a whole number for ${what}.`);

/** What a code does and where, as its organizer sets it; the same rules for one code and for a batch. */
const promoRulesShape = {
  priceMode: z.enum(PROMO_PRICE_MODES),
  /** Percent for PERCENT_OFF, minor units for AMOUNT_OFF and FIXED_PRICE, 0 for NONE. */
  priceValue: count('the discount').min(0, 'The discount cannot be negative.').max(TICKET_PRICE_MAX_MINOR),
  revealsHidden: z.boolean(),
  /**
   * A quota: its uses (maxUses) are places of its one type kept for its holders ("10 places kept for the press"),
   * which the public cannot buy; they are the holders' even once the type is sold out to everyone else.
   */
  reservesPlaces: z.boolean(),
  /** The types it covers; empty: every type of the event. */
  ticketTypeIds: z.array(z.string()).max(100),
  validFrom: localDateTimeSchema.nullable(),
  validUntil: localDateTimeSchema.nullable(),
  /** Tickets it may price in all (null: no limit). */
  maxUses: count('the number of uses').min(1, 'Allow at least one use.').max(1_000_000).nullable(),
  /** Tickets it may price in one order (null: the types' own per-order maximum). */
  maxUsesPerOrder: count('the uses per order').min(1, 'Allow at least one use per order.').max(100).nullable(),
  /** Covered tickets an order needs before the code applies. */
  minQuantity: count('the minimum quantity').min(1, 'The minimum is at least 1.').max(100),
};

type Rules = { priceMode: string; priceValue: number; validFrom: string | null; validUntil: string | null } & {
  maxUses: number | null;
  maxUsesPerOrder: number | null;
  minQuantity: number;
  revealsHidden: boolean;
  reservesPlaces: boolean;
  ticketTypeIds: string[];
};

function checkRules(r: Rules, ctx: z.RefinementCtx) {
  if (r.priceMode === 'PERCENT_OFF' && (r.priceValue < 1 || r.priceValue > 100)) {
    ctx.addIssue({ code: 'custom', path: ['priceValue'], message: 'Take off between 1% and 100%.' });
  }
  if (r.priceMode === 'AMOUNT_OFF' && r.priceValue < 1) {
    ctx.addIssue({ code: 'custom', path: ['priceValue'], message: 'Take off at least one minor unit.' });
  }
  if (r.priceMode === 'NONE' && !r.revealsHidden && !r.reservesPlaces) {
    ctx.addIssue({
      code: 'custom',
      path: ['priceMode'],
      message: 'A code must give a discount, unlock tickets or keep places.',
    });
  }
  if (
    r.revealsHidden &&
    'code' in r &&
    typeof r.code === 'string' &&
    r.code.trim().length < REVEALING_CODE_MIN_LENGTH
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['code'],
      message: `A code that unlocks hidden tickets needs at least ${REVEALING_CODE_MIN_LENGTH} characters.`,
    });
  }
  if (r.reservesPlaces && new Set(r.ticketTypeIds).size !== 1) {
    ctx.addIssue({
      code: 'custom',
      path: ['ticketTypeIds'],
      message: 'A code that keeps places keeps them of one type.',
    });
  }
  if (r.reservesPlaces && r.maxUses === null) {
    ctx.addIssue({ code: 'custom', path: ['maxUses'], message: 'Enter how many places the code keeps.' });
  }
  // Wall-clock strings in one zone compare correctly as text.
  if (r.validFrom && r.validUntil && r.validUntil <= r.validFrom) {
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'The code must end after it starts.' });
  }
  if (r.maxUsesPerOrder !== null && r.maxUsesPerOrder < r.minQuantity) {
    ctx.addIssue({ code: 'custom', path: ['maxUsesPerOrder'], message: 'Allow at least the minimum quantity.' });
  }
}

/** One promo code, as an organizer creates or edits it. */
export const promoCodeInputSchema = z.object({ code: codeText, ...promoRulesShape }).superRefine(checkRules);
export type PromoCodeInput = z.infer<typeof promoCodeInputSchema>;

export const PROMO_BATCH_MAX = 5000;

/** Many single-purpose codes at once: "500 codes starting SPONSOR-", each with the same rules. */
export const promoCodeBatchInputSchema = z
  .object({
    prefix: z
      .string()
      .trim()
      .min(2, 'Use at least 2 characters.')
      .max(20, 'Use at most 20 characters.')
      .regex(/^[A-Za-z0-9-]+$/, 'Use letters, numbers and hyphens.'),
    count: count('how many codes')
      .min(1, 'Make at least one code.')
      .max(PROMO_BATCH_MAX, `Make at most ${PROMO_BATCH_MAX.toLocaleString('en')} codes at once.`),
    ...promoRulesShape,
  })
  .superRefine(checkRules);
export type PromoCodeBatchInput = z.infer<typeof promoCodeBatchInputSchema>;

/** How a code typed by a buyer is compared: trimmed, in any letter case. */
export const normalPromoCode = (code: string) => code.trim().toLowerCase();

/** What a promo code form's inputs hold: text as typed (numbers and prices too), under the API's field names. */
export type PromoRulesDraft = {
  priceMode: (typeof PROMO_PRICE_MODES)[number];
  /** A percentage for PERCENT_OFF; a price as typed ("5.00") for AMOUNT_OFF and FIXED_PRICE. */
  priceValue: string;
  revealsHidden: boolean;
  reservesPlaces: boolean;
  ticketTypeIds: string[];
  /** Wall-clock times in the event's zone; empty: no bound. */
  validFrom: string;
  validUntil: string;
  /** Empty: no limit. */
  maxUses: string;
  maxUsesPerOrder: string;
  minQuantity: string;
};
export type PromoCodeDraft = PromoRulesDraft & { code: string };
export type PromoCodeBatchDraft = PromoRulesDraft & { prefix: string; count: string };

// An empty box is "not entered", which the rules word as "Enter the …"; an optional one is null.
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const optionalNumberOf = (text: string) => (text.trim() === '' ? null : Number(text));

const rulesDraftShape = {
  priceMode: z.enum(PROMO_PRICE_MODES),
  priceValue: z.string(),
  revealsHidden: z.boolean(),
  reservesPlaces: z.boolean(),
  ticketTypeIds: z.array(z.string()),
  validFrom: z.string(),
  validUntil: z.string(),
  maxUses: z.string(),
  maxUsesPerOrder: z.string(),
  minQuantity: z.string(),
};

/** The rules as the API takes them: a price typed in the event's currency becomes minor units (NaN if it is none). */
function rulesOf(d: PromoRulesDraft, currency: string) {
  const money = d.priceMode === 'AMOUNT_OFF' || d.priceMode === 'FIXED_PRICE';
  const priceValue =
    d.priceMode === 'NONE'
      ? 0
      : money
        ? (parsePriceInput(d.priceValue, currency) ?? Number.NaN)
        : numberOf(d.priceValue);
  return {
    priceMode: d.priceMode,
    priceValue,
    revealsHidden: d.revealsHidden,
    reservesPlaces: d.reservesPlaces,
    ticketTypeIds: d.ticketTypeIds,
    validFrom: d.validFrom.trim() || null,
    validUntil: d.validUntil.trim() || null,
    maxUses: optionalNumberOf(d.maxUses),
    maxUsesPerOrder: optionalNumberOf(d.maxUsesPerOrder),
    minQuantity: numberOf(d.minQuantity),
  };
}

/** One code's form, read as the API's input and checked by the rules the API applies. */
export const promoCodeDraftSchema = (currency: string) =>
  z
    .object({ code: z.string(), ...rulesDraftShape })
    .transform((d) => ({ code: d.code, ...rulesOf(d, currency) }))
    .pipe(promoCodeInputSchema);

/** A batch's form, likewise. */
export const promoCodeBatchDraftSchema = (currency: string) =>
  z
    .object({ prefix: z.string(), count: z.string(), ...rulesDraftShape })
    .transform((d) => ({ prefix: d.prefix, count: numberOf(d.count), ...rulesOf(d, currency) }))
    .pipe(promoCodeBatchInputSchema);
