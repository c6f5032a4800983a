import { z } from '@admit/shared';
import type { DoorRecord } from './door-state.ts';

/*
 * The shape of what the door keeps in IndexedDB, checked when it is read back: a record written by an older
 * version of the app, or broken, fails here and counts as none (the next download replaces it).
 */

const rejection = z.enum([
  'BAD_SIGNATURE',
  'WRONG_EVENT',
  'UNKNOWN_TICKET',
  'REFUNDED',
  'VOID',
  'OLD_VERSION',
  'NOT_ON_LIST',
  'NOT_OPEN',
  'CLOSED',
  'NOT_INSIDE',
]);
const outcome = z.enum(['ADMITTED', 'EXITED', 'ALREADY_CHECKED_IN', 'REJECTED']);

const copy = z.object({
  eventId: z.string(),
  eventSlug: z.string(),
  eventTitle: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  publicKey: z.string(),
  asOf: z.string(),
  lists: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      ticketTypeIds: z.array(z.string()),
      opensAt: z.string(),
      closesAt: z.string(),
      allowReentry: z.boolean(),
      isDefault: z.boolean(),
    }),
  ),
  ticketTypes: z.array(z.object({ id: z.string(), name: z.string() })),
  tickets: z.array(
    z.object({
      id: z.string(),
      attendeeName: z.string(),
      ticketTypeId: z.string(),
      // A copy saved before tickets had short codes still loads (its queue is kept); the next download fills them.
      shortCode: z.string().default(''),
      version: z.number(),
      // A copy saved before the door showed answers still loads; the next download fills them.
      doorNotes: z.array(z.string()).default([]),
    }),
  ),
  revoked: z.array(
    z.object({ id: z.string(), shortCode: z.string().default(''), version: z.number(), reason: rejection }),
  ),
  checkIns: z.array(
    z.object({ listId: z.string(), ticketId: z.string(), at: z.string(), deviceName: z.string(), inside: z.boolean() }),
  ),
});

const queuedScan = z.object({
  listId: z.string(),
  code: z.string().nullable(),
  ticketId: z.string().nullable(),
  kind: z.enum(['ENTRY', 'EXIT']),
  nonce: z.string(),
  deviceId: z.string(),
  deviceName: z.string(),
  scannedAt: z.string(),
  shownOutcome: outcome,
});

export const doorRecordSchema: z.ZodType<DoorRecord> = z.object({
  eventSlug: z.string(),
  copy,
  states: z.record(z.string(), z.object({ inside: z.boolean(), at: z.string(), deviceName: z.string() })),
  queue: z.array(queuedScan),
  undos: z.array(z.string()),
  savedAt: z.string(),
});
