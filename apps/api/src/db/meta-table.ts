import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Installation-wide facts, such as when demo data was seeded. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
