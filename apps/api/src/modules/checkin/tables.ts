import type { CheckInKind, CheckInOutcome, CheckInRejection } from '@admit/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from '../events/tables.ts';
import { users } from '../identity/tables.ts';
import { tickets } from '../tickets/tables.ts';

/** Minutes before the start that the default list opens: doors and wristband desks open hours ahead. */
export const DEFAULT_OPENS_MINUTES_BEFORE = 240;

/**
 * A check-in list: the ticket types it admits (none listed: all), when it opens, and whether a ticket may come
 * back in after an exit scan. Each event has one default list, made the first time anyone at the door asks.
 */
export const checkInLists = pgTable(
  'check_in_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ticketTypeIds: uuid('ticket_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    opensMinutesBefore: integer('opens_minutes_before').notNull().default(DEFAULT_OPENS_MINUTES_BEFORE),
    allowReentry: boolean('allow_reentry').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('check_in_lists_event_idx').on(t.eventId, t.createdAt),
    // Two devices opening a new event's scanner at once make one default list, not two.
    uniqueIndex('check_in_lists_one_default')
      .on(t.eventId)
      .where(sql`is_default`),
  ],
);

/**
 * A ticket on one list: the scan that let it in first, and whether it is inside now. One row per list and
 * ticket, so a ticket on several lists counts once on each, and a ticket let in twice (two offline devices) once.
 */
export const checkInStates = pgTable(
  'check_in_states',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => checkInLists.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    firstDeviceName: text('first_device_name').notNull(),
    firstNonce: text('first_nonce').notNull(),
    inside: boolean('inside').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.ticketId] }), index('check_in_states_ticket_idx').on(t.ticketId)],
);

/** Every scan, as the device sent it and as the server decided it; its nonce makes a resent scan change nothing. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The device's id for the scan: unique within the event (another event's device may pick the same). */
    nonce: text('nonce').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    listId: uuid('list_id')
      .notNull()
      .references(() => checkInLists.id, { onDelete: 'cascade' }),
    /** Null when the code named no ticket of this event. */
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CheckInKind>().notNull(),
    outcome: text('outcome').$type<CheckInOutcome>().notNull(),
    reason: text('reason').$type<CheckInRejection>(),
    /** What the device showed, when it decided offline. */
    shownOutcome: text('shown_outcome').$type<CheckInOutcome>(),
    /** The device let the ticket in, but another scan had (or, earlier, took over as) the first entry. */
    conflict: boolean('conflict').notNull().default(false),
    deviceId: text('device_id').notNull(),
    deviceName: text('device_name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('check_ins_event_nonce').on(t.eventId, t.nonce),
    index('check_ins_list_ticket_idx').on(t.listId, t.ticketId),
    index('check_ins_conflicts_idx')
      .on(t.eventId)
      .where(sql`conflict`),
  ],
);

/**
 * When each door device was last in touch about an event (it downloaded the event's copy, or uploaded scans). A
 * device offline since then cannot have scanned before it: a scan it dates earlier is dated then, so that a
 * back-dated scan cannot take the place of an entry the device could have known about.
 */
export const doorDevices = pgTable(
  'door_devices',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.deviceId] })],
);

export type CheckInListRow = typeof checkInLists.$inferSelect;
export type CheckInStateRow = typeof checkInStates.$inferSelect;
export type CheckInRow = typeof checkIns.$inferSelect;
