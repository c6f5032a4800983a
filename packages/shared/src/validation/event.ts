import { z } from './zod.ts';
import { LOCAL_DATE_TIME, instantToZoned, isTimeZone, zonedToInstant } from '../events/zoned-time.ts';
import { slugSchema } from './slug.ts';

export const EVENT_TITLE_MIN = 3;
export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 20_000;
export const FAQ_MAX_ENTRIES = 30;

export const EVENT_STATUSES = ['DRAFT', 'PUBLISHED', 'ENDED', 'CANCELLED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The currencies Intl can format, so every price shown is correct. */
export const CURRENCIES: readonly string[] = Intl.supportedValuesOf('currency');

export const localDateTimeSchema = z
  .string()
  .trim()
  .regex(LOCAL_DATE_TIME, 'Enter a date and time.')
  .refine(isCalendarDateTime, 'Enter a real date and time.');

/** "2031-02-31T10:00" matches the pattern but is no day: Date.UTC would roll it into March. */
function isCalendarDateTime(value: string): boolean {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return false;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60;
}

export const timeZoneSchema = z.string().trim().refine(isTimeZone, 'Choose a time zone from the list.');

export const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => CURRENCIES.includes(code), 'Choose a currency from the list.');

export const faqEntrySchema = z.object({
  question: z.string().trim().min(3, 'Write the question.').max(200, 'Use at most 200 characters.'),
  answer: z.string().trim().min(1, 'Write the answer.').max(2000, 'Use at most 2000 characters.'),
});

/**
 * An event as its organizer edits it. Times are wall-clock times in the
 * event's own zone; the end must come after the start.
 */
export const eventInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(EVENT_TITLE_MIN, `Use at least ${EVENT_TITLE_MIN} characters.`)
      .max(EVENT_TITLE_MAX, `Use at most ${EVENT_TITLE_MAX} characters.`),
    // "new" is the address of the new-event form on the organizer screens.
    slug: slugSchema.refine((slug) => slug !== 'new', 'That address is reserved; choose another.'),
    description: z.string().max(EVENT_DESCRIPTION_MAX, `Use at most ${EVENT_DESCRIPTION_MAX} characters.`),
    venueName: z.string().trim().min(2, 'Name the venue.').max(120, 'Use at most 120 characters.'),
    venueAddress: z.string().trim().max(300, 'Use at most 300 characters.'),
    startsAt: localDateTimeSchema,
    endsAt: localDateTimeSchema,
    timeZone: timeZoneSchema,
    currency: currencySchema,
    faq: z.array(faqEntrySchema).max(FAQ_MAX_ENTRIES, `Keep to ${FAQ_MAX_ENTRIES} questions.`),
  })
  .superRefine((event, ctx) => {
    // zod runs this even when a field above was refused (an empty start, a zone not in the list): the times are
    // compared only once each is a real wall-clock time in a real zone, and their own messages already stand.
    if (!isTimeZone(event.timeZone) || !isCalendarDateTime(event.startsAt) || !isCalendarDateTime(event.endsAt)) return;
    for (const field of ['startsAt', 'endsAt'] as const) {
      // A time the clocks skip (02:30 on the night summer time starts) names no instant.
      if (instantToZoned(zonedToInstant(event[field], event.timeZone), event.timeZone) !== event[field]) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `That time does not exist in ${event.timeZone}: the clocks change then.`,
        });
        return;
      }
    }
    if (zonedToInstant(event.endsAt, event.timeZone) <= zonedToInstant(event.startsAt, event.timeZone)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start.' });
    }
  });

export type EventInput = z.infer<typeof eventInputSchema>;
