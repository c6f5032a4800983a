/**
 * A local stand-in for Stripe's API, which the Admit server's `stripe` SDK is pointed at (STRIPE_API_URL): there
 * is no network. It answers what checkout asks (creating a PaymentIntent), like Stripe, idempotency keys included,
 * and records each request; and it signs webhook events the way Stripe does, for the server's webhook endpoint.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedIntent = {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  idempotencyKey: string | null;
};

export type StripeApiStandIn = {
  url: string;
  intents: RecordedIntent[];
  /** Every request it answered, repeats of an idempotency key included. */
  readonly requests: number;
  close(): Promise<void>;
};

export async function startStripeApiStandIn(): Promise<StripeApiStandIn> {
  const intents: RecordedIntent[] = [];
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(json));
      };
      if (req.method !== 'POST' || req.url !== '/v1/payment_intents') {
        answer(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.url}).` } });
        return;
      }
      // The SDK sends form encoding: amount=3000&currency=gbp&metadata[orderId]=…
      const form = new URLSearchParams(body);
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : null;
      let intent = intents.find((i) => idempotencyKey && i.idempotencyKey === idempotencyKey);
      if (!intent) {
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [name, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(name);
          if (match?.[1]) metadata[match[1]] = value;
        }
        intent = {
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          metadata,
          idempotencyKey,
        };
        intents.push(intent);
      }
      answer(200, {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: intent.currency,
        client_secret: intent.clientSecret,
        metadata: intent.metadata,
        status: 'requires_payment_method',
        livemode: false,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    get requests() {
      return requests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A `payment_intent.succeeded` event for the intent, and its Stripe-Signature header: HMAC-SHA256 of
 * `timestamp.payload` with the endpoint's secret, Stripe's scheme.
 */
export function signedSucceededEvent(
  intent: RecordedIntent,
  webhookSecret: string,
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: intent.currency,
        metadata: intent.metadata,
        status: 'succeeded',
        last_payment_error: null,
      },
    },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
  return { payload, signature: `t=${timestamp},v1=${signature}` };
}
