import { localDateTimeSchema } from './event.ts';
import { z } from './zod.ts';

import { BROWSER_KEY_PATTERN } from '../waiting-room/browser-key.ts';

export { BROWSER_KEY_HEADER, PLACE_STREAM_PATH } from '../waiting-room/browser-key.ts';

/** The longest pre-queue: a day. Longer is no queue but a lottery, and the sane bound. */
export const WAITING_ROOM_MAX_PRE_QUEUE_MINUTES = 24 * 60;
/** Admissions per minute an organizer may set: one a minute up to a stadium's gates at full speed. */
export const WAITING_ROOM_MAX_RATE = 100_000;
/** How long a hold lasts while the room is on (minutes): short, so stock held and not paid returns to the queue. */
export const WAITING_ROOM_MAX_HOLD_MINUTES = 30;

const wholeNumber = (what: string) => z.number(`Enter ${what}.`).int(`Use a whole number for ${what}.`);

/**
 * An event's waiting room as its organizer sets it. The on-sale time is wall-clock time in the event's zone, like
 * a ticket type's sales window.
 */
export const waitingRoomInputSchema = z.object({
  enabled: z.boolean(),
  opensAt: localDateTimeSchema,
  preQueueMinutes: wholeNumber('the pre-queue window')
    .min(0, 'The pre-queue window cannot be negative.')
    .max(WAITING_ROOM_MAX_PRE_QUEUE_MINUTES, 'The pre-queue window is at most 24 hours (1440 minutes).'),
  admitPerMinute: wholeNumber('the admission rate')
    .min(1, 'Admit at least one person a minute.')
    .max(WAITING_ROOM_MAX_RATE, `Admit at most ${WAITING_ROOM_MAX_RATE.toLocaleString('en')} people a minute.`),
  holdMinutes: wholeNumber('the hold length')
    .min(1, 'Holds last at least a minute.')
    .max(WAITING_ROOM_MAX_HOLD_MINUTES, `Holds last at most ${WAITING_ROOM_MAX_HOLD_MINUTES} minutes.`),
  /** Off, the room turns itself on above this many holds a minute (per instance); null never. */
  autoArrivalsPerMinute: wholeNumber('the arrivals that turn the room on')
    .min(1, 'Turn the room on at one arrival a minute or more.')
    .max(WAITING_ROOM_MAX_RATE, `At most ${WAITING_ROOM_MAX_RATE.toLocaleString('en')} a minute.`)
    .nullable(),
});
export type WaitingRoomInput = z.infer<typeof waitingRoomInputSchema>;

/** What a visitor's place in the room is: before the pre-queue, in it (no order yet), in line, or through. */
export const WAITING_PLACE_STATES = ['NOT_OPEN', 'PRE_QUEUE', 'WAITING', 'ADMITTED', 'PASS_EXPIRED'] as const;
export type WaitingPlaceState = (typeof WAITING_PLACE_STATES)[number];

export const browserKeySchema = z.string().regex(BROWSER_KEY_PATTERN);
