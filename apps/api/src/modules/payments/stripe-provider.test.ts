import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import {
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  errorOf,
  present,
  PUBLISH_EVENT,
} from '../../test/org-fixtures.ts';
import { getOrder, reserve, rowsOf, setDetails, startPayment } from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import { WEBHOOK_PATH } from './http.ts';
import { createStripeProvider } from './stripe-provider.ts';
import {
  paymentIntentSucceeded,
  startStripeApiStandIn,
  stripeSignature,
  type StripeApiStandIn,
  type StripeRequest,
} from '../../../../../scripts/test/stripe-api-stand-in.ts';

/*
 * The Stripe adapter through the real `stripe` SDK, pointed (STRIPE_API_URL) at a stand-in this test starts on
 * loopback: it records every request and answers as Stripe's API does. What must hold is what Stripe would see:
 * the amount in minor units, the currency in lower case, the idempotency key derived from the order or refund
 * (so a retry never charges or refunds twice), and the metadata that ties a webhook back to its order.
 */

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_admit_stand_in',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_admit_stand_in',
  STRIPE_WEBHOOK_SECRET: 'whsec_admit_stand_in',
};

let standIn: StripeApiStandIn;
let standInUrl: string;
/** Every request the stand-in answered since the test began. */
let requests: StripeRequest[] = [];

beforeAll(async () => {
  standIn = await startStripeApiStandIn();
  standInUrl = standIn.url;
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.failNext(0);
  standIn.unreachable(false);
  requests = standIn.requests;
});

function stripeConfig() {
  const payments = loadConfig({ ...STRIPE_KEYS, STRIPE_API_URL: standInUrl }).payments;
  if (payments.kind !== 'stripe') throw new Error('Stripe keys did not configure Stripe');
  return payments;
}

describe('the adapter, through the SDK', () => {
  // Guards: the PaymentIntent Stripe is asked for is the order's (amount, currency, metadata), and its key makes a
  // repeat return the same intent instead of a second charge.
  it('creates a PaymentIntent with the amount, lower-case currency, metadata and the order’s idempotency key', async () => {
    const provider = createStripeProvider(stripeConfig());
    const intent = await provider.createPaymentIntent({
      amountMinor: 4500,
      currency: 'GBP',
      idempotencyKey: 'admit-order-0b6c',
      metadata: { orderId: '0b6c', eventId: 'e7a1' },
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(sent?.headers['idempotency-key']).toBe('admit-order-0b6c');
    expect(sent?.headers['authorization']).toBe(`Bearer ${STRIPE_KEYS.STRIPE_SECRET_KEY}`);
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      amount: '4500',
      currency: 'gbp',
      'metadata[orderId]': '0b6c',
      'metadata[eventId]': 'e7a1',
      'automatic_payment_methods[enabled]': 'true',
    });
  });

  // Guards: when Stripe fails mid-request the SDK asks again with the same key, so Stripe can tell it is a retry.
  it('retries a failed request with the same idempotency key', async () => {
    const provider = createStripeProvider(stripeConfig());
    standIn.failNext(1);
    const intent = await provider.createPaymentIntent({
      amountMinor: 1500,
      currency: 'EUR',
      idempotencyKey: 'admit-order-retried',
      metadata: { orderId: 'retried', eventId: 'e' },
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(requests.map((r) => r.headers['idempotency-key'])).toEqual(['admit-order-retried', 'admit-order-retried']);
    expect(requests.map((r) => r.form.get('currency'))).toEqual(['eur', 'eur']);
  });

  // Guards: only a failure Stripe did not process is told to the buyer as "try again": a 500 Stripe kept for the key
  // would be replayed to every retry for a day, so it stays an error of its own.
  it('calls Stripe unavailable when it did not process the request, not when it kept a 500', async () => {
    const provider = createStripeProvider(stripeConfig());
    const ask = (key: string) =>
      provider.createPaymentIntent({ amountMinor: 1500, currency: 'EUR', idempotencyKey: key, metadata: {} });
    standIn.failNext(3);
    await expect(ask('admit-order-hiccup')).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    standIn.failNext(1, { retry: false });
    const kept = await ask('admit-order-kept').catch((error: unknown) => error);
    expect(kept).toBeInstanceOf(Error);
    expect(kept).not.toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(requests.filter((r) => r.headers['idempotency-key'] === 'admit-order-kept')).toHaveLength(1);
  });

  // Guards: a refund names the payment and the amount in minor units, under the refund's own key.
  it('refunds with the payment, the amount, metadata and the refund’s idempotency key', async () => {
    const provider = createStripeProvider(stripeConfig());
    const refund = await provider.refund({
      paymentIntentId: 'pi_123',
      amountMinor: 1500,
      idempotencyKey: 'admit-refund-r1',
      metadata: { orderId: 'o1', refundId: 'r1' },
    });
    expect(refund.id).toMatch(/^re_/);
    const [sent] = requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(sent?.headers['idempotency-key']).toBe('admit-refund-r1');
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      payment_intent: 'pi_123',
      amount: '1500',
      'metadata[orderId]': 'o1',
      'metadata[refundId]': 'r1',
    });
  });
});

const STRIPE_REFUND_TICKET = graphql(`
  mutation StripeRefundTicket($id: ID!, $t: [ID!]) {
    refundOrder(id: $id, ticketIds: $t) {
      status
      refunds {
        id
        status
      }
    }
  }
`);

describe('the whole API with Stripe configured', () => {
  let api: TestApi;
  let owner: string;
  let buyer: string;
  let organizationId: string;

  beforeAll(async () => {
    api = await createTestApi({ ...STRIPE_KEYS, STRIPE_API_URL: standInUrl }, { jobs: false });
    owner = (await api.newAccount('owner')).idToken;
    buyer = (await api.newAccount('buyer')).idToken;
    organizationId = (await createOrganization(api, owner)).id;
  });
  afterAll(() => api?.close());

  /** A published event's order of two, held with its attendees named: ready to pay. */
  async function orderWithDetails() {
    const event = await createEvent(api, owner, organizationId);
    const ticketType = await createTicketType(api, owner, event.id);
    dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
    const { order } = dataOf(
      await reserve(api, event.id, [{ ticketTypeId: ticketType.id, quantity: 2 }], { token: buyer }),
    ).reserveTickets;
    dataOf(await setDetails(api, buyer, order.id, ['Ada Lovelace', 'Charles Babbage']));
    return { event, order };
  }

  async function orderStartedPaying() {
    const { event, order } = await orderWithDetails();
    const session = dataOf(await startPayment(api, buyer, order.id)).startPayment;
    return { eventId: event.id, orderId: order.id, session };
  }

  const succeeded = (intentId: string, orderId: string, eventId: string): string =>
    paymentIntentSucceeded({ id: intentId, amount: 3000, currency: 'gbp', metadata: { orderId, eventId } });

  async function deliver(payload: string, secret: string) {
    const res = await api.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(payload, secret),
      },
      payload,
    });
    return res.statusCode;
  }

  // Guards: the buyer's browser gets what Stripe.js needs (provider, publishable key, the intent's client secret),
  // the intent is created for the order's total with its key, and a reload does not create a second one.
  it('startPayment asks Stripe for the order’s PaymentIntent and hands the browser what Stripe.js needs', async () => {
    const { eventId, orderId, session } = await orderStartedPaying();
    expect(session).toMatchObject({ provider: 'STRIPE', publishableKey: STRIPE_KEYS.STRIPE_PUBLISHABLE_KEY });
    expect(session.clientSecret).toMatch(/^pi_[0-9a-f]+_secret_/);
    const [sent] = requests;
    expect(sent?.path).toBe('/v1/payment_intents');
    expect(sent?.headers['idempotency-key']).toBe(`admit-order-${orderId}`);
    expect(sent?.form.get('amount')).toBe('3000');
    expect(sent?.form.get('currency')).toBe('gbp');
    expect(sent?.form.get('metadata[orderId]')).toBe(orderId);
    expect(sent?.form.get('metadata[eventId]')).toBe(eventId);

    const again = dataOf(await startPayment(api, buyer, orderId)).startPayment;
    expect(again.clientSecret).toBe(session.clientSecret);
    expect(requests.map((r) => r.headers['idempotency-key'])).toEqual([
      `admit-order-${orderId}`,
      `admit-order-${orderId}`,
    ]);
  });

  // Guards: with Stripe configured the webhook is verified with STRIPE_WEBHOOK_SECRET through the SDK: the right
  // secret pays the order, any other is refused with 400 and pays nothing.
  it('a webhook signed with STRIPE_WEBHOOK_SECRET pays; one signed with another secret gets 400', async () => {
    const forged = await orderStartedPaying();
    const forgedIntent = forged.session.clientSecret?.split('_secret_')[0] ?? '';
    const payload = succeeded(forgedIntent, forged.orderId, forged.eventId);
    expect(await deliver(payload, 'whsec_admit_simulated_processor')).toBe(400);
    expect(dataOf(await getOrder(api, buyer, forged.orderId)).order.status).toBe('RESERVED');

    const { eventId, orderId, session } = await orderStartedPaying();
    const intentId = session.clientSecret?.split('_secret_')[0] ?? '';
    expect(await deliver(succeeded(intentId, orderId, eventId), STRIPE_KEYS.STRIPE_WEBHOOK_SECRET)).toBe(200);
    const paid = dataOf(await getOrder(api, buyer, orderId)).order;
    expect(paid.status).toBe('PAID');
    expect(paid.tickets).toHaveLength(2);

    // Guards: an organizer's refund reaches Stripe for that ticket's price, under the refund's own key.
    requests.length = 0;
    const refunded = await api.graphql(STRIPE_REFUND_TICKET, {
      token: owner,
      variables: { id: orderId, t: [present(paid.tickets[0]).id] },
    });
    const { refundOrder } = dataOf(refunded);
    expect(refundOrder.status).toBe('PARTIALLY_REFUNDED');
    const [refund] = refundOrder.refunds;
    expect(refund?.status).toBe('SUCCEEDED');
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent?.path).toBe('/v1/refunds');
    expect(sent?.headers['idempotency-key']).toBe(`admit-refund-${refund?.id}`);
    expect(sent?.form.get('payment_intent')).toBe(intentId);
    expect(sent?.form.get('amount')).toBe('1500');
    expect(sent?.form.get('metadata[orderId]')).toBe(orderId);
    const [row] = await rowsOf<{ provider_refund_id: string }>(
      api,
      sql`select provider_refund_id from refunds where id = ${refund?.id ?? ''}`,
    );
    expect(row?.provider_refund_id).toMatch(/^re_/);
  });

  // Guards (issue 24, the provider unreachable during a rush): while Stripe cannot be reached the buyer is told so in
  // words, with a code to retry on, not a masked bug; the hold and its places stay; nothing is made at Stripe; and
  // when it answers again the same order gets one PaymentIntent (its key unchanged), which pays it once.
  it('Stripe unreachable: a clear retryable error, the hold kept, then one intent and one payment', async () => {
    const { event, order } = await orderWithDetails();
    const intentsBefore = standIn.intents.length;

    standIn.unreachable(true);
    const refused = errorOf(await startPayment(api, buyer, order.id));
    expect(refused.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(refused.message).toMatch(/could not be reached.*Nothing was charged.*still held/);
    const held = dataOf(await getOrder(api, buyer, order.id)).order;
    expect(held.status).toBe('RESERVED');
    expect(held.holdSecondsLeft).toBeGreaterThan(60);
    expect(standIn.intents).toHaveLength(intentsBefore);

    standIn.unreachable(false);
    const session = dataOf(await startPayment(api, buyer, order.id)).startPayment;
    expect(session.clientSecret).toMatch(/^pi_[0-9a-f]+_secret_/);
    const again = dataOf(await startPayment(api, buyer, order.id)).startPayment;
    expect(again.clientSecret).toBe(session.clientSecret);
    const made = standIn.intents.slice(intentsBefore);
    expect(made.map((i) => i.idempotencyKey)).toEqual([`admit-order-${order.id}`]);

    const intentId = session.clientSecret?.split('_secret_')[0] ?? '';
    const payload = succeeded(intentId, order.id, event.id);
    expect(await deliver(payload, STRIPE_KEYS.STRIPE_WEBHOOK_SECRET)).toBe(200);
    expect(await deliver(payload, STRIPE_KEYS.STRIPE_WEBHOOK_SECRET)).toBe(200);
    const paid = dataOf(await getOrder(api, buyer, order.id)).order;
    expect(paid.status).toBe('PAID');
    expect(paid.tickets).toHaveLength(2);
  });
});
