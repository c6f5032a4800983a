import { notFound } from '../../common/errors.ts';
import type { Backends } from '../../common/scope.ts';
import { retryingConflicts } from '../../db/errors.ts';
import { isUuid } from '../../db/uuid.ts';
import { findUserById } from '../identity/repo.ts';
import type { PaymentEvent } from '../payments/provider.ts';
import { recordPaymentEvent, seenPaymentEvent } from '../payments/repo.ts';
import { issueTickets } from '../tickets/issue.ts';
import { findTicketTypesByEventIds } from '../ticket-types/repo.ts';
import { latePaymentRefundedMail } from './mails.ts';
import { enqueueIfProven, mailTicketsOrAskToConfirm } from './order-mail.ts';
import { processRefund } from './refund-processing.ts';
import * as repo from './repo.ts';
import type { OrderRow, RefundRow } from './tables.ts';

export type PaidOutcome = 'PAID' | 'LATE_KEPT' | 'LATE_REFUNDED' | 'CANCELLED_REFUNDED' | 'ALREADY' | 'MISMATCH';

const SETTLED = new Set<OrderRow['status']>(['PAID', 'REFUNDED', 'PARTIALLY_REFUNDED']);

/**
 * An order's payment succeeded: in one transaction its lines hold for good, its tickets are issued and signed,
 * and its confirmation is queued. Safe to run any number of times (a redelivered webhook finds it settled).
 * A payment after the hold ended keeps the tickets if places remain, taken again by the same guarded update;
 * otherwise the order records a late refund, which is asked of the provider after commit.
 * Lines are locked before the order, as the hold sweeper locks them, so the two never deadlock.
 */
export async function markOrderPaid(
  b: Backends,
  orderId: string,
  payment: {
    provider: 'STRIPE' | 'SIMULATED' | 'FREE';
    paymentIntentId: string | null;
    amount: number;
    currency?: string;
  },
): Promise<{ order: OrderRow; outcome: PaidOutcome }> {
  const before = await repo.findOrderById(b.db, orderId);
  if (!before) throw notFound('Order');
  const types = await findTicketTypesByEventIds(b.db, [before.eventId]);
  const sign = await b.keyring.signerFor(before.eventId);
  let lateRefund: RefundRow | null = null;
  const result = await retryingConflicts(() =>
    b.db.transaction(async (tx) => {
      lateRefund = null;
      const held = await repo.keepLinesForGood(tx, orderId);
      const order = await repo.lockOrder(tx, orderId);
      if (!order) throw notFound('Order');
      if (
        SETTLED.has(order.status) ||
        order.latePayment ||
        (order.paymentIntentId && (await repo.hasRefund(tx, orderId)))
      )
        return { order, outcome: 'ALREADY' as const };
      if (
        payment.provider !== 'FREE' &&
        (payment.amount !== order.totalMinor || (payment.currency && payment.currency.toUpperCase() !== order.currency))
      ) {
        return { order, outcome: 'MISMATCH' as const };
      }
      const released = await repo.releasedLines(tx, orderId);
      // Under the event's share lock: a cancel either committed before (seen here) or waits for this payment, and
      // then its refund pass finds the order paid.
      const event = await repo.lockEventForSale(tx, order.eventId);
      if (!event) throw notFound('Event');
      const cancelled = event.status === 'CANCELLED';
      let late: 'KEPT' | null = null;
      if (cancelled) {
        for (const line of held) await repo.givePlacesBack(tx, line.ticketTypeId, line.quantity);
        await repo.markLinesReleased(
          tx,
          held.map((l) => l.id),
        );
        const updated = await repo.updateOrder(tx, orderId, {
          status: 'CANCELLED',
          paymentIntentId: payment.paymentIntentId,
          paymentError: null,
        });
        lateRefund = await repo.insertRefund(tx, {
          orderId,
          amountMinor: order.totalMinor,
          ticketIds: [],
          reason: 'EVENT_CANCELLED',
        });
        return { order: updated ?? order, outcome: 'CANCELLED_REFUNDED' as const };
      }
      if (released.length > 0) {
        const taken = [];
        for (const line of released) {
          if (!(await repo.holdPlaces(tx, line.ticketTypeId, line.quantity))) break;
          taken.push(line);
        }
        if (taken.length < released.length) {
          // Nothing is sold: the places taken again, and any the order still held, go back on sale.
          for (const line of [...taken, ...held]) await repo.givePlacesBack(tx, line.ticketTypeId, line.quantity);
          await repo.markLinesReleased(
            tx,
            held.map((l) => l.id),
          );
          const updated = await repo.updateOrder(tx, orderId, {
            latePayment: 'REFUNDED',
            paymentIntentId: payment.paymentIntentId,
            paymentError: null,
          });
          lateRefund = await repo.insertRefund(tx, {
            orderId,
            amountMinor: order.totalMinor,
            ticketIds: [],
            reason: 'LATE_PAYMENT',
          });
          if (updated)
            await enqueueIfProven(tx, updated, latePaymentRefundedMail(updated, event, b.config.publicOrigins));
          return { order: updated ?? order, outcome: 'LATE_REFUNDED' as const };
        }
        await repo.reinstateLines(
          tx,
          released.map((l) => l.id),
        );
        late = 'KEPT';
      }
      const lines = [...held, ...released].sort((x, y) => (x.ticketTypeId < y.ticketTypeId ? -1 : 1));
      // The details step names every place; the buyer's name stands in only for one left unnamed.
      const unnamed = lines.some((l) => l.attendeeNames.length < l.quantity);
      const buyer = unnamed && order.buyerUserId ? await findUserById(tx, order.buyerUserId) : null;
      await issueTickets(tx, sign, order, lines, buyer?.displayName || order.buyerEmail || 'Guest');
      const paid = await repo.updateOrder(tx, orderId, {
        status: 'PAID',
        paidAt: new Date(),
        paymentProvider: payment.provider,
        paymentIntentId: payment.paymentIntentId,
        paymentError: null,
        latePayment: late,
      });
      if (!paid) throw notFound('Order');
      await mailTicketsOrAskToConfirm(tx, b, paid, { event, lines, types, late: late === 'KEPT' });
      return { order: paid, outcome: late ? ('LATE_KEPT' as const) : ('PAID' as const) };
    }),
  );
  b.mail.kick();
  const refund: RefundRow | null = lateRefund;
  if (refund) await processRefund(b, refund);
  return result;
}

/** What a verified provider event came to, for the webhook's log line (and the operator's alert). */
export type EventOutcome = PaidOutcome | 'duplicate' | 'ignored' | 'failure recorded' | 'unknown order';

/**
 * A verified provider event. Succeeded: the order is paid (idempotent). Failed: the decline is recorded for the
 * buyer while the hold stays. An order id that names no order (not even one shaped like an id) is acknowledged and
 * recorded, never answered with an error, which the provider would redeliver until it gave up on the endpoint.
 * A payment whose amount or currency differs from the order's pays nothing and is refunded in full. Anything else
 * is acknowledged. A redelivered event (its id seen) changes nothing.
 */
export async function applyPaymentEvent(b: Backends, event: PaymentEvent): Promise<EventOutcome> {
  if (await seenPaymentEvent(b.db, event.id)) return 'duplicate';
  let outcome: EventOutcome = 'ignored';
  const orderId = event.type === 'other' ? null : event.paymentIntent.orderId;
  const order = orderId && isUuid(orderId) ? await repo.findOrderById(b.db, orderId) : null;
  if (event.type !== 'other' && orderId && !order) {
    outcome = 'unknown order';
  } else if (event.type === 'payment_intent.succeeded' && order) {
    const { id, amount, currency } = event.paymentIntent;
    outcome = (await markOrderPaid(b, order.id, { provider: b.payments.kind, paymentIntentId: id, amount, currency }))
      .outcome;
    if (outcome === 'MISMATCH') await refundMismatchedPayment(b, order.id, event.paymentIntent);
  } else if (event.type === 'payment_intent.payment_failed' && order) {
    await repo.updateOrder(
      b.db,
      order.id,
      { paymentError: event.paymentIntent.failure ?? 'The payment failed.' },
      repo.whileReserved,
    );
    outcome = 'failure recorded';
  }
  await recordPaymentEvent(b.db, {
    id: event.id,
    type: event.type === 'other' ? event.name : event.type,
    outcome,
    orderId: order?.id ?? null,
  });
  return outcome;
}

/**
 * A payment that does not match its order (another amount or currency: a tampered or misrouted intent) is given
 * back whole, in what was paid. Asked with an idempotency key of the intent's, so a redelivery asks again safely;
 * if the provider fails, the event is not recorded and its redelivery tries again.
 */
async function refundMismatchedPayment(
  b: Backends,
  orderId: string,
  intent: { id: string; amount: number },
): Promise<void> {
  await b.payments.refund({
    paymentIntentId: intent.id,
    amountMinor: intent.amount,
    idempotencyKey: `admit-mismatch-${intent.id}`,
    metadata: { orderId, reason: 'amount or currency mismatch' },
  });
}
