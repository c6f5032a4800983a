import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RefundPolicyMode } from '@admit/shared';
import { images } from '../media/tables.ts';
import { organizations } from '../organizations/tables.ts';

export const eventStatus = pgEnum('event_status', ['DRAFT', 'PUBLISHED', 'ENDED', 'CANCELLED']);

export type FaqEntry = { question: string; answer: string };

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Unique across Admit: it is the public address, /e/:eventSlug. */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Markdown as the organizer wrote it; rendered and sanitised on the way out. */
    description: text('description').notNull().default(''),
    venueName: text('venue_name').notNull(),
    venueAddress: text('venue_address').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** IANA zone the event happens in; every time is shown in it. */
    timeZone: text('time_zone').notNull(),
    currency: text('currency').notNull(),
    status: eventStatus('status').notNull().default('DRAFT'),
    /** Chosen by platform admins for the home page slider. */
    featured: boolean('featured').notNull().default(false),
    coverImageId: uuid('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
    faq: jsonb('faq').$type<FaqEntry[]>().notNull().default([]),
    /** What a buyer gets back by cancelling their own order (refund-policy.ts in @admit/shared). */
    refundPolicyMode: text('refund_policy_mode').$type<RefundPolicyMode>().notNull().default('NONE'),
    refundPolicyDays: integer('refund_policy_days').notNull().default(0),
    refundPolicyPercent: integer('refund_policy_percent').notNull().default(100),
    /** Whether ticket holders may pass their tickets on (transfer-policy.ts in @admit/shared), and until when. */
    transfersAllowed: boolean('transfers_allowed').notNull().default(false),
    transferCloseHours: integer('transfer_close_hours').notNull().default(0),
    /** The event's waiting list (waiting-list.ts in @admit/shared): on, offers automatic, their hours, groups. */
    waitingListEnabled: boolean('waiting_list_enabled').notNull().default(false),
    waitingListAutoOffer: boolean('waiting_list_auto_offer').notNull().default(true),
    waitingListOfferHours: integer('waiting_list_offer_hours').notNull().default(24),
    waitingListSkipGroups: boolean('waiting_list_skip_groups').notNull().default(false),
    /** Hours before the start at which each paid order's holder is reminded (1 to 168; messages/reminders.ts). */
    reminderHours: integer('reminder_hours').notNull().default(24),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_organization_idx').on(t.organizationId, t.startsAt),
    index('events_public_idx').on(t.status, t.startsAt, t.id),
  ],
);

export const eventGalleryImages = pgTable(
  'event_gallery_images',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    alt: text('alt').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.imageId] })],
);

export type EventRow = typeof events.$inferSelect;
export type GalleryImageRow = typeof eventGalleryImages.$inferSelect;
