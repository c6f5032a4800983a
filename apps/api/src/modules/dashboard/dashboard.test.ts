import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_BULK } from '../../test/bulk-fixtures.ts';
import { buy, rowsOf } from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import {
  addMember,
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  errorOf,
  PUBLISH_EVENT,
  utcLocal,
} from '../../test/org-fixtures.ts';
import { subscribeOverSse, subscriptionPayloads } from '../../test/sse.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { ensureDefaultList } from '../checkin/repo.ts';

/*
 * The live dashboard (issue 23): its figures, kept by the rollup's triggers in each change's transaction, equal a
 * direct count of orders, tickets and check-ins after a rush of 200 orders with refunds, cancels, a move and
 * check-ins; door staff see no money, outsiders nothing; and a sale on one instance reaches a dashboard subscribed
 * through another within 2 seconds (Server-Sent Events). Once on PGlite and once on PostgreSQL (TEST_DATABASE_URL).
 */

const DASHBOARD = graphql(`
  query EventDashboard($eventId: ID!) {
    eventDashboard(eventId: $eventId) {
      eventId
      currency
      ticketsSold
      capacity
      orders
      grossMinor
      refundedMinor
      netMinor
      ticketTypes {
        ticketTypeId
        name
        ticketsSold
        capacity
      }
      hours {
        hour
        orders
        tickets
        netMinor
      }
      checkInLists {
        listId
        checkedIn
        hours {
          hour
          arrivals
        }
      }
    }
  }
`);

const CHECK_IN_BY_HAND = graphql(`
  mutation DashboardCheckIn($input: AttendeeCheckInInput!) {
    checkInAttendee(input: $input) {
      outcome
    }
  }
`);

const UNDO_BY_HAND = graphql(`
  mutation DashboardUndoCheckIn($ticketId: ID!, $listId: ID!) {
    undoAttendeeCheckIn(ticketId: $ticketId, listId: $listId) {
      id
    }
  }
`);

const SUBSCRIPTION = `subscription Live($eventId: ID!) {
  eventDashboardChanged(eventId: $eventId) { ticketsSold orders grossMinor }
}`;

let api: TestApi;
let owner: string;
let eventId: string;
let cheap: { id: string };
let dear: { id: string };
let organizationId: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.newAccount('dash-owner')).idToken;
  organizationId = (await createOrganization(api, owner)).id;
  // Starting within the hour, so the default list is open for the check-ins below.
  const event = await createEvent(api, owner, organizationId, {
    currency: 'EUR',
    startsAt: utcLocal(0, 1),
    endsAt: utcLocal(0, 6),
  });
  eventId = event.id;
  dear = await createTicketType(api, owner, eventId, { name: 'VIP', priceMinor: 4500, capacity: 400 });
  cheap = await createTicketType(api, owner, eventId, { name: 'Standing', priceMinor: 2000, capacity: 600 });
  dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: eventId } }));
}, 60_000);

afterAll(async () => {
  await api.close();
});

/** Runs `work` over `items`, `width` at a time: a rush, without one request per order all at once. */
async function inWaves<T>(items: readonly T[], width: number, work: (item: T, i: number) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map((item, j) => work(item, start + j)));
  }
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** What the dashboard must say, counted straight from orders, tickets and check-in states. */
async function directCount() {
  const [money] = await rowsOf<{ orders: number; gross: number; refunded: number }>(
    api,
    sql`select count(*)::int as orders, coalesce(sum(total_minor), 0)::int as gross,
          coalesce(sum(refunded_minor), 0)::int as refunded
        from orders where event_id = ${eventId} and status in ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED')`,
  );
  const perType = await rowsOf<{ id: string; sold: number }>(
    api,
    sql`select tt.id, (select count(*) from tickets t where t.ticket_type_id = tt.id and t.status = 'VALID')::int as sold
        from ticket_types tt where tt.event_id = ${eventId}`,
  );
  const [issued] = await rowsOf<{ n: number }>(
    api,
    sql`select count(*)::int as n from tickets where event_id = ${eventId}`,
  );
  const lists = await rowsOf<{ id: string; n: number }>(
    api,
    sql`select l.id, (select count(*) from check_in_states s where s.list_id = l.id)::int as n
        from check_in_lists l where l.event_id = ${eventId}`,
  );
  return { money, perType, issued: issued?.n ?? 0, lists };
}

describe('the dashboard after a rush', () => {
  it('equals a direct count after 200 orders, refunds, cancels, a move, check-ins and an undo', async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, i) => api.newAccount(`rush-${i}`)));
    const paid: string[] = [];
    await inWaves(Array.from({ length: 200 }), 10, async (_, i) => {
      const token = buyers[i % buyers.length]?.idToken ?? '';
      const lines =
        i % 3 === 0
          ? [{ ticketTypeId: dear.id, quantity: 1 }]
          : [
              { ticketTypeId: cheap.id, quantity: 1 + (i % 2) },
              ...(i % 5 === 0 ? [{ ticketTypeId: dear.id, quantity: 1 }] : []),
            ];
      paid.push((await buy(api, token, eventId, lines)).id);
    });
    expect(paid).toHaveLength(200);

    // Refunds (every ticket voided, the money back) and cancels, through bulk actions and their jobs.
    for (const [kind, ids] of [
      ['REFUND', paid.slice(0, 15)],
      ['CANCEL', paid.slice(15, 20)],
    ] as const) {
      dataOf(
        await api.graphql(START_BULK, { token: owner, variables: { eventId, input: { kind, orderIds: [...ids] } } }),
      );
    }
    await waitUntil(async () => {
      const [row] = await rowsOf<{ waiting: number }>(
        api,
        sql`select (select count(*) from bulk_actions where event_id = ${eventId} and status = 'RUNNING')
              + (select count(*) from refunds r join orders o on o.id = r.order_id
                 where o.event_id = ${eventId} and r.status = 'PENDING') as waiting`,
      );
      return Number(row?.waiting) === 0;
    }, 60_000);

    // A ticket moved to the other type, by whatever path (here straight in SQL): the rollup follows any writer.
    await api.database.db.execute(sql`
      update tickets set ticket_type_id = ${dear.id}
      where id = (select id from tickets where event_id = ${eventId} and ticket_type_id = ${cheap.id}
                  and status = 'VALID' order by id limit 1)`);

    // Check-ins by hand on the default list, and one undone.
    await ensureDefaultList(api.database.db, eventId);
    const [list] = await rowsOf<{ id: string }>(api, sql`select id from check_in_lists where event_id = ${eventId}`);
    const listId = list?.id ?? '';
    const valid = await rowsOf<{ id: string }>(
      api,
      sql`select id from tickets where event_id = ${eventId} and status = 'VALID' order by id limit 12`,
    );
    for (const t of valid) {
      const done = await api.graphql(CHECK_IN_BY_HAND, {
        token: owner,
        variables: { input: { ticketId: t.id, listId, nonce: `dash-${randomUUID()}` } },
      });
      expect(dataOf(done).checkInAttendee.outcome).toBe('ADMITTED');
    }
    dataOf(await api.graphql(UNDO_BY_HAND, { token: owner, variables: { ticketId: valid[0]?.id ?? '', listId } }));

    const dashboard = dataOf(await api.graphql(DASHBOARD, { token: owner, variables: { eventId } })).eventDashboard;
    const direct = await directCount();
    const sold = (id: string) => direct.perType.find((t) => t.id === id)?.sold;
    expect(dashboard).toMatchObject({
      currency: 'EUR',
      capacity: 1000,
      orders: direct.money?.orders,
      grossMinor: direct.money?.gross,
      refundedMinor: direct.money?.refunded,
      netMinor: (direct.money?.gross ?? 0) - (direct.money?.refunded ?? 0),
      ticketsSold: direct.perType.reduce((n, t) => n + t.sold, 0),
    });
    expect(dashboard.orders).toBeGreaterThan(175);
    expect(dashboard.refundedMinor).toBeGreaterThan(0);
    const byName = dashboard.ticketTypes.map((t) => [t.name, t.ticketsSold, t.capacity]).sort();
    expect(byName).toEqual([
      ['Standing', sold(cheap.id), 600],
      ['VIP', sold(dear.id), 400],
    ]);
    expect(dashboard.hours.reduce((n, h) => n + h.tickets, 0)).toBe(direct.issued);
    expect(dashboard.hours.reduce((n, h) => n + h.orders, 0)).toBe(direct.money?.orders);
    expect(dashboard.checkInLists).toEqual([expect.objectContaining({ listId, checkedIn: direct.lists[0]?.n })]);
    expect(dashboard.checkInLists[0]?.checkedIn).toBe(11);
  }, 300_000);

  it('shows door staff the counts without money, and nothing to outsiders or visitors', async () => {
    const door = await addMember(api, owner, organizationId, 'DOOR_STAFF');
    const seen = dataOf(await api.graphql(DASHBOARD, { token: door.token, variables: { eventId } })).eventDashboard;
    expect(seen).toMatchObject({ grossMinor: null, refundedMinor: null, netMinor: null });
    expect(seen.ticketsSold).toBeGreaterThan(0);
    expect(seen.hours.every((h) => h.netMinor === null)).toBe(true);
    const stranger = (await api.newAccount('dash-stranger')).idToken;
    expect(errorOf(await api.graphql(DASHBOARD, { token: stranger, variables: { eventId } })).code).toBe('FORBIDDEN');
    expect(errorOf(await api.graphql(DASHBOARD, { variables: { eventId } })).code).toBe('UNAUTHENTICATED');
  });
});

describe('the live dashboard across instances', () => {
  let other: TestApi;
  let origin: string;

  beforeAll(async () => {
    other = await createTestApi({}, { sharing: api });
    origin = await other.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await other.close();
  });

  const subscribe = (token: string | null, signal: AbortSignal) =>
    subscribeOverSse(origin, SUBSCRIPTION, { eventId }, token, signal);

  it('brings a sale on instance A to a dashboard subscribed through instance B within 2 seconds', async () => {
    const stop = new AbortController();
    const res = await subscribe(owner, stop.signal);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const next = subscriptionPayloads<{ ticketsSold: number }>(res.body, 'eventDashboardChanged');
    const first = (await next()).ticketsSold;
    const buyer = (await api.newAccount('live-buyer')).idToken;
    const order = await buy(api, buyer, eventId, [{ ticketTypeId: cheap.id, quantity: 2 }]);
    let seen = first;
    while (seen < first + 2) seen = (await next()).ticketsSold;
    const arrived = Date.now();
    const [row] = await rowsOf<{ paid: Date | string }>(
      api,
      sql`select paid_at as paid from orders where id = ${order.id}`,
    );
    const latency = arrived - new Date(row?.paid ?? 0).getTime();
    console.info(`dashboard latency from payment (instance A) to subscriber (instance B): ${latency} ms`);
    expect(latency).toBeLessThan(2000);
    stop.abort();
  }, 60_000);

  it('refuses a subscriber who may not see the event', async () => {
    const stranger = (await api.newAccount('live-stranger')).idToken;
    for (const [token, code] of [
      [stranger, 'FORBIDDEN'],
      [null, 'UNAUTHENTICATED'],
    ] as const) {
      const stop = new AbortController();
      const res = await subscribe(token, stop.signal);
      const text = await res.text();
      expect(text).toContain(code);
      expect(text).not.toContain('ticketsSold');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});
