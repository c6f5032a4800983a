import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from '../events/tables.ts';
import { users } from '../identity/tables.ts';

/**
 * An event's waiting room. Admissions are a clock, not a counter someone ticks: by `now`, the first
 * `admittedBase + ratePerMinute × minutes since rateSince` places are through (queue-order.ts), which every instance
 * works out alike. A change of rate starts a new stretch from what was admitted by then.
 */
export const waitingRooms = pgTable(
  'waiting_rooms',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    /** The on-sale moment: the pre-queue's random draw, then first come, first served. */
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    preQueueMinutes: integer('pre_queue_minutes').notNull().default(15),
    /** The organizer's rate; the room may run slower while reserves are slow (admission-control.ts). */
    admitPerMinute: integer('admit_per_minute').notNull(),
    ratePerMinute: doublePrecision('rate_per_minute').notNull(),
    admittedBase: doublePrecision('admitted_base').notNull().default(0),
    rateSince: timestamp('rate_since', { withTimezone: true }).notNull(),
    holdMinutes: integer('hold_minutes').notNull().default(5),
    /**
     * Off, the room turns itself on (first come, first served from then) when one instance starts more holds than
     * this in a minute; null never.
     */
    autoArrivalsPerMinute: integer('auto_arrivals_per_minute'),
    /** When the pre-queue's places were drawn into line (null before the on-sale). */
    sequencedAt: timestamp('sequenced_at', { withTimezone: true }),
    /** The place the next arrival after the draw takes. */
    nextSeq: bigint('next_seq', { mode: 'number' }).notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('waiting_rooms_rate_positive', sql`${t.admitPerMinute} > 0 and ${t.ratePerMinute} > 0`),
    check('waiting_rooms_pre_queue_bounded', sql`${t.preQueueMinutes} between 0 and 1440`),
  ],
);

export type WaitingRoomRow = typeof waitingRooms.$inferSelect;

/** One place in a room: one per browser and one per account, never drawn again by coming back. */
export const waitingRoomEntries = pgTable(
  'waiting_room_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => waitingRooms.eventId, { onDelete: 'cascade' }),
    /** SHA-256 of the key the browser keeps (BROWSER_KEY_HEADER): its passes are bound to it. */
    browserHash: text('browser_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The joining address, IPv6 by /64: what the joining limit counts (kept for the operator's view of bots). */
    addressGroup: text('address_group').notNull(),
    /** A random number drawn at joining: the pre-queue's order at the on-sale. */
    draw: bigint('draw', { mode: 'number' }).notNull(),
    /** The place in line (1 first): the draw's rank for the pre-queue, the arrival order after. */
    seq: bigint('seq', { mode: 'number' }),
    /** The proof-of-work answer's signature: an answer is taken once. */
    proof: text('proof').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the place first came through (its pass is good for a while from then). */
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waiting_room_entries_browser_idx').on(t.eventId, t.browserHash),
    uniqueIndex('waiting_room_entries_user_idx')
      .on(t.eventId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('waiting_room_entries_proof_idx').on(t.proof),
    index('waiting_room_entries_seq_idx').on(t.eventId, t.seq),
  ],
);

export type WaitingRoomEntryRow = typeof waitingRoomEntries.$inferSelect;
