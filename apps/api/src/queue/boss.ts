import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { DEAD_LETTER_QUEUE, DEAD_LETTER_RETENTION_SECONDS, JOB_NAMES, JOBS } from './job-list.ts';

/** pg-boss's tables live in a schema of their own, beside Admit's (never in a Drizzle migration). */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * Timings for a quiet idle: jobs are picked up by LISTEN/NOTIFY the moment they are committed, so polling is only
 * a backstop. Supervision fails the attempts that outlived their expiry, to be retried; pg-boss runs it only in a
 * queue's monitoring pass, so both every 15 s. An attempt whose instance was killed, or whose outcome could not be
 * written because PostgreSQL was restarting, stays active until then, and a buyer may be waiting on it for their
 * order to be paid (with monitoring every 300 s, a restart mid-rush left buyers waiting up to five minutes).
 */
const TIMINGS = {
  superviseIntervalSeconds: 15,
  monitorIntervalSeconds: 15,
  queueCacheIntervalSeconds: 300,
  bamIntervalSeconds: 300,
  flowIntervalSeconds: 60,
  cronWorkerIntervalSeconds: 30,
  notifyHeartbeatIntervalMs: 60_000,
} satisfies ConstructorOptions;

/**
 * One pg-boss instance: on PostgreSQL with a small pool of its own (and its LISTEN connection); on PGlite through
 * the one in-process connection (pg-boss's own adapter, which sends its BEGIN … COMMIT blocks whole and rolls back
 * a failed one, so the connection is never left in an aborted transaction). `periodic` turns on cron.
 */
export function createBoss(database: Database, url: string | null, periodic: boolean): PgBoss {
  const options: ConstructorOptions = {
    ...TIMINGS,
    schema: QUEUE_SCHEMA,
    // Inserts still NOTIFY (each queue's `notify`), but the instance listens itself (worker-waker.ts) and wakes
    // one worker a job, where pg-boss's listener wakes every worker loop of the kind.
    useListenNotify: false,
    schedule: periodic,
    supervise: true,
    application_name: 'admit-queue',
  };
  if (database.pglite) {
    // One process on one connection: no other instance to take over a dead one's jobs, and each pass would hold
    // the only connection, so supervision stays at pg-boss's slower pace.
    const pglite = { ...options, superviseIntervalSeconds: 60, monitorIntervalSeconds: 300 };
    return new PgBoss({ ...pglite, db: fromPglite(database.pglite), backend: 'pglite' });
  }
  if (!url) throw new Error('The job queue needs the PostgreSQL URL.');
  return new PgBoss({ ...options, connectionString: url, max: 4 });
}

/** Every queue, with its retry policy and the dead letter after the last retry (createQueue is an upsert). */
export async function createQueues(boss: PgBoss): Promise<void> {
  await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: DEAD_LETTER_RETENTION_SECONDS });
  for (const name of JOB_NAMES) {
    const { retryLimit, retryDelay, retryDelayMax, expireInSeconds } = JOBS[name].policy;
    const policy = { retryLimit, retryDelay, retryDelayMax, retryBackoff: true, expireInSeconds };
    if (await boss.getQueue(name)) await boss.updateQueue(name, { ...policy, deadLetter: DEAD_LETTER_QUEUE });
    else await boss.createQueue(name, { ...policy, deadLetter: DEAD_LETTER_QUEUE, notify: true });
  }
}
