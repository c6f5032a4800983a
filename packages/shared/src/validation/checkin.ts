import { z } from './zod.ts';

/** Scans a device may send in one upload; a longer queue goes in several. */
export const MAX_CHECK_IN_BATCH = 500;
/** Name search at the door: never fewer letters, never more answers, so the screen never lists the attendees. */
export const MIN_ATTENDEE_SEARCH = 3;
export const MAX_ATTENDEE_RESULTS = 8;

const token = z
  .string()
  .trim()
  .min(8, 'A scan nonce has at least 8 characters.')
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'A scan nonce uses letters, digits, - and _.');

/** A door device's own id (random, kept on the device). */
export const deviceIdSchema = z.string().trim().min(1).max(64);

/** What a door device names when it downloads its offline copy. */
export const scannerDataInputSchema = z.object({ deviceId: deviceIdSchema.nullish() });

/** A code as scanned or typed at the door: a whole signed code, or the short one printed under the QR. */
const enteredCode = z.string().trim().max(400, 'That is longer than any ticket code: check what was typed.');

/** The door's form for a code typed in, when the camera cannot read it. */
export const enteredCodeSchema = z.object({
  code: enteredCode.min(1, 'Type the code under the ticket’s QR code.'),
});
export type EnteredCodeInput = z.input<typeof enteredCodeSchema>;

export const checkInInputSchema = z
  .object({
    listId: z.string().min(1),
    code: enteredCode.nullish(),
    ticketId: z.string().nullish(),
    kind: z.enum(['ENTRY', 'EXIT']).default('ENTRY'),
    nonce: token,
    deviceId: deviceIdSchema,
    deviceName: z.string().trim().min(1, 'Name this device.').max(60, 'Use at most 60 characters.'),
    scannedAt: z.coerce.date().nullish(),
    shownOutcome: z.enum(['ADMITTED', 'EXITED', 'ALREADY_CHECKED_IN', 'REJECTED']).nullish(),
  })
  .refine((s) => !!s.code !== !!s.ticketId, { message: 'Give either the scanned code or a ticket.', path: ['code'] });
export type CheckInInput = z.input<typeof checkInInputSchema>;

export const checkInListInputSchema = z.object({
  name: z.string().trim().min(1, 'Name the list.').max(60, 'Use at most 60 characters.'),
  ticketTypeIds: z.array(z.string().min(1)).max(100),
  opensMinutesBefore: z
    .number('Enter a number of minutes.')
    .int('Enter whole minutes.')
    .min(0, 'Check-in cannot open after the start.')
    .max(7 * 24 * 60, 'Check-in opens at most a week before the start.'),
  allowReentry: z.boolean(),
});
export type CheckInListInput = z.input<typeof checkInListInputSchema>;

/** What the form for a new check-in list holds: its minutes as typed, under the API's field names. */
export const checkInListDraftSchema = z
  .object({
    name: z.string(),
    ticketTypeIds: z.array(z.string()),
    opensMinutesBefore: z.string(),
    allowReentry: z.boolean(),
  })
  // An empty box is 0 minutes: the list opens at the start.
  .transform((draft) => ({ ...draft, opensMinutesBefore: Number(draft.opensMinutesBefore) }))
  .pipe(checkInListInputSchema);
export type CheckInListDraft = z.input<typeof checkInListDraftSchema>;
