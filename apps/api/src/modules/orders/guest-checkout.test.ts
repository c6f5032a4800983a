import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import {
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  errorOf,
  PUBLISH_EVENT,
} from '../../test/org-fixtures.ts';
import { buy, confirmCard, reserve, rowsOf, TEST_CARDS } from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import { WEBHOOK_PATH } from '../payments/http.ts';
import {
  paymentIntentSucceeded,
  startStripeApiStandIn,
  stripeSignature,
  type StripeApiStandIn,
} from '../../../../../scripts/test/stripe-api-stand-in.ts';

/*
 * Guest checkout: a visitor pays with an email address and no account. What they would notice: the order is paid
 * and its tickets shown in the browser that paid; the tickets come by mail only once the address has confirmed
 * itself, with a link that opens them (and nothing else) for as long as they are needed; that link can be revoked;
 * and signing in later with that address (verified) keeps the tickets in the account, once.
 */

const GUEST_DETAILS = graphql(`
  mutation GuestDetails($id: ID!, $claimToken: String, $input: OrderDetailsInput!) {
    setOrderDetails(id: $id, claimToken: $claimToken, input: $input) {
      id
      detailsComplete
    }
  }
`);

const GUEST_PAY = graphql(`
  mutation GuestPay($id: ID!, $claimToken: String) {
    startPayment(id: $id, claimToken: $claimToken) {
      provider
      clientSecret
    }
  }
`);

const GUEST_ORDER = graphql(`
  query GuestOrder($id: ID!, $claimToken: String, $accessToken: String) {
    order(id: $id, claimToken: $claimToken, accessToken: $accessToken) {
      id
      status
      claimed
      ticketsMailed
      openedWithAccessLink
      tickets {
        id
        code
      }
    }
  }
`);

const REVOKE_LINK = graphql(`
  mutation GuestRevokeLink($id: ID!, $accessToken: String) {
    revokeOrderAccessLink(id: $id, accessToken: $accessToken)
  }
`);

const CONFIRM_ADDRESS = graphql(`
  mutation GuestConfirmAddress($token: String!) {
    confirmEmailAddress(token: $token)
  }
`);

const MY_TICKETS = graphql(`
  query GuestMyTickets {
    myTickets {
      id
      orderId
    }
  }
`);

type Event = { eventId: string; ticketTypeId: string };

async function publishedEvent(api: TestApi, owner: string): Promise<Event> {
  const organizationId = (await createOrganization(api, owner)).id;
  const event = await createEvent(api, owner, organizationId);
  const ticketTypeId = (await createTicketType(api, owner, event.id)).id;
  dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
  return { eventId: event.id, ticketTypeId };
}

/** A guest's checkout up to the payment asked for: the hold, the details with their email, the payment. */
async function guestStartsPaying(api: TestApi, { eventId, ticketTypeId }: Event, email: string) {
  const { order, claimToken } = dataOf(await reserve(api, eventId, [{ ticketTypeId, quantity: 1 }])).reserveTickets;
  const input = { buyerEmail: email, attendeeNames: ['Ada Guest'] };
  dataOf(await api.graphql(GUEST_DETAILS, { variables: { id: order.id, claimToken, input } }));
  const payment = await api.graphql(GUEST_PAY, { variables: { id: order.id, claimToken } });
  return { orderId: order.id, claimToken, payment };
}

/** The whole guest's path with the 4242 card, until the webhook has marked the order paid. */
async function guestBuys(api: TestApi, event: Event, email: string) {
  const { orderId, claimToken, payment } = await guestStartsPaying(api, event, email);
  const { clientSecret } = dataOf(payment).startPayment;
  expect((await confirmCard(api, clientSecret ?? '', TEST_CARDS.succeeds)).body.status).toBe('succeeded');
  await expect
    .poll(async () => dataOf(await api.graphql(GUEST_ORDER, { variables: { id: orderId, claimToken } })).order.status)
    .toBe('PAID');
  return { orderId, claimToken };
}

const readOrder = (api: TestApi, id: string, keys: { claimToken?: string; accessToken?: string }, token?: string) =>
  api.graphql(GUEST_ORDER, {
    ...(token ? { token } : {}),
    variables: { id, claimToken: keys.claimToken ?? null, accessToken: keys.accessToken ?? null },
  });

type Mail = { text: string };
const mailsTo = (api: TestApi, to: string, kind: string) =>
  rowsOf<Mail>(
    api,
    sql`select text from mail_outbox where "to" = ${to} and meta->>'kind' = ${kind} order by created_at`,
  );

const confirmationTokenIn = (text: string) => /confirm-email\?token=([\w-]+)/.exec(text)?.[1] ?? '';
const accessTokenIn = (text: string, orderId: string) =>
  new RegExp(`/orders/${orderId}\\?access=([\\w-]+)`).exec(text)?.[1] ?? '';

/** The guest opens the confirmation link: the tickets' mail comes next; the access token it carries. */
async function confirmAndReadLink(api: TestApi, email: string, orderId: string): Promise<string> {
  const [request] = await mailsTo(api, email, 'address-confirmation');
  dataOf(await api.graphql(CONFIRM_ADDRESS, { variables: { token: confirmationTokenIn(request?.text ?? '') } }));
  const tickets = await mailsTo(api, email, 'order-confirmation');
  return accessTokenIn(tickets.map((m) => m.text).join('\n'), orderId);
}

const guestEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

describe('guest checkout', () => {
  let api: TestApi;
  let owner: string;
  let event: Event;

  beforeAll(async () => {
    api = await createTestApi({ RATE_LIMITS: 'reserve=1000/600' });
    owner = (await api.newAccount('owner')).idToken;
    event = await publishedEvent(api, owner);
  });
  afterAll(() => api.close());

  it('pays with an email address and no account; the tickets wait for the address to confirm itself', async () => {
    const email = guestEmail('guest');
    // Without the browser's claim token, nobody pays a guest's order.
    const started = await guestStartsPaying(api, event, email);
    expect(errorOf(await api.graphql(GUEST_PAY, { variables: { id: started.orderId } })).code).toBe('NOT_FOUND');
    const other = (await api.newAccount('other')).idToken;
    expect(errorOf(await api.graphql(GUEST_PAY, { token: other, variables: { id: started.orderId } })).code).toBe(
      'NOT_FOUND',
    );

    const { orderId, claimToken } = await guestBuys(api, event, email);
    const order = dataOf(await readOrder(api, orderId, { claimToken })).order;
    expect(order).toMatchObject({ status: 'PAID', claimed: false, ticketsMailed: false, openedWithAccessLink: false });
    // The browser that paid sees its tickets at once.
    expect(order.tickets).toHaveLength(1);
    expect(order.tickets[0]?.code).toEqual(expect.any(String));
    // An address that has not proven itself gets the confirmation link, and nothing with the tickets yet.
    expect(await mailsTo(api, email, 'address-confirmation')).toHaveLength(1);
    expect(await mailsTo(api, email, 'order-confirmation')).toEqual([]);
  });

  it('the confirmation mails the tickets with a link that opens the order, codes included, long after the claim token stops', async () => {
    const email = guestEmail('link');
    const { orderId, claimToken } = await guestBuys(api, event, email);
    const accessToken = await confirmAndReadLink(api, email, orderId);
    expect(accessToken).not.toBe('');

    // Days later: the claim token opens nothing any more; the mailed link still does.
    await api.database.db.execute(
      sql`update orders set paid_at = now() - interval '3 days' where id = ${orderId}::uuid`,
    );
    expect(errorOf(await readOrder(api, orderId, { claimToken })).code).toBe('NOT_FOUND');
    const order = dataOf(await readOrder(api, orderId, { accessToken })).order;
    expect(order).toMatchObject({ status: 'PAID', ticketsMailed: true, openedWithAccessLink: true });
    expect(order.tickets[0]?.code).toEqual(expect.any(String));
  });

  it('an access link opens nothing when forged, for another order, revoked, or a month after the event', async () => {
    const email = guestEmail('forged');
    const first = await guestBuys(api, event, email);
    const second = await guestBuys(api, event, email);
    const [request] = await mailsTo(api, email, 'address-confirmation');
    dataOf(await api.graphql(CONFIRM_ADDRESS, { variables: { token: confirmationTokenIn(request?.text ?? '') } }));
    const mailed = (await mailsTo(api, email, 'order-confirmation')).map((m) => m.text).join('\n');
    const firstLink = accessTokenIn(mailed, first.orderId);
    const secondLink = accessTokenIn(mailed, second.orderId);
    expect(firstLink).not.toBe(secondLink);

    expect(errorOf(await readOrder(api, first.orderId, { accessToken: `${firstLink}x` })).code).toBe('NOT_FOUND');
    expect(errorOf(await readOrder(api, first.orderId, { accessToken: secondLink })).code).toBe('NOT_FOUND');
    // Nor does it let anyone revoke another order's link.
    expect(
      errorOf(await api.graphql(REVOKE_LINK, { variables: { id: second.orderId, accessToken: firstLink } })).code,
    ).toBe('NOT_FOUND');

    // Revoked through the link itself (a mail forwarded by mistake): it opens nothing from then on.
    expect(
      dataOf(await api.graphql(REVOKE_LINK, { variables: { id: first.orderId, accessToken: firstLink } }))
        .revokeOrderAccessLink,
    ).toBe(true);
    expect(errorOf(await readOrder(api, first.orderId, { accessToken: firstLink })).code).toBe('NOT_FOUND');
    // The other order's link is untouched.
    expect(dataOf(await readOrder(api, second.orderId, { accessToken: secondLink })).order.id).toBe(second.orderId);

    // A month after its event ended, the link has done its work.
    await api.database.db.execute(sql`
      update events set starts_at = now() - interval '32 days', ends_at = now() - interval '31 days'
      where id = (select event_id from orders where id = ${second.orderId}::uuid)`);
    expect(errorOf(await readOrder(api, second.orderId, { accessToken: secondLink })).code).toBe('NOT_FOUND');
  });
});

describe('a guest’s orders joining an account', () => {
  let api: TestApi;
  let event: Event;

  beforeAll(async () => {
    api = await createTestApi({ RATE_LIMITS: 'reserve=1000/600' });
    event = await publishedEvent(api, (await api.newAccount('owner')).idToken);
  });
  afterAll(() => api.close());

  it('join the account that proves the same address, exactly once, and only once it is verified', async () => {
    const email = guestEmail('joiner');
    const paid = [await guestBuys(api, event, email), await guestBuys(api, event, email)];
    const accessToken = await confirmAndReadLink(api, email, paid[0]?.orderId ?? '');
    // A hold still in checkout stays the guest's browser's.
    const { order: held, claimToken } = dataOf(
      await reserve(api, event.eventId, [{ ticketTypeId: event.ticketTypeId, quantity: 1 }]),
    ).reserveTickets;
    dataOf(
      await api.graphql(GUEST_DETAILS, {
        variables: { id: held.id, claimToken, input: { buyerEmail: email, attendeeNames: ['Held'] } },
      }),
    );

    // Signed up with the address, not yet verified: anyone could type it, so nothing joins.
    const account = await api.emulator.signUp(email, 'secret-pass-1');
    expect(dataOf(await api.graphql(MY_TICKETS, { token: account.idToken })).myTickets).toEqual([]);

    await api.emulator.markEmailVerified(account.localId);
    const verified = (await api.emulator.signIn(email, 'secret-pass-1')).idToken;
    const mine = dataOf(await api.graphql(MY_TICKETS, { token: verified })).myTickets;
    expect(mine.map((t) => t.orderId).sort()).toEqual(paid.map((p) => p.orderId).sort());
    // Looked at again: the same tickets, not twice over.
    expect(dataOf(await api.graphql(MY_TICKETS, { token: verified })).myTickets).toHaveLength(2);
    const owners = await rowsOf<{ id: string; buyer: string | null }>(
      api,
      sql`select id, buyer_user_id as buyer from orders where lower(buyer_email) = ${email}`,
    );
    const joined = owners.filter((o) => o.buyer !== null).map((o) => o.id);
    expect(joined.sort()).toEqual(paid.map((p) => p.orderId).sort());

    // The order is the account's now, and the mailed link still opens it at the door.
    expect(dataOf(await readOrder(api, paid[0]?.orderId ?? '', {}, verified)).order.claimed).toBe(true);
    expect(dataOf(await readOrder(api, paid[0]?.orderId ?? '', { accessToken })).order.openedWithAccessLink).toBe(true);
    // Its buyer can revoke the link, signed in.
    dataOf(await api.graphql(REVOKE_LINK, { token: verified, variables: { id: paid[0]?.orderId ?? '' } }));
    expect(errorOf(await readOrder(api, paid[0]?.orderId ?? '', { accessToken })).code).toBe('NOT_FOUND');
  });
});

describe('a guest’s limits', () => {
  let api: TestApi;
  let event: Event;

  beforeAll(async () => {
    api = await createTestApi({ RATE_LIMITS: 'reserve=1000/600,checkout=2/3600' });
    event = await publishedEvent(api, (await api.newAccount('owner')).idToken);
  });
  afterAll(() => api.close());

  it('count a guest’s orders against the buyer’s email as an account’s, and against the guest’s address', async () => {
    const buyer = await api.newAccount('limited');
    // The account pays once with its address; a guest pays once with the same address.
    await buy(api, buyer.idToken, event.eventId, [{ ticketTypeId: event.ticketTypeId, quantity: 1 }]);
    await guestBuys(api, event, buyer.email);
    // A third order for that address is one too many, whoever asks, however they come.
    const third = await guestStartsPaying(api, event, buyer.email);
    expect(errorOf(third.payment).code).toBe('RATE_LIMITED');
    // And the guest's address (every test request comes from one) has now asked for payment twice: one more
    // order, to a fresh email, is refused too, as an anonymous visitor's holds are.
    const fresh = await guestStartsPaying(api, event, guestEmail('fresh'));
    expect(errorOf(fresh.payment).code).toBe('RATE_LIMITED');
  });
});

describe('a guest paying through Stripe', () => {
  const keys = {
    STRIPE_SECRET_KEY: 'sk_test_admit_stand_in',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_admit_stand_in',
    STRIPE_WEBHOOK_SECRET: 'whsec_admit_stand_in',
  };
  let standIn: StripeApiStandIn;
  let api: TestApi;
  let event: Event;

  beforeAll(async () => {
    standIn = await startStripeApiStandIn();
    api = await createTestApi({ ...keys, STRIPE_API_URL: standIn.url }, { jobs: false });
    event = await publishedEvent(api, (await api.newAccount('owner')).idToken);
  });
  afterAll(async () => {
    await api?.close();
    await standIn?.close();
  });

  it('gets a PaymentIntent with the claim token, and the signed webhook pays the order', async () => {
    const { orderId, claimToken, payment } = await guestStartsPaying(api, event, guestEmail('stripe'));
    const session = dataOf(payment).startPayment;
    expect(session.provider).toBe('STRIPE');
    const intentId = session.clientSecret?.split('_secret_')[0] ?? '';
    expect(standIn.requests.map((r) => r.headers['idempotency-key'])).toContain(`admit-order-${orderId}`);

    const payload = paymentIntentSucceeded({
      id: intentId,
      amount: 1500,
      currency: 'gbp',
      metadata: { orderId, eventId: event.eventId },
    });
    const res = await api.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(payload, keys.STRIPE_WEBHOOK_SECRET),
      },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf(await readOrder(api, orderId, { claimToken })).order).toMatchObject({
      status: 'PAID',
      claimed: false,
    });
  });
});
