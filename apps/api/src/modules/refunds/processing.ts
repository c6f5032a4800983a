import { recordAudit } from '../audit/record.ts';
import type { Backends } from '../../common/scope.ts';
import { findEventById } from '../events/repo.ts';
import { refundMail } from '../orders/mails.ts';
import { enqueueIfProven } from '../orders/order-mail.ts';
import { retryingConflicts } from '../../db/errors.ts';
import * as repo from '../orders/repo.ts';
import type { OrderRow, RefundRow } from '../orders/tables.ts';
import type { Db } from '../../db/client.ts';
import { refundPartsOf } from './payment-parts.ts';
import { priceOf, refundableTickets } from './refundable.ts';
import { findTicketsByOrderIds, voidTickets } from '../tickets/repo.ts';
import { inLockOrder } from '../../db/lock-order.ts';

type Log = { error(obj: object, msg: string): void };

/** What the provider said: confirmed (the refund completed), or refused with its words (the refund still pending). */
export type RefundAsked = { confirmed: true } | { confirmed: false; error: string };

/**
 * Asks the provider (idempotently) and records the outcome; a failure leaves the refund pending, and the queue's
 * refunds.retry-pending job asks again.
 */
export async function processRefund(b: Backends & { requestId?: string }, refund: RefundRow, log?: Log): Promise<void> {
  await askForRefund(b, refund, log);
}

/** processRefund, saying what the provider answered (a cancelled event's refunds list the refused ones). */
export async function askForRefund(
  b: Backends & { requestId?: string },
  refund: RefundRow,
  log?: Log,
): Promise<RefundAsked> {
  const order = await repo.findOrderById(b.db, refund.orderId);
  if (!order) return { confirmed: true };
  let providerRefundId: string | null = null;
  if (refund.amountMinor > 0 && order.paymentProvider !== 'FREE') {
    const parts = await refundPartsOf(b.db, order, refund);
    try {
      // One ask per payment drawn on, each with its own key (the first keeps the refund's own, as before).
      for (const [i, part] of parts.entries()) {
        const asked = await b.payments.refund({
          paymentIntentId: part.paymentIntentId,
          amountMinor: part.amountMinor,
          idempotencyKey: i === 0 ? `admit-refund-${refund.id}` : `admit-refund-${refund.id}-${i}`,
          metadata: { orderId: order.id, refundId: refund.id },
        });
        providerRefundId ??= asked.id;
      }
    } catch (error) {
      log?.error({ err: error, refundId: refund.id }, 'refund not confirmed by the provider; will retry');
      return { confirmed: false, error: error instanceof Error ? error.message : String(error) };
    }
  }
  await completeRefund(b, refund.id, providerRefundId);
  return { confirmed: true };
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
      await repo.giveUsesBackOfTickets(tx, order.id, voided);
      const refundedMinor = order.refundedMinor + done.amountMinor;
      const remaining = (await findTicketsByOrderIds(tx, [order.id])).some((t) => t.status === 'VALID');
      // A type change's difference leaves every ticket standing: the order is partly refunded, not refunded.
      const unissued = done.reason !== 'REQUESTED' && done.reason !== 'TYPE_CHANGED' && done.ticketIds.length === 0;
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
      // A late payment's refund was announced with its own mail when it was decided, a cancel's with the cancel's;
      // staff may also refund without telling the buyer (notifyBuyer).
      const announced = done.reason === 'LATE_PAYMENT' || done.reason === 'ORDER_CANCELLED';
      if (updated?.buyerEmail && event && !announced && done.notifyBuyer) {
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
 * A cancelled event's refund of one paid order (PRODUCT.md §4), in the caller's transaction with the order locked:
 * every valid ticket, at what it was sold for. Not mailed on completion: the cancellation's own notice tells the
 * buyer. Null when nothing is left to refund. The provider is asked after commit (processRefund).
 */
export async function recordEventCancelledRefund(
  tx: Db,
  order: OrderRow,
  requestedBy: string | null,
): Promise<RefundRow | null> {
  const valid = await refundableTickets(tx, order.id);
  if (valid.length === 0) return null;
  const amount = await priceOf(tx, order.id, valid);
  return repo.insertRefund(tx, {
    orderId: order.id,
    amountMinor: Math.min(amount, order.totalMinor - order.refundedMinor),
    ticketIds: valid.map((t) => t.id),
    reason: 'EVENT_CANCELLED',
    requestedBy,
    notifyBuyer: false,
  });
}
