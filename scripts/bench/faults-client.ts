/**
 * A rush client that behaves as a load balancer and a patient person together during a fault: a request that gets
 * no answer, an HTTP 5xx or an internal error is sent again after a second, to the next instance, for up to a
 * minute; a stream for PAID that ends before PAID is opened again. A refusal with a code (SOLD_OUT, a hold that
 * ended) is an answer, never retried. What each retry met is counted, so the report says what buyers saw.
 */
import type { Answer, Client, GraphQLBody, Subscription } from './rush-http.ts';

const RETRY_MS = 1_000;
const GIVE_UP_MS = 60_000;
const RETRYABLE_CODES = new Set(['INTERNAL_SERVER_ERROR', 'NO_CODE', 'SERVICE_UNAVAILABLE']);

export type Retries = Map<string, number>;

function retryable(answer: Answer<GraphQLBody<unknown> | object>): string | null {
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  const errors = 'errors' in answer.body ? answer.body.errors : undefined;
  const code = Array.isArray(errors) ? (errors[0] as { extensions?: { code?: string } })?.extensions?.code : undefined;
  if (Array.isArray(errors) && errors.length > 0 && (!code || RETRYABLE_CODES.has(code))) return code ?? 'NO_CODE';
  return null;
}

/** `clients` in the order a buyer tries them (their own instance first). */
export function failoverClient(clients: Client[], first: number, retries: Retries): Client {
  const at = (n: number): Client => {
    const client = clients[(first + n) % clients.length];
    if (!client) throw new Error('no instance');
    return client;
  };
  async function patiently<T extends Answer<GraphQLBody<unknown> | object>>(
    send: (client: Client) => Promise<T>,
    done: (answer: T) => boolean = () => true,
  ): Promise<T> {
    const started = performance.now();
    for (let n = 0; ; n++) {
      let why: string;
      try {
        const answer = await send(at(n));
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
  const base = at(0);
  return {
    url: base.url,
    mutate: (...args: Parameters<Client['mutate']>) => patiently((c) => c.mutate(...args)),
    query: (...args: Parameters<Client['query']>) => patiently((c) => c.query(...args)),
    postJson: <T>(address: string, path: string, body: object) =>
      patiently<Answer<T & object>>((c) => c.postJson<T & object>(address, path, body)),
    subscribe: <T>(address: string, token: string | null, request: Subscription<T>) =>
      patiently(
        (c) => c.subscribe<T>(address, token, request),
        (answer) => !!answer.body.data && request.until(answer.body.data),
      ),
    close: () => undefined,
  };
}
