import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedStatements } from '../../db/prepared-statements.ts';
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
 * two rows. A row whose deletion is under way is returned as it is: the
 * WHERE on the update means a request that read the row just before the
 * deletion committed cannot write the person's email back into it.
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
      setWhere: isNull(users.deletionRequestedAt),
    })
    .returning();
  if (row) return row;
  const pending = await findUserByFirebaseUid(db, identity.firebaseUid);
  if (!pending) throw new Error('upsert returned no row');
  return pending;
}

function prepareUserByFirebaseUid(db: Db) {
  const uid = sql.placeholder('firebaseUid');
  return db.select().from(users).where(eq(users.firebaseUid, uid)).limit(1).prepare('user_by_firebase_uid');
}
const userByFirebaseUidStatement = preparedStatements<ReturnType<typeof prepareUserByFirebaseUid>>();

/** Read on every signed-in request: prepared, so Drizzle builds it once per database. */
async function findUserByFirebaseUid(db: Db, firebaseUid: string): Promise<UserRow | null> {
  const statement = userByFirebaseUidStatement(db, 'user_by_firebase_uid', () => prepareUserByFirebaseUid(db));
  const [row] = await statement.execute({ firebaseUid });
  return row ?? null;
}

/**
 * The user behind a verified token. Every authenticated request comes here,
 * so it reads first and writes only for a new user or when Firebase's facts
 * (email, verification, phone, a first name) changed; never to a row whose
 * deletion is under way.
 */
export async function findOrSyncUser(db: Db, identity: UserIdentity): Promise<UserRow> {
  const row = await findUserByFirebaseUid(db, identity.firebaseUid);
  if (row?.deletionRequestedAt) return row;
  return row && isInStep(row, identity) ? row : upsertUserByFirebaseUid(db, identity);
}

/** Whether a row already holds what Firebase says of the person (or a name of their own), so needs no write. */
export function isInStep(row: UserRow, identity: UserIdentity): boolean {
  return (
    row.email === identity.email &&
    row.emailVerified === identity.emailVerified &&
    row.phoneNumber === identity.phoneNumber &&
    (row.displayName !== null || identity.displayName === null)
  );
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUsersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
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

/**
 * The first step of deleting an account: every personal field goes and the
 * deletion is recorded as requested. firebaseUid stays, so the Firebase
 * account can still be found and deleted; the first request keeps its time.
 */
export async function anonymiseUser(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({
      email: null,
      emailVerified: false,
      displayName: null,
      phoneNumber: null,
      deletionRequestedAt: sql`coalesce(${users.deletionRequestedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}

/** The last step, once Firebase has no such account: the uid goes too. Only once, whoever gets here first. */
export async function markUserDeleted(db: Db, id: string): Promise<void> {
  await db
    .update(users)
    .set({ firebaseUid: sql`'deleted:' || ${users.id}`, deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
}

/** Deletions asked for before `before` and not recorded as finished: the oldest first. */
export async function listUnfinishedDeletions(db: Db, before: Date, limit: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(lt(users.deletionRequestedAt, before), isNull(users.deletedAt)))
    .orderBy(asc(users.deletionRequestedAt))
    .limit(limit);
}
