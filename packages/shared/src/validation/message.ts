import { z } from './zod.ts';

export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 20_000;
export const MESSAGE_RATE_MIN = 60;
export const MESSAGE_RATE_MAX = 6000;
export const MESSAGE_RATE_DEFAULT = 600;
export const REMINDER_HOURS_MIN = 1;
export const REMINDER_HOURS_MAX = 168;
export const REMINDER_HOURS_DEFAULT = 24;

export const MESSAGE_AUDIENCES = ['EVERYONE', 'TICKET_TYPES', 'CHECKED_IN', 'NOT_CHECKED_IN', 'ONE_ORDER'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

/** Who a message goes to: the types for TICKET_TYPES, the order's code for ONE_ORDER, named on their own fields. */
export const messageRecipientsSchema = z
  .object({
    audience: z.enum(MESSAGE_AUDIENCES),
    ticketTypeIds: z.array(z.uuid('Choose ticket types from the list.')).max(100).nullish(),
    orderCode: z.string().trim().max(40, 'Use at most 40 characters.').nullish(),
  })
  .superRefine((r, ctx) => {
    if (r.audience === 'TICKET_TYPES' && !r.ticketTypeIds?.length) {
      ctx.addIssue({ code: 'custom', path: ['ticketTypeIds'], message: 'Choose at least one ticket type.' });
    }
    if (r.audience === 'ONE_ORDER' && !r.orderCode) {
      ctx.addIssue({ code: 'custom', path: ['orderCode'], message: 'Enter the order’s code.' });
    }
  });

/** A message to an event's attendees as its organizer writes it: a subject, a Markdown body, and who gets it. */
export const messageInputSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'Write a subject.')
    .max(MESSAGE_SUBJECT_MAX, `Use at most ${MESSAGE_SUBJECT_MAX} characters.`),
  body: z
    .string()
    .trim()
    .min(1, 'Write the message.')
    .max(MESSAGE_BODY_MAX, `Use at most ${MESSAGE_BODY_MAX.toLocaleString('en')} characters.`),
  recipients: messageRecipientsSchema,
});
export type MessageInput = z.infer<typeof messageInputSchema>;

export const messageRateSchema = z
  .number()
  .int('Use a whole number.')
  .min(MESSAGE_RATE_MIN, `Send at least ${MESSAGE_RATE_MIN} a minute.`)
  .max(MESSAGE_RATE_MAX, `Send at most ${MESSAGE_RATE_MAX.toLocaleString('en')} a minute.`);

/** How long before the start each holder is reminded. */
export const reminderHoursSchema = z
  .number()
  .int('Use a whole number of hours.')
  .min(REMINDER_HOURS_MIN, `Remind at least ${REMINDER_HOURS_MIN} hour before.`)
  .max(REMINDER_HOURS_MAX, `Remind at most ${REMINDER_HOURS_MAX} hours (a week) before.`);
