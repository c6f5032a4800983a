import Stripe from 'stripe';
import { paymentProviderUnavailable } from '../../common/errors.ts';
import type { PaymentsConfig } from '../../config.ts';
import { verifyStripeSignedEvent, type PaymentProvider } from './provider.ts';

/**
 * Stripe, through its SDK. The PaymentIntent's idempotency key comes from the order, so asking twice (a retry, a
 * second tab) returns the same intent and never charges twice. STRIPE_API_URL points the SDK at a stand-in (tests).
 */
/**
 * Stripe unreachable, or failing on its side, after the SDK's own retries (each under the same idempotency key):
 * nothing was made, so the buyer is told to try again, not shown a masked bug. A refusal (a bad request, a bad
 * key) stays the error it is.
 */
async function reachingStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const unavailable =
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError;
    throw unavailable ? paymentProviderUnavailable() : error;
  }
}

export function createStripeProvider(config: Extract<PaymentsConfig, { kind: 'stripe' }>): PaymentProvider {
  const url = config.apiUrl;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
  return {
    kind: 'STRIPE',
    publishableKey: config.publishableKey,
    async createPaymentIntent({ amountMinor, currency, idempotencyKey, metadata }) {
      const intent = await reachingStripe(() =>
        stripe.paymentIntents.create(
          {
            amount: amountMinor,
            currency: currency.toLowerCase(),
            metadata,
            // Cards and whatever else the account enables; 3-D Secure is asked for when the bank wants it.
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey },
        ),
      );
      if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async refund({ paymentIntentId, amountMinor, idempotencyKey, metadata }) {
      const refund = await reachingStripe(() =>
        stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountMinor, metadata }, { idempotencyKey }),
      );
      return { id: refund.id };
    },
    verifyWebhook: (rawBody, signature) => verifyStripeSignedEvent(rawBody, signature, config.webhookSecret),
  };
}
