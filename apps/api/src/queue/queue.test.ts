import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '@admit/shared';
import type { Database } from '../db/client.ts';
import { idleJobHandlers, startTestQueue } from '../test/test-queue.ts';
import type { JobHandlers } from './job-list.ts';
import { DEAD_LETTER_QUEUE } from './job-list.ts';
import type { JobQueue } from './queue.ts';

/*
 * The job queue's promises, on the suite's database (PGlite, or PostgreSQL with TEST_DATABASE_URL): a job exists
 * exactly when the transaction that enqueued it commits; a failing job is retried, then dead-lettered for a person
 * to read, never retried for ever. Jobs are run by hand here (no workers), so each attempt is seen.
 */

let database: Database;
let queue: JobQueue;
const sent: string[] = [];
let failing = true;

const handlers: JobHandlers = {
  ...idleJobHandlers,
  'mail.send': async ({ mailId }) => {
    if (failing) throw new Error('SMTP server down');
    sent.push(mailId);
  },
};

const jobsOf = async (name: string) =>
  z
    .object({ rows: z.array(z.object({ n: z.coerce.number() })) })
    .parse(await database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${name}`)).rows[0]?.n;

let stack: Awaited<ReturnType<typeof startTestQueue>>;
beforeAll(async () => {
  stack = await startTestQueue(handlers, { workers: false, cron: false });
  ({ database, queue } = stack);
});
afterAll(() => stack?.close());

describe('the job queue', () => {
  it('keeps no job from a transaction that rolled back, and the one from a transaction that committed', async () => {
    const rolledBack = '00000000-0000-4000-8000-000000000001';
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'mail.send', { mailId: rolledBack });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsOf('mail.send')).toBe(0);

    failing = false;
    const committed = '00000000-0000-4000-8000-000000000002';
    await database.db.transaction((tx) => queue.enqueue(tx, 'mail.send', { mailId: committed }));
    expect(await queue.runDue('mail.send')).toEqual({ completed: 1, failed: 0 });
    expect(sent).toEqual([committed]);
    // Done once: nothing is due again.
    expect(await queue.runDue('mail.send')).toEqual({ completed: 0, failed: 0 });
  });

  it('retries a failing job after its backoff, then dead-letters it after the last retry', async () => {
    failing = true;
    const mailId = '00000000-0000-4000-8000-000000000003';
    await queue.enqueueNow('mail.send', { mailId });
    expect(await queue.runDue('mail.send')).toEqual({ completed: 0, failed: 1 });
    // Waiting its backoff (a minute): not due yet.
    expect(await queue.runDue('mail.send')).toEqual({ completed: 0, failed: 0 });
    // mail.send's policy: 9 retries after the first attempt, then the dead letter.
    for (let retry = 1; retry <= 9; retry++) {
      await queue.retryNow('mail.send');
      expect(await queue.runDue('mail.send')).toEqual({ completed: 0, failed: 1 });
    }
    await queue.retryNow('mail.send');
    expect(await queue.runDue('mail.send')).toEqual({ completed: 0, failed: 0 });
    expect(await jobsOf(DEAD_LETTER_QUEUE)).toBe(1);
    expect(sent).not.toContain(mailId);
  });
});
