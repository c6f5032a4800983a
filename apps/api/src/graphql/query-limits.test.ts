import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode } from '@admit/shared';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { print, validate, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/test-api.ts';
import { costErrors, QUERY_LIMITS, queryLimitRules, withPageSizes, type QueryLimits } from './query-limits.ts';
import { buildSchema } from './schema.ts';

let api: TestApi;
let statements = 0;
/** Statements other than looking up the signed-in person (every request with a token does, before anything else). */
let writes: string[] = [];
beforeAll(async () => {
  api = await createTestApi(
    {},
    {
      // No background jobs: their statements (the mail outbox's, the sweeper's) would land among the ones counted.
      jobs: false,
      onQuery: (sql) => {
        statements++;
        if (!/\bfrom "users"|into "users"/.test(sql)) writes.push(sql);
      },
    },
  );
});
afterAll(() => api.close());

const repeat = (n: number, part: (i: number) => string) => Array.from({ length: n }, (_, i) => part(i)).join(' ');

/** Eleven full pages of events with every costly field: under the cost limit only if a page counts as one event. */
const HEAVY_PAGES = (size: string) =>
  repeat(
    QUERY_LIMITS.aliases,
    (i) =>
      `p${i}: discoverEvents(${size ? `${size}, ` : ''}timeZone: "UTC") { nodes { id title descriptionHtml summary startsAtLocal endsAtLocal organizer { name slug } ticketTypes { name priceMinor availability } } }`,
  );

describe('query limits', () => {
  it.each([
    [
      'aliases: thousands of unlock-code guesses in one request',
      `{ event(slug: "harbour-lights") { ${repeat(2000, (i) => `g${i}: ticketTypes(unlockCode: "C${i}") { name }`)} } }`,
    ],
    ['depth', `{ ${'a { '.repeat(QUERY_LIMITS.depth + 1)}b${' }'.repeat(QUERY_LIMITS.depth + 1)} }`],
    [
      'directives',
      `{ featuredEvents(first: 1) ${repeat(QUERY_LIMITS.directives + 1, () => '@include(if: true)')} { id } }`,
    ],
    ['tokens', `{ featuredEvents(first: 1) { ${repeat(QUERY_LIMITS.tokens, () => 'id')} } }`],
    [
      'cost: aliased pages of rendered descriptions',
      `{ ${repeat(
        QUERY_LIMITS.aliases,
        (i) =>
          `p${i}: discoverEvents(first: 50, timeZone: "UTC") { nodes { id title descriptionHtml summary startsAtLocal organizer { name slug } ticketTypes { name priceMinor availability } } }`,
      )} }`,
    ],
  ])('refuses too many %s with QUERY_TOO_COMPLEX, before anything runs', async (_what, query) => {
    statements = 0;
    const res = await api.graphql(query);
    expect(res.body.errors?.[0]?.extensions?.code).toBe(ErrorCode.QUERY_TOO_COMPLEX);
    expect(res.body.data ?? null).toBeNull();
    expect(statements).toBe(0);
  });

  it.each([
    ['in a variable', `query($n: Int!) { ${HEAVY_PAGES('first: $n')} }`, { n: 50 }],
    ['in a variable left to its default', `query($n: Int! = 50) { ${HEAVY_PAGES('first: $n')} }`, {}],
    // discoverEvents' own default is 12 events a page.
    ['left to the schema default', `{ ${HEAVY_PAGES('')} }`, {}],
  ])(
    'counts a page size %s as the page it asks for, and refuses before anything runs',
    async (_how, query, variables) => {
      statements = 0;
      const res = await api.graphql(query, { variables });
      expect(res.body.errors?.[0]?.extensions?.code).toBe(ErrorCode.QUERY_TOO_COMPLEX);
      expect(res.body.data ?? null).toBeNull();
      expect(statements).toBe(0);
    },
  );

  it('lets the same document through when its variables ask for a small page', async () => {
    const res = await api.graphql(`query($n: Int!) { discoverEvents(first: $n, timeZone: "UTC") { nodes { id } } }`, {
      variables: { n: 2 },
    });
    expect(res.body.errors).toBeUndefined();
  });

  it('refuses an aliased mutation before any of it runs', async () => {
    const { idToken } = await api.newAccount('aliases');
    writes = [];
    const mutation = `mutation { ${repeat(
      QUERY_LIMITS.aliases + 1,
      (i) => `o${i}: createOrganization(input: { name: "Spam ${i}", slug: "spam-${i}-${Date.now()}" }) { id }`,
    )} }`;
    const res = await api.graphql(mutation, { token: idToken });
    expect(res.body.errors?.[0]?.extensions?.code).toBe(ErrorCode.QUERY_TOO_COMPLEX);
    expect(writes).toEqual([]);
  });

  it('leaves the web app’s own operations room to spare: each fits in two-thirds of every limit', async () => {
    const twoThirds = Object.fromEntries(
      Object.entries(QUERY_LIMITS).map(([k, v]) => [k, Math.floor((v * 2) / 3)]),
    ) as QueryLimits;
    const schema = buildSchema();
    const features = path.resolve(import.meta.dirname, '../../../web/src/features');
    let checked = 0;
    for (const feature of readdirSync(features)) {
      const generated = path.join(features, feature, 'gql/graphql.ts');
      const documents = await import(generated).catch(() => null);
      if (!documents) continue;
      for (const [name, document] of Object.entries(documents as Record<string, DocumentNode>)) {
        if (!name.endsWith('Document')) continue;
        expect(validate(schema, document, queryLimitRules(twoThirds)), name).toEqual([]);
        // With the largest page the web app asks for (12 events) wherever a page size is a variable.
        expect(costErrors(schema, withPageSizes(schema, document, { first: 12 }), twoThirds.cost), name).toEqual([]);
        expect(
          () => new MaxTokensParserWLexer(print(document), { n: twoThirds.tokens }).parseDocument(),
          name,
        ).not.toThrow();
        checked++;
      }
    }
    // Every operation the web app sends (a new one is picked up on its own).
    expect(checked).toBeGreaterThanOrEqual(30);
  });
});

describe('introspection', () => {
  it('answers in development, for tools', async () => {
    const res = await api.graphql('{ __schema { queryType { name } } }');
    expect(res.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('is off in production', async () => {
    const production = await createTestApi({}, { config: { nodeEnv: 'production' } });
    try {
      const res = await production.graphql('{ __schema { queryType { name } } }');
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors?.[0]?.message).toMatch(/introspection/i);
      expect(res.body.errors?.[0]?.extensions?.code).toBe(ErrorCode.GRAPHQL_VALIDATION_FAILED);
    } finally {
      await production.close();
    }
  });
});
