import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListenHandlers } from '../../db/client.ts';
import { graphql } from '../../test/gql/index.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import type { UserRow } from './tables.ts';
import { followViewerRows } from './viewer-rows.ts';

/*
 * A signed-in request does not read its viewer's row when this instance has it, and never acts on an old one: a
 * change made through either of two instances, or behind Admit's back, is seen by the next request on both.
 */

const userReads: string[] = [];
let first: TestApi;
let second: TestApi;
beforeAll(async () => {
  first = await createTestApi({}, { onQuery: (query) => void (/from "users"/.test(query) && userReads.push(query)) });
  second = await createTestApi({}, { sharing: first });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const RENAME = graphql(`
  mutation RenameViewer($name: String!) {
    updateProfile(input: { displayName: $name }) {
      displayName
    }
  }
`);
const NAME = graphql(`
  query ViewerName {
    viewer {
      user {
        displayName
      }
    }
  }
`);

const nameOn = async (api: TestApi, token: string) =>
  (await api.graphql(NAME, { token })).body.data?.viewer?.user.displayName;

/** The name an instance shows, once the database's announcement has had time to arrive (at most 3 s). */
const settledNameOn = async (api: TestApi, token: string, expected: string) => {
  const deadline = Date.now() + 3_000;
  let name = await nameOn(api, token);
  while (name !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    name = await nameOn(api, token);
  }
  return name;
};

describe("the viewer's row, kept per instance", () => {
  it('is read once, not on every request of the same person', async () => {
    const { idToken } = await first.newAccount('kept-row');
    await nameOn(first, idToken);
    const before = userReads.length;
    for (let i = 0; i < 5; i++) await nameOn(first, idToken);
    expect(userReads.length - before).toBe(0);
  });

  it('shows a new name at once on the instance that saved it, and soon on the other', async () => {
    const { idToken } = await first.newAccount('renamed');
    await first.graphql(RENAME, { token: idToken, variables: { name: 'Before' } });
    expect(await settledNameOn(second, idToken, 'Before')).toBe('Before');
    await second.graphql(RENAME, { token: idToken, variables: { name: 'After' } });
    expect(await nameOn(second, idToken)).toBe('After');
    expect(await settledNameOn(first, idToken, 'After')).toBe('After');
  });

  it('forgets a row changed behind Admit (a script, a person at psql)', async () => {
    const { idToken, localId } = await first.newAccount('by-hand');
    await first.graphql(RENAME, { token: idToken, variables: { name: 'Kept' } });
    expect(await nameOn(first, idToken)).toBe('Kept');
    await first.database.db.execute(
      sql`update users set display_name = 'Changed by hand' where firebase_uid = ${localId}`,
    );
    expect(await settledNameOn(first, idToken, 'Changed by hand')).toBe('Changed by hand');
    expect(await settledNameOn(second, idToken, 'Changed by hand')).toBe('Changed by hand');
  });
});

describe('keeping a row read while it changed', () => {
  const row: UserRow = {
    id: '00000000-0000-4000-8000-000000000001',
    firebaseUid: 'uid-1',
    email: 'old@example.test',
    emailVerified: true,
    displayName: 'Old',
    phoneNumber: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    deletionRequestedAt: null,
    deletedAt: null,
  };
  const open = async () => {
    let handlers: ListenHandlers | null = null;
    const rows = await followViewerRows({
      listen: async (_channel, given) => {
        handlers = given;
        return { settle: async () => undefined, close: async () => undefined };
      },
    });
    const feed = () => {
      if (!handlers) throw new Error('not listening');
      return handlers;
    };
    return { rows, feed };
  };

  it('does not keep a row whose change was announced between its read and keeping it', async () => {
    const { rows, feed } = await open();
    const mark = rows.mark();
    feed().onMessage('uid-1');
    rows.keep(row, mark);
    expect(rows.get('uid-1')).toBeUndefined();
    rows.keep(row, rows.mark());
    expect(rows.get('uid-1')?.displayName).toBe('Old');
  });

  it('keeps and serves nothing while the listening connection is lost, and starts again once it is back', async () => {
    const { rows, feed } = await open();
    rows.keep(row, rows.mark());
    feed().onLost?.();
    expect(rows.get('uid-1')).toBeUndefined();
    rows.keep(row, rows.mark());
    expect(rows.get('uid-1')).toBeUndefined();
    feed().onReconnect();
    expect(rows.get('uid-1')).toBeUndefined();
    rows.keep(row, rows.mark());
    expect(rows.get('uid-1')?.displayName).toBe('Old');
  });
});
