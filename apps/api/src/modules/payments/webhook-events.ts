import { announce } from '../../common/domain-events.ts';
import { recordAudit } from '../audit/record.ts';
import { findEventById } from '../events/repo.ts';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../orders/tables.ts';
import type { Backends } from '../../common/scope.ts';
import { isUuid } from '../../db/uuid.ts';
import { markOrderPaid, type PaidOutcome } from '../orders/payment-outcomes.ts';
import * as orders from '../orders/repo.ts';
import type { PaymentEvent } from './provider.ts';
import { recordPaymentEvent, seenPaymentEvent } from './repo.ts';

/** What a verified provider event came to, for the webhook's log line (and the operator's alert). */
export type EventOutcome =
  PaidOutcome | 'duplicate' | 'ignored' | 'failure recorded' | 'unknown order' | 'ticket change paid';

/**
 * A verified provider event. Succeeded: the order is paid (idempotent). Failed: the decline is recorded for the
 * buyer while the hold stays. An order id that names no order (not even one shaped like an id) is acknowledged and
 * recorded, never answered with an error, which the provider would redeliver until it gave up on the endpoint.
 * A payment whose amount or currency differs from the order's pays nothing and is refunded in full. Anything else
 * is acknowledged. A redelivered event (its id seen) changes nothing.
 */
export async function applyPaymentEvent(b: Backends, event: PaymentEvent): Promise<EventOutcome> {
  if (await seenPaymentEvent(b.db, event.id)) return 'duplicate';
  if (event.type === 'payment_intent.succeeded' && event.paymentIntent.ticketChangeId) {
    const { id, amount, currency, ticketChangeId } = event.paymentIntent;
    await announce('ticket-change.paid', {
      backends: b,
      changeId: ticketChangeId,
      paymentIntent: { id, amount, currency },
    });
    await recordPaymentEvent(b.db, { id: event.id, type: event.type, outcome: 'ticket change paid', orderId: null });
    return 'ticket change paid';
  }
  let outcome: EventOutcome = 'ignored';
  const orderId = event.type === 'other' ? null : event.paymentIntent.orderId;
  const order = orderId && isUuid(orderId) ? await orders.findOrderById(b.db, orderId) : null;
  if (event.type !== 'other' && orderId && !order) {
    outcome = 'unknown order';
  } else if (event.type === 'payment_intent.succeeded' && order) {
    const { id, amount, currency } = event.paymentIntent;
    const payment = { provider: b.payments.kind, paymentIntentId: id, amount, currency };
    // The event is recorded in the payment's own transaction (one commit), except a mismatch's: that waits for
    // its refund, so a provider failing to refund leaves it unrecorded and redelivered.
    let recorded = false;
    const withOutcome = async (tx: Db, paid: EventOutcome) => {
      recorded = paid !== 'MISMATCH' && !!(await recordPaymentEvent(tx, recordOf(event, paid, order.id)));
    };
    outcome = (await markOrderPaid(b, order.id, payment, { known: order, withOutcome })).outcome;
    if (recorded) return outcome;
    if (outcome === 'MISMATCH') await refundMismatchedPayment(b, order.id, event.paymentIntent);
  } else if (event.type === 'payment_intent.payment_failed' && order) {
    await orders.updateOrder(
      b.db,
      order.id,
      { paymentError: event.paymentIntent.failure ?? 'The payment failed.' },
      orders.whileReserved,
    );
    outcome = 'failure recorded';
  }
  await b.db.transaction(async (tx) => {
    // A mismatch also goes in the audit log, for the organizer and the operator, once: with its event's record.
    const first = await recordPaymentEvent(tx, recordOf(event, outcome, order?.id ?? null));
    if (first && outcome === 'MISMATCH' && order && event.type !== 'other') {
      await auditMismatch(tx, order, event.paymentIntent);
    }
  });
  return outcome;
}

/** The row that says an event was handled, and what it came to. */
function recordOf(event: PaymentEvent, outcome: EventOutcome, orderId: string | null) {
  return { id: event.id, type: event.type === 'other' ? event.name : event.type, outcome, orderId };
}

async function auditMismatch(
  tx: Db,
  order: OrderRow,
  paid: { id: string; amount: number; currency: string },
): Promise<void> {
  const ofEvent = await findEventById(tx, order.eventId);
  if (!ofEvent) return;
  await recordAudit(tx, {
    actorUserId: null,
    requestId: null,
    organizationId: ofEvent.organizationId,
    eventId: ofEvent.id,
    action: 'payment.mismatch',
    entityType: 'order',
    entityId: order.id,
    before: { totalMinor: order.totalMinor, currency: order.currency },
    after: {
      paymentIntentId: paid.id,
      paidMinor: paid.amount,
      paidCurrency: paid.currency.toUpperCase(),
      refundedInFull: true,
    },
  });
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
