/**
 * The one local stand-in for Stripe's API, for the API suite and the end-to-end suite alike: there is no network,
 * so the server's `stripe` SDK is pointed at it (STRIPE_API_URL). It answers what Admit asks (creating a
 * PaymentIntent, a refund) as Stripe does, replaying the first answer for a reused idempotency key, and records
 * every request. Webhook events for it are signed with the SDK's own test signer, Stripe's scheme exactly. Given a
 * webhook endpoint (the fault bench's), it also plays the card's side: a confirm charges the intent and Stripe's
 * `payment_intent.succeeded` is delivered there.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';

export type StripeRequest = {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  /** The SDK sends form encoding: amount=3000&currency=gbp&metadata[orderId]=… */
  form: URLSearchParams;
};

export type StandInIntent = {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  idempotencyKey: string | null;
  /** `succeeded` once a card confirmed it (the only charge an intent can make). */
  status: 'requires_payment_method' | 'succeeded';
};

/** Where the stand-in delivers its events, signed with the endpoint's secret, as Stripe does after a confirm. */
export type StandInWebhook = { url: string; secret: string };

export type StripeApiStandIn = {
  url: string;
  /** Every request it answered, in order, repeats of an idempotency key included. */
  readonly requests: StripeRequest[];
  /** The PaymentIntents it created (a replayed key adds none). */
  readonly intents: StandInIntent[];
  /**
   * Answers the next `count` requests with a 500 that asks for a retry, as a Stripe hiccup would; or, with
   * `retry: false`, one Stripe kept for the key (it began the request) and says not to retry.
   */
  failNext(count: number, options?: { retry?: boolean }): void;
  /**
   * While on, Stripe cannot be reached: every connection, open or new, is cut before an answer (as a network fault
   * or an outage shows to the SDK). Requests cut this way are not recorded: Stripe never saw them.
   */
  unreachable(on: boolean): void;
  close(): Promise<void>;
};

const id = () => randomBytes(8).toString('hex');

function metadataOf(form: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    [...form].flatMap(([key, value]) => {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      return name ? [[name, value]] : [];
    }),
  );
}

/** Stripe's answer to a request it has not seen the key of; null for a route it does not have. */
function freshAnswer(req: StripeRequest, intents: StandInIntent[]): object | null {
  const metadata = metadataOf(req.form);
  const amount = Number(req.form.get('amount'));
  if (req.method === 'POST' && req.path === '/v1/payment_intents') {
    const intentId = `pi_${id()}`;
    const intent: StandInIntent = {
      id: intentId,
      clientSecret: `${intentId}_secret_${id()}`,
      amount,
      currency: req.form.get('currency') ?? '',
      metadata,
      idempotencyKey: req.headers['idempotency-key'] ?? null,
      status: 'requires_payment_method',
    };
    intents.push(intent);
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      currency: intent.currency,
      client_secret: intent.clientSecret,
      metadata,
      status: 'requires_payment_method',
      livemode: false,
    };
  }
  if (req.method === 'POST' && req.path === '/v1/refunds') {
    const paymentIntent = req.form.get('payment_intent');
    return { id: `re_${id()}`, object: 'refund', amount, payment_intent: paymentIntent, status: 'succeeded', metadata };
  }
  return null;
}

/**
 * What Stripe.js's confirm does at Stripe (POST /v1/payment_intents/:id/confirm with the client secret): the card
 * charges the intent once; a second confirm finds it succeeded, as Stripe answers. Null when the path is not one.
 */
function confirmAnswer(
  req: StripeRequest,
  intents: StandInIntent[],
): { status: number; body: object; charged?: StandInIntent } | null {
  const intentId = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(req.path)?.[1];
  if (req.method !== 'POST' || !intentId) return null;
  const intent = intents.find((i) => i.id === intentId && i.clientSecret === req.form.get('client_secret'));
  if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing' } } };
  if (intent.status === 'succeeded') {
    const error = { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' };
    return { status: 400, body: { error } };
  }
  intent.status = 'succeeded';
  return { status: 200, body: { id: intent.id, object: 'payment_intent', status: 'succeeded' }, charged: intent };
}

/**
 * Delivers an event as Stripe does: signed, and tried again (every second, for a minute) until it is taken, or the
 * stand-in is closed.
 */
async function deliver(webhook: StandInWebhook, payload: string, open: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 60 && open(); attempt++) {
    const taken = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, webhook.secret) },
      body: payload,
    }).then(
      (res) => res.ok,
      () => false,
    );
    if (taken) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

export async function startStripeApiStandIn(options: { webhook?: StandInWebhook } = {}): Promise<StripeApiStandIn> {
  const requests: StripeRequest[] = [];
  const intents: StandInIntent[] = [];
  const answered = new Map<string, object>();
  let failures = 0;
  let failureRetry = true;
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]),
      );
      const request: StripeRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers,
        form: new URLSearchParams(raw),
      };
      requests.push(request);
      const send = (status: number, body: object, extra: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${id()}`, ...extra });
        res.end(JSON.stringify(body));
      };
      if (failures > 0) {
        failures--;
        send(
          500,
          { error: { type: 'api_error', message: 'Something went wrong on our end.' } },
          { 'stripe-should-retry': String(failureRetry) },
        );
        return;
      }
      const confirmed = confirmAnswer(request, intents);
      if (confirmed) {
        send(confirmed.status, confirmed.body);
        if (confirmed.charged && options.webhook) {
          void deliver(options.webhook, paymentIntentSucceeded(confirmed.charged), () => !closed);
        }
        return;
      }
      const key = headers['idempotency-key'];
      const body = (key && answered.get(key)) || freshAnswer(request, intents);
      if (!body) {
        send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.path}).` } });
        return;
      }
      if (key) answered.set(key, body);
      send(200, body);
    });
  });
  let cut = false;
  let closed = false;
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    if (cut) return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    failNext(count, { retry = true } = {}) {
      failures = count;
      failureRetry = retry;
    },
    unreachable(on) {
      cut = on;
      if (on) for (const socket of sockets) socket.destroy();
    },
    close: () => {
      closed = true;
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A `payment_intent.succeeded` event's body, as Stripe would deliver it for the intent. */
export function paymentIntentSucceeded({
  id: intentId,
  amount,
  currency,
  metadata,
}: Pick<StandInIntent, 'id' | 'amount' | 'currency' | 'metadata'>): string {
  return JSON.stringify({
    id: `evt_${id()}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount,
        currency,
        metadata,
        status: 'succeeded',
        last_payment_error: null,
      },
    },
  });
}

/** The Stripe-Signature header of a webhook body, made by the SDK's own signer with the endpoint's secret. */
export const stripeSignature = (payload: string, secret: string): string =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });
