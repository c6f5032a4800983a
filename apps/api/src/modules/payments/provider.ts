import Stripe from 'stripe';
import { z } from 'zod';

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
        /** Set for the payment of a ticket type change's difference (order-detail), which pays no order. */
        ticketChangeId: string | null;
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

/** A webhook that is not the provider's, or not a readable event: answered 400, and nothing changes. */
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
  let verified: unknown;
  try {
    verified = Stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', secret);
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
  // Signed is not the same as well-formed: the body is read as data from outside, like any other.
  const event = eventSchema.safeParse(verified);
  if (!event.success) throw new WebhookSignatureError('The event is not one Stripe sends.');
  const { id, type, data } = event.data;
  if (type !== 'payment_intent.succeeded' && type !== 'payment_intent.payment_failed') {
    return { id, type: 'other', name: type };
  }
  const intent = intentSchema.safeParse(data.object);
  if (!intent.success) throw new WebhookSignatureError('The payment intent in the event is not readable.');
  return {
    id,
    type,
    paymentIntent: {
      id: intent.data.id,
      amount: intent.data.amount,
      currency: intent.data.currency,
      orderId: intent.data.metadata['orderId'] ?? null,
      ticketChangeId: intent.data.metadata['ticketChangeId'] ?? null,
      failure: intent.data.last_payment_error?.message ?? null,
    },
  };
}

const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.unknown() }),
});

/** What Admit reads of a PaymentIntent (Stripe's API reference). */
const intentSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  metadata: z.record(z.string(), z.string()),
  last_payment_error: z.object({ message: z.string().optional() }).nullish(),
});
