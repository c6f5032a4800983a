import type { z } from '@admit/shared';
import type { Job, JobResult } from 'pg-boss';
import { JOBS, type JobData, type JobHandlers, type JobName } from './job-list.ts';

export type JobLog = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** The envelope every job's data sits in: the organization it concerns, for the dead letters' readers. */
export type JobEnvelope = { organizationId?: string };

/**
 * Runs one job: its data parsed by its kind's schema, then its handler. The outcome is pg-boss's per-job result:
 * completed; failed (retried with backoff, dead-lettered after the last retry); or, for data that does not parse,
 * dead-lettered at once, since no retry would mend it.
 */
/** Each kind's schema through a mapped type, so that a name's schema and its handler are known to agree. */
const schemas: { [N in JobName]: { data: z.ZodType<JobData<N>> } } = JOBS;

export async function runJob<N extends JobName>(
  name: N,
  job: Pick<Job<unknown>, 'id' | 'data' | 'retryCount'>,
  handlers: JobHandlers,
  log: JobLog,
): Promise<JobResult> {
  const parsed = schemas[name].data.safeParse(job.data ?? {});
  if (!parsed.success) {
    log.error({ job: name, jobId: job.id, issues: parsed.error.issues }, 'job data does not parse; dead-lettered');
    return { id: job.id, status: 'deadletter', output: { error: 'data does not parse', issues: parsed.error.issues } };
  }
  try {
    await handlers[name](parsed.data);
    return { id: job.id, status: 'completed' };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.warn({ job: name, jobId: job.id, attempt: job.retryCount + 1, err: error }, 'job failed; retried later');
    return { id: job.id, status: 'failed', output: { error: message } };
  }
}
