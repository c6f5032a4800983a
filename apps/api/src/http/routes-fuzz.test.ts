import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/test-api.ts';
import { publishedEvent } from '../test/org-fixtures.ts';

/**
 * Every HTTP route outside /graphql (the pages, /media, the payment webhook, the simulated processor, the web
 * app's fallback), sent generated and hostile input: paths with NUL and broken percent-escapes, bodies of every
 * shape under every content type, forged signatures. Bad input is the sender's mistake: it must be answered 4xx,
 * never 5xx. graphql/fuzz.test.ts does the same for every GraphQL operation.
 */

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 100);
const SEED = Number(process.env['FUZZ_SEED'] ?? 26);

let api: TestApi;
let slug: string;
beforeAll(async () => {
  api = await createTestApi({ WEB_DIST_DIR: inject('webDistDir') });
  const owner = await api.newAccount('routes-owner');
  slug = (await publishedEvent(api, owner.idToken)).event.slug;
});
afterAll(() => api.close());

/** Path segments as an attacker writes them: encoded or not, broken escapes, traversal, NUL, very long. */
const segment = fc.oneof(
  fc.constantFrom(
    '%00',
    'a%00b',
    '%',
    '%E0%A4%A',
    '%C0%AE%C0%AE',
    '%2e%2e',
    '..',
    '%2F',
    '%ZZ',
    '\u0000',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    '7f1c1e0a-4b8e-4c59-9a57-3f0d2a1b9c11',
    '320.webp',
    '99999999999999999999.webp',
    '-1.webp',
    'x'.repeat(3000),
    '%F0%9F%8E%9F',
    '%ED%A0%80',
    'index.html',
    '.ssr',
  ),
  fc.stringMatching(/^[a-zA-Z0-9._~-]{0,40}$/),
  fc.string({ maxLength: 40 }).map((s) => encodeURIComponent(s)),
);
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?q=%00', '?q=%', '?when=yesterday', '?after=%00', '?after=not-a-cursor', '?q=' + 'x'.repeat(5000)),
  fc.string({ maxLength: 60 }).map((s) => `?q=${encodeURIComponent(s)}&after=${encodeURIComponent(s)}`),
);
const pathUnder = (prefix: string) =>
  fc.tuple(fc.array(segment, { minLength: 0, maxLength: 3 }), query).map(([s, q]) => `${prefix}${s.join('/')}${q}`);

const anyJson = fc.jsonValue({ maxDepth: 3 });
const body = fc.oneof(
  anyJson.map((v) => JSON.stringify(v)),
  fc.constantFrom('', '{', 'null', '[]', '{"clientSecret":"pi_x_secret_y"}', '{"type":"payment_intent.succeeded"}'),
  fc
    .record({
      id: fc.string(),
      type: fc.constantFrom('payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded', 'x'),
      data: fc.record({
        object: fc.record({
          id: fc.string(),
          amount: fc.oneof(fc.integer(), fc.constant(1e308)),
          currency: fc.string(),
          metadata: fc.record({ orderId: fc.oneof(fc.string(), fc.uuid()) }),
        }),
      }),
    })
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
);
const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
);

function request(method: InjectOptions['method'], url: string, payload?: string, type?: string): InjectOptions {
  return {
    method,
    url,
    headers: {
      ...(type ? { 'content-type': type } : {}),
      'stripe-signature': 't=1,v1=00',
      accept: 'text/html,application/json',
    },
    ...(payload === undefined ? {} : { payload }),
  };
}

const routes: { name: string; requests: fc.Arbitrary<InjectOptions> }[] = [
  { name: 'the event page', requests: pathUnder('/e/').map((url) => request('GET', url)) },
  { name: 'the home page', requests: query.map((q) => request('GET', `/${q}`)) },
  { name: 'images', requests: pathUnder('/media/').map((url) => request('GET', url)) },
  {
    name: 'the payment webhook',
    requests: fc.tuple(body, contentType).map(([b, t]) => request('POST', '/webhooks/stripe', b, t)),
  },
  {
    // Signed as the provider signs (the simulated processor's secret): the body itself is what is tested.
    name: 'the payment webhook, signed',
    requests: body.map((payload) => ({
      method: 'POST' as const,
      url: '/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: api.config.payments.webhookSecret,
        }),
      },
      payload,
    })),
  },
  {
    name: 'the simulated processor',
    requests: fc
      .tuple(fc.constantFrom('confirm', 'authenticate', 'x', '%00'), body, contentType)
      .map(([what, b, t]) => request('POST', `/simulated-processor/${what}`, b, t)),
  },
  {
    name: 'any other address',
    requests: fc
      .tuple(fc.constantFrom<InjectOptions['method']>('GET', 'HEAD', 'POST', 'PUT', 'DELETE'), pathUnder('/'))
      .map(([method, url]) => request(method, url, method === 'POST' || method === 'PUT' ? '{}' : undefined)),
  },
];

describe('HTTP routes outside GraphQL, sent hostile input', () => {
  it.each(routes)('$name never answers 5xx', async ({ requests }) => {
    const failures: string[] = [];
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(requests, async (options) => {
        cases += 1;
        const res = await api.inject(options);
        if (res.statusCode >= 500) failures.push(`${options.method} ${String(options.url)} → ${res.statusCode}`);
        return res.statusCode < 500;
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThan(0);
  });

  it('answer the specific cases found by hand with 404, not 503 or the app shell', async () => {
    expect((await api.inject({ method: 'GET', url: '/e/%00' })).statusCode).toBe(404);
    expect((await api.inject({ method: 'GET', url: `/e/${slug}%00` })).statusCode).toBe(404);
    const media = await api.inject({ method: 'GET', url: '/media/not-a-uuid' });
    expect(media.statusCode).toBe(404);
    expect(media.body).not.toContain('<html');
    // The pages still answer.
    expect((await api.inject({ method: 'GET', url: `/e/${slug}` })).statusCode).toBe(200);
  });
});
