import type { Db } from '../../db/client.ts';
import * as repo from '../orders/repo.ts';
import type { OrderRow, RefundRow } from '../orders/tables.ts';
import { findTicketChangesOfOrder } from '../orders/ticket-changes-repo.ts';

export type PaymentPart = { paymentIntentId: string; amountMinor: number };

/**
 * How a refund of `amount` splits over an order's card payments (oldest first), when `before` was refunded
 * already: newest payment first, so a refund never asks one payment for more than it took. An order paid once has
 * one payment; one whose ticket moved to a dearer type has the difference's payment too.
 */
export function splitOverPayments(payments: readonly PaymentPart[], before: number, amount: number): PaymentPart[] {
  const parts: PaymentPart[] = [];
  let skip = before;
  let left = amount;
  for (const payment of [...payments].reverse()) {
    const available = Math.max(0, payment.amountMinor - skip);
    skip = Math.max(0, skip - payment.amountMinor);
    const take = Math.min(available, left);
    if (take > 0) parts.push({ paymentIntentId: payment.paymentIntentId, amountMinor: take });
    left -= take;
  }
  // More than was paid by card cannot be: the order's CHECK keeps refunds within its total. Asked of the first
  // payment, the provider refuses it and the refund stays pending for a person to look at.
  const first = payments[0];
  if (left > 0 && first) parts.push({ paymentIntentId: first.paymentIntentId, amountMinor: left });
  return parts;
}

/** The card payments a refund of the order draws on, and the parts it asks each for (refunds.ts's order). */
export async function refundPartsOf(db: Db, order: OrderRow, refund: RefundRow): Promise<PaymentPart[]> {
  if (!order.paymentIntentId) return [];
  const paidChanges = (await findTicketChangesOfOrder(db, order.id)).flatMap((c) =>
    c.status === 'DONE' && c.paymentIntentId
      ? [{ paymentIntentId: c.paymentIntentId, amountMinor: c.differenceMinor }]
      : [],
  );
  if (paidChanges.length === 0) return [{ paymentIntentId: order.paymentIntentId, amountMinor: refund.amountMinor }];
  const first = order.totalMinor - paidChanges.reduce((n, c) => n + c.amountMinor, 0);
  const refunds = await repo.findRefundsByOrderIds(db, [order.id]);
  const at = refunds.findIndex((r) => r.id === refund.id);
  const earlier = at < 0 ? refunds : refunds.slice(0, at);
  const before = earlier.filter((r) => r.status !== 'FAILED').reduce((n, r) => n + r.amountMinor, 0);
  return splitOverPayments(
    [{ paymentIntentId: order.paymentIntentId, amountMinor: first }, ...paidChanges],
    before,
    refund.amountMinor,
  );
}
