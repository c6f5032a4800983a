import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { JobEnqueuer } from '../../../queue/queue.ts';
import { simulatedWebhookDeliveries, type SimulatedPaymentIntentRow } from '../tables.ts';
import { simulatedId } from './ids.ts';

type Delivery = typeof simulatedWebhookDeliveries.$inferSelect;

/** Hands a signed event to Admit's webhook handler; true when it was accepted (2xx). */
export type WebhookReceiver = (payload: string, signatureHeader: string) => Promise<boolean>;

/**
 * Stores the processor's events and delivers them, signed with Stripe's scheme, until Admit accepts each: one
 * payments.deliver-simulated-webhook job per event, retried with backoff by the queue (after a restart too).
 */
export type WebhookSender = {
  /** Stores the event and its delivery job in `tx`: the transaction that moved the intent. */
  emit(type: string, intent: SimulatedPaymentIntentRow, tx: Db): Promise<void>;
  /** Hands the stored event to Admit's webhook; true once it was accepted (now or before). */
  deliver(deliveryId: string): Promise<boolean>;
  setReceiver(receive: WebhookReceiver): void;
};

function eventJson(type: string, intent: SimulatedPaymentIntentRow): { id: string; payload: string } {
  const eventId = simulatedId('evt');
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: intent.currency,
        metadata: intent.metadata,
        status: intent.status,
        last_payment_error: intent.lastError,
      },
    },
  });
  return { id: eventId, payload };
}

/** Hands one stored event to Admit's webhook handler and records the attempt; true when it was accepted. */
async function handOver(db: Db, secret: string, delivery: Delivery, receive: WebhookReceiver): Promise<boolean> {
  const header = Stripe.webhooks.generateTestHeaderString({ payload: delivery.payload, secret });
  const ok = await receive(delivery.payload, header).catch(() => false);
  const attempts = sql`${simulatedWebhookDeliveries.attempts} + 1`;
  await db
    .update(simulatedWebhookDeliveries)
    .set(ok ? { deliveredAt: sql`now()`, attempts } : { attempts })
    .where(eq(simulatedWebhookDeliveries.id, delivery.id));
  return ok;
}

export function createWebhookSender(
  db: Db,
  config: Extract<PaymentsConfig, { kind: 'simulated' }>,
  queue: JobEnqueuer,
): WebhookSender {
  let receiver: WebhookReceiver | null = null;

  return {
    async emit(type, intent, tx) {
      const event = eventJson(type, intent);
      const deliverAfter = new Date(Date.now() + config.webhookDelayMs);
      await tx.insert(simulatedWebhookDeliveries).values({ id: event.id, payload: event.payload, deliverAfter });
      // Delivered soon after, as Stripe's are; the queue retries until Admit accepts it. With no delay, no startAfter:
      // pg-boss wakes its workers (NOTIFY) only for a job due by the transaction's clock, which started before this
      // clock was read, so a startAfter of "now" would wait for the next poll.
      const data = { deliveryId: event.id };
      const when = config.webhookDelayMs > 0 ? { startAfter: deliverAfter } : {};
      await queue.enqueue(tx, 'payments.deliver-simulated-webhook', data, when);
    },
    async deliver(deliveryId) {
      const receive = receiver;
      if (!receive) throw new Error('The simulated processor has no webhook receiver yet.');
      const t = simulatedWebhookDeliveries;
      const [delivery] = await db.select().from(t).where(eq(t.id, deliveryId));
      if (!delivery) return true;
      if (delivery.deliveredAt) return true;
      return handOver(db, config.webhookSecret, delivery, receive);
    },
    setReceiver(receive) {
      receiver = receive;
    },
  };
}
