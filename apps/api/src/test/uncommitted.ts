import type { Db } from '../db/client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Sends `request` while `change` is written but not yet committed, then commits: a race put on the
 * exact interleaving that matters instead of hoping for it. On PostgreSQL the request reads the row
 * as it was and waits on its lock; PGlite (one connection) queues the request until the commit, so
 * there the same test checks the plain sequential case.
 */
export async function duringUncommitted<T>(
  db: Db,
  change: (tx: Tx) => Promise<unknown>,
  request: () => Promise<T>,
): Promise<T> {
  let commit = (): void => undefined;
  let written = (): void => undefined;
  const held = new Promise<void>((resolve) => (commit = resolve));
  const changed = new Promise<void>((resolve) => (written = resolve));
  const transaction = db.transaction(async (tx) => {
    await change(tx);
    written();
    await held;
  });
  await Promise.race([changed, transaction]);
  const pending = request();
  // Long enough for the request to authenticate, read, and block on the lock; if it is slower, the
  // test still passes or fails on the outcome, it only checks the sequential order instead.
  await new Promise((resolve) => setTimeout(resolve, 300));
  commit();
  await transaction;
  return pending;
}
