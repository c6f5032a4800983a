import pg from 'pg';
import type { Config } from '../config.ts';

/** The machine's PostgreSQL server (.ci/run starts it), for tests that need one whatever TEST_DATABASE_URL says. */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabase = { database: Config['database']; drop(): Promise<void> };

/**
 * Each test file gets a database nobody else touches: an in-memory PGlite by
 * default, or a fresh database on the server named by TEST_DATABASE_URL,
 * dropped again afterwards.
 */
export async function createTestDatabaseConfig(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { database: { kind: 'pglite', dataDir: null }, drop: async () => undefined };
  return createPostgresTestDatabase(serverUrl);
}

/**
 * A fresh database on a real PostgreSQL server (TEST_DATABASE_URL's, or the machine's), for what PGlite cannot
 * show: several API instances or processes on one database. Fails loudly when no server answers, never skips.
 */
export async function createPostgresTestDatabase(
  serverUrl = process.env.TEST_DATABASE_URL ?? LOCAL_POSTGRES,
): Promise<TestDatabase & { database: { kind: 'postgres'; url: string } }> {
  const name = `admit_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect().catch((error: unknown) => {
    throw new Error(`No PostgreSQL server at ${serverUrl} (set TEST_DATABASE_URL): ${(error as Error).message}`);
  });
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
