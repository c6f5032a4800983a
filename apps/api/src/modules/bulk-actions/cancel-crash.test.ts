import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiProcesses, client, eventWithPaidOrdersOn } from '../../test/api-process.ts';
import { graphql } from '../../test/gql/index.ts';
import { dataOf } from '../../test/org-fixtures.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../../test/test-database.ts';

/*
 * An event with 2,000 paid orders cancelled, its API killed (SIGKILL) at a random point of the refunds and started
 * again on the same PostgreSQL database: the queue resumes where it stopped, every order is refunded exactly once
 * (the simulated processor's own books count the refunds), and every holder gets the cancellation notice once.
 */

const ORDERS = 2000;

const CANCEL = graphql(`
  mutation CrashCancelEvent($id: ID!) {
    cancelEvent(id: $id) {
      status
    }
  }
`);

const PROGRESS = graphql(`
  query CrashCancellationProgress($slug: String!) {
    event(slug: $slug) {
      cancellation {
        status
        total
        refunded
        failed
      }
    }
  }
`);

let testDatabase: TestDatabase & { database: { url: string } };
let db: pg.Client;
const processes = apiProcesses();
const start = () => processes.start({ DATABASE_URL: testDatabase.database.url, SIMULATED_WEBHOOK_DELAY_MS: '0' });

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

const count = async (query: string) => Number((await db.query(query)).rows[0].n);

describe('an event cancellation interrupted by a crash', () => {
  it('resumes after a restart: 2,000 orders each refunded once, each holder told once', async () => {
    const first = await start();
    const api = client(first);
    const run = (text: string, params: unknown[]) => db.query(text, params);
    const { owner, event } = await eventWithPaidOrdersOn(api, run, { count: ORDERS, tag: 'x' });

    expect(dataOf(await api.graphql(CANCEL, { token: owner, variables: { id: event.id } })).cancelEvent.status).toBe(
      'CANCELLED',
    );
    // Killed at a random point of the run, after at least one order and well before the last.
    const killAt = 1 + Math.floor(Math.random() * (ORDERS - 200));
    const settled = `select count(*)::int as n from bulk_action_items where outcome is not null`;
    await expect.poll(() => count(settled), { timeout: 120_000, interval: 10 }).toBeGreaterThanOrEqual(killAt);
    await first.kill('SIGKILL');
    expect(await count(settled)).toBeLessThan(ORDERS);

    const second = await start();
    await expect
      .poll(
        async () =>
          dataOf(await client(second).graphql(PROGRESS, { token: owner, variables: { slug: event.slug } })).event
            .cancellation,
        { timeout: 240_000, interval: 1000 },
      )
      .toMatchObject({ status: 'DONE', total: ORDERS, refunded: ORDERS, failed: 0 });

    // Exactly one refund per order, recorded and asked of the processor once (its idempotency key: one row).
    expect(await count(`select count(*)::int as n from refunds`)).toBe(ORDERS);
    expect(await count(`select count(distinct order_id)::int as n from refunds`)).toBe(ORDERS);
    expect(await count(`select count(*)::int as n from simulated_refunds`)).toBe(ORDERS);
    expect(await count(`select count(distinct payment_intent_id)::int as n from simulated_refunds`)).toBe(ORDERS);
    expect(await count(`select count(*)::int as n from orders where status = 'REFUNDED'`)).toBe(ORDERS);
    // Every holder told once: one notice per order, and no other mail about them.
    const notices = `select count(*)::int as n from mail_outbox where meta->>'kind' = 'event-cancelled'`;
    expect(await count(notices)).toBe(ORDERS);
    expect(
      await count(`select count(distinct meta->>'orderId')::int as n from mail_outbox
        where meta->>'kind' = 'event-cancelled'`),
    ).toBe(ORDERS);
    expect(await count(`select count(*)::int as n from mail_outbox where meta->>'kind' = 'refund'`)).toBe(0);
    await second.kill('SIGTERM');
  }, 400_000);
});
