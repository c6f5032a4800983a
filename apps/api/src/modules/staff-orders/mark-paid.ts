import { OFFLINE_PAYMENT_METHODS, paymentReferenceSchema, z, type OfflinePaymentMethod } from '@admit/shared';
import { conflict, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import { eventForOrderStaff } from '../order-detail/access.ts';
import { runOrderAction } from '../order-detail/order-action.ts';
import type { OrderDetailView } from '../order-detail/service.ts';
import { preparePayment, settlePayment, type PaidOutcome } from '../orders/payment-outcomes.ts';
import { findOrderById } from '../orders/repo.ts';
import { OFFLINE_PROVIDER } from './service.ts';

const markPaidSchema = z.object({
  method: z.enum(OFFLINE_PAYMENT_METHODS, 'Choose how the money came: BANK_TRANSFER, CASH or OTHER.'),
  reference: paymentReferenceSchema.nullish(),
});

/** Why a recorded payment bought nothing, in words; the whole action is rolled back. */
const REFUSALS: Partial<Record<PaidOutcome, string>> = {
  ALREADY: 'This order is already paid.',
  CANCELLED_REFUNDED: 'This event was cancelled; the order can no longer be paid.',
  LATE_REFUNDED: 'This hold has already ended, and its places were sold meanwhile.',
  LATE_KEPT: 'This hold has already ended; its places went back on sale.',
  MISMATCH: 'The amount does not match the order.',
};

/**
 * "Mark paid": money for an order on hold came in outside Admit (a bank transfer, cash), and an owner or manager
 * records it. It goes through the path a card payment's webhook takes (orders/payment-outcomes.ts settlePayment):
 * the lines hold for good, the tickets are issued and signed (order.paid), the order is PAID and searchable by its
 * tickets, and the tickets go to the buyer's address only once it has proven itself (otherwise it is asked to
 * confirm first). Only a running hold can be paid: one that ended gave its places back.
 */
export async function markOrderPaidOffline(
  scope: RequestScope,
  input: unknown,
  method: OfflinePaymentMethod,
  reference: string | null | undefined,
): Promise<OrderDetailView> {
  const wanted = parseInput(markPaidSchema, { method, reference });
  const orderId = parseInput(z.object({ orderId: z.uuid() }).loose(), input).orderId;
  const found = await findOrderById(scope.db, orderId);
  if (!found) throw notFound('Order');
  // The gate first, so nothing (not even the event's signing key) is read for someone who may not act.
  await eventForOrderStaff(scope, found.eventId, 'events.manage');
  const prepared = await preparePayment(scope, found.eventId);
  return runOrderAction(scope, input, async ({ tx, order }) => {
    if (order.status !== 'RESERVED') throw conflict('Only an order on hold can be marked paid.');
    if (order.holdExpiresAt <= new Date()) {
      throw conflict('This hold has already ended; its places went back on sale. Reserve the order again.');
    }
    const payment = {
      provider: OFFLINE_PROVIDER,
      paymentIntentId: null,
      amount: order.totalMinor,
      offline: { method: wanted.method, reference: wanted.reference ?? null },
    } as const;
    const settled = await settlePayment(tx, scope, order.id, payment, prepared);
    if (settled.outcome !== 'PAID') throw conflict(REFUSALS[settled.outcome] ?? 'This order can no longer be paid.');
    return {
      record: {
        action: 'order.marked_paid',
        entityType: 'order',
        entityId: order.id,
        before: { status: order.status },
        after: {
          status: settled.order.status,
          amountMinor: order.totalMinor,
          method: wanted.method,
          reference: wanted.reference ?? null,
        },
      },
    };
  });
}
