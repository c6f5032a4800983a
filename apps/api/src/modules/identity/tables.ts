import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Our record of a person. Firebase owns credentials; we keep what orders,
 * tickets and roles refer to. Created on first sight of a verified ID token.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  firebaseUid: text('firebase_uid').notNull().unique(),
  email: text('email'),
  emailVerified: boolean('email_verified').notNull().default(false),
  displayName: text('display_name'),
  /** E.164, for people who sign in by phone. */
  phoneNumber: text('phone_number'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Set, with the personal fields cleared, in the transaction that deletes the account. Until deletedAt is
   * set too, the Firebase account may still exist: firebaseUid is kept so the deletion can be finished.
   */
  deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
  /**
   * Set once Firebase has confirmed the account is gone, when firebaseUid becomes "deleted:<id>". The row
   * stays, without personal data, for organizers' records.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export type UserRow = typeof users.$inferSelect;
