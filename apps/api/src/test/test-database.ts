import pg from 'pg';
import type { Config } from '../config.ts';

/**
 * Each test file gets a database nobody else touches: an in-memory PGlite by
 * default, or a fresh database on the server named by TEST_DATABASE_URL,
 * dropped again afterwards.
 */
export async function createTestDatabaseConfig(): Promise<{ database: Config['database']; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { database: { kind: 'pglite', dataDir: null }, drop: async () => undefined };
  const name = `admit_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
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
