import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { simulatedWebhookDeliveries, type SimulatedPaymentIntentRow } from '../tables.ts';
import { simulatedId } from './ids.ts';

/** How long one delivery attempt keeps its events from others; Stripe's own retries come far later. */
const LEASE_SECONDS = 30;
const BATCH = 50;

type Delivery = typeof simulatedWebhookDeliveries.$inferSelect;

/** Hands a signed event to Admit's webhook handler; true when it was accepted (2xx). */
export type WebhookReceiver = (payload: string, signatureHeader: string) => Promise<boolean>;

/** Queues the processor's events and delivers them, signed with Stripe's scheme, until Admit accepts each. */
export type WebhookSender = {
  emit(type: string, intent: SimulatedPaymentIntentRow): Promise<void>;
  /** Delivers the events that are due; returns how many were accepted. */
  deliverDue(): Promise<number>;
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

/**
 * Takes the due deliveries (one, or a batch) for one attempt: each is leased for LEASE_SECONDS by moving its time
 * on, in the statement that picks it, so other attempts on this or another instance skip it meanwhile. An attempt
 * that dies leaves its deliveries due again when the lease ends.
 */
function claim(db: Db, onlyId?: string): Promise<Delivery[]> {
  const t = simulatedWebhookDeliveries;
  const due = and(isNull(t.deliveredAt), lte(t.deliverAfter, sql`now()`), onlyId ? eq(t.id, onlyId) : undefined);
  return db
    .update(t)
    .set({ deliverAfter: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      inArray(
        t.id,
        db
          .select({ id: t.id })
          .from(t)
          .where(due)
          .orderBy(asc(t.deliverAfter))
          .limit(onlyId ? 1 : BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
}

/** Hands one claimed event to Admit's webhook handler and records how it went; true when it was accepted. */
async function handOver(db: Db, secret: string, delivery: Delivery, receive: WebhookReceiver): Promise<boolean> {
  const header = Stripe.webhooks.generateTestHeaderString({ payload: delivery.payload, secret });
  const ok = await receive(delivery.payload, header).catch(() => false);
  await db
    .update(simulatedWebhookDeliveries)
    .set(
      ok
        ? { deliveredAt: sql`now()`, attempts: sql`${simulatedWebhookDeliveries.attempts} + 1` }
        : {
            attempts: sql`${simulatedWebhookDeliveries.attempts} + 1`,
            // Stripe backs off over hours; a local processor retries within seconds.
            deliverAfter: sql`now() + make_interval(secs => least(60, power(2, ${simulatedWebhookDeliveries.attempts})))`,
          },
    )
    .where(eq(simulatedWebhookDeliveries.id, delivery.id));
  return ok;
}

export function createWebhookSender(db: Db, config: Extract<PaymentsConfig, { kind: 'simulated' }>): WebhookSender {
  let receiver: WebhookReceiver | null = null;

  async function deliver(onlyId?: string): Promise<number> {
    const receive = receiver;
    if (!receive) return 0;
    // Side by side: in a pass that took many (after a restart, or under load, events whose own delivery had not
    // started yet), the last must not wait for all the others one after another (a rush saw 20 s).
    const claimed = await claim(db, onlyId);
    const outcomes = await Promise.all(
      claimed.map((delivery) => handOver(db, config.webhookSecret, delivery, receive)),
    );
    return outcomes.filter(Boolean).length;
  }

  return {
    async emit(type, intent) {
      const event = eventJson(type, intent);
      await db.insert(simulatedWebhookDeliveries).values({
        id: event.id,
        payload: event.payload,
        deliverAfter: sql`now() + make_interval(secs => ${config.webhookDelayMs / 1000})`,
      });
      // Delivered soon after, as Stripe's are: this event alone (every confirm scanning for all that are due would
      // hand the same events to many attempts at once); the periodic pass delivers whatever this misses.
      setTimeout(() => void deliver(event.id).catch(() => undefined), config.webhookDelayMs).unref();
    },
    deliverDue: () => deliver(),
    setReceiver(receive) {
      receiver = receive;
    },
  };
}
