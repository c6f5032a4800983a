import { SQL, sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike, type Job, type PgBoss, type SendOptions } from 'pg-boss';
import type { Database, Db } from '../db/client.ts';
import { statementRows } from '../db/rows.ts';
import { createBoss, createQueues, QUEUE_SCHEMA } from './boss.ts';
import { JOB_NAMES, JOBS, type JobData, type JobHandlers, type JobName } from './job-list.ts';
import { runJob, type JobEnvelope, type JobLog } from './run-job.ts';
import { listenForJobs, type WorkerWaker } from './worker-waker.ts';

export type EnqueueOptions = {
  /** Not before this time (a hold's end); now by default. */
  startAfter?: Date;
  /** The organization the job concerns: its owners and managers see the job if it is dead-lettered. */
  organizationId?: string;
};

/**
 * What a service may do with the queue: add a job. `enqueue` writes it in the caller's transaction (`tx`), so it
 * exists exactly when the change that needs it commits, and a rolled-back transaction leaves none. `enqueueNow`
 * is for a caller outside any transaction; never call it inside one: on PGlite (one connection) it would wait for
 * that transaction to end, for ever.
 */
export type JobEnqueuer = {
  enqueue<N extends JobName>(tx: Db, name: N, data: JobData<N>, options?: EnqueueOptions): Promise<void>;
  enqueueNow<N extends JobName>(name: N, data: JobData<N>, options?: EnqueueOptions): Promise<void>;
};

/** How an instance takes part: `workers` run jobs as they come due, `cron` also adds the periodic ones. */
export type QueueRole = { workers: boolean; cron: boolean };

export type JobQueue = JobEnqueuer & {
  /** Creates or migrates pg-boss's schema (under its own advisory lock) and every queue, then starts the role. */
  start(handlers: JobHandlers, role: QueueRole): Promise<void>;
  /**
   * Runs every job of the kind that is due now, here, until none is left (tests that drive jobs by hand); returns
   * how many completed and failed. A failed job waits its backoff, so one pass never runs it twice.
   */
  runDue(name: JobName): Promise<{ completed: number; failed: number }>;
  /** Makes the kind's waiting retries due now, as if their backoff had passed (tests). */
  retryNow(name: JobName): Promise<void>;
  /** Stops fetching, lets running jobs finish (10 s at most; what is left is retried after its expiry), closes. */
  stop(): Promise<void>;
};

const STOP_TIMEOUT_MS = 10_000;

/** pg-boss's statements run on the caller's transaction: the insert commits or rolls back with it. */
const inTransaction = (tx: Db): DrizzleTransactionLike => ({
  async execute(query) {
    if (!(query instanceof SQL)) throw new Error('The job queue sent a statement Drizzle cannot run.');
    return statementRows.parse(await tx.execute(query));
  },
});

const sendOptions = (options: EnqueueOptions): SendOptions =>
  options.startAfter ? { startAfter: options.startAfter } : {};

const envelope = (data: object, options: EnqueueOptions): object & JobEnvelope =>
  options.organizationId ? { ...data, organizationId: options.organizationId } : data;

/** The instance's queue on its database: one pg-boss, one set of workers (see docs/ARCHITECTURE.md, Jobs). */
export function createJobQueue(database: Database, url: string | null, log: JobLog): JobQueue {
  let boss: PgBoss | null = null;
  let handlers: JobHandlers | null = null;
  // Wakes this instance's workers as jobs are committed (only when it runs workers).
  let waker: WorkerWaker | null = null;
  const started = () => {
    if (!boss) throw new Error('The job queue has not started.');
    return boss;
  };

  return {
    async enqueue(tx, name, data, options = {}) {
      await started().send(name, envelope(data, options), {
        ...sendOptions(options),
        db: fromDrizzle(inTransaction(tx), sql),
      });
    },
    async enqueueNow(name, data, options = {}) {
      await started().send(name, envelope(data, options), sendOptions(options));
    },
    async start(jobHandlers, role) {
      handlers = jobHandlers;
      const instance = createBoss(database, url, role.cron);
      instance.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await instance.start();
      await createQueues(instance);
      boss = instance;
      if (role.workers) {
        // Listening first: a job committed while the workers start is heard (each worker also fetches once at start).
        waker = await listenForJobs(database, instance, QUEUE_SCHEMA);
        await startWorkers(instance, jobHandlers, log);
      }
      if (role.cron) await schedule(instance);
    },
    async runDue(name) {
      const instance = started();
      if (!handlers) throw new Error('The job queue has no handlers.');
      const outcome = { completed: 0, failed: 0 };
      for (;;) {
        const jobs = await instance.fetch<object>(name, { batchSize: 20 });
        if (jobs.length === 0) return outcome;
        for (const job of jobs) {
          const result = await runJob(name, job, handlers, log);
          if (result.status === 'completed') await instance.complete(name, job.id);
          else await instance.fail(name, job.id, result.output ?? null);
          outcome[result.status === 'completed' ? 'completed' : 'failed']++;
        }
      }
    },
    async retryNow(name) {
      await database.db.execute(
        sql`update pgboss.job set start_after = now() where name = ${name} and state = 'retry'`,
      );
      waker?.wakeAll(name);
    },
    async stop() {
      const instance = boss;
      boss = null;
      await waker?.close();
      waker = null;
      await instance?.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: true });
    },
  };
}

/** Each kind's workers on this instance, fetching in batches and settling each job on its own. */
async function startWorkers(boss: PgBoss, handlers: JobHandlers, log: JobLog): Promise<void> {
  for (const name of JOB_NAMES) {
    const { concurrency, pollSeconds } = JOBS[name].policy;
    const options = {
      batchSize: 5,
      // A full batch is fetched after again at once, not after the poll: a backlog (a message to thousands, a
      // rush's mail) drains at the workers' pace instead of five jobs per poll.
      burstWhenBatchFull: true,
      localConcurrency: concurrency,
      perJobResults: true,
      pollingIntervalSeconds: pollSeconds,
      notifyPollingIntervalSeconds: pollSeconds,
    } as const;
    await boss.work(name, options, (jobs: Job<object>[]) =>
      Promise.all(jobs.map((job) => runJob(name, job, handlers, log))),
    );
  }
}

/** The periodic kinds' schedules: every instance writes the same ones, and each tick runs once among them all. */
async function schedule(boss: PgBoss): Promise<void> {
  for (const name of JOB_NAMES) {
    const definition = JOBS[name];
    if ('cron' in definition) await boss.schedule(name, definition.cron, {}, { tz: 'UTC' });
  }
}
