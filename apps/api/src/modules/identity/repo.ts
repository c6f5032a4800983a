import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from './tables.ts';

export type UserIdentity = {
  firebaseUid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  phoneNumber: string | null;
};

/**
 * Creates the user on first sight and keeps email and verification in step
 * with Firebase. One statement, so two first requests at once cannot create
 * two rows.
 */
export async function upsertUserByFirebaseUid(db: Db, identity: UserIdentity): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values(identity)
    .onConflictDoUpdate({
      target: users.firebaseUid,
      set: {
        email: identity.email,
        emailVerified: identity.emailVerified,
        phoneNumber: identity.phoneNumber,
        // Firebase's name only fills a blank; a name set in Admit wins.
        displayName: sql`coalesce(${users.displayName}, excluded.display_name)`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/**
 * The user behind a verified token. Every authenticated request comes here,
 * so it reads first and writes only for a new user or when Firebase's facts
 * (email, verification, phone, a first name) changed.
 */
export async function findOrSyncUser(db: Db, identity: UserIdentity): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.firebaseUid, identity.firebaseUid)).limit(1);
  const inStep =
    row &&
    row.email === identity.email &&
    row.emailVerified === identity.emailVerified &&
    row.phoneNumber === identity.phoneNumber &&
    (row.displayName !== null || identity.displayName === null);
  return inStep ? row : upsertUserByFirebaseUid(db, identity);
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function updateUserProfile(db: Db, id: string, patch: { displayName: string }): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ displayName: patch.displayName, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

export async function listUsers(db: Db, limit: number): Promise<UserRow[]> {
  return db.select().from(users).orderBy(users.createdAt, users.id).limit(limit);
}

/** Removes every personal field; the row itself stays for the records that point at it. */
export async function anonymiseUser(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({
      firebaseUid: sql`'deleted:' || ${users.id}`,
      email: null,
      emailVerified: false,
      displayName: null,
      phoneNumber: null,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}
