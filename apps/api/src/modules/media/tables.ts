import { customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/tables.ts';
import { organizations } from '../organizations/tables.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images live in the database, so API instances stay stateless and
 * a backup holds everything. The original is re-encoded once on upload
 * (metadata stripped, longest side capped); sizes are made on request and
 * cached by browsers and CDNs, since an image never changes under its id.
 */
export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The organization whose event shows it; null for a person's profile photo (userPhotos). */
  organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  uploadedBy: uuid('uploaded_by').references(() => users.id),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ImageRow = typeof images.$inferSelect;

/**
 * A person's profile photo: an image of theirs alone, through the same upload, checks and sizes as events'. Kept
 * here, not on users, because media sits above identity (docs/ARCHITECTURE.md "Layers"). Deleting the image, or
 * the person, takes the row with it.
 */
export const userPhotos = pgTable('user_photos', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  imageId: uuid('image_id')
    .notNull()
    .references(() => images.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
