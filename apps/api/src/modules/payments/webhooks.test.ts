import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines } from '../../test/log-lines.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { createEvent, createOrganization, createTicketType, dataOf, PUBLISH_EVENT } from '../../test/org-fixtures.ts';
import { reserve, rowsOf, setDetails, startPayment } from '../../test/checkout-fixtures.ts';
import { WEBHOOK_PATH } from './http.ts';
import { splitClientSecret } from './simulated/processor.ts';

/*
 * The webhook as the provider uses it: events signed the way Stripe signs them (the SDK's own test header), posted
 * raw. Delivered again, at once, out of order, forged or altered, an order is paid exactly once or not at all.
 * Background jobs are off: nothing but these requests touches the orders.
 */

let api: TestApi;
const logs = logLines();
let owner: string;
let organizationId: string;
let buyer: string;

beforeAll(async () => {
  api = await createTestApi({}, { jobs: false, config: { logLevel: 'info' }, logStream: logs.stream });
  owner = (await api.newAccount('owner')).idToken;
  organizationId = (await createOrganization(api, owner)).id;
  buyer = (await api.newAccount('buyer')).idToken;
});
afterAll(() => api.close());

/** An order of two £15 tickets, named and with its payment started: waiting for the provider's word. */
async function awaitingPayment() {
  const event = await createEvent(api, owner, organizationId);
  const ticketType = await createTicketType(api, owner, event.id);
  dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
  const { order } = dataOf(
    await reserve(api, event.id, [{ ticketTypeId: ticketType.id, quantity: 2 }], { token: buyer }),
  ).reserveTickets;
  dataOf(await setDetails(api, buyer, order.id, ['Ada Lovelace', 'Charles Babbage']));
  const { clientSecret } = dataOf(await startPayment(api, buyer, order.id)).startPayment;
  const intentId = splitClientSecret(clientSecret ?? '')?.intentId ?? '';
  expect(intentId).not.toBe('');
  return { orderId: order.id, eventId: event.id, intentId, totalMinor: order.totalMinor };
}

type Intent = Awaited<ReturnType<typeof awaitingPayment>>;

/** A payment_intent event's JSON as Stripe sends it, with a fresh event id unless one is given. */
function intentEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  intent: Intent,
  overrides: { id?: string; amount?: number; currency?: string } = {},
): string {
  const failed = type === 'payment_intent.payment_failed';
  return JSON.stringify({
    id: overrides.id ?? `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: intent.intentId,
        object: 'payment_intent',
        amount: overrides.amount ?? intent.totalMinor,
        currency: overrides.currency ?? 'gbp',
        metadata: { orderId: intent.orderId, eventId: intent.eventId },
        status: failed ? 'requires_payment_method' : 'succeeded',
        last_payment_error: failed
          ? { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }
          : null,
      },
    },
  });
}

function sign(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? api.config.payments.webhookSecret,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
}

/** POSTs the exact bytes, as the provider does; `signature` null sends no header. */
async function deliver(payload: string, signature: string | null = sign(payload)) {
  const res = await api.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload,
  });
  return res.statusCode;
}

/** What the buyer would see of the order: its status, its decline, how many tickets and confirmations it has. */
async function stateOf(orderId: string) {
  const [order] = await rowsOf<{ status: string; payment_error: string | null }>(
    api,
    sql`select status, payment_error from orders where id = ${orderId}`,
  );
  const [tickets] = await rowsOf<{ n: number }>(
    api,
    sql`select count(*)::int as n from tickets where order_id = ${orderId}`,
  );
  const [mails] = await rowsOf<{ n: number }>(
    api,
    sql`select count(*)::int as n from mail_outbox
        where meta->>'orderId' = ${orderId} and meta->>'kind' = 'order-confirmation'`,
  );
  return {
    status: order?.status,
    paymentError: order?.payment_error ?? null,
    tickets: Number(tickets?.n),
    confirmations: Number(mails?.n),
  };
}

const PAID_ONCE = { status: 'PAID', paymentError: null, tickets: 2, confirmations: 1 };
const UNPAID = { status: 'RESERVED', paymentError: null, tickets: 0, confirmations: 0 };

describe('a success delivered more than once', () => {
  // Guards: a redelivery (Stripe retries until it hears 2xx) issues no second set of tickets and no second mail.
  it('the same event three times, one after another: paid once', async () => {
    const intent = await awaitingPayment();
    const payload = intentEvent('payment_intent.succeeded', intent);
    expect([await deliver(payload), await deliver(payload), await deliver(payload)]).toEqual([200, 200, 200]);
    expect(await stateOf(intent.orderId)).toEqual(PAID_ONCE);
    const id = (JSON.parse(payload) as { id: string }).id;
    const seen = await rowsOf<{ n: number }>(api, sql`select count(*)::int as n from payment_events where id = ${id}`);
    expect(Number(seen[0]?.n)).toBe(1);
  });

  // Guards: deliveries racing each other (two provider workers, two instances) still pay once: the order's row
  // lock, not the "seen" check, decides.
  it('the same event three times at once, and a second event for the same payment: paid once', async () => {
    const intent = await awaitingPayment();
    const payload = intentEvent('payment_intent.succeeded', intent);
    const other = intentEvent('payment_intent.succeeded', intent);
    const statuses = await Promise.all([deliver(payload), deliver(other), deliver(payload), deliver(payload)]);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(await stateOf(intent.orderId)).toEqual(PAID_ONCE);
  });
});

describe('events out of order', () => {
  // Guards: a failure that arrives after the success (Stripe does not promise order) neither un-pays the order
  // nor shows the buyer a decline on a paid order.
  it('a failure after the success changes nothing', async () => {
    const intent = await awaitingPayment();
    expect(await deliver(intentEvent('payment_intent.succeeded', intent))).toBe(200);
    expect(await deliver(intentEvent('payment_intent.payment_failed', intent))).toBe(200);
    expect(await stateOf(intent.orderId)).toEqual(PAID_ONCE);
  });

  // Guards: a decline keeps the hold and says why; the success after it (another card) pays and clears the words.
  it('a success after a failure pays', async () => {
    const intent = await awaitingPayment();
    expect(await deliver(intentEvent('payment_intent.payment_failed', intent))).toBe(200);
    expect(await stateOf(intent.orderId)).toEqual({ ...UNPAID, paymentError: 'Your card was declined.' });
    expect(await deliver(intentEvent('payment_intent.succeeded', intent))).toBe(200);
    expect(await stateOf(intent.orderId)).toEqual(PAID_ONCE);
  });
});

describe('events that do not verify', () => {
  // Guards: only a request signed with the webhook secret can pay an order; anything else is 400 (so a forger
  // learns nothing and the provider, were it the sender, would retry) and leaves no trace.
  it('a wrong secret, no signature, an old signature or an altered body get 400 and change nothing', async () => {
    const intent = await awaitingPayment();
    const payload = intentEvent('payment_intent.succeeded', intent);
    const id = (JSON.parse(payload) as { id: string }).id;
    expect(await deliver(payload, sign(payload, { secret: 'whsec_someone_else' }))).toBe(400);
    expect(await deliver(payload, null)).toBe(400);
    expect(await deliver(payload, 't=1,v1=deadbeef')).toBe(400);
    // Signed correctly, but an hour ago: outside the SDK's five-minute tolerance, as a replayed capture would be.
    expect(await deliver(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 }))).toBe(400);
    // A valid header for the genuine bytes, carried by a body that says something else.
    const tampered = payload.replace(`"amount":${intent.totalMinor}`, `"amount":${intent.totalMinor + 1}`);
    expect(tampered).not.toBe(payload);
    expect(await deliver(tampered, sign(payload))).toBe(400);

    expect(await stateOf(intent.orderId)).toEqual(UNPAID);
    const seen = await rowsOf<{ n: number }>(api, sql`select count(*)::int as n from payment_events where id = ${id}`);
    expect(Number(seen[0]?.n)).toBe(0);
    // The genuine delivery still pays: the refusals above were about the signature, nothing else.
    expect(await deliver(payload)).toBe(200);
    expect(await stateOf(intent.orderId)).toEqual(PAID_ONCE);
  });

  // Guards: a verified event for another amount or currency than the order's total (a tampered or misrouted intent)
  // pays nothing; what was taken is given back whole, and the operator is told.
  it.each([
    ['amount', { amount: 1499 }, 1499],
    ['currency', { currency: 'usd' }, 3000],
  ] as const)(
    'a payment of the wrong %s pays nothing, is refunded in full, and alerts the operator',
    async (_, wrong, taken) => {
      const intent = await awaitingPayment();
      const payload = intentEvent('payment_intent.succeeded', intent, wrong);
      const before = logs.text().length;
      expect(await deliver(payload)).toBe(200);
      expect(await deliver(payload)).toBe(200);
      expect(await stateOf(intent.orderId)).toEqual(UNPAID);
      const refunds = await rowsOf<{ amount: number }>(
        api,
        sql`select amount from simulated_refunds where payment_intent_id = ${intent.intentId}`,
      );
      expect(refunds).toEqual([{ amount: taken }]);
      const [recorded] = await rowsOf<{ outcome: string; order_id: string }>(
        api,
        sql`select outcome, order_id from payment_events where id = ${JSON.parse(payload).id as string}`,
      );
      expect(recorded).toEqual({ outcome: 'MISMATCH', order_id: intent.orderId });
      expect(logs.text().slice(before)).toMatch(/"level":50.*"outcome":"MISMATCH".*refunded in full/);
      // And in the audit log, once (the redelivery adds nothing), for the organizer and the operator.
      const audited = await rowsOf<{ paid: string }>(
        api,
        sql`select after->>'paidMinor' as paid from audit_log
            where action = 'payment.mismatch' and entity_id = ${intent.orderId}`,
      );
      expect(audited).toEqual([{ paid: String(taken) }]);
    },
  );

  it('a payment for an order id that is not an id, or names no order, is acknowledged and recorded, not retried', async () => {
    const intent = await awaitingPayment();
    for (const orderId of ['not-a-uuid', '7f1c1e0a-4b8e-4c59-9a57-3f0d2a1b9c11']) {
      const payload = intentEvent('payment_intent.succeeded', { ...intent, orderId });
      expect(await deliver(payload)).toBe(200);
      const [recorded] = await rowsOf<{ outcome: string; order_id: string | null }>(
        api,
        sql`select outcome, order_id from payment_events where id = ${JSON.parse(payload).id as string}`,
      );
      expect(recorded).toEqual({ outcome: 'unknown order', order_id: null });
    }
    expect(await stateOf(intent.orderId)).toEqual(UNPAID);
  });
});
