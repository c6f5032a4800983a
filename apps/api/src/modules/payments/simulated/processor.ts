import type { PaymentsConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { JobEnqueuer } from '../../../queue/queue.ts';
import { verifyStripeSignedEvent, type PaymentProvider } from '../provider.ts';
import type { SimulatedPaymentIntentRow } from '../tables.ts';
import { AUTHENTICATION_FAILED, cardOutcome } from './cards.ts';
import { createIntentStore, type IntentChange } from './intent-store.ts';
import { createWebhookSender, type WebhookReceiver } from './webhook-sender.ts';

export { splitClientSecret } from './ids.ts';
export type { WebhookReceiver } from './webhook-sender.ts';

/** What the browser's card form gets back, shaped like Stripe's confirm answer. */
export type ConfirmResult = {
  status: 'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing';
  error?: { code: string; decline_code?: string; message: string };
};

/**
 * A card processor that runs inside Admit, so `npm start` takes payments with no keys and no network. It behaves
 * as Stripe does where Admit can tell: payment intents created with an idempotency key, confirmed by the browser
 * with a client secret, Stripe's test cards (3-D Secure in a challenge), events signed with Stripe's scheme and
 * delivered to the same webhook handler, redelivered until accepted (after a restart too), refunds. No money moves.
 * Its books are in intent-store.ts, its webhooks in webhook-sender.ts, its HTTP routes in ../http.ts.
 */
export type SimulatedProcessor = {
  provider: PaymentProvider;
  confirm(
    intentId: string,
    clientSecret: string,
    card: { number: string; expiry: string },
  ): Promise<ConfirmResult | null>;
  authenticate(intentId: string, clientSecret: string, passed: boolean): Promise<ConfirmResult | null>;
  /** Hands one stored event to Admit's webhook (its delivery job); true once it was accepted. */
  deliver(deliveryId: string): Promise<boolean>;
  setReceiver(receive: WebhookReceiver): void;
};

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

export function createSimulatedProcessor(
  db: Db,
  config: Extract<PaymentsConfig, { kind: 'simulated' }>,
  queue: JobEnqueuer,
): SimulatedProcessor {
  const store = createIntentStore(db);
  const webhooks = createWebhookSender(db, config, queue);

  /**
   * An intent's step and the event that announces it, in one transaction: a card charged always has its webhook on
   * the way, as Stripe's always does, even if the database goes away between the two (a restart in a rush did).
   */
  const step = (intentId: string, clientSecret: string, from: string[], to: IntentChange, event: string | null) =>
    db.transaction(async (tx) => {
      const row = await createIntentStore(tx).transition(intentId, clientSecret, from, to);
      if (row && event) await webhooks.emit(event, row, tx);
      return row;
    });

  /** The intent as it stands after a step: the row the step wrote, or, when it changed nothing, as it was. */
  const answer = async (row: SimulatedPaymentIntentRow | null, intentId: string, clientSecret: string) => {
    const now = row ?? (await store.current(intentId, clientSecret));
    return now ? asResult(now) : null;
  };

  return {
    provider: {
      kind: 'SIMULATED',
      publishableKey: null,
      async createPaymentIntent(ask) {
        const row = await store.create(ask);
        return { id: row.id, clientSecret: `${row.id}_${row.clientSecret}` };
      },
      refund: (ask) => store.refund(ask),
      verifyWebhook: (rawBody, signature) => verifyStripeSignedEvent(rawBody, signature, config.webhookSecret),
    },

    async confirm(intentId, clientSecret, card) {
      const outcome = cardOutcome(card.number, card.expiry);
      const retryable = ['requires_payment_method'];
      let row: SimulatedPaymentIntentRow | null;
      if (outcome.kind === 'succeeds') {
        const to = { status: 'succeeded', lastError: null };
        row = await step(intentId, clientSecret, retryable, to, 'payment_intent.succeeded');
      } else if (outcome.kind === 'requires_3ds') {
        row = await step(intentId, clientSecret, retryable, { status: 'requires_action', lastError: null }, null);
      } else {
        const lastError = {
          code: outcome.code,
          message: outcome.message,
          ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
        };
        const to = { status: 'requires_payment_method', lastError };
        row = await step(intentId, clientSecret, retryable, to, 'payment_intent.payment_failed');
      }
      return answer(row, intentId, clientSecret);
    },

    async authenticate(intentId, clientSecret, passed) {
      const to: IntentChange = passed
        ? { status: 'succeeded' }
        : {
            status: 'requires_payment_method',
            lastError: { code: 'payment_intent_authentication_failure', message: AUTHENTICATION_FAILED },
          };
      const event = passed ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
      const row = await step(intentId, clientSecret, ['requires_action'], to, event);
      return answer(row, intentId, clientSecret);
    },

    deliver: (deliveryId) => webhooks.deliver(deliveryId),
    setReceiver: (receive) => webhooks.setReceiver(receive),
  };
}
