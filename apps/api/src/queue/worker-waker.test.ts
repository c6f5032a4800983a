import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '@admit/shared';
import type { Database, ListenHandlers } from '../db/client.ts';
import { idleJobHandlers, startTestQueue } from '../test/test-queue.ts';
import { QUEUE_SCHEMA } from './boss.ts';
import type { JobHandlers } from './job-list.ts';
import type { JobQueue } from './queue.ts';
import { jobChannel, listenForJobs, type WorkerPool } from './worker-waker.ts';

/*
 * A committed job wakes one worker of its kind on each instance, not every worker loop (each woken loop is a fetch,
 * all but one finding nothing), and still at once: a kind polled every 30 s runs its job within seconds.
 */

let database: Database;
let queue: JobQueue;
const ran: string[] = [];
const waiters = new Map<string, () => void>();
const record = async (id: string) => {
  ran.push(id);
  waiters.get(id)?.();
};
const ranWithin = (id: string, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (ran.includes(id)) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    waiters.set(id, () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

const handlers: JobHandlers = {
  ...idleJobHandlers,
  'mail.send': ({ mailId }) => record(mailId),
  'orders.expire-ticket-change': ({ changeId }) => record(changeId),
};

let stack: Awaited<ReturnType<typeof startTestQueue>>;
beforeAll(async () => {
  stack = await startTestQueue(handlers, { workers: true, cron: false });
  ({ database, queue } = stack);
});
afterAll(() => stack?.close());

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('waking workers as jobs are committed', () => {
  it('listens on the channel pg-boss notifies on', async () => {
    const result = await database.db.execute(
      sql`select ('pgboss_' || left(encode(sha224(convert_to(${QUEUE_SCHEMA}, 'UTF8')), 'hex'), 24)) as channel`,
    );
    const [row] = z.object({ rows: z.array(z.object({ channel: z.string() })) }).parse(result).rows;
    expect(jobChannel(QUEUE_SCHEMA)).toBe(row?.channel);
  });

  it('runs a committed job at once, though its kind polls only every 30 s', async () => {
    const changeId = uuid(1);
    // Let the worker's first fetch pass, so only the notification can bring it back within the 30 s poll.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.db.transaction((tx) => queue.enqueue(tx, 'orders.expire-ticket-change', { changeId }));
    expect(await ranWithin(changeId, 5_000)).toBe(true);
  });

  it('runs each of a burst of jobs committed one by one, on a kind with several workers', async () => {
    const ids = Array.from({ length: 12 }, (_, index) => uuid(100 + index));
    for (const mailId of ids) await database.db.transaction((tx) => queue.enqueue(tx, 'mail.send', { mailId }));
    const all = await Promise.all(ids.map((id) => ranWithin(id, 8_000)));
    expect(all.every(Boolean)).toBe(true);
  });
});

describe('which worker a notification wakes', () => {
  type Worker = ReturnType<WorkerPool['getWipData']>[number];
  const worker = (id: string, name: string, count: number): Worker => ({ id, name, count, state: 'active' });

  const harness = async (workers: Worker[]) => {
    const woken: string[] = [];
    let handlers: ListenHandlers | null = null;
    const fakeDatabase = {
      listen: async (_channel: string, given: ListenHandlers) => {
        handlers = given;
        return { settle: async () => undefined, close: async () => undefined };
      },
    };
    const boss: WorkerPool = { getWipData: () => workers, notifyWorker: (id: string) => void woken.push(id) };
    await listenForJobs(fakeDatabase, boss, QUEUE_SCHEMA);
    const listening = (): ListenHandlers => {
      if (!handlers) throw new Error('not listening');
      return handlers;
    };
    return { woken, notify: (name: string) => listening().onMessage(name), reconnect: () => listening().onReconnect() };
  };

  it('wakes one idle worker of the kind a notification, each in turn, never a busy one while one is idle', async () => {
    const { woken, notify } = await harness([
      worker('a1', 'a', 1),
      worker('a2', 'a', 0),
      worker('a3', 'a', 0),
      worker('b1', 'b', 0),
    ]);
    notify('a');
    notify('a');
    notify('a');
    expect(woken).toEqual(['a2', 'a3', 'a2']);
  });

  it('tells every worker when all of the kind are busy, so the first to finish fetches it', async () => {
    const { woken, notify } = await harness([worker('a1', 'a', 2), worker('a2', 'a', 1), worker('b1', 'b', 0)]);
    notify('a');
    expect(woken).toEqual(['a1', 'a2']);
  });

  it('wakes every worker after the listening connection came back (notifications in between were lost)', async () => {
    const { woken, reconnect } = await harness([worker('a1', 'a', 0), worker('a2', 'a', 1), worker('b1', 'b', 0)]);
    reconnect();
    expect(woken.sort()).toEqual(['a1', 'a2', 'b1']);
  });
});
