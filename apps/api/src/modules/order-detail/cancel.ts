import { isOrderCancellable, z } from '@admit/shared';
import { conflict } from '../../common/errors.ts';
import type { Backends, RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { inLockOrder } from '../../db/lock-order.ts';
import type { EventRow } from '../events/tables.ts';
import { enqueueIfProven } from '../orders/order-mail.ts';
import * as orders from '../orders/repo.ts';
import type { OrderRow, RefundRow } from '../orders/tables.ts';
import { processRefund } from '../refunds/processing.ts';
import { findTicketsByOrderIds, voidTickets } from '../tickets/repo.ts';
import { orderCancelledMail } from './mails.ts';
import { runOrderAction } from './order-action.ts';
import { refundableOf } from './presenter.ts';
import type { OrderDetailView } from './service.ts';

const cancelSchema = z.object({ refund: z.boolean(), notifyBuyer: z.boolean() });

/** A paid order's valid tickets voided (new signature versions: the door reads them as revoked), places given back. */
async function voidPaidOrder(tx: Db, order: OrderRow): Promise<number> {
  const valid = (await findTicketsByOrderIds(tx, [order.id])).filter((t) => t.status === 'VALID');
  const voided = await voidTickets(
    tx,
    order.id,
    valid.map((t) => t.id),
  );
  const perType = new Map<string, number>();
  for (const t of voided) perType.set(t.ticketTypeId, (perType.get(t.ticketTypeId) ?? 0) + 1);
  for (const [typeId, n] of inLockOrder([...perType], ([typeId]) => typeId)) await orders.givePlacesBack(tx, typeId, n);
  await orders.giveUsesBackOfTickets(tx, order.id, voided);
  const lines = await orders.findLinesByOrderIds(tx, [order.id]);
  await orders.markLinesReleased(
    tx,
    lines.filter((l) => !l.releasedAt).map((l) => l.id),
  );
  await orders.updateOrder(tx, order.id, { status: 'CANCELLED' });
  return voided.length;
}

/** A hold given up now: its places back on sale, the order CANCELLED (the same statement the buyer's cancel uses). */
async function releaseHold(tx: Db, order: OrderRow): Promise<number> {
  if (order.holdExpiresAt <= new Date()) throw conflict('This hold has already ended; its places went back on sale.');
  if (order.paymentIntentId) {
    throw conflict('The buyer has started paying for this order; wait for the payment, or let the hold run out.');
  }
  const lines = await orders.findLinesByOrderIds(tx, [order.id]);
  await orders.releaseHolds(tx, { expired: false, orderId: order.id });
  await orders.updateOrder(tx, order.id, {});
  return lines.filter((l) => !l.releasedAt).reduce((n, l) => n + l.quantity, 0);
}

type Cancelled = { places: number; refund: RefundRow | null };

/**
 * The cancel itself, on an order the caller locked in `tx` (a cancellable one): the order detail's action, and each
 * order of a bulk cancel. `requestedBy` names who asked for its refund.
 */
async function cancelLocked(tx: Db, order: OrderRow, refund: boolean, requestedBy: string | null): Promise<Cancelled> {
  if (order.status === 'RESERVED') return { places: await releaseHold(tx, order), refund: null };
  const refunds = await orders.findRefundsByOrderIds(tx, [order.id]);
  if (refunds.some((r) => r.status === 'PENDING')) {
    throw conflict('A refund of this order is still waiting for the card network; cancel once it completes.');
  }
  const amount = refund ? refundableOf(order, refunds) : 0;
  const places = await voidPaidOrder(tx, order);
  if (amount === 0) return { places, refund: null };
  // Recorded with the cancel; the provider is asked after commit, with the refund's id as its idempotency key.
  const row = await orders.insertRefund(tx, {
    orderId: order.id,
    amountMinor: amount,
    ticketIds: [],
    reason: 'ORDER_CANCELLED',
    requestedBy,
  });
  return { places, refund: row };
}

function notify(tx: Db, b: Pick<Backends, 'config' | 'queue'>, order: OrderRow, event: EventRow, refundMinor: number) {
  const mail = orderCancelledMail(order, event, refundMinor, b.config.publicOrigins);
  return enqueueIfProven(tx, b, order, mail, { organizationId: event.organizationId });
}

/**
 * Cancels a locked order and, with `notifyBuyer`, tells a proven address; returns what the audit record says and
 * the refund to ask the provider for after commit. A cancelled, refunded or expired order answers CONFLICT.
 */
export async function cancelAndNotify(
  tx: Db,
  b: Pick<Backends, 'config' | 'queue'>,
  c: { order: OrderRow; event: EventRow; refund: boolean; notifyBuyer: boolean; requestedBy: string | null },
) {
  const { order } = c;
  if (!isOrderCancellable(order.status)) throw conflict(`This order is already ${order.status.toLowerCase()}.`);
  const done = await cancelLocked(tx, order, c.refund, c.requestedBy);
  const refundMinor = done.refund?.amountMinor ?? 0;
  if (c.notifyBuyer && order.buyerEmail) await notify(tx, b, order, c.event, refundMinor);
  const record = {
    action: 'order.cancelled' as const,
    entityType: 'order' as const,
    entityId: order.id,
    before: { status: order.status },
    after: { status: 'CANCELLED', placesReleased: done.places, refundMinor, buyerNotified: c.notifyBuyer },
  };
  return { record, refund: done.refund };
}

/**
 * An organizer cancels an order: a hold's places go back on sale; a paid order's valid tickets are voided, their
 * places go back on sale, and, with `refund`, what it paid less what already went back is refunded through the
 * refunds module (recorded here, asked of the provider after commit, retried if it fails). With `notifyBuyer`,
 * a proven address is told. A cancelled, refunded or expired order answers CONFLICT.
 */
export async function cancelOrder(
  scope: RequestScope,
  input: unknown,
  options: { refund: boolean; notifyBuyer: boolean },
): Promise<OrderDetailView> {
  const { refund, notifyBuyer } = parseInput(cancelSchema, options);
  const requestedBy = (await scope.viewer())?.user.id ?? null;
  return runOrderAction(scope, input, async ({ tx, order, event }) => {
    const done = await cancelAndNotify(tx, scope, { order, event, refund, notifyBuyer, requestedBy });
    const recorded = done.refund;
    return { record: done.record, afterCommit: recorded ? () => processRefund(scope, recorded) : undefined };
  });
}
