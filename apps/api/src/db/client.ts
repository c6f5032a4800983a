import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { createCopyCsvOut, type CopyCsvOut } from './copy-out.ts';
import * as schema from './schema.ts';
import { serialSettler } from './settler.ts';

const migrationsFolder = path.resolve(import.meta.dirname, '../../migrations');

// Any constant works; it only has to be the same for every instance.
const MIGRATION_LOCK_KEY = 7_246_001;

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite's own handle (null on PostgreSQL): the job queue (queue/boss.ts) runs its statements through it. */
  pglite: PGlite | null;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Streams a query's rows as PostgreSQL's own CSV (db/copy-out.ts); null on PGlite, which cannot. */
  copyCsvOut: CopyCsvOut | null;
  /** LISTENs on a channel on a connection of its own (see ChannelListener). */
  listen(channel: string, handlers: ListenHandlers): Promise<ChannelListener>;
  close(): Promise<void>;
};

export type ListenHandlers = {
  onMessage(payload: string): void;
  /**
   * The connection was lost and made again: notifications sent in between never arrived. Called once listening
   * again, for the listener to assume anything may have changed.
   */
  onReconnect(): void;
  /** The connection was lost (called before reconnecting begins): nothing is heard until onReconnect. */
  onLost?(): void;
};

export type ChannelListener = {
  /**
   * Resolves once every notification committed before the call has reached onMessage: a round trip on the
   * listening connection, which PostgreSQL answers only after delivering what was already queued for it.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
};

/**
 * PGlite (Postgres compiled to WebAssembly, in-process) by default, so `npm
 * start` needs nothing installed; node-postgres when DATABASE_URL is set.
 * Both speak the same SQL, so repos never know which one they run on.
 */
export type DatabaseOptions = {
  /** Called with every SQL statement Drizzle sends: for LOG_SQL-style debugging and statement-count tests. */
  onQuery?: (sql: string) => void;
};

export async function openDatabase(config: Config['database'], options: DatabaseOptions = {}): Promise<Database> {
  const onQuery = options.onQuery;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : false;
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('admit: PostgreSQL connection lost:', error.message));
    // So must one lost while checked out (a transaction between two statements when the server shuts down): its
    // error is emitted on the client, and with no listener the process exits. The statement in flight fails by
    // itself (its request answers with an error the buyer can retry); the broken client is dropped on release.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error('admit: PostgreSQL connection lost in use:', error.message));
    });
    // Fail at start, not on the first request, if the server is unreachable.
    await pool.query('select 1');
    return {
      db: drizzlePg({ client: pool, schema, logger }) as unknown as Db,
      kind: 'postgres',
      pglite: null,
      copyCsvOut: createCopyCsvOut(pool),
      migrate: async () => {
        // Several API instances may start at once; a session advisory lock
        // makes them apply migrations one after another, never twice.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg({ client }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      listen: (channel, handlers) => listenOnPostgres(config.url, channel, handlers),
      close: () => pool.end(),
    };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  // The back office's search (migrations 0016, 0019) needs trigrams, accent folding and an event's id in the same
  // GIN index; PGlite loads them on demand.
  const extensions = { btree_gin, pg_trgm, unaccent };
  const client = config.dataDir ? new PGlite(config.dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, logger });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    copyCsvOut: null,
    // PGlite is single-process, so no lock is needed.
    migrate: () => migratePglite(db, { migrationsFolder }),
    async listen(channel, { onMessage }) {
      // One connection in one process: notifications arrive as the statements that commit them finish.
      const unlisten = await client.listen(channel, onMessage);
      return { settle: async () => void (await client.query('select 1')), close: () => unlisten() };
    },
    close: () => client.close(),
  };
}

const RECONNECT_DELAY_MS = 1000;

/**
 * A dedicated connection (not the pool's: LISTEN belongs to a session) that LISTENs on `channel`, and connects
 * again, every second until it can, when it is lost.
 */
async function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<ChannelListener> {
  let closed = false;
  let client: pg.Client;
  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (closed) return;
      handlers.onLost?.();
      setTimeout(() => void reconnect(), RECONNECT_DELAY_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return next;
  };
  const reconnect = async (): Promise<void> => {
    if (closed) return;
    try {
      client = await connect();
      handlers.onReconnect();
    } catch {
      setTimeout(() => void reconnect(), RECONNECT_DELAY_MS).unref();
    }
  };
  client = await connect();
  return {
    settle: serialSettler(() => client.query('select 1')),
    async close() {
      closed = true;
      await client.end().catch(() => undefined);
    },
  };
}
