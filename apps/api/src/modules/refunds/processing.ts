import { recordAudit } from '../audit/record.ts';
import type { Backends } from '../../common/scope.ts';
import { findEventById } from '../events/repo.ts';
import { refundMail } from '../orders/mails.ts';
import { enqueueIfProven } from '../orders/order-mail.ts';
import { retryingConflicts } from '../../db/errors.ts';
import * as repo from '../orders/repo.ts';
import type { RefundRow } from '../orders/tables.ts';
import { priceOf, refundableTickets } from './refundable.ts';
import { findTicketsByOrderIds, voidTickets } from '../tickets/repo.ts';
import { inLockOrder } from '../../db/lock-order.ts';

type Log = { error(obj: object, msg: string): void };

/**
 * Asks the provider (idempotently) and records the outcome; a failure leaves the refund pending, and the queue's
 * refunds.retry-pending job asks again.
 */
export async function processRefund(b: Backends & { requestId?: string }, refund: RefundRow, log?: Log): Promise<void> {
  const order = await repo.findOrderById(b.db, refund.orderId);
  if (!order) return;
  let providerRefundId: string | null = null;
  if (order.paymentIntentId && refund.amountMinor > 0 && order.paymentProvider !== 'FREE') {
    try {
      providerRefundId = (
        await b.payments.refund({
          paymentIntentId: order.paymentIntentId,
          amountMinor: refund.amountMinor,
          idempotencyKey: `admit-refund-${refund.id}`,
          metadata: { orderId: order.id, refundId: refund.id },
        })
      ).id;
    } catch (error) {
      log?.error({ err: error, refundId: refund.id }, 'refund not confirmed by the provider; will retry');
      return;
    }
  }
  await completeRefund(b, refund.id, providerRefundId);
}

async function completeRefund(
  b: Backends & { requestId?: string },
  refundId: string,
  providerRefundId: string | null,
): Promise<void> {
  // Locks the refund's row, the order and the ticket types' counts in that order; a deadlock with another refund of
  // the same order aborts one transaction, which wrote nothing and runs again.
  await retryingConflicts(() =>
    b.db.transaction(async (tx) => {
      const done = await repo.completeRefundRow(tx, refundId, 'SUCCEEDED', providerRefundId);
      if (!done) return;
      const order = await repo.lockOrder(tx, done.orderId);
      if (!order) return;
      const voided = await voidTickets(tx, order.id, done.ticketIds);
      const perType = new Map<string, number>();
      for (const t of voided) perType.set(t.ticketTypeId, (perType.get(t.ticketTypeId) ?? 0) + 1);
      for (const [typeId, n] of inLockOrder([...perType], ([typeId]) => typeId)) {
        await repo.givePlacesBack(tx, typeId, n);
      }
      const refundedMinor = order.refundedMinor + done.amountMinor;
      const remaining = (await findTicketsByOrderIds(tx, [order.id])).some((t) => t.status === 'VALID');
      const unissued = done.reason !== 'REQUESTED' && done.ticketIds.length === 0;
      // An order an organizer cancelled stays cancelled: its refund gives the money back, not a new status. (A late
      // payment on a cancelled event's order is refunded, and the order says REFUNDED, as before.)
      const cancelled = order.status === 'CANCELLED' && done.reason === 'ORDER_CANCELLED';
      const status = cancelled ? 'CANCELLED' : unissued || !remaining ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      const updated = await repo.updateOrder(tx, order.id, { refundedMinor, status });
      const event = await findEventById(tx, order.eventId);
      if (event) {
        // Recorded as the person who asked for it (none for a late payment's), with the request when one did.
        await recordAudit(tx, {
          actorUserId: done.requestedBy,
          requestId: b.requestId ?? null,
          organizationId: event.organizationId,
          eventId: event.id,
          action: 'order.refunded',
          entityType: 'order',
          entityId: order.id,
          before: { status: order.status, refundedMinor: order.refundedMinor },
          after: { status: updated?.status ?? order.status, refundedMinor, refundId: done.id, reason: done.reason },
        });
      }
      // A late payment's refund was announced with its own mail when it was decided, a cancel's with the cancel's.
      const announced = done.reason === 'LATE_PAYMENT' || done.reason === 'ORDER_CANCELLED';
      if (updated?.buyerEmail && event && !announced) {
        const mail = refundMail(updated, event, done.amountMinor, voided.length, b.config.publicOrigins);
        await enqueueIfProven(tx, b, updated, mail, { organizationId: event.organizationId });
      }
    }),
  );
}

/** Refunds left pending (the provider unreachable, a crash mid-way): asked again, with the same idempotency key. */
export async function retryPendingRefunds(b: Backends, log: Log): Promise<number> {
  const pending = await repo.findPendingRefunds(b.db, 60, 20);
  for (const refund of pending) await processRefund(b, refund, log);
  return pending.length;
}

/**
 * A cancelled event refunds its paid orders (PRODUCT.md §4): every valid ticket of every paid order, recorded in
 * one transaction after the cancel committed, then asked of the provider one by one. What the provider does not
 * confirm now stays pending, and the sweeper finishes it.
 */
export async function refundCancelledEvent(
  b: Backends,
  eventId: string,
  requestedBy: string,
  log?: Log,
): Promise<number> {
  // Locks the event's paid orders in one statement; a deadlock with a payment settling one of them aborts this
  // transaction, which wrote nothing and runs again.
  const recorded = await retryingConflicts(() =>
    b.db.transaction(async (tx) => {
      const made: RefundRow[] = [];
      for (const order of await repo.lockPaidOrdersOfEvent(tx, eventId)) {
        const valid = await refundableTickets(tx, order.id);
        if (valid.length === 0) continue;
        const amount = await priceOf(tx, order.id, valid);
        made.push(
          await repo.insertRefund(tx, {
            orderId: order.id,
            amountMinor: Math.min(amount, order.totalMinor - order.refundedMinor),
            ticketIds: valid.map((t) => t.id),
            reason: 'EVENT_CANCELLED',
            requestedBy,
          }),
        );
      }
      return made;
    }),
  );
  for (const refund of recorded) await processRefund(b, refund, log);
  return recorded.length;
}
