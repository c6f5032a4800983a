import { z } from '@admit/shared';

/**
 * How a kind of job is retried: pg-boss's queue options, set once per queue. Every queue ends in the dead-letter
 * queue after `retryLimit` retries, so nothing retries forever.
 */
export type JobPolicy = {
  /** Retries after the first attempt, then the dead letter. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (retryBackoff) up to retryDelayMax. */
  retryDelay: number;
  retryDelayMax: number;
  /** An attempt still running after this long (its instance killed) is failed, and retried like any failure. */
  expireInSeconds: number;
  /** Jobs run side by side on one instance; each instance runs its own workers. */
  concurrency: number;
  /**
   * How often an idle worker looks for due jobs. A new job wakes its workers at once (NOTIFY), but a delayed one
   * (startAfter) or a retry after its backoff is only found by this poll, so kinds whose delay matters poll often.
   */
  pollSeconds: number;
};

type JobDefinition = { data: z.ZodType<object>; policy: JobPolicy; cron?: string };

/** Periodic sweeps: one attempt, no retry (the next tick is the retry), nothing to dead-letter. */
const SWEEP: JobPolicy = {
  retryLimit: 0,
  retryDelay: 60,
  retryDelayMax: 60,
  expireInSeconds: 300,
  concurrency: 1,
  pollSeconds: 30,
};

const noData = z.object({});

/**
 * Every kind of background job: its name, the data it carries (parsed when it runs: a payload that does not parse
 * is dead-lettered at once, since no retry would mend it), how it is retried, and, for periodic work, its cron.
 * The handlers live with the modules that own the work; jobs.ts gives each name its handler.
 */
export const JOBS = {
  /** One mail of the outbox (mail_outbox's row), enqueued in the transaction that wrote it. */
  'mail.send': {
    data: z.object({ mailId: z.uuid() }),
    // 30 s, 1, 2, 4 … minutes, at most an hour; after 10 attempts (about 4 hours) a person has to look. An attempt
    // whose instance died is retried after 45 s (its SMTP timeouts are shorter: mail/outbox.ts).
    policy: {
      retryLimit: 9,
      retryDelay: 30,
      retryDelayMax: 3600,
      expireInSeconds: 45,
      concurrency: 4,
      pollSeconds: 15,
    },
  },
  /** A hold's places back on sale when it ends, enqueued with the hold (startAfter = its end). */
  'orders.expire-hold': {
    data: z.object({ orderId: z.uuid() }),
    // Polled every 2 s: a hold that ended is back on sale within seconds, not at the next sweep.
    policy: { retryLimit: 5, retryDelay: 5, retryDelayMax: 300, expireInSeconds: 60, concurrency: 2, pollSeconds: 2 },
  },
  /** A dearer type change the buyer did not pay in time: its held place back on sale (type-change-payment.ts). */
  'orders.expire-ticket-change': {
    data: z.object({ changeId: z.uuid() }),
    policy: { retryLimit: 5, retryDelay: 5, retryDelayMax: 300, expireInSeconds: 60, concurrency: 1, pollSeconds: 30 },
  },
  /** The safety net under expire-hold: every expired hold, once a minute. */
  'orders.sweep-expired-holds': { data: noData, policy: SWEEP, cron: '* * * * *' },
  /** Refunds the provider did not confirm yet, asked again with the same idempotency key, once a minute. */
  'refunds.retry-pending': { data: noData, policy: SWEEP, cron: '* * * * *' },
  /**
   * The next orders of a bulk action (bulk-actions/service.ts): each done with its outcome in one transaction, then
   * the next job. Short jobs, so one whose instance died is retried within half a minute.
   */
  'orders.bulk-action': {
    data: z.object({ bulkActionId: z.uuid() }),
    policy: { retryLimit: 10, retryDelay: 2, retryDelayMax: 60, expireInSeconds: 30, concurrency: 1, pollSeconds: 5 },
  },
  /**
   * The next batch of a message to attendees (messages/sending.ts): its recipients' mails written, then the next
   * batch queued at the message's rate. Short, so one whose instance died is retried within half a minute.
   */
  'messages.send': {
    data: z.object({ messageId: z.uuid() }),
    policy: { retryLimit: 10, retryDelay: 2, retryDelayMax: 60, expireInSeconds: 30, concurrency: 1, pollSeconds: 2 },
  },
  /**
   * A round of a type's waiting list's offers (waiting-list/offers.ts): places came back (heard from the database's
   * places-back feed), someone joined, or an entry left. Safe to run twice: the type's row lock and guarded holds.
   */
  'waiting-list.offer': {
    data: z.object({ ticketTypeId: z.uuid() }),
    policy: { retryLimit: 5, retryDelay: 2, retryDelayMax: 60, expireInSeconds: 60, concurrency: 2, pollSeconds: 5 },
  },
  /** The safety net under the feed: lapsed offers settled, and every type with people waiting and places free. */
  'waiting-list.sweep': { data: noData, policy: SWEEP, cron: '* * * * *' },
  /** Reminders of events about to start, once per order (messages/reminders.ts), each minute. */
  'messages.send-reminders': { data: noData, policy: SWEEP, cron: '* * * * *' },
  /** One event of the simulated card processor, handed to Admit's webhook until it is accepted, as Stripe does. */
  'payments.deliver-simulated-webhook': {
    data: z.object({ deliveryId: z.string().min(1).max(100) }),
    // Stripe backs off over hours; a local processor retries within seconds (1, 2, 4 … 60 s, about 15 minutes). An
    // attempt is one in-process call to the webhook's handler, so one left active (its instance killed, its outcome
    // lost in a database restart) is retried after 20 s: a buyer is waiting for the order to be paid.
    policy: { retryLimit: 20, retryDelay: 1, retryDelayMax: 60, expireInSeconds: 20, concurrency: 8, pollSeconds: 1 },
  },
} as const satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;
export type JobData<N extends JobName> = z.infer<(typeof JOBS)[N]['data']>;
const isJobName = (name: string): name is JobName => name in JOBS;
export const JOB_NAMES: readonly JobName[] = Object.keys(JOBS).filter(isJobName);

/** Where every queue's jobs go after their last retry: kept for a person to read (deadLetters) for 90 days. */
export const DEAD_LETTER_QUEUE = 'admit.dead-letters';
export const DEAD_LETTER_RETENTION_SECONDS = 90 * 86_400;

/** What runs a job of each kind, on every instance; a throw is a failed attempt. */
export type JobHandlers = { [N in JobName]: (data: JobData<N>) => Promise<unknown> };
