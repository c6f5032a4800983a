import { TICKET_STATES } from '../tickets/ticket-state.ts';
import { z } from './zod.ts';

/** Attendees on one page of the back office's list: a phone's screenful to a laptop's table. */
export const MAX_ATTENDEE_PAGE = 100;
export const DEFAULT_ATTENDEE_PAGE = 50;
/** The list counts matches up to here exactly; above, it says "10,000+" (counting on would read them all). */
export const ATTENDEE_COUNT_CAP = 10_000;

const uuid = z.uuid('Not an id.');

/**
 * The back office's attendee list (one row per ticket): a search (attendee name, order code, ticket short code),
 * filters and a page. Shared so the screen's address (filters in the URL) is read by the same rule the API parses.
 */
export const attendeeSearchSchema = z.object({
  search: z.string().trim().max(200, 'Search with at most 200 characters.').nullish(),
  ticketTypeIds: z.array(uuid).max(100).nullish(),
  states: z.array(z.enum(TICKET_STATES)).max(TICKET_STATES.length).nullish(),
  /** Checked in (true) or not (false), on `checkInListId` if given, else on any of the event's lists. */
  checkedIn: z.boolean().nullish(),
  checkInListId: uuid.nullish(),
  first: z
    .number()
    .int()
    .min(1, 'Ask for at least one attendee.')
    .max(MAX_ATTENDEE_PAGE, `Ask for at most ${MAX_ATTENDEE_PAGE} attendees.`)
    .default(DEFAULT_ATTENDEE_PAGE),
  after: z.string().max(600).nullish(),
});
export type AttendeeSearchInput = z.input<typeof attendeeSearchSchema>;
export type AttendeeSearch = z.output<typeof attendeeSearchSchema>;

/** A check-in made by hand from the attendee list: which ticket, on which list, and the click's own id. */
export const attendeeCheckInSchema = z.object({
  ticketId: uuid,
  listId: uuid,
  /** Made once per click by the screen: the same click sent again (a retry) changes nothing. */
  nonce: z
    .string()
    .trim()
    .min(8, 'A nonce has at least 8 characters.')
    .max(60, 'A nonce has at most 60 characters.')
    .regex(/^[A-Za-z0-9_-]+$/, 'A nonce uses letters, digits, - and _.'),
});
export type AttendeeCheckInInput = z.input<typeof attendeeCheckInSchema>;
