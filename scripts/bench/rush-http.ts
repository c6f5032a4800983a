/**
 * The rush's HTTP client: GraphQL as the web app's Apollo Client sends it (mutations as POST with the CSRF header,
 * queries as GET), and plain JSON POSTs for the simulated processor's card form. node:http with keep-alive rather
 * than fetch: the buyers share the 2 cores with the API, and this costs them less per request.
 */
import http from 'node:http';
import { takeSseEvents } from '@admit/shared';
import { getUrl } from './event-query.ts';

export type Answer<T> = { status: number; body: T; ms: number };

export type GraphQLBody<T> = {
  data?: T | null;
  errors?: {
    message: string;
    extensions?: { code?: string; field?: string; remaining?: { ticketTypeId: string; remaining: number }[] };
  }[];
};

/** How Apollo Client asks (apps/web/src/lib/apollo.ts): GraphQL over HTTP first, JSON as the fallback. */
const ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

export type Client = ReturnType<typeof createClient>;

/** A client for one API instance; `maxSockets` bounds its open connections (a load balancer's pool). */
export function createClient(baseUrl: string, maxSockets: number) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  // Streams hold their connection while they wait: their own pool, as a browser's stream does not queue its clicks.
  const streams = new http.Agent({ keepAlive: false });

  function send<T>(method: 'GET' | 'POST', path: string, headers: http.OutgoingHttpHeaders, payload?: string) {
    return new Promise<Answer<T>>((resolve, reject) => {
      const started = performance.now();
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: payload === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const ms = performance.now() - started;
            try {
              resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as T, ms });
            } catch {
              reject(new Error(`${method} ${path.slice(0, 60)}: ${res.statusCode} answered ${text.slice(0, 200)}`));
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** The headers every request of one buyer carries: their address (behind the balancer) and their session. */
  const common = (address: string, token: string | null): http.OutgoingHttpHeaders => ({
    accept: ACCEPT,
    'apollo-require-preflight': 'true',
    'x-forwarded-for': address,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });

  return {
    url: baseUrl,
    subscribe: <T>(address: string, token: string | null, request: Subscription<T>) =>
      subscribeOverSse(url, streams, { ...common(address, token), ...request.headers }, request),
    mutate<T>(
      address: string,
      token: string | null,
      operationName: string,
      query: string,
      variables: object,
      headers: http.OutgoingHttpHeaders = {},
    ) {
      const payload = JSON.stringify({ operationName, query, variables });
      return send<GraphQLBody<T>>(
        'POST',
        '/graphql',
        { ...common(address, token), 'content-type': 'application/json', ...headers },
        payload,
      );
    },
    query<T>(address: string, token: string | null, operationName: string, query: string, variables: object) {
      return send<GraphQLBody<T>>('GET', getUrl(operationName, query, variables), common(address, token));
    },
    /** The card form's POST to the simulated processor (same origin, no token: it never sees Admit's session). */
    postJson<T>(address: string, path: string, body: object) {
      return send<T>(
        'POST',
        path,
        { accept: 'application/json', 'content-type': 'application/json', 'x-forwarded-for': address },
        JSON.stringify(body),
      );
    },
    close: () => {
      agent.destroy();
      streams.destroy();
    },
  };
}

/** A subscription asked over SSE, read until `until` says a message is the last worth waiting for. */
export type Subscription<T> = {
  operationName: string;
  query: string;
  variables: object;
  until: (data: T) => boolean;
  headers?: http.OutgoingHttpHeaders;
};

/**
 * A subscription over Server-Sent Events as the web app opens it (apps/web/src/lib/use-sse-subscription.ts): the
 * messages' data in order until one is the last (the stream is then closed), an error, or the end. `ms` is the time
 * from the request to the last message.
 */
function subscribeOverSse<T>(
  url: URL,
  agent: http.Agent,
  headers: http.OutgoingHttpHeaders,
  { operationName, query, variables, until }: Subscription<T>,
): Promise<Answer<GraphQLBody<T>>> {
  const payload = JSON.stringify({ operationName, query, variables });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/graphql',
        headers: {
          ...headers,
          accept: 'text/event-stream',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        let last: GraphQLBody<T> = {};
        const done = (body: GraphQLBody<T>) => {
          resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started });
          req.destroy();
        };
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const taken = takeSseEvents(text + chunk);
          text = taken.rest;
          for (const { event, data } of taken.events) {
            if (event !== 'next' || !data) continue;
            last = JSON.parse(data) as GraphQLBody<T>;
            if (last.errors?.length || !last.data || until(last.data)) return done(last);
          }
        });
        res.on('end', () => done(last));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The error code of a GraphQL answer ("HTTP <status>" when a refusal came without one), or null when it succeeded. */
export function errorCode(answer: Answer<GraphQLBody<unknown>>): string | null {
  const error = answer.body.errors?.[0];
  if (error) return error.extensions?.code ?? 'NO_CODE';
  if (answer.status !== 200 || !answer.body.data) return `HTTP ${answer.status}`;
  return null;
}
