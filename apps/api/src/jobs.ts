import type { FastifyBaseLogger } from 'fastify';
import type { Backends } from './common/scope.ts';
import type { MailSender } from './modules/mail/outbox.ts';
import { releaseHolds } from './modules/orders/repo.ts';
import { retryPendingRefunds } from './modules/refunds/processing.ts';
import { expireTicketChange } from './modules/order-detail/type-change-payment.ts';
import { runBulkChunk } from './modules/bulk-actions/service.ts';
import { sendDueReminders } from './modules/messages/reminders.ts';
import { sendMessageBatch } from './modules/messages/sending.ts';
import type { SimulatedProcessor } from './modules/payments/simulated/processor.ts';
import type { JobHandlers } from './queue/job-list.ts';
import { offerFreePlaces, sweepWaitingLists } from './modules/waiting-list/offers.ts';

/** Holds given back per statement, so one sweep never holds many rows locked at once. */
const SWEEP_BATCH = 500;

/** Expired holds back on sale (each hold's own job, reads and sold-out retries do it sooner; this catches the rest). */
export async function sweepExpiredHolds(b: Backends): Promise<number> {
  let total = 0;
  for (;;) {
    const { lines } = await releaseHolds(b.db, { expired: true, limit: SWEEP_BATCH });
    total += lines;
    if (lines < SWEEP_BATCH) return total;
  }
}

/**
 * What runs each kind of job (queue/job-list.ts), on every instance: the one place that knows every module's
 * background work, as server.ts knows their routes. Each is safe to run twice (statements that claim their rows,
 * idempotent providers, a mail's sent mark), so a retry after a crash does no harm.
 */
export function jobHandlers(
  b: Backends,
  mail: MailSender,
  simulated: SimulatedProcessor | null,
  log: FastifyBaseLogger,
): JobHandlers {
  return {
    'mail.send': async ({ mailId }) => mail.send(mailId),
    'orders.expire-hold': async ({ orderId }) => releaseHolds(b.db, { expired: true, orderId, waitForOthers: true }),
    'orders.expire-ticket-change': ({ changeId }) => expireTicketChange(b, changeId),
    'orders.sweep-expired-holds': () => sweepExpiredHolds(b),
    'refunds.retry-pending': () => retryPendingRefunds(b, log),
    'orders.bulk-action': ({ bulkActionId }) => runBulkChunk(b, bulkActionId),
    'messages.send': ({ messageId }) => sendMessageBatch(b, messageId),
    'messages.send-reminders': () => sendDueReminders(b),
    'waiting-list.offer': ({ ticketTypeId }) => offerFreePlaces(b, ticketTypeId),
    'waiting-list.sweep': () => sweepWaitingLists(b),
    'payments.deliver-simulated-webhook': async ({ deliveryId }) => {
      if (!simulated) return;
      // Not accepted (Admit down or refusing): thrown, so the queue tries again after its backoff.
      if (!(await simulated.deliver(deliveryId))) throw new Error(`webhook ${deliveryId} not accepted`);
    },
  };
}
