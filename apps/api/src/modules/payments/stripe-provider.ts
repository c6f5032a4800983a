import Stripe from 'stripe';
import { paymentProviderUnavailable } from '../../common/errors.ts';
import type { PaymentsConfig } from '../../config.ts';
import { verifyStripeSignedEvent, type PaymentProvider } from './provider.ts';

/** Gateway and availability answers: Stripe did not process the request, and the same key may be sent again. */
const NOT_PROCESSED = new Set([502, 503, 504]);

/**
 * Whether Stripe could not be reached or did not process the request, after the SDK's own retries under the same
 * idempotency key: a connection failure, a rate limit, a gateway answer, or a 5xx Stripe marks as safe to retry.
 * Any other 5xx is not: Stripe keeps the answer of a request it began and replays it to that key for 24 hours, so
 * "try again" would meet the same failure.
 */
function notProcessed(error: unknown): boolean {
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeRateLimitError) {
    return true;
  }
  if (!(error instanceof Stripe.errors.StripeAPIError)) return false;
  return NOT_PROCESSED.has(error.statusCode ?? 0) || error.headers?.['stripe-should-retry'] === 'true';
}

/**
 * Stripe, through its SDK. The PaymentIntent's idempotency key comes from the order, so asking twice (a retry, a
 * second tab) returns the same intent and never charges twice. STRIPE_API_URL points the SDK at a stand-in (tests).
 * A payment asked for while Stripe cannot be reached tells the buyer so (nothing is charged by creating an intent,
 * and the hold stands); refunds keep Stripe's own error, which their retries log and an organizer's list shows.
 */
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
      const intent = await stripe.paymentIntents
        .create(
          {
            amount: amountMinor,
            currency: currency.toLowerCase(),
            metadata,
            // Cards and whatever else the account enables; 3-D Secure is asked for when the bank wants it.
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey },
        )
        .catch((error: unknown) => {
          throw notProcessed(error) ? paymentProviderUnavailable(error) : error;
        });
      if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async refund({ paymentIntentId, amountMinor, idempotencyKey, metadata }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountMinor, metadata },
        { idempotencyKey },
      );
      return { id: refund.id };
    },
    verifyWebhook: (rawBody, signature) => verifyStripeSignedEvent(rawBody, signature, config.webhookSecret),
  };
}
