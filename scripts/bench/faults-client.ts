/**
 * A rush client that behaves as a load balancer and a patient person together during a fault: a request that gets
 * no answer, an HTTP 5xx or an internal error is sent again after a second, to the next instance, for up to a
 * minute; a stream for PAID that ends before PAID is opened again. A refusal with a code (SOLD_OUT, a hold that
 * ended) is an answer, never retried. What each retry met is counted, so the report says what buyers saw.
 */
import type { Confirmed } from './rush-buyer.ts';
import type { Answer, Client, GraphQLBody, Subscription } from './rush-http.ts';

const RETRY_MS = 1_000;
const GIVE_UP_MS = 60_000;
// PAYMENT_PROVIDER_UNAVAILABLE says so itself: nothing was charged, the hold stands, try again.
const RETRYABLE_CODES = new Set([
  'INTERNAL_SERVER_ERROR',
  'NO_CODE',
  'SERVICE_UNAVAILABLE',
  'PAYMENT_PROVIDER_UNAVAILABLE',
]);

export type Retries = Map<string, number>;

function retryable(answer: Answer<GraphQLBody<unknown> | object>): string | null {
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  const errors = 'errors' in answer.body ? answer.body.errors : undefined;
  const code = Array.isArray(errors) ? (errors[0] as { extensions?: { code?: string } })?.extensions?.code : undefined;
  if (Array.isArray(errors) && errors.length > 0 && (!code || RETRYABLE_CODES.has(code))) return code ?? 'NO_CODE';
  return null;
}

/**
 * Sends until answered: `send(n)` is the n-th try. An answer-less try, an HTTP 5xx or a retryable error waits a
 * second and goes again, for up to a minute; what each retry met is counted.
 */
async function patiently<T extends Answer<GraphQLBody<unknown> | object>>(
  retries: Retries,
  send: (n: number) => Promise<T>,
  done: (answer: T) => boolean = () => true,
): Promise<T> {
  const started = performance.now();
  for (let n = 0; ; n++) {
    let why: string;
    try {
      const answer = await send(n);
      const wrong = retryable(answer);
      if (!wrong && done(answer)) return answer;
      why = wrong ?? 'stream ended early';
      if (performance.now() - started > GIVE_UP_MS) return answer;
    } catch (error) {
      why = error instanceof Error ? (error.message.split(':')[0] ?? 'network') : 'network';
      if (performance.now() - started > GIVE_UP_MS) throw error;
    }
    retries.set(why, (retries.get(why) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

/**
 * The card form's confirm at a Stripe stand-in (what Stripe.js sends: the intent's confirm with its client secret),
 * tried again as patiently as the API's requests while Stripe cannot be reached.
 */
export function stripeCardForm(stripeUrl: string, retries: Retries) {
  return (clientSecret: string): Promise<Answer<Confirmed>> =>
    patiently(retries, async () => {
      const started = performance.now();
      const intentId = clientSecret.split('_secret_')[0] ?? '';
      const res = await fetch(`${stripeUrl}/v1/payment_intents/${intentId}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_secret: clientSecret }).toString(),
      });
      const json: unknown = await res.json().catch(() => null);
      // A confirm whose answer was lost, sent again, finds the intent already charged: Stripe.js then shows it paid.
      const charged = res.status === 400 && JSON.stringify(json).includes('payment_intent_unexpected_state');
      const status = charged
        ? 'succeeded'
        : json && typeof json === 'object' && 'status' in json
          ? String(json.status)
          : undefined;
      const body: Confirmed = status ? { status } : { error: { message: `HTTP ${res.status}` } };
      return { status: charged ? 200 : res.status, body, ms: performance.now() - started };
    });
}

/** `clients` in the order a buyer tries them (their own instance first). */
export function failoverClient(clients: Client[], first: number, retries: Retries): Client {
  const at = (n: number): Client => {
    const client = clients[(first + n) % clients.length];
    if (!client) throw new Error('no instance');
    return client;
  };
  const base = at(0);
  return {
    url: base.url,
    mutate: (...args: Parameters<Client['mutate']>) => patiently(retries, (n) => at(n).mutate(...args)),
    query: (...args: Parameters<Client['query']>) => patiently(retries, (n) => at(n).query(...args)),
    postJson: <T>(address: string, path: string, body: object) =>
      patiently<Answer<T & object>>(retries, (n) => at(n).postJson<T & object>(address, path, body)),
    subscribe: <T>(address: string, token: string | null, request: Subscription<T>) =>
      patiently(
        retries,
        (n) => at(n).subscribe<T>(address, token, request),
        (answer) => !!answer.body.data && request.until(answer.body.data),
      ),
    close: () => undefined,
  };
}
