import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../../jobs.ts';
import { graphql } from '../../test/gql/index.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { createEvent, createOrganization, createTicketType, dataOf, PUBLISH_EVENT } from '../../test/org-fixtures.ts';
import { expireHoldsOfEvent, heldOf, rowsOf, soldOf, type Line } from '../../test/checkout-fixtures.ts';

/*
 * Holds under a rush, through real HTTP: many buyers at once, against one instance on PGlite and two instances
 * on one PostgreSQL database (as behind a load balancer), requests sent to each in turn. What a buyer would
 * notice: more tickets sold than exist, "sold out" while places remain, or an internal error.
 */

const RESERVE = graphql(`
  mutation RushReserve($eventId: ID!, $input: ReserveInput!) {
    reserveTickets(eventId: $eventId, input: $input) {
      claimToken
      order {
        id
      }
    }
  }
`);

const CREATE_CODE = graphql(`
  mutation RushPromoCode($eventId: ID!, $input: PromoCodeInput!) {
    createPromoCode(eventId: $eventId, input: $input) {
      id
    }
  }
`);

type Setup = { name: string; start(): Promise<TestApi[]> };

const SETUPS: Setup[] = [
  {
    // PGlite unless the whole suite runs on PostgreSQL (TEST_DATABASE_URL, as CI's second pass does).
    name: `${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, one instance`,
    start: async () => [await createTestApi(ENV)],
  },
  {
    name: 'PostgreSQL, two instances on one database',
    start: async () => {
      const first = await createTestApi(ENV, { postgres: true });
      return [first, await createTestApi(ENV, { sharing: first })];
    },
  },
];

// Every buyer here shares one address: the per-address reservation limit would refuse the rush itself.
const ENV = { RATE_LIMITS: 'reserve=100000/600' };

describe.each(SETUPS)('a rush of reservations ($name)', (setup) => {
  let apis: TestApi[];
  let urls: string[];
  let owner: string;
  let organizationId: string;
  const api = () => apis[0] as TestApi;

  beforeAll(async () => {
    apis = await setup.start();
    urls = [];
    for (const instance of apis) {
      await instance.app.listen({ host: '127.0.0.1', port: 0 });
      urls.push(`http://127.0.0.1:${(instance.app.server.address() as AddressInfo).port}/graphql`);
    }
    owner = (await api().newAccount('owner')).idToken;
    organizationId = (await createOrganization(api(), owner)).id;
  });
  afterAll(async () => {
    // The second instance first: it borrows nothing, but the first owns the database and drops it.
    for (const instance of [...(apis ?? [])].reverse()) await instance.close();
  });

  /** A published event of the suite's organization with the given ticket types. */
  async function eventWith(...capacities: number[]) {
    const event = await createEvent(api(), owner, organizationId);
    const types = [];
    for (const [i, capacity] of capacities.entries()) {
      types.push(await createTicketType(api(), owner, event.id, { name: `Type ${i + 1}`, capacity }));
    }
    dataOf(await api().graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
    return { eventId: event.id, typeIds: types.map((t) => t.id) };
  }

  /** One visitor's "Get tickets", over HTTP to instance `i` (in turn); the outcome's code, or OK. */
  async function reserveOver(i: number, eventId: string, lines: Line[], code: string | null = null): Promise<string> {
    const res = await fetch(urls[i % urls.length] ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: print(RESERVE), variables: { eventId, input: { lines, unlockCode: code } } }),
    });
    const body = (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    return body.errors ? (body.errors[0]?.extensions?.code ?? `HTTP ${res.status}`) : 'OK';
  }

  function tally(codes: string[]): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
    return counts;
  }

  /** The sweeper as every instance runs it, a few times during the rush. */
  async function sweepDuring(): Promise<void> {
    for (let round = 0; round < 4; round++) {
      await new Promise((r) => setTimeout(r, 5));
      await Promise.all(apis.map((a) => sweepExpiredHolds(a.app.checkout.backends)));
    }
  }

  // Guards: the guarded update never sells past capacity, and a refused buyer holds nothing.
  it('500 buyers of one ticket each against 50 places: exactly 50 held, everyone else SOLD_OUT', async () => {
    const { eventId, typeIds } = await eventWith(50);
    const [typeId = ''] = typeIds;
    const codes = await Promise.all(
      Array.from({ length: 500 }, (_, i) => reserveOver(i, eventId, [{ ticketTypeId: typeId, quantity: 1 }])),
    );
    expect(tally(codes)).toEqual({ OK: 50, SOLD_OUT: 450 });
    expect(await soldOf(api(), typeId)).toBe(50);
    expect(await heldOf(api(), typeId)).toBe(50);
    const [orders] = await rowsOf<{ n: number }>(
      api(),
      sql`select count(*)::int as n from orders where event_id = ${eventId}`,
    );
    expect(Number(orders?.n)).toBe(50);
  });

  // Guards: an expired hold gives back exactly what it held, once, whether the sold-out path, the sweeper (on
  // both instances) or all of them release it at once; and nobody is told "sold out" while places are free.
  it('expired holds give their places back exactly once, with the sweeper running during the rush', async () => {
    const { eventId, typeIds } = await eventWith(50);
    const [typeId = ''] = typeIds;
    const line = [{ ticketTypeId: typeId, quantity: 1 }];
    const first = await Promise.all(Array.from({ length: 30 }, (_, i) => reserveOver(i, eventId, line)));
    expect(tally(first)).toEqual({ OK: 30 });
    await expireHoldsOfEvent(api(), eventId);

    // 20 places free and 30 held by expired holds: all 40 buyers get one.
    const [second] = await Promise.all([
      Promise.all(Array.from({ length: 40 }, (_, i) => reserveOver(i, eventId, line))),
      sweepDuring(),
    ]);
    expect(tally(second)).toEqual({ OK: 40 });
    expect(await soldOf(api(), typeId)).toBe(40);
    expect(await heldOf(api(), typeId)).toBe(40);

    // Those 40 expire too: 60 buyers for 50 places, exactly 50 held.
    await expireHoldsOfEvent(api(), eventId);
    const [third] = await Promise.all([
      Promise.all(Array.from({ length: 60 }, (_, i) => reserveOver(i, eventId, line))),
      sweepDuring(),
    ]);
    expect(tally(third)).toEqual({ OK: 50, SOLD_OUT: 10 });
    expect(await soldOf(api(), typeId)).toBe(50);
    expect(await heldOf(api(), typeId)).toBe(50);
    const statuses = await rowsOf<{ status: string; n: number }>(
      api(),
      sql`select status, count(*)::int as n from orders where event_id = ${eventId} group by status order by status`,
    );
    expect(statuses.map((s) => [s.status, Number(s.n)])).toEqual([
      ['EXPIRED', 70],
      ['RESERVED', 50],
    ]);
  });

  // Guards: orders over two types lock them in one order whatever order their lines come in, so PostgreSQL
  // never aborts one for a deadlock that reaches the buyer as an internal error; both types stay exact.
  it('orders over two types, lines in either order, never deadlock-fail', async () => {
    const { eventId, typeIds } = await eventWith(60, 60);
    const [a = '', b = ''] = typeIds;
    const both = (i: number): Line[] =>
      i % 2 === 0
        ? [
            { ticketTypeId: a, quantity: 1 },
            { ticketTypeId: b, quantity: 1 },
          ]
        : [
            { ticketTypeId: b, quantity: 1 },
            { ticketTypeId: a, quantity: 1 },
          ];
    // Some expired holds over both types first, so the rush also releases them (the sold-out path and the sweeper).
    expect(tally(await Promise.all(Array.from({ length: 20 }, (_, i) => reserveOver(i, eventId, both(i)))))).toEqual({
      OK: 20,
    });
    await expireHoldsOfEvent(api(), eventId);

    const [codes] = await Promise.all([
      Promise.all(Array.from({ length: 200 }, (_, i) => reserveOver(i, eventId, both(i)))),
      sweepDuring(),
    ]);
    expect(tally(codes)).toEqual({ OK: 60, SOLD_OUT: 140 });
    for (const typeId of [a, b]) {
      expect(await soldOf(api(), typeId)).toBe(60);
      expect(await heldOf(api(), typeId)).toBe(60);
    }
  });

  // Guards: a promo code's uses are taken with the hold, atomically like capacity, and given back exactly once when
  // holds end (the sold-out path, the sweeper on every instance, a read): never past its limit under a rush.
  it('a code with 50 uses and 500 buyers: used exactly 50 times, and given back once when the holds end', async () => {
    const { eventId, typeIds } = await eventWith(1000);
    const [typeId = ''] = typeIds;
    const input = {
      code: 'RUSH-50',
      priceMode: 'PERCENT_OFF' as const,
      priceValue: 10,
      revealsHidden: false,
      ticketTypeIds: [],
      validFrom: null,
      validUntil: null,
      maxUses: 50,
      maxUsesPerOrder: null,
      minQuantity: 1,
    };
    const code = dataOf(await api().graphql(CREATE_CODE, { token: owner, variables: { eventId, input } }));
    const uses = async () =>
      Number(
        (
          await rowsOf<{ uses: number }>(api(), sql`select uses from promo_codes where id = ${code.createPromoCode.id}`)
        )[0]?.uses,
      );
    const line = [{ ticketTypeId: typeId, quantity: 1 }];
    const rush = () => Promise.all(Array.from({ length: 500 }, (_, i) => reserveOver(i, eventId, line, 'rush-50')));
    expect(tally(await rush())).toEqual({ OK: 50, BAD_USER_INPUT: 450 });
    expect(await uses()).toBe(50);
    expect(await soldOf(api(), typeId)).toBe(50);

    await expireHoldsOfEvent(api(), eventId);
    const [again] = await Promise.all([rush(), sweepDuring()]);
    expect(tally(again)).toEqual({ OK: 50, BAD_USER_INPUT: 450 });
    expect(await uses()).toBe(50);
    const [coded] = await rowsOf<{ n: number }>(
      api(),
      sql`select coalesce(sum(quantity), 0)::int as n from order_lines
          where promo_code_id = ${code.createPromoCode.id} and released_at is null`,
    );
    expect(Number(coded?.n)).toBe(50);
  });
});
