import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The longest a test waits for a request to reach a held lock before letting the holder go anyway. */
const BLOCK_TIMEOUT_MS = 10_000;

/**
 * Resolves once `waiting` of this database's sessions wait on a lock (a row or a table another transaction holds),
 * or once every request has answered without needing to wait. A condition, not a clock: however slow the machine,
 * the holder lets go only when the racing requests are where the test means them to be. PostgreSQL only: on PGlite
 * (one connection) this query would queue behind the holder itself.
 */
export async function untilBlockedOrAnswered(db: Db, requests: Promise<unknown>[], waiting: number): Promise<void> {
  let answered = 0;
  for (const request of requests) void request.then(() => (answered += 1)).catch(() => (answered += 1));
  const deadline = Date.now() + BLOCK_TIMEOUT_MS;
  while (answered < requests.length && Date.now() < deadline) {
    const result = await db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) >= waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Sends `request` while `change` is written but not yet committed, then commits: a race put on the
 * exact interleaving that matters instead of hoping for it. On PostgreSQL the request reads the row
 * as it was and waits on its lock, and the change commits once it waits there; PGlite (one connection)
 * queues the request until the commit, so there the same test checks the plain sequential case.
 */
export async function duringUncommitted<T>(
  database: Database,
  change: (tx: Tx) => Promise<unknown>,
  request: () => Promise<T>,
): Promise<T> {
  let commit = (): void => undefined;
  let written = (): void => undefined;
  const held = new Promise<void>((resolve) => (commit = resolve));
  const changed = new Promise<void>((resolve) => (written = resolve));
  const transaction = database.db.transaction(async (tx) => {
    await change(tx);
    written();
    await held;
  });
  await Promise.race([changed, transaction]);
  const pending = request();
  if (database.kind === 'postgres') await untilBlockedOrAnswered(database.db, [pending], 1);
  commit();
  await transaction;
  return pending;
}
