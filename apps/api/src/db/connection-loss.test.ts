import { z } from '@admit/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { openDatabase, type Database } from './client.ts';
import { rowsOf } from './rows.ts';

/*
 * A PostgreSQL restart in the middle of a rush (npm run bench:faults) ends the server's side of every connection,
 * among them one a transaction has checked out between two statements. What an operator notices: the instance
 * carries on (it used to exit on that client's unhandled error, both instances at once), the transaction fails by
 * itself, and the next request is served on a new connection. The server's end of one connection is cut here with
 * pg_terminate_backend, as a fast shutdown cuts them all, without stopping a server other tests share.
 */

let testDatabase: TestDatabase & { database: { kind: 'postgres'; url: string } };
let database: Database;
beforeAll(async () => {
  testDatabase = await createPostgresTestDatabase();
  database = await openDatabase(testDatabase.database);
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

async function terminate(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: testDatabase.database.url });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

describe('a connection lost in use (PostgreSQL)', () => {
  it('fails the transaction that held it, keeps the process alive, and serves the next query', async () => {
    let carryOn: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (carryOn = resolve));
    let backend: (pid: number) => void = () => undefined;
    const pid = new Promise<number>((resolve) => (backend = resolve));
    const transaction = database.db.transaction(async (tx) => {
      const [row] = await rowsOf(tx, sql`select pg_backend_pid() as pid`, z.object({ pid: z.number() }));
      backend(row?.pid ?? 0);
      await held;
      await tx.execute(sql`select 1`);
    });
    await terminate(await pid);
    // The server's goodbye reaches the client while its transaction waits between statements.
    await new Promise((resolve) => setTimeout(resolve, 300));
    carryOn();
    await expect(transaction).rejects.toThrow();
    const after = await rowsOf(database.db, sql`select 41 + 1 as answer`, z.object({ answer: z.number() }));
    expect(after).toEqual([{ answer: 42 }]);
  });
});
