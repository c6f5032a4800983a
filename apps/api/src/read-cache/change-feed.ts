import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { ReadCache } from './read-cache.ts';

/** The channel the database announces public changes on (migrations/0008_public_change_feed.sql). */
export const PUBLIC_CHANGES_CHANNEL = 'admit_public_changes';

export type ChangeFeed = {
  /** Resolves once every change committed before the call has been forgotten by this instance's cache. */
  settle(): Promise<void>;
  close(): Promise<void>;
};

/**
 * This instance's cache follows the database's change feed: each committed write that public reads may show is
 * forgotten here, whichever instance (or job, or script) made it. If the feed's connection drops, whatever was
 * announced meanwhile is lost, so everything is forgotten once it is back.
 */
export async function followChangeFeed(
  database: Database,
  cache: ReadCache,
  log: FastifyBaseLogger,
): Promise<ChangeFeed> {
  const listener = await database.listen(PUBLIC_CHANGES_CHANNEL, {
    onMessage: (payload) => cache.forget([payload]),
    onReconnect: () => {
      log.warn('the change feed reconnected; every cached public read is forgotten');
      cache.forgetAll();
    },
  });
  return {
    settle: () =>
      listener.settle().catch((error: unknown) => {
        // The write itself succeeded; other readers catch up when the feed is back (it forgets everything then).
        log.error({ err: error }, 'the change feed could not be settled');
      }),
    close: () => listener.close(),
  };
}
