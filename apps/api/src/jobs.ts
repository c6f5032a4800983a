import type { FastifyBaseLogger } from 'fastify';
import type { Backends } from './common/scope.ts';
import { releaseHolds } from './modules/orders/repo.ts';
import { retryPendingRefunds } from './modules/refunds/processing.ts';
import type { SimulatedProcessor } from './modules/payments/simulated/processor.ts';

/** Holds given back per statement, so one sweep never holds many rows locked at once. */
const SWEEP_BATCH = 500;

/** Expired holds back on sale (reads and sold-out retries do it sooner; this catches the rest). */
export async function sweepExpiredHolds(b: Backends): Promise<number> {
  let total = 0;
  for (;;) {
    const { lines } = await releaseHolds(b.db, { expired: true, limit: SWEEP_BATCH });
    total += lines;
    if (lines < SWEEP_BATCH) return total;
  }
}

/**
 * The background work of checkout, on every instance: each step is safe to run on several at once (statements
 * that claim their rows, idempotent providers), so instances need not agree on who does it.
 */
export function startJobs(b: Backends, simulated: SimulatedProcessor | null, log: FastifyBaseLogger): () => void {
  const every = (ms: number, what: string, run: () => Promise<unknown>) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      run()
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => (busy = false));
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    every(15_000, 'hold sweep', () => sweepExpiredHolds(b)),
    every(5_000, 'mail outbox', () => b.mail.drain()),
    every(60_000, 'pending refunds', () => retryPendingRefunds(b, log)),
    ...(simulated ? [every(2_000, 'simulated webhook delivery', () => simulated.deliverDue())] : []),
  ];
  return () => timers.forEach(clearInterval);
}
