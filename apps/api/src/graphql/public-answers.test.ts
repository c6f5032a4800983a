import { randomUUID } from 'node:crypto';
import {
  getNamedType,
  isEnumType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parse,
  type GraphQLArgument,
  type GraphQLField,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READ_CACHE } from '../read-cache/prepared-response.ts';
import { confirmCard, reserve, setDetails, startPayment, waitForStatus } from '../test/checkout-fixtures.ts';
import { dataOf, publishedEvent } from '../test/org-fixtures.ts';
import { graphql } from '../test/gql/index.ts';
import { createTestApi, csrfHeader, type TestApi } from '../test/test-api.ts';
import { publicFieldsOf, selectsOnlyPublic } from './public-answers.ts';
import { buildSchema } from './schema.ts';

/*
 * Only answers made entirely of fields marked @public may be kept in the shared read cache or sent as public. The
 * schema is read at run time: every query, with every field it can reach, is asked anonymously over GET, so a query
 * added tomorrow is checked the day it is added, and is private until someone marks it.
 */

const ANSWERS_CLAIM_ORDER = graphql(`
  mutation AnswersClaimOrder($id: ID!, $t: String!) {
    claimOrder(id: $id, claimToken: $t) {
      id
    }
  }
`);

const schema = buildSchema();
const publicFields = publicFieldsOf(schema);

let api: TestApi;
let slug: string;
let eventId: string;
let ticketTypeId: string;
beforeAll(async () => {
  api = await createTestApi();
  const owner = (await api.newAccount('owner')).idToken;
  const published = await publishedEvent(api, owner);
  ({ slug, id: eventId } = published.event);
  ticketTypeId = published.ticketType.id;
});
afterAll(() => api.close());

/** A value for a required argument: the fixture's event where a slug is asked, something plausible otherwise. */
function argumentValue(arg: GraphQLArgument): string {
  const type = getNamedType(arg.type);
  if (arg.name === 'slug' || arg.name === 'eventSlug') return JSON.stringify(slug);
  if (type.name === 'ID') return JSON.stringify(arg.name === 'eventId' ? eventId : randomUUID());
  if (type.name === 'Int') return '1';
  if (type.name === 'Boolean') return 'false';
  if (isEnumType(type)) return type.getValues()[0]?.name ?? 'null';
  return '"x"';
}

/** Every field under a type, two levels deep (objects' scalar fields inside): what a curious client could ask. */
function selectionOf(field: GraphQLField<unknown, unknown>, depth: number, only?: ReadonlySet<string>): string {
  const type = getNamedType(field.type);
  if (isScalarType(type) || isEnumType(type)) return '';
  if (!isObjectType(type) || depth === 0) return '{ __typename }';
  const inner = Object.values(type.getFields())
    .filter((f) => !only || only.has(`${type.name}.${f.name}`))
    .filter((f) => f.args.every((a) => !isNonNullType(a.type) || a.defaultValue !== undefined))
    .map((f) => `${f.name} ${selectionOf(f, depth - 1, only)}`);
  return `{ __typename ${inner.join(' ')} }`;
}

function queryFor(field: GraphQLField<unknown, unknown>, only?: ReadonlySet<string>): string {
  const args = field.args
    .filter((a) => isNonNullType(a.type) && a.defaultValue === undefined)
    .map((a) => `${a.name}: ${argumentValue(a)}`);
  return `query Walk { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selectionOf(field, 2, only)} }`;
}

async function askAnonymously(query: string) {
  const params = new URLSearchParams({ operationName: 'Walk', query, variables: '{}' });
  return api.inject({ method: 'GET', url: `/graphql?${params}`, headers: csrfHeader });
}

const queries = Object.values(schema.getQueryType()?.getFields() ?? {});

describe('what a shared cache may keep', () => {
  it.each(queries.map((f) => [f.name, f] as const))(
    'Query.%s, asked for everything it reaches, is public only if every field is marked @public',
    async (_, field) => {
      const query = queryFor(field);
      const res = await askAnonymously(query);
      const onlyPublic = selectsOnlyPublic(schema, publicFields, parse(query));
      const answered = res.statusCode === 200 && !res.json<{ errors?: unknown[] }>().errors;
      const expected = onlyPublic && answered ? PUBLIC_READ_CACHE : 'private, no-store';
      expect(res.headers['cache-control']).toBe(expected);
      if (expected !== PUBLIC_READ_CACHE) expect(res.headers['etag']).toBeUndefined();
    },
  );

  it.each(queries.filter((f) => publicFields.has(`Query.${f.name}`)).map((f) => [f.name, f] as const))(
    'Query.%s, asked for its public fields, is kept and sent as public',
    async (_, field) => {
      const res = await askAnonymously(queryFor(field, publicFields));
      expect(res.json<{ errors?: unknown[] }>().errors).toBeUndefined();
      expect(res.headers['cache-control']).toBe(PUBLIC_READ_CACHE);
      expect(res.headers['etag']).toBeTruthy();
    },
  );

  // Guards: an order read with its claim token holds an email and names; it is this browser's alone, and never
  // served stale from a cache after it changes.
  it('keeps no anonymous order read with its claim token, and answers its latest state', async () => {
    const buyer = (await api.newAccount('claimant')).idToken;
    const { order, claimToken } = dataOf(await reserve(api, eventId, [{ ticketTypeId, quantity: 1 }])).reserveTickets;
    const read = () =>
      askAnonymously(`query Walk { order(id: "${order.id}", claimToken: "${claimToken}") { id status buyerEmail } }`);
    const before = await read();
    expect(before.json()).toMatchObject({ data: { order: { status: 'RESERVED' } } });
    expect(before.headers['cache-control']).toBe('private, no-store');
    expect(before.headers['etag']).toBeUndefined();
    // The buyer signs in, claims it and pays; the same anonymous read then says so (or no longer reads it).
    await api.graphql(ANSWERS_CLAIM_ORDER, {
      token: buyer,
      variables: { id: order.id, t: claimToken },
    });
    dataOf(await setDetails(api, buyer, order.id, ['Ada Lovelace']));
    const { clientSecret } = dataOf(await startPayment(api, buyer, order.id)).startPayment;
    await confirmCard(api, clientSecret ?? '', '4242 4242 4242 4242');
    await waitForStatus(api, buyer, order.id, 'PAID');
    const after = await read();
    expect(after.headers['cache-control']).toBe('private, no-store');
    expect(JSON.stringify(after.json())).not.toContain('RESERVED');
  });
});
