import Stripe from 'stripe';

/** A provider event Admit acts on, read from a verified webhook. */
export type PaymentEvent =
  | {
      id: string;
      type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
      paymentIntent: {
        id: string;
        amount: number;
        currency: string;
        orderId: string | null;
        /** The decline in the network's words, for a failure. */
        failure: string | null;
      };
    }
  | { id: string; type: 'other'; name: string };

export type CreatedPaymentIntent = { id: string; clientSecret: string };

/**
 * Card payments, one interface for Stripe and the simulated processor. Every call is safe to repeat with the same
 * idempotency key, and none is ever made inside a database transaction (the order's services record the intent,
 * commit, call, then record the outcome).
 */
export interface PaymentProvider {
  readonly kind: 'STRIPE' | 'SIMULATED';
  /** What the browser initialises Stripe.js with; null for the simulated processor. */
  readonly publishableKey: string | null;
  createPaymentIntent(input: {
    amountMinor: number;
    currency: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<CreatedPaymentIntent>;
  refund(input: {
    paymentIntentId: string;
    amountMinor: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string }>;
  /** The event a webhook delivered, once its signature verifies; throws WebhookSignatureError otherwise. */
  verifyWebhook(rawBody: string | Buffer, signatureHeader: string | undefined): PaymentEvent;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/**
 * Stripe's own verification (the SDK's constructEvent: HMAC-SHA256 over `timestamp.payload`, a 5-minute
 * tolerance), for both providers: the simulated processor signs its events the same way.
 */
export function verifyStripeSignedEvent(
  rawBody: string | Buffer,
  signatureHeader: string | undefined,
  secret: string,
): PaymentEvent {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', secret);
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
  if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
    const intent = event.data.object;
    return {
      id: event.id,
      type: event.type,
      paymentIntent: {
        id: intent.id,
        amount: intent.amount,
        currency: intent.currency,
        orderId: intent.metadata['orderId'] ?? null,
        failure: intent.last_payment_error?.message ?? null,
      },
    };
  }
  return { id: event.id, type: 'other', name: event.type };
}
