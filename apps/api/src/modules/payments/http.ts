import { simulatedCardSchema, validate } from '@admit/shared';
import type { FastifyInstance } from 'fastify';
import type { Backends } from '../../common/scope.ts';
import { rateLimitedMessage } from '../../common/errors.ts';
import { WHAT } from '../../rate-limits/attempts.ts';
import type { RateLimiter } from '../../rate-limits/limiter.ts';
import { applyPaymentEvent } from './webhook-events.ts';
import { WebhookSignatureError } from './provider.ts';
import { splitClientSecret, type SimulatedProcessor } from './simulated/processor.ts';

export const WEBHOOK_PATH = '/webhooks/stripe';
export const SIMULATED_PROCESSOR_PATH = '/simulated-processor';

/**
 * The provider's webhook: the body is read raw (the signature covers its exact bytes), verified with Stripe's
 * scheme, then applied. A bad signature is 400; a failure while applying is 500, so the provider delivers again.
 */
export async function registerPaymentRoutes(
  app: FastifyInstance,
  backends: Backends,
  limits: RateLimiter,
  simulated: SimulatedProcessor | null,
): Promise<void> {
  const receive = async (rawBody: string | Buffer, signature: string | undefined) => {
    let event;
    try {
      event = backends.payments.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) return { status: 400, body: { error: 'Invalid signature' } };
      throw error;
    }
    const outcome = await applyPaymentEvent(backends, event);
    const line = { event: event.id, type: event.type, outcome };
    // A payment that did not match its order was refunded: someone tampered with an intent, or routed one to the
    // wrong deployment. An operator must look.
    if (outcome === 'MISMATCH') app.log.error(line, 'payment did not match its order; refunded in full');
    else if (outcome === 'unknown order') app.log.warn(line, 'payment event for no known order; acknowledged');
    else app.log.info(line, 'payment event');
    return { status: 200, body: { received: true } };
  };

  await app.register(async (scoped) => {
    scoped.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scoped.post(WEBHOOK_PATH, { bodyLimit: 512 * 1024 }, async (req, reply) => {
      const header = req.headers['stripe-signature'];
      const { status, body } = await receive(req.body as Buffer, typeof header === 'string' ? header : undefined);
      return reply.status(status).send(body);
    });
  });

  if (!simulated) return;
  // The simulated processor delivers to the same handler, in-process, with the same signed bytes.
  simulated.setReceiver(async (payload, header) => {
    try {
      return (await receive(payload, header)).status === 200;
    } catch (error) {
      app.log.error({ err: error }, 'payment event failed; it will be delivered again');
      return false;
    }
  });

  type ConfirmBody = { clientSecret?: unknown; card?: unknown; passed?: unknown };
  const intentOf = (body: ConfirmBody) =>
    typeof body.clientSecret === 'string' ? splitClientSecret(body.clientSecret) : null;

  // The browser's card form talks to the processor directly, as Stripe.js talks to Stripe: Admit's API never
  // sees the card number.
  app.post<{ Body: ConfirmBody }>(`${SIMULATED_PROCESSOR_PATH}/confirm`, async (req, reply) => {
    const intent = intentOf(req.body ?? {});
    if (!intent) return reply.status(404).send({ error: { message: 'No such payment.' } });
    const card = validate(simulatedCardSchema, req.body.card);
    if (!card.ok)
      return reply.status(400).send({ error: { message: Object.values(card.errors)[0], fields: card.errors } });
    const wait = await limits.consume('cardAttempt', intent.intentId);
    if (wait !== null) {
      return reply.status(429).send({ error: { message: rateLimitedMessage(wait, WHAT.cardAttempt) } });
    }
    const result = await simulated.confirm(intent.intentId, intent.secret, card.value);
    return result ? reply.send(result) : reply.status(404).send({ error: { message: 'No such payment.' } });
  });

  app.post<{ Body: ConfirmBody }>(`${SIMULATED_PROCESSOR_PATH}/authenticate`, async (req, reply) => {
    const intent = intentOf(req.body ?? {});
    if (!intent) return reply.status(404).send({ error: { message: 'No such payment.' } });
    const result = await simulated.authenticate(intent.intentId, intent.secret, req.body.passed === true);
    return result ? reply.send(result) : reply.status(404).send({ error: { message: 'No such payment.' } });
  });
}
