import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '@admit/shared';
import { openDatabase, type Database } from '../db/client.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { JOB_NAMES, JOBS, type JobHandlers } from './job-list.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

/*
 * Periodic work with many instances: every API instance writes the same schedules and runs pg-boss's clock, yet each
 * minute's tick of a cron job is enqueued once among them all (a sweep or a reminder pass never runs twice for one
 * minute). Two queues on one PostgreSQL database stand for two instances (PGlite cannot be shared by two).
 */

const quiet = { warn: () => undefined, error: () => undefined };
const idle = async () => undefined;
// No worker runs here: the test counts what the clock enqueued, not what ran.
const handlers: JobHandlers = {
  'mail.send': idle,
  'orders.expire-hold': idle,
  'orders.expire-ticket-change': idle,
  'orders.sweep-expired-holds': idle,
  'refunds.retry-pending': idle,
  'orders.bulk-action': idle,
  'payments.deliver-simulated-webhook': idle,
  'messages.send': idle,
  'messages.send-reminders': idle,
  'waiting-list.offer': idle,
  'waiting-list.sweep': idle,
};
const CRON_KINDS = JOB_NAMES.filter((name) => 'cron' in JOBS[name]);

let testDatabase: TestDatabase;
let database: Database;
const queues: JobQueue[] = [];

const ticksSchema = z.object({
  rows: z.array(z.object({ name: z.string(), minute: z.string(), n: z.coerce.number() })),
});

/** The cron kinds' jobs, counted per kind and per minute they were made for. */
async function ticks() {
  const result = await database.db.execute(
    sql`select name, to_char(date_trunc('minute', created_on), 'HH24:MI') as minute, count(*)::int as n
      from pgboss.job where name in (${sql.join(
        CRON_KINDS.map((k) => sql`${k}`),
        sql`, `,
      )}) group by 1, 2 order by 1, 2`,
  );
  return ticksSchema.parse(result).rows;
}

beforeAll(async () => {
  testDatabase = await createPostgresTestDatabase();
  database = await openDatabase(testDatabase.database);
  await database.migrate();
  const url = testDatabase.database.kind === 'postgres' ? testDatabase.database.url : null;
  for (let instance = 0; instance < 2; instance++) {
    const queue = createJobQueue(database, url, quiet);
    queues.push(queue);
  }
  // Both start together, as a deployment's instances do after a release.
  await Promise.all(queues.map((q) => q.start(handlers, { workers: false, cron: true })));
});
afterAll(async () => {
  await Promise.all(queues.map((q) => q.stop()));
  await database?.close();
  await testDatabase?.drop();
});

describe('cron with two instances', () => {
  it('enqueues each periodic job once per minute among them', { timeout: 120_000 }, async () => {
    expect(CRON_KINDS.length).toBeGreaterThan(0);
    // pg-boss's clock hands each minute's occurrences to its forwarding queue, read every 30 s (boss.ts).
    await expect
      .poll(async () => new Set((await ticks()).map((t) => t.name)), { timeout: 90_000, interval: 1000 })
      .toEqual(new Set(CRON_KINDS));
    for (const tick of await ticks()) expect(tick).toEqual({ ...tick, n: 1 });
  });
});
