import { QUESTION_OPTIONS_MAX } from '../questions/question-input.ts';
import { z } from './zod.ts';
import { emailSchema } from './account.ts';

/** A cart line per ticket type; an order holds at most this many places in all. */
export const MAX_TICKETS_PER_ORDER = 50;

/** "Get tickets": how many of each ticket type. Per-type minimums and maximums are the type's own, checked by the API. */
export const reserveInputSchema = z.object({
  lines: z
    .array(
      z.object({
        ticketTypeId: z.string().min(1),
        quantity: z.number('Choose a quantity.').int('Choose a whole number of tickets.').min(0).max(100),
      }),
    )
    .transform((lines) => lines.filter((l) => l.quantity > 0))
    .refine((lines) => lines.length > 0, 'Choose at least one ticket.')
    .refine(
      (lines) => lines.reduce((n, l) => n + l.quantity, 0) <= MAX_TICKETS_PER_ORDER,
      `One order can hold at most ${MAX_TICKETS_PER_ORDER} tickets.`,
    )
    .refine(
      (lines) => new Set(lines.map((l) => l.ticketTypeId)).size === lines.length,
      'Each ticket type appears once.',
    ),
  unlockCode: z.string().trim().max(40).nullish(),
  /** The waiting room's pass, while the event sells through one. */
  admissionToken: z.string().trim().max(1000).nullish(),
});
export type ReserveInput = z.input<typeof reserveInputSchema>;

export const attendeeNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter the name of the person using this ticket.')
  .max(100, 'Use at most 100 characters.');

/** The details step: the buyer's email, and one attendee name per ticket, in the order's place order. */
export const orderDetailsSchema = z.object({
  buyerEmail: emailSchema,
  attendeeNames: z.array(attendeeNameSchema).min(1).max(MAX_TICKETS_PER_ORDER),
  /** The event's questions' answers (answer-rules.ts judges them against the questions the order asks). */
  answers: z
    .array(
      z.object({
        questionId: z.string(),
        /** 0: the order's answer; 1, 2, …: the ticket's at that place. */
        place: z.number().int().min(0).max(MAX_TICKETS_PER_ORDER),
        values: z.array(z.string().max(2000)).max(QUESTION_OPTIONS_MAX),
      }),
    )
    .max(2000)
    .default([]),
});
export type OrderDetailsInput = z.input<typeof orderDetailsSchema>;

/** The simulated processor's card form (the same checks Stripe's Payment Element makes before it sends). */
export const simulatedCardSchema = z.object({
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, 'Enter the card number.')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Enter the expiry as MM / YY.'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back.'),
});
export type SimulatedCardInput = z.input<typeof simulatedCardSchema>;
