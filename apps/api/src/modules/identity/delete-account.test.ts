import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import {
  ACCEPT_INVITATION,
  createOrganization,
  dataOf,
  errorOf,
  invite,
  present,
  VIEWER_ID,
} from '../../test/org-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { claimsOf, unsignedToken } from '../../test/tokens.ts';
import { organizationInvitations } from '../organizations/tables.ts';
import { createFirebaseIdentity, type FirebaseIdentity } from './firebase-identity.ts';
import { finishUnfinishedDeletions, UNFINISHED_DELETION_GRACE_MS } from './service.ts';
import { users } from './tables.ts';

/**
 * The server's Firebase client is the real one, against the Auth Emulator, except that a test may replace
 * the next deleteUser call: the emulator cannot be told to fail once, or to answer only when the test says,
 * and those are the cases account deletion has to survive.
 */
let nextDeleteUser: ((uid: string, real: FirebaseIdentity) => Promise<void>) | null = null;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi(
    {},
    {
      identity: (real) => ({
        ...real,
        deleteUser(uid) {
          const once = nextDeleteUser;
          nextDeleteUser = null;
          return once ? once(uid, real) : real.deleteUser(uid);
        },
      }),
    },
  );
});
afterAll(() => api.close());

async function userIdOf(token: string): Promise<string> {
  return present(dataOf(await api.graphql(VIEWER_ID, { token })).viewer).user.id;
}

async function userRow(id: string) {
  const [row] = await api.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Firebase's answer when it cannot do what was asked; not a verdict on the user. */
const firebaseFailure = () => Object.assign(new Error('Firebase is unavailable'), { code: 'auth/internal-error' });

const deleteAccount = graphql(`
  mutation DeleteAccount {
    deleteAccount {
      deletedUserId
    }
  }
`);
const SET_NAME = graphql(`
  mutation SetDisplayName($name: String!) {
    updateProfile(input: { displayName: $name }) {
      id
    }
  }
`);
const USER = graphql(`
  query UserById($id: ID!) {
    user(id: $id) {
      id
      email
      displayName
    }
  }
`);
const USER_EMAILS = graphql(`
  query UserEmails {
    users(first: 100) {
      email
    }
  }
`);
const VIEWER_PROFILE = graphql(`
  query ViewerProfile {
    viewer {
      user {
        id
        email
        displayName
      }
    }
  }
`);
const GHOST_ORGANIZATION = graphql(`
  mutation GhostOrganization {
    createOrganization(input: { name: "Ghost", slug: "ghost-org" }) {
      id
    }
  }
`);
const DECLINE = graphql(`
  mutation DeclineBeforeLeaving($id: ID!) {
    declineInvitation(id: $id)
  }
`);

describe('deleteAccount', () => {
  it("removes the person's data from the API and their Firebase account", async () => {
    const account = await api.newAccount('leaving');
    await api.graphql(SET_NAME, { token: account.idToken, variables: { name: 'Leaving Soon' } });

    const res = await api.graphql(deleteAccount, { token: account.idToken });
    const userId = res.body.data?.deleteAccount.deletedUserId;
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);

    // The row stays for organizers' records, with nothing that names the person.
    const admin = await api.adminToken();
    const row = await api.graphql(USER, { token: admin, variables: { id: present(userId) } });
    expect(row.body.data?.user).toEqual({ id: userId, email: null, displayName: null });
    const list = await api.graphql(USER_EMAILS, { token: admin });
    expect(list.body.data?.users.map((u) => u.email)).not.toContain(account.email);

    // The old token no longer works, and the credentials are gone from Firebase.
    const after = await api.graphql(VIEWER_ID, { token: account.idToken });
    expect(after.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await expect(api.emulator.signIn(account.email, 'secret-pass-1')).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID/);
  });

  it('needs a recent sign-in, and changes nothing without one', async () => {
    const account = await api.newAccount('stale');
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    // As if the account were older than that sign-in, so the token is not revoked, only stale.
    await api.emulator.setValidSince(account.localId, tenMinutesAgo - 60);
    // A token refreshed just now for a sign-in ten minutes ago.
    const stale = unsignedToken({ ...claimsOf(account.idToken), auth_time: tenMinutesAgo });
    const res = await api.graphql(deleteAccount, { token: stale });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('REAUTHENTICATION_REQUIRED');

    const still = await api.graphql(VIEWER_PROFILE, { token: account.idToken });
    expect(still.body.data?.viewer?.user.email).toBe(account.email);
    await expect(api.emulator.signIn(account.email, 'secret-pass-1')).resolves.toMatchObject({
      email: account.email,
    });
  });

  it('commits before calling Firebase, so the database serves others meanwhile; after Firebase fails, a retry finishes', async () => {
    const account = await api.newAccount('flaky');
    await api.graphql(SET_NAME, { token: account.idToken, variables: { name: 'Flaky Firebase' } });
    const userId = await userIdOf(account.idToken);
    const admin = await api.adminToken();

    let reached = (): void => undefined;
    const called = new Promise<void>((resolve) => (reached = resolve));
    let answer = (_error: Error): void => undefined;
    nextDeleteUser = () => {
      reached();
      return new Promise<void>((_, reject) => (answer = reject));
    };
    const first = api.graphql(deleteAccount, { token: account.idToken });
    await called;
    try {
      // Firebase has not answered. A transaction held across the call would keep this read waiting (on
      // PGlite, every request waits on its one connection) or show the old row (on PostgreSQL).
      const seen = await within(3000, api.graphql(USER, { token: admin, variables: { id: userId } }));
      expect(dataOf(seen).user).toEqual({ id: userId, email: null, displayName: null });
    } finally {
      answer(firebaseFailure());
    }
    expect(errorOf(await first).code).toBe('INTERNAL_SERVER_ERROR');
    // The sign-in survived Firebase's failure; the retry removes it and records that it is gone.
    await expect(api.emulator.signIn(account.email, 'secret-pass-1')).resolves.toMatchObject({
      email: account.email,
    });

    const retry = await api.graphql(deleteAccount, { token: account.idToken });
    expect(dataOf(retry).deleteAccount.deletedUserId).toBe(userId);
    await expect(api.emulator.signIn(account.email, 'secret-pass-1')).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID/);
    expect(await userRow(userId)).toMatchObject({ firebaseUid: `deleted:${userId}`, email: null, displayName: null });
    expect((await userRow(userId)).deletedAt).toBeInstanceOf(Date);
  });

  it('lets an account whose deletion was cut short do nothing, and its next request finishes the deletion', async () => {
    const account = await api.newAccount('cut-short');
    const userId = await userIdOf(account.idToken);
    // As if the process had died between the commit and the call to Firebase.
    nextDeleteUser = () => Promise.reject(firebaseFailure());
    expect(errorOf(await api.graphql(deleteAccount, { token: account.idToken })).code).toBe('INTERNAL_SERVER_ERROR');
    expect(await userRow(userId)).toMatchObject({ email: null, deletedAt: null });

    // The token still verifies, since Firebase still has the account; the request is refused all the same, and
    // the person's email, which the token carries, is not written back. Here another request reaches Firebase
    // first: "no such user" counts as done.
    nextDeleteUser = async (uid, real) => {
      await real.deleteUser(uid);
      await real.deleteUser(uid);
    };
    const acting = await api.graphql(GHOST_ORGANIZATION, { token: account.idToken });
    expect(errorOf(acting).code).toBe('UNAUTHENTICATED');
    expect(await userRow(userId)).toMatchObject({ firebaseUid: `deleted:${userId}`, email: null });
    await expect(api.emulator.signIn(account.email, 'secret-pass-1')).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID/);
  });

  it("is finished by the sweep when Firebase's answer was lost, or the person never came back", async () => {
    const lost = await api.newAccount('answer-lost');
    const lostId = await userIdOf(lost.idToken);
    // Firebase deletes the account, but its answer never arrives.
    nextDeleteUser = async (uid, real) => {
      await real.deleteUser(uid);
      throw firebaseFailure();
    };
    expect(errorOf(await api.graphql(deleteAccount, { token: lost.idToken })).code).toBe('INTERNAL_SERVER_ERROR');
    const gone = await api.newAccount('gone');
    const goneId = await userIdOf(gone.idToken);
    nextDeleteUser = () => Promise.reject(firebaseFailure());
    expect(errorOf(await api.graphql(deleteAccount, { token: gone.idToken })).code).toBe('INTERNAL_SERVER_ERROR');
    expect(await userRow(lostId)).toMatchObject({ deletedAt: null });

    // The real Firebase client, as the sweep in main.ts uses it; before the grace period nothing is taken over.
    const identity = createFirebaseIdentity(api.config.firebase);
    try {
      const soon = await finishUnfinishedDeletions(api.database.db, identity, new Date());
      expect((await userRow(lostId)).deletedAt).toBeNull();
      expect(soon.finished).toBe(0);
      const later = new Date(Date.now() + UNFINISHED_DELETION_GRACE_MS + 1000);
      expect(await finishUnfinishedDeletions(api.database.db, identity, later)).toMatchObject({ failed: 0 });
    } finally {
      await identity.close();
    }
    for (const [id, account] of [
      [lostId, lost],
      [goneId, gone],
    ] as const) {
      expect(await userRow(id)).toMatchObject({ firebaseUid: `deleted:${id}`, email: null });
      expect((await userRow(id)).deletedAt).toBeInstanceOf(Date);
      await expect(api.emulator.signIn(account.email, 'secret-pass-1')).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID/);
    }
  });

  it('removes every invitation to the person, answered or not, and leaves no row that names them', async () => {
    const owner = (await api.newAccount('inviting-owner')).idToken;
    const [waiting, declined, joined] = [
      await createOrganization(api, owner, 'Waiting Room'),
      await createOrganization(api, owner, 'Declined Hall'),
      await createOrganization(api, owner, 'Joined Club'),
    ];
    const person = await api.newAccount('invited');
    const name = `Invited Person ${Math.random().toString(36).slice(2, 8)}`;
    await invite(api, owner, waiting.id, person.email, 'MANAGER');
    const declinedId = await invite(api, owner, declined.id, person.email, 'MANAGER');
    const joinedId = await invite(api, owner, joined.id, person.email, 'OWNER');
    await api.emulator.markEmailVerified(person.localId);
    const { idToken } = await api.emulator.signIn(person.email, 'secret-pass-1');
    dataOf(await api.graphql(SET_NAME, { token: idToken, variables: { name } }));
    dataOf(await api.graphql(DECLINE, { token: idToken, variables: { id: declinedId } }));
    dataOf(await api.graphql(ACCEPT_INVITATION, { token: idToken, variables: { id: joinedId } }));
    // As an owner of Joined Club, they invite someone: that invitation is the organization's and stays.
    const sentId = await invite(api, idToken, joined.id, 'newcomer@example.test', 'DOOR_STAFF');

    dataOf(await api.graphql(deleteAccount, { token: idToken }));

    const db = api.database.db;
    for (const table of Object.values(schema).filter((value) => is(value, PgTable))) {
      const rows = await db
        .select({ row: sql<string>`${table}::text` })
        .from(table)
        .where(sql`${table}::text ilike ${`%${person.email}%`} or ${table}::text ilike ${`%${name}%`}`);
      expect(rows, `rows of ${getTableName(table)}`).toEqual([]);
    }
    const left = await db.select().from(organizationInvitations).where(eq(organizationInvitations.id, sentId));
    expect(left).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    const res = await api.graphql(deleteAccount);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
