import { createHash } from 'node:crypto';
import type { WipData } from 'pg-boss';
import type { ChannelListener, Database } from '../db/client.ts';

/**
 * The channel pg-boss's inserts NOTIFY on (its `notifyChannelSql`: 'pgboss_' and the first 24 hex digits of the
 * schema name's SHA-224). Worked out here because LISTEN takes a name, not an expression; worker-waker.test.ts asks
 * the database for the expression's value and compares.
 */
export function jobChannel(schema: string): string {
  return `pgboss_${createHash('sha224').update(schema).digest('hex').slice(0, 24)}`;
}

/** What the waker needs of pg-boss: its workers as they are now, and waking one. */
export type WorkerPool = {
  getWipData(): Pick<WipData, 'id' | 'name' | 'state' | 'count'>[];
  notifyWorker(workerId: string): void;
};

export type WorkerWaker = {
  /** Wakes every worker of the kind (a test that made retries due: those send no NOTIFY). */
  wakeAll(name: string): void;
  close(): Promise<void>;
};

/**
 * Wakes ONE of an instance's workers of a kind when a job of that kind is committed, instead of pg-boss's own
 * listener, which wakes every worker loop of the kind: with 8 loops a kind on each of 2 instances, every job made
 * 16 fetches, 15 of them finding nothing (about 20 statements a paid order in a rush). Each instance still wakes
 * one, so a job is fetched at once wherever a worker is free. An idle loop (no jobs in hand) is preferred, in turn;
 * if every loop is busy, all are told, and each fetches again as soon as its job ends instead of waiting for its poll
 * (told only one, a job would wait for that one's batch while another loop finished and slept). After the listening
 * connection was lost, every loop fetches once (a notification may be lost).
 */
export async function listenForJobs(
  database: Pick<Database, 'listen'>,
  boss: WorkerPool,
  schema: string,
): Promise<WorkerWaker> {
  const turn = new Map<string, number>();
  const workersOf = (name: string) =>
    boss.getWipData().filter((worker) => worker.name === name && worker.state === 'active');
  const wakeOne = (name: string) => {
    const workers = workersOf(name);
    const idle = workers.filter((worker) => worker.count === 0);
    if (idle.length === 0) {
      for (const busy of workers) boss.notifyWorker(busy.id);
      return;
    }
    const next = (turn.get(name) ?? 0) % idle.length;
    turn.set(name, next + 1);
    const chosen = idle[next];
    if (chosen) boss.notifyWorker(chosen.id);
  };
  const wakeAll = (name: string | null) => {
    for (const worker of boss.getWipData()) if (name === null || worker.name === name) boss.notifyWorker(worker.id);
  };
  const listener: ChannelListener = await database.listen(jobChannel(schema), {
    onMessage: wakeOne,
    onReconnect: () => wakeAll(null),
  });
  return { wakeAll, close: () => listener.close() };
}
