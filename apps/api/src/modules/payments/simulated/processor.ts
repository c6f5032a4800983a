import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { verifyStripeSignedEvent, type PaymentProvider } from '../provider.ts';
import {
  simulatedPaymentIntents,
  simulatedRefunds,
  simulatedWebhookDeliveries,
  type SimulatedPaymentIntentRow,
} from '../tables.ts';
import { AUTHENTICATION_FAILED, cardOutcome } from './cards.ts';

/** How long one delivery attempt keeps its events from others; Stripe's own retries come far later. */
const LEASE_SECONDS = 30;
const BATCH = 50;

const id = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('hex')}`;

/** What the browser's card form gets back, shaped like Stripe's confirm answer. */
export type ConfirmResult = {
  status: 'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing';
  error?: { code: string; decline_code?: string; message: string };
};

/** Hands a signed event to Admit's webhook handler; true when it was accepted (2xx). */
export type WebhookReceiver = (payload: string, signatureHeader: string) => Promise<boolean>;

/**
 * A card processor that runs inside Admit, so `npm start` takes payments with no keys and no network. It behaves
 * as Stripe does where Admit can tell: payment intents created with an idempotency key, confirmed by the browser
 * with a client secret, Stripe's test cards (3-D Secure in a challenge), events signed with Stripe's scheme and
 * delivered to the same webhook handler, redelivered until accepted (after a restart too), refunds. No money moves.
 */
export type SimulatedProcessor = {
  provider: PaymentProvider;
  confirm(
    intentId: string,
    clientSecret: string,
    card: { number: string; expiry: string },
  ): Promise<ConfirmResult | null>;
  authenticate(intentId: string, clientSecret: string, passed: boolean): Promise<ConfirmResult | null>;
  /** Delivers the events that are due (after SIMULATED_WEBHOOK_DELAY_MS); returns how many were accepted. */
  deliverDue(): Promise<number>;
  setReceiver(receive: WebhookReceiver): void;
};

export function createSimulatedProcessor(
  db: Db,
  config: Extract<PaymentsConfig, { kind: 'simulated' }>,
): SimulatedProcessor {
  let receiver: WebhookReceiver | null = null;

  function eventJson(type: string, intent: SimulatedPaymentIntentRow): { id: string; payload: string } {
    const eventId = id('evt');
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

  async function emit(type: string, intent: SimulatedPaymentIntentRow): Promise<void> {
    const event = eventJson(type, intent);
    await db.insert(simulatedWebhookDeliveries).values({
      id: event.id,
      payload: event.payload,
      deliverAfter: sql`now() + make_interval(secs => ${config.webhookDelayMs / 1000})`,
    });
    // Delivered soon after, as Stripe's are: this event alone (every confirm scanning for all that are due would
    // hand the same events to many attempts at once); the periodic pass delivers whatever this misses.
    setTimeout(() => void deliver(event.id).catch(() => undefined), config.webhookDelayMs).unref();
  }

  /**
   * Takes the due deliveries (one, or a batch) for one attempt: each is leased for LEASE_SECONDS by moving its time
   * on, in the statement that picks it, so other attempts on this or another instance skip it meanwhile. An attempt
   * that dies leaves its deliveries due again when the lease ends.
   */
  async function claim(onlyId?: string) {
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

  const deliverDue = () => deliver();

  /** Hands one claimed event to Admit's webhook handler and records how it went; true when it was accepted. */
  async function handOver(
    delivery: typeof simulatedWebhookDeliveries.$inferSelect,
    receive: WebhookReceiver,
  ): Promise<boolean> {
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: delivery.payload,
      secret: config.webhookSecret,
    });
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

  async function deliver(onlyId?: string): Promise<number> {
    const receive = receiver;
    if (!receive) return 0;
    // Side by side: in a pass that took many (after a restart, or under load, events whose own delivery had not
    // started yet), the last must not wait for all the others one after another (a rush saw 20 s).
    const outcomes = await Promise.all((await claim(onlyId)).map((delivery) => handOver(delivery, receive)));
    return outcomes.filter(Boolean).length;
  }

  /** Moves an intent from one of `from` to its next state, once: a second confirm finds it moved and changes nothing. */
  async function transition(
    intentId: string,
    clientSecret: string,
    from: string[],
    to: Partial<typeof simulatedPaymentIntents.$inferInsert>,
  ): Promise<SimulatedPaymentIntentRow | null> {
    const [row] = await db
      .update(simulatedPaymentIntents)
      .set(to)
      .where(
        and(
          eq(simulatedPaymentIntents.id, intentId),
          eq(simulatedPaymentIntents.clientSecret, clientSecret),
          inArray(simulatedPaymentIntents.status, from),
        ),
      )
      .returning();
    return row ?? null;
  }

  async function current(intentId: string, clientSecret: string): Promise<SimulatedPaymentIntentRow | null> {
    const [row] = await db
      .select()
      .from(simulatedPaymentIntents)
      .where(and(eq(simulatedPaymentIntents.id, intentId), eq(simulatedPaymentIntents.clientSecret, clientSecret)))
      .limit(1);
    return row ?? null;
  }

  const asResult = (row: SimulatedPaymentIntentRow): ConfirmResult =>
    row.status === 'requires_payment_method' && row.lastError
      ? {
          status: 'requires_payment_method',
          error: {
            code: row.lastError.code,
            message: row.lastError.message,
            ...(row.lastError.decline_code ? { decline_code: row.lastError.decline_code } : {}),
          },
        }
      : { status: row.status as ConfirmResult['status'] };

  const processor: SimulatedProcessor = {
    provider: {
      kind: 'SIMULATED',
      publishableKey: null,
      async createPaymentIntent({ amountMinor, currency, idempotencyKey, metadata }) {
        // A first ask creates the intent and has it back at once; a repeated one reads the intent made before.
        const [created] = await db
          .insert(simulatedPaymentIntents)
          .values({
            id: id('pi'),
            idempotencyKey,
            amount: amountMinor,
            currency: currency.toLowerCase(),
            metadata,
            clientSecret: `secret_${randomBytes(18).toString('base64url')}`,
            status: 'requires_payment_method',
          })
          .onConflictDoNothing()
          .returning();
        const [row] = created
          ? [created]
          : await db
              .select()
              .from(simulatedPaymentIntents)
              .where(eq(simulatedPaymentIntents.idempotencyKey, idempotencyKey))
              .limit(1);
        if (!row) throw new Error('simulated payment intent vanished');
        if (row.amount !== amountMinor) throw new Error('Idempotency key reused with another amount');
        return { id: row.id, clientSecret: `${row.id}_${row.clientSecret}` };
      },
      async refund({ paymentIntentId, amountMinor, idempotencyKey }) {
        await db
          .insert(simulatedRefunds)
          .values({ id: id('re'), idempotencyKey, paymentIntentId, amount: amountMinor })
          .onConflictDoNothing();
        const [row] = await db
          .select()
          .from(simulatedRefunds)
          .where(eq(simulatedRefunds.idempotencyKey, idempotencyKey))
          .limit(1);
        if (!row) throw new Error('simulated refund vanished');
        return { id: row.id };
      },
      verifyWebhook: (rawBody, signature) => verifyStripeSignedEvent(rawBody, signature, config.webhookSecret),
    },

    async confirm(intentId, clientSecret, card) {
      const outcome = cardOutcome(card.number, card.expiry);
      const retryable = ['requires_payment_method'];
      let row: SimulatedPaymentIntentRow | null;
      if (outcome.kind === 'succeeds') {
        row = await transition(intentId, clientSecret, retryable, { status: 'succeeded', lastError: null });
        if (row) await emit('payment_intent.succeeded', row);
      } else if (outcome.kind === 'requires_3ds') {
        row = await transition(intentId, clientSecret, retryable, { status: 'requires_action', lastError: null });
      } else {
        const lastError = {
          code: outcome.code,
          message: outcome.message,
          ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
        };
        row = await transition(intentId, clientSecret, retryable, { status: 'requires_payment_method', lastError });
        if (row) await emit('payment_intent.payment_failed', row);
      }
      const now = row ?? (await current(intentId, clientSecret));
      return now ? asResult(now) : null;
    },

    async authenticate(intentId, clientSecret, passed) {
      const row = passed
        ? await transition(intentId, clientSecret, ['requires_action'], { status: 'succeeded' })
        : await transition(intentId, clientSecret, ['requires_action'], {
            status: 'requires_payment_method',
            lastError: { code: 'payment_intent_authentication_failure', message: AUTHENTICATION_FAILED },
          });
      if (row) await emit(passed ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', row);
      const now = row ?? (await current(intentId, clientSecret));
      return now ? asResult(now) : null;
    },

    deliverDue,
    setReceiver(receive) {
      receiver = receive;
    },
  };
  return processor;
}

/** The client secret the browser holds is `<intent id>_<secret>`, as Stripe's is. */
export function splitClientSecret(clientSecret: string): { intentId: string; secret: string } | null {
  const match = /^(pi_sim_[0-9a-f]{24})_(secret_[A-Za-z0-9_-]+)$/.exec(clientSecret);
  return match?.[1] && match[2] ? { intentId: match[1], secret: match[2] } : null;
}
