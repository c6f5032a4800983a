import { isOrderSettled, type OfflinePaymentMethod } from '@admit/shared';
import { announce } from '../../common/domain-events.ts';
import { notFound } from '../../common/errors.ts';
import type { Backends } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import { retryingConflicts } from '../../db/errors.ts';
import { inLockOrder } from '../../db/lock-order.ts';
import type { EventRow } from '../events/tables.ts';
import { findUserById } from '../identity/repo.ts';
import { findTicketTypesByEventIds } from '../ticket-types/repo.ts';
import type { TicketTypeRow } from '../ticket-types/tables.ts';
import { searchTextNow } from './list-fields.ts';
import { latePaymentRefundedMail } from './mails.ts';
import { enqueueIfProven, mailTicketsOrAskToConfirm } from './order-mail.ts';
import * as repo from './repo.ts';
import { findPromoCodesByIds, takeUses } from '../promo-codes/repo.ts';
import type { OrderLineRow, OrderRow, RefundReason, RefundRow } from './tables.ts';

export type PaidOutcome = 'PAID' | 'LATE_KEPT' | 'LATE_REFUNDED' | 'CANCELLED_REFUNDED' | 'ALREADY' | 'MISMATCH';

export type Payment = {
  /** OFFLINE: money taken outside Admit (a bank transfer, cash), recorded by staff; no provider to ask. */
  provider: 'STRIPE' | 'SIMULATED' | 'FREE' | 'OFFLINE';
  paymentIntentId: string | null;
  amount: number;
  currency?: string;
  /** How an OFFLINE payment came, and what identifies it (a transfer's reference). */
  offline?: { method: OfflinePaymentMethod; reference: string | null };
};

export type Settled = { order: OrderRow; outcome: PaidOutcome; refund: RefundRow | null };

/** What the transaction needs that is read before it: the event's types (for the mail) and its ticket signer. */
export type PreparedPayment = {
  types: TicketTypeRow[];
  sign: Awaited<ReturnType<Backends['keyring']['signerFor']>>;
};

/** Read before the transaction: on PGlite (one connection) the key could not be read while it is open. */
export async function preparePayment(b: Backends, eventId: string): Promise<PreparedPayment> {
  return { types: await findTicketTypesByEventIds(b.db, [eventId]), sign: await b.keyring.signerFor(eventId) };
}

export type PayingOptions = {
  /** The order as the caller read it a moment ago (its event is all that is taken from it): one read fewer. */
  known?: OrderRow;
  /** The caller's own record of the outcome, written in the same transaction (the webhook's event: payments). */
  withOutcome?: (tx: Db, outcome: PaidOutcome) => Promise<void>;
};

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
  payment: Payment,
  options: PayingOptions = {},
): Promise<{ order: OrderRow; outcome: PaidOutcome }> {
  const before = options.known ?? (await repo.findOrderById(b.db, orderId));
  if (!before) throw notFound('Order');
  const prepared = await preparePayment(b, before.eventId);
  const settled = await retryingConflicts(() =>
    b.db.transaction(async (tx) => {
      const done = await settlePayment(tx, b, orderId, payment, prepared);
      await options.withOutcome?.(tx, done.outcome);
      return done;
    }),
  );
  // The refund is recorded with the order; the provider is asked once it is committed (refunds listen).
  if (settled.refund) await announce('refund.recorded', { backends: b, refund: settled.refund });
  return { order: settled.order, outcome: settled.outcome };
}

function mismatches(order: OrderRow, payment: Payment): boolean {
  if (payment.provider === 'FREE') return false;
  // Staff record what the order asks for; the money itself was counted outside Admit.
  if (payment.provider === 'OFFLINE') return false;
  return (
    payment.amount !== order.totalMinor || (!!payment.currency && payment.currency.toUpperCase() !== order.currency)
  );
}

/**
 * The whole decision, in the caller's transaction: already settled, wrong amount, cancelled, late, or paid. A
 * refund it records is for the caller to announce after commit (markOrderPaid does).
 */
export async function settlePayment(
  tx: Db,
  b: Backends,
  orderId: string,
  payment: Payment,
  prepared: PreparedPayment,
): Promise<Settled> {
  const held = await repo.keepLinesForGood(tx, orderId);
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw notFound('Order');
  const refunded = !!order.paymentIntentId && (await repo.hasRefund(tx, orderId));
  if (isOrderSettled(order.status) || order.latePayment || refunded) return unchanged(order, 'ALREADY');
  if (mismatches(order, payment)) return unchanged(order, 'MISMATCH');
  const released = await repo.releasedLines(tx, orderId);
  // Under the event's share lock: a cancel either committed before (seen here) or waits for this payment, and
  // then its refund pass finds the order paid.
  const event = await repo.lockEventForSale(tx, order.eventId);
  if (!event) throw notFound('Event');
  if (event.status === 'CANCELLED') {
    const paid = await payNothing(tx, order, payment, { giveBack: held, release: held }, { status: 'CANCELLED' });
    return { ...paid, outcome: 'CANCELLED_REFUNDED' as const };
  }
  if (released.length === 0)
    return issueAndMarkPaid(tx, b, { order, event, payment, lines: held, late: false }, prepared);
  const taken = await takePlacesAgain(tx, released);
  if (taken.length < released.length) {
    // Nothing is sold: the places taken again, and any the order still held, go back on sale.
    const paid = await payNothing(
      tx,
      order,
      payment,
      { giveBack: [...taken, ...held], release: held },
      { latePayment: 'REFUNDED' },
    );
    const mail = latePaymentRefundedMail(paid.order, event, b.config.publicOrigins);
    await enqueueIfProven(tx, b, paid.order, mail, { organizationId: event.organizationId });
    return { ...paid, outcome: 'LATE_REFUNDED' as const };
  }
  await repo.reinstateLines(
    tx,
    released.map((l) => l.id),
  );
  const lines = [...held, ...released];
  return issueAndMarkPaid(tx, b, { order, event, payment, lines, late: true }, prepared);
}

const unchanged = (order: OrderRow, outcome: PaidOutcome): Settled => ({ order, outcome, refund: null });

/**
 * A late payment's lines taken again by the guarded updates a hold uses: each type's places in turn until one has
 * run short, then the promo codes' uses of what was taken (codes after types, the order every hold keeps). A code
 * used up meanwhile takes nothing: the places taken go straight back and nothing is kept.
 */
async function takePlacesAgain(tx: Db, released: OrderLineRow[]): Promise<OrderLineRow[]> {
  const taken: OrderLineRow[] = [];
  // A line a quota code priced went back to what the code keeps: the payment takes it from there again.
  const codeIds = [...new Set(released.flatMap((l) => (l.promoCodeId ? [l.promoCodeId] : [])))];
  const quotas = new Set((await findPromoCodesByIds(tx, codeIds)).filter((c) => c.reservesPlaces).map((c) => c.id));
  for (const line of released) {
    const fromQuota = !!line.promoCodeId && quotas.has(line.promoCodeId);
    // Places back from an ended hold belong to the type's waiting list first, not to a payment that came too late.
    const options = { waitingListFirst: true, fromQuota };
    if (!(await repo.holdPlaces(tx, line.ticketTypeId, line.quantity, options))) break;
    taken.push(line);
  }
  const codes = inLockOrder([...repo.usesPerCode(taken)], ([id]) => id);
  for (const [index, [id, n]] of codes.entries()) {
    if (await takeUses(tx, id, n)) continue;
    await repo.giveUsesBackOfCodes(tx, new Map(codes.slice(0, index)));
    for (const line of inLockOrder(taken, (l) => l.ticketTypeId)) {
      await repo.givePlacesBack(tx, line.ticketTypeId, line.quantity);
    }
    return [];
  }
  return taken;
}

/**
 * A payment that buys nothing (its event was cancelled, or its places sold meanwhile): the places go back on sale,
 * the order records the payment and what became of it, and a refund of the whole amount is recorded.
 */
async function payNothing(
  tx: Db,
  order: OrderRow,
  payment: Payment,
  places: { giveBack: OrderLineRow[]; release: OrderLineRow[] },
  outcome: { status: 'CANCELLED' } | { latePayment: 'REFUNDED' },
): Promise<{ order: OrderRow; refund: RefundRow }> {
  for (const line of inLockOrder(places.giveBack, (l) => l.ticketTypeId)) {
    await repo.givePlacesBack(tx, line.ticketTypeId, line.quantity);
  }
  await repo.giveUsesBackOfLines(tx, places.giveBack);
  await repo.markLinesReleased(
    tx,
    places.release.map((l) => l.id),
  );
  const updated = await repo.updateOrder(tx, order.id, {
    ...outcome,
    paymentIntentId: payment.paymentIntentId,
    paymentError: null,
  });
  const reason: RefundReason = 'status' in outcome ? 'EVENT_CANCELLED' : 'LATE_PAYMENT';
  const refund = await repo.insertRefund(tx, {
    orderId: order.id,
    amountMinor: order.totalMinor,
    ticketIds: [],
    reason,
  });
  return { order: updated ?? order, refund };
}

/** The order is paid: its tickets are issued (tickets listen), it is marked paid, and its tickets are mailed. */
async function issueAndMarkPaid(
  tx: Db,
  b: Backends,
  sale: { order: OrderRow; event: EventRow; payment: Payment; lines: OrderLineRow[]; late: boolean },
  prepared: PreparedPayment,
): Promise<Settled> {
  const { order, event, payment, late } = sale;
  const lines = inLockOrder(sale.lines, (l) => l.ticketTypeId);
  // The details step names every place; the buyer's name stands in only for one left unnamed.
  const unnamed = lines.some((l) => l.attendeeNames.length < l.quantity);
  const buyer = unnamed && order.buyerUserId ? await findUserById(tx, order.buyerUserId) : null;
  const fallbackName = buyer?.displayName || order.buyerEmail || 'Guest';
  await announce('order.paid', { tx, order, lines, sign: prepared.sign, fallbackName });
  const paid = await repo.updateOrder(tx, order.id, {
    status: 'PAID',
    paidAt: new Date(),
    paymentProvider: payment.provider,
    paymentIntentId: payment.paymentIntentId,
    paymentError: null,
    latePayment: late ? 'KEPT' : null,
    // The tickets' names and short codes are searchable from now on (the tickets were inserted just above).
    searchText: searchTextNow(),
    ...(payment.offline ? { paymentMethod: payment.offline.method, paymentReference: payment.offline.reference } : {}),
  });
  if (!paid) throw notFound('Order');
  await mailTicketsOrAskToConfirm(tx, b, paid, { event, lines, types: prepared.types, late });
  return { order: paid, outcome: late ? 'LATE_KEPT' : 'PAID', refund: null };
}
