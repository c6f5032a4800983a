import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authEmulatorRest } from '../../../../../scripts/lib/auth-emulator-rest.ts';
import { withRequestLimitsLifted } from '../../rate-limits/limits.ts';
import { apiProcesses, client, type ApiProcess } from '../../test/api-process.ts';
import { getOrder, reserve, setDetails, startPayment, TEST_CARDS } from '../../test/checkout-fixtures.ts';
import { TEST_PROJECT_ID } from '../../test/global-setup.ts';
import {
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  PUBLISH_EVENT,
  type GraphQLClient,
} from '../../test/org-fixtures.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { BULK_PROGRESS, START_BULK } from '../../test/bulk-fixtures.ts';

/*
 * A bulk refund of 200 orders, its API killed (SIGKILL) halfway and started again on the same PostgreSQL database:
 * the queue resumes the action where it stopped, and every order is refunded exactly once, none twice, none
 * missed. The real entry point runs as a child process, as in production.
 */

const ORDERS = 200;
let testDatabase: TestDatabase & { database: { url: string } };
let db: pg.Client;
const processes = apiProcesses();
const start = () =>
  processes.start({
    DATABASE_URL: testDatabase.database.url,
    SIMULATED_WEBHOOK_DELAY_MS: '0',
    // One buyer makes all 200 orders here: the per-person checkout limits are lifted for the test.
    RATE_LIMITS: withRequestLimitsLifted('reserve=100000/600,checkout=100000/3600'),
  });

beforeAll(async () => {
  testDatabase = await createPostgresTestDatabase();
  db = new pg.Client({ connectionString: testDatabase.database.url });
  await db.connect();
});
afterAll(async () => {
  await processes.killAll();
  await db?.end();
  await testDatabase?.drop();
});

async function paidOrder(api: GraphQLClient, url: string, buyer: string, eventId: string, ticketTypeId: string) {
  const { order } = dataOf(
    await reserve(api, eventId, [{ ticketTypeId, quantity: 1 }], { token: buyer }),
  ).reserveTickets;
  dataOf(await setDetails(api, buyer, order.id, ['Ada Lovelace']));
  const { clientSecret } = dataOf(await startPayment(api, buyer, order.id)).startPayment;
  await fetch(`${url}/simulated-processor/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientSecret, card: { number: TEST_CARDS.succeeds, expiry: '12 / 34', cvc: '123' } }),
  });
  return order.id;
}

/** 200 paid orders of one £10 ticket each, made through the checkout over HTTP, eight at a time. */
async function twoHundredPaidOrders(first: ApiProcess, owner: string, buyer: string) {
  const api = client(first);
  const org = await createOrganization(api, owner);
  const event = await createEvent(api, owner, org.id);
  const type = await createTicketType(api, owner, event.id, { priceMinor: 1000, capacity: 1000, maxPerOrder: 10 });
  dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
  const ids: string[] = [];
  for (let i = 0; i < ORDERS; i += 8) {
    const batch = Array.from({ length: Math.min(8, ORDERS - i) }, () =>
      paidOrder(api, first.url, buyer, event.id, type.id),
    );
    ids.push(...(await Promise.all(batch)));
  }
  await expect
    .poll(async () => (await db.query(`select count(*)::int as n from orders where status = 'PAID'`)).rows[0].n, {
      timeout: 60_000,
    })
    .toBe(ORDERS);
  expect(dataOf(await getOrder(api, buyer, ids[0] ?? '')).order.status).toBe('PAID');
  return { eventId: event.id, ids };
}

const count = async (query: string) => Number((await db.query(query)).rows[0].n);

describe('a bulk refund interrupted by a crash', () => {
  it('resumes after a restart and refunds each of 200 orders exactly once', async () => {
    const emulator = authEmulatorRest(`http://${inject('authEmulatorHost')}`, TEST_PROJECT_ID);
    const signUp = async (who: string) =>
      (await emulator.signUpVerified(`${who}-${Date.now()}@example.test`, 'secret-pass-1')).idToken;
    const owner = await signUp('owner');
    const buyer = await signUp('buyer');
    const first = await start();
    const { eventId } = await twoHundredPaidOrders(first, owner, buyer);

    const started = dataOf(
      await client(first).graphql(START_BULK, {
        token: owner,
        variables: { eventId, input: { kind: 'REFUND', filter: { statuses: ['PAID'] } } },
      }),
    ).startBulkAction;
    expect(started.total).toBe(ORDERS);
    // Killed once some orders are done, well before all are.
    await expect
      .poll(() => count(`select count(*)::int as n from bulk_action_items where outcome is not null`), {
        timeout: 60_000,
        interval: 20,
      })
      .toBeGreaterThanOrEqual(20);
    await first.kill('SIGKILL');
    const doneAtCrash = await count(`select count(*)::int as n from bulk_action_items where outcome is not null`);
    expect(doneAtCrash).toBeLessThan(ORDERS);

    const second = await start();
    await expect
      .poll(
        async () =>
          dataOf(await client(second).graphql(BULK_PROGRESS, { token: owner, variables: { id: started.id } }))
            .bulkAction,
        { timeout: 150_000, interval: 500 },
      )
      .toMatchObject({ status: 'DONE', total: ORDERS, done: ORDERS, skipped: 0, failed: 0 });
    // Exactly one refund per order, each asked of the processor and completed; no order left paid.
    expect(await count(`select count(*)::int as n from refunds`)).toBe(ORDERS);
    expect(await count(`select count(distinct order_id)::int as n from refunds`)).toBe(ORDERS);
    await expect
      .poll(() => count(`select count(*)::int as n from orders where status = 'REFUNDED'`), { timeout: 60_000 })
      .toBe(ORDERS);
    expect(await count(`select count(*)::int as n from refunds where status <> 'SUCCEEDED'`)).toBe(0);
    await second.kill('SIGTERM');
  }, 300_000);
});
