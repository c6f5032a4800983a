import type { QuestionKind, QuestionScope } from '@admit/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from '../events/tables.ts';

/**
 * An event's checkout questions. Deleting one hides it (`deleted_at`): buyers stop seeing it, and the answers
 * already given stay on their orders and in exports under the question's words. An edit changes what the next
 * buyers are asked; answers given before keep what was answered.
 */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    kind: text('kind').$type<QuestionKind>().notNull(),
    helpText: text('help_text').notNull().default(''),
    required: boolean('required').notNull().default(false),
    scope: text('scope').$type<QuestionScope>().notNull(),
    /** The ticket types it is asked for; empty: all of the event's (a trigger keeps them the event's). */
    ticketTypeIds: uuid('ticket_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The choices of ONE_CHOICE and MANY_CHOICES, in the order shown. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** What a CONSENT box links to. */
    linkUrl: text('link_url').notNull().default(''),
    showAtDoor: boolean('show_at_door').notNull().default(false),
    /** Where it is asked among the event's questions (ascending). */
    position: integer('position').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questions_event_idx').on(t.eventId, t.position)],
);

export type QuestionRow = typeof questions.$inferSelect;
