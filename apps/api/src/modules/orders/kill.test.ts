import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authEmulatorRest } from '../../../../../scripts/lib/auth-emulator-rest.ts';
import { apiProcesses, client } from '../../test/api-process.ts';
import { TEST_PROJECT_ID } from '../../test/global-setup.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createEvent, createOrganization, createTicketType, dataOf, PUBLISH_EVENT } from '../../test/org-fixtures.ts';
import { getOrder, reserve, setDetails, startPayment, TEST_CARDS } from '../../test/checkout-fixtures.ts';

/*
 * The API killed (SIGKILL: no shutdown, no "finally") between the card's success and the webhook that pays the
 * order, then started again on the same PostgreSQL database. The processor's delivery was stored before the card
 * form heard "succeeded", so the restarted API delivers it: the order is paid once, with its tickets and one
 * confirmation; nothing lost, nothing doubled. The real entry point runs as a child process, as in production.
 */

const DELIVERY_DELAY_MS = 3000;

let testDatabase: TestDatabase & { database: { url: string } };
let db: pg.Client;
const processes = apiProcesses();
const startApiProcess = () =>
  processes.start({ DATABASE_URL: testDatabase.database.url, SIMULATED_WEBHOOK_DELAY_MS: String(DELIVERY_DELAY_MS) });

async function one<T>(text: string, values: unknown[] = []): Promise<T> {
  const { rows } = await db.query(text, values);
  return rows[0] as T;
}

/** Everything the order left behind: its state, and how many of each thing it has (none may be doubled). */
async function traces(orderId: string) {
  return one<{
    status: string;
    paid: boolean;
    tickets: number;
    confirmations: number;
    payment_events: number;
    deliveries: number;
    delivered: number;
  }>(
    `select o.status, o.paid_at is not null as paid,
       (select count(*)::int from tickets where order_id = o.id) as tickets,
       (select count(*)::int from mail_outbox where meta->>'orderId' = o.id::text
          and meta->>'kind' = 'order-confirmation') as confirmations,
       (select count(*)::int from payment_events) as payment_events,
       (select count(*)::int from simulated_webhook_deliveries
          where payload::jsonb->'data'->'object'->>'id' = o.payment_intent_id) as deliveries,
       (select count(*)::int from simulated_webhook_deliveries
          where payload::jsonb->'data'->'object'->>'id' = o.payment_intent_id and delivered_at is not null) as delivered
     from orders o where o.id = $1`,
    [orderId],
  );
}

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

describe('the API killed between a card’s success and its webhook', () => {
  // Guards: a payment the processor took is never lost to a crash (the order would stay unpaid while the buyer
  // was charged), and never doubled by the redelivery that follows (two sets of tickets, two mails).
  it('is paid once after a restart, by the stored delivery; a second redelivery changes nothing', async () => {
    const first = await startApiProcess();
    const api = client(first);
    const emulator = authEmulatorRest(`http://${inject('authEmulatorHost')}`, TEST_PROJECT_ID);
    const signUp = async (who: string) =>
      (await emulator.signUpVerified(`${who}-${Date.now()}@example.test`, 'secret-pass-1')).idToken;
    const owner = await signUp('owner');
    const buyer = await signUp('buyer');
    const org = await createOrganization(api, owner);
    const event = await createEvent(api, owner, org.id);
    const ticketType = await createTicketType(api, owner, event.id);
    dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
    const { order } = dataOf(
      await reserve(api, event.id, [{ ticketTypeId: ticketType.id, quantity: 2 }], { token: buyer }),
    ).reserveTickets;
    dataOf(await setDetails(api, buyer, order.id, ['Ada Lovelace', 'Charles Babbage']));
    const { clientSecret } = dataOf(await startPayment(api, buyer, order.id)).startPayment;

    const confirmed = await fetch(`${first.url}/simulated-processor/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientSecret, card: { number: TEST_CARDS.succeeds, expiry: '12 / 34', cvc: '123' } }),
    });
    expect(await confirmed.json()).toEqual({ status: 'succeeded' });
    // Well inside the delivery's delay: the webhook has not run.
    await first.kill('SIGKILL');

    expect(await traces(order.id)).toEqual({
      status: 'RESERVED',
      paid: false,
      tickets: 0,
      confirmations: 0,
      payment_events: 0,
      deliveries: 1,
      delivered: 0,
    });

    const second = await startApiProcess();
    const PAID_ONCE = {
      status: 'PAID',
      paid: true,
      tickets: 2,
      confirmations: 1,
      payment_events: 1,
      deliveries: 1,
      delivered: 1,
    };
    await expect.poll(() => traces(order.id), { timeout: 15_000, interval: 200 }).toEqual(PAID_ONCE);
    const paid = dataOf(await getOrder(client(second), buyer, order.id)).order;
    expect(paid.tickets.map((t) => [t.attendeeName, t.status])).toEqual([
      ['Ada Lovelace', 'VALID'],
      ['Charles Babbage', 'VALID'],
    ]);
    expect(
      await one<{ sold: number }>('select quantity_sold as sold from ticket_types where id = $1', [ticketType.id]),
    ).toEqual({ sold: 2 });

    // A crash after the webhook was accepted but before the processor recorded it: the delivery's job was still
    // running, so the queue fails it at its expiry and retries it, and the same event comes again.
    const delivery = `select id from simulated_webhook_deliveries
       where payload::jsonb->'data'->'object'->>'id' = (select payment_intent_id from orders where id = $1)`;
    await db.query(`update simulated_webhook_deliveries set delivered_at = null where id in (${delivery})`, [order.id]);
    await db.query(
      `update pgboss.job set state = 'retry', start_after = now(), completed_on = null
       where name = 'payments.deliver-simulated-webhook' and data->>'deliveryId' in (${delivery})`,
      [order.id],
    );
    await expect
      .poll(
        async () =>
          (
            await one<{ attempts: number }>(
              `select attempts from simulated_webhook_deliveries where delivered_at is not null
               and payload::jsonb->'data'->'object'->>'id' = (select payment_intent_id from orders where id = $1)`,
              [order.id],
            )
          )?.attempts,
        { timeout: 15_000, interval: 200 },
      )
      .toBe(2);
    expect(await traces(order.id)).toEqual(PAID_ONCE);
    await second.kill('SIGTERM');
  }, 90_000);
});
