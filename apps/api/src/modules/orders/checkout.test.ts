import { createTicketVerifier } from '@admit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { graphql } from '../../test/gql/index.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import {
  createEvent,
  createTicketType,
  dataOf,
  errorOf,
  PUBLISH_EVENT,
  publishedEvent,
  utcLocal,
  createHiddenType,
} from '../../test/org-fixtures.ts';
import {
  buy,
  confirmCard,
  getOrder,
  reserve,
  setDetails,
  startPayment,
  TEST_CARDS,
  waitForStatus,
} from '../../test/checkout-fixtures.ts';

const CHECKOUT_CLAIM_ORDER = graphql(`
  mutation CheckoutClaimOrder($id: ID!, $t: String!) {
    claimOrder(id: $id, claimToken: $t) {
      claimed
    }
  }
`);
const CHECKOUT_CANCEL_EVENT = graphql(`
  mutation CheckoutCancelEvent($id: ID!) {
    cancelEvent(id: $id) {
      status
    }
  }
`);

let api: TestApi;
let owner: string;
let organizationId: string;

beforeAll(async () => {
  // Every visitor here shares one address; the reservations limit is lifted (the wrong-code limit stays).
  api = await createTestApi({ RATE_LIMITS: 'reserve=1000/600' });
  owner = (await api.newAccount('owner')).idToken;
  organizationId = (await publishedEvent(api, owner)).org.id;
});

/** A published event of the suite's organization, with one ticket type (£15, 100 places). */
async function onSale() {
  const event = await createEvent(api, owner, organizationId);
  const ticketType = await createTicketType(api, owner, event.id);
  dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
  return { event, ticketType };
}
afterAll(() => api.close());

async function soldOf(ticketTypeId: string): Promise<number> {
  const result = await api.database.db.execute<{ sold: number }>(
    sql`select quantity_sold as sold from ticket_types where id = ${ticketTypeId}`,
  );
  return Number((result as unknown as { rows: { sold: number }[] }).rows[0]?.sold);
}

describe('the buyer’s path', () => {
  it('holds signed out, is claimed on sign-in, pays by card, and issues tickets signed with the event’s key', async () => {
    const { event, ticketType } = await onSale();
    const reserved = dataOf(
      await reserve(api, event.id, [{ ticketTypeId: ticketType.id, quantity: 2 }]),
    ).reserveTickets;
    expect(reserved.order).toMatchObject({ status: 'RESERVED', totalMinor: 3000, currency: 'GBP', claimed: false });
    expect(reserved.order.holdSecondsLeft).toBeGreaterThan(590);
    expect(await soldOf(ticketType.id)).toBe(2);

    const buyer = await api.newAccount('buyer');
    // Signed in, but the order is still the browser's: paying needs the claim first.
    expect(errorOf(await startPayment(api, buyer.idToken, reserved.order.id)).code).toBe('NOT_FOUND');
    const claimed = await api.graphql(CHECKOUT_CLAIM_ORDER, {
      token: buyer.idToken,
      variables: { id: reserved.order.id, t: reserved.claimToken },
    });
    expect(dataOf(claimed).claimOrder.claimed).toBe(true);

    expect(errorOf(await startPayment(api, buyer.idToken, reserved.order.id)).field).toBe('attendeeNames');
    const names = await setDetails(api, buyer.idToken, reserved.order.id, ['Ada Lovelace']);
    expect(errorOf(names)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'attendeeNames' });
    dataOf(await setDetails(api, buyer.idToken, reserved.order.id, ['Ada Lovelace', 'Charles Babbage']));

    const session = dataOf(await startPayment(api, buyer.idToken, reserved.order.id)).startPayment;
    expect(session.provider).toBe('SIMULATED');
    // Asking again (a reload) returns the same payment, never a second one.
    const again = dataOf(await startPayment(api, buyer.idToken, reserved.order.id)).startPayment;
    expect(again.clientSecret).toBe(session.clientSecret);

    expect((await confirmCard(api, session.clientSecret ?? '', TEST_CARDS.succeeds)).body.status).toBe('succeeded');
    const paid = await waitForStatus(api, buyer.idToken, reserved.order.id, 'PAID');
    expect(paid.tickets.map((t) => t.attendeeName)).toEqual(['Ada Lovelace', 'Charles Babbage']);

    const verify = await createTicketVerifier(await api.app.checkout.backends.keyring.publicKey(event.id));
    for (const ticket of paid.tickets) {
      const payload = await verify(ticket.code ?? '');
      expect(payload).toEqual({ ticketId: ticket.id, eventId: event.id, ticketTypeId: ticketType.id, version: 1 });
    }
    // A tampered code does not verify.
    const code = paid.tickets[0]?.code ?? '';
    const tampered = code.slice(0, 10) + (code[10] === 'A' ? 'B' : 'A') + code.slice(11);
    expect(await verify(tampered)).toBeNull();
    expect(await soldOf(ticketType.id)).toBe(2);
  });

  it('keeps the hold on a declined card and says why; 3-D Secure succeeds once the challenge is passed', async () => {
    const { event, ticketType } = await onSale();
    const buyer = await api.newAccount('buyer');
    const { order } = dataOf(
      await reserve(api, event.id, [{ ticketTypeId: ticketType.id, quantity: 1 }], { token: buyer.idToken }),
    ).reserveTickets;
    dataOf(await setDetails(api, buyer.idToken, order.id, ['Grace Hopper']));
    const { clientSecret } = dataOf(await startPayment(api, buyer.idToken, order.id)).startPayment;
    const declined = await confirmCard(api, clientSecret ?? '', TEST_CARDS.insufficientFunds);
    expect(declined.body).toMatchObject({
      status: 'requires_payment_method',
      error: { message: 'Your card has insufficient funds.', decline_code: 'insufficient_funds' },
    });
    await expect
      .poll(async () => dataOf(await getOrder(api, buyer.idToken, order.id)).order.paymentError)
      .toBe('Your card has insufficient funds.');
    expect(dataOf(await getOrder(api, buyer.idToken, order.id)).order.status).toBe('RESERVED');

    const challenged = await confirmCard(api, clientSecret ?? '', TEST_CARDS.threeDSecure);
    expect(challenged.body.status).toBe('requires_action');
    const passed = await api.inject({
      method: 'POST',
      url: '/simulated-processor/authenticate',
      payload: { clientSecret, passed: true },
    });
    expect(passed.json()).toEqual({ status: 'succeeded' });
    await waitForStatus(api, buyer.idToken, order.id, 'PAID');
  });

  it('skips payment for a free order', async () => {
    const { event } = await onSale();
    const free = await createTicketType(api, owner, event.id, { name: 'Community', priceMinor: 0 });
    const buyer = await api.newAccount('buyer');
    const { order } = dataOf(
      await reserve(api, event.id, [{ ticketTypeId: free.id, quantity: 1 }], { token: buyer.idToken }),
    ).reserveTickets;
    dataOf(await setDetails(api, buyer.idToken, order.id, ['Free Rider']));
    const session = dataOf(await startPayment(api, buyer.idToken, order.id)).startPayment;
    expect(session).toMatchObject({ provider: null, clientSecret: null, order: { status: 'PAID', totalMinor: 0 } });
    expect(session.order.tickets).toHaveLength(1);
  });
});

describe('what a hold refuses', () => {
  it('SOLD_OUT says what remains of each type; nothing is held', async () => {
    const { event } = await onSale();
    const vip = await createTicketType(api, owner, event.id, { name: 'VIP', capacity: 3 });
    const res = await reserve(api, event.id, [{ ticketTypeId: vip.id, quantity: 4 }]);
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Not enough tickets: only 3 VIP left.',
      extensions: { code: 'SOLD_OUT', remaining: [{ ticketTypeId: vip.id, remaining: 3 }] },
    });
    expect(await soldOf(vip.id)).toBe(0);
  });

  it('an order over two types takes neither when one runs short', async () => {
    const { event, ticketType } = await onSale();
    const vip = await createTicketType(api, owner, event.id, { name: 'VIP', capacity: 1 });
    const res = await reserve(api, event.id, [
      { ticketTypeId: ticketType.id, quantity: 2 },
      { ticketTypeId: vip.id, quantity: 2 },
    ]);
    expect(errorOf(res).code).toBe('SOLD_OUT');
    expect([await soldOf(ticketType.id), await soldOf(vip.id)]).toEqual([0, 0]);
  });

  it('SALE_NOT_OPEN before the window, SALE_CLOSED after it and on a cancelled event', async () => {
    const { event } = await onSale();
    const later = await createTicketType(api, owner, event.id, { name: 'Late', salesStartAt: utcLocal(2) });
    expect(errorOf(await reserve(api, event.id, [{ ticketTypeId: later.id, quantity: 1 }])).code).toBe('SALE_NOT_OPEN');
    const ended = await createTicketType(api, owner, event.id, {
      name: 'Early bird',
      salesStartAt: utcLocal(-3),
      salesEndAt: utcLocal(-1),
    });
    expect(errorOf(await reserve(api, event.id, [{ ticketTypeId: ended.id, quantity: 1 }])).code).toBe('SALE_CLOSED');

    const other = await onSale();
    dataOf(
      await api.graphql(CHECKOUT_CANCEL_EVENT, {
        token: owner,
        variables: { id: other.event.id },
      }),
    );
    const res = await reserve(api, other.event.id, [{ ticketTypeId: other.ticketType.id, quantity: 1 }]);
    expect(errorOf(res)).toMatchObject({
      code: 'SALE_CLOSED',
      message: 'This event was cancelled; tickets are no longer sold.',
    });
  });

  it('BAD_USER_INPUT for quantities outside the type’s minimum and maximum, or none at all', async () => {
    const { event } = await onSale();
    const pair = await createTicketType(api, owner, event.id, { name: 'Pair', minPerOrder: 2, maxPerOrder: 4 });
    expect(errorOf(await reserve(api, event.id, [{ ticketTypeId: pair.id, quantity: 1 }]))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'quantity',
      message: 'Choose at least 2 Pair tickets.',
    });
    expect(errorOf(await reserve(api, event.id, [{ ticketTypeId: pair.id, quantity: 5 }])).message).toBe(
      'Choose at most 4 Pair tickets per order.',
    );
    expect(errorOf(await reserve(api, event.id, [{ ticketTypeId: pair.id, quantity: 0 }]))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'lines',
    });
  });

  it('a hidden type is held only with its code', async () => {
    const { event } = await onSale();
    const crew = await createHiddenType(api, owner, event.id, 'CREW-2026', { name: 'Crew' });
    expect(errorOf(await reserve(api, event.id, [{ ticketTypeId: crew.id, quantity: 1 }])).code).toBe('BAD_USER_INPUT');
    const ok = await reserve(api, event.id, [{ ticketTypeId: crew.id, quantity: 1 }], { unlockCode: 'crew-2026' });
    expect(dataOf(ok).reserveTickets.order.status).toBe('RESERVED');
    // Guessing codes through checkout counts against the event's wrong-code limit (10 per 10 minutes).
    const guesses = [];
    for (let i = 0; i < 11; i++) {
      guesses.push(
        errorOf(await reserve(api, event.id, [{ ticketTypeId: crew.id, quantity: 1 }], { unlockCode: `guess-${i}` }))
          .code,
      );
    }
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill('BAD_USER_INPUT'));
    expect(guesses[10]).toBe('RATE_LIMITED');
  });
});

describe('holds that end', () => {
  async function expire(orderId: string) {
    await api.database.db.execute(
      sql`update order_lines set held_until = now() - interval '1 second' where order_id = ${orderId}`,
    );
    await api.database.db.execute(
      sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${orderId}`,
    );
  }

  it('give their places back when read, once, however often they are released', async () => {
    const { event, ticketType } = await onSale();
    const { order, claimToken } = dataOf(
      await reserve(api, event.id, [{ ticketTypeId: ticketType.id, quantity: 3 }]),
    ).reserveTickets;
    expect(await soldOf(ticketType.id)).toBe(3);
    await expire(order.id);
    const reads = await Promise.all([1, 2, 3].map(() => getOrder(api, undefined, order.id, claimToken)));
    expect(reads.map((r) => dataOf(r).order.status)).toEqual(['EXPIRED', 'EXPIRED', 'EXPIRED']);
    const { sweepExpiredHolds } = await import('../../jobs.ts');
    expect(await sweepExpiredHolds(api.app.checkout.backends)).toBe(0);
    expect(await soldOf(ticketType.id)).toBe(0);
  });

  it('a payment after the hold ended keeps the tickets while places remain, and is refunded when none do', async () => {
    const { event } = await onSale();
    const small = await createTicketType(api, owner, event.id, { name: 'Small room', capacity: 1 });
    const late = await api.newAccount('late');
    const { order } = dataOf(
      await reserve(api, event.id, [{ ticketTypeId: small.id, quantity: 1 }], { token: late.idToken }),
    ).reserveTickets;
    dataOf(await setDetails(api, late.idToken, order.id, ['Late Comer']));
    const { clientSecret } = dataOf(await startPayment(api, late.idToken, order.id)).startPayment;
    await expire(order.id);
    expect(dataOf(await getOrder(api, late.idToken, order.id)).order.status).toBe('EXPIRED');
    expect((await confirmCard(api, clientSecret ?? '', TEST_CARDS.succeeds)).body.status).toBe('succeeded');
    const kept = await waitForStatus(api, late.idToken, order.id, 'PAID');
    expect(kept.latePayment).toBe('KEPT');
    expect(await soldOf(small.id)).toBe(1);

    // Now the room is full: a second late payer is refunded in full, automatically.
    const first = await api.newAccount('first');
    const other = await createTicketType(api, owner, event.id, { name: 'Tiny room', capacity: 1 });
    const { order: lost } = dataOf(
      await reserve(api, event.id, [{ ticketTypeId: other.id, quantity: 1 }], { token: late.idToken }),
    ).reserveTickets;
    dataOf(await setDetails(api, late.idToken, lost.id, ['Late Again']));
    const second = dataOf(await startPayment(api, late.idToken, lost.id)).startPayment;
    await expire(lost.id);
    dataOf(await getOrder(api, late.idToken, lost.id));
    await buy(api, first.idToken, event.id, [{ ticketTypeId: other.id, quantity: 1 }]);
    expect((await confirmCard(api, second.clientSecret ?? '', TEST_CARDS.succeeds)).body.status).toBe('succeeded');
    // The webhook, then the refund, one after the other: given as long as waitForStatus gives a payment (10 s).
    await expect
      .poll(async () => dataOf(await getOrder(api, late.idToken, lost.id)).order, { timeout: 10_000 })
      .toMatchObject({
        status: 'REFUNDED',
        latePayment: 'REFUNDED',
        tickets: [],
        refunds: [{ reason: 'LATE_PAYMENT', status: 'SUCCEEDED', amountMinor: 1500 }],
      });
    expect(await soldOf(other.id)).toBe(1);
  });
});

describe('a cancelled event', () => {
  it('refunds its paid orders, voids their tickets, and a payment that lands after the cancel is refunded', async () => {
    const { event, ticketType } = await onSale();
    const buyer = await api.newAccount('buyer');
    const paid = await buy(api, buyer.idToken, event.id, [{ ticketTypeId: ticketType.id, quantity: 2 }]);
    const { order: pending } = dataOf(
      await reserve(api, event.id, [{ ticketTypeId: ticketType.id, quantity: 1 }], { token: buyer.idToken }),
    ).reserveTickets;
    dataOf(await setDetails(api, buyer.idToken, pending.id, ['Too Late']));
    const { clientSecret } = dataOf(await startPayment(api, buyer.idToken, pending.id)).startPayment;

    dataOf(
      await api.graphql(CHECKOUT_CANCEL_EVENT, {
        token: owner,
        variables: { id: event.id },
      }),
    );
    // The refunds run as a job after the cancel commits (bulk-actions/event-cancel.ts).
    await expect
      .poll(async () => dataOf(await getOrder(api, buyer.idToken, paid.id)).order)
      .toMatchObject({ status: 'REFUNDED', refundedMinor: 3000, tickets: [{ status: 'VOID' }, { status: 'VOID' }] });

    await confirmCard(api, clientSecret ?? '', TEST_CARDS.succeeds);
    await expect
      .poll(async () => dataOf(await getOrder(api, buyer.idToken, pending.id)).order)
      .toMatchObject({
        status: 'REFUNDED',
        tickets: [],
        refunds: [{ reason: 'EVENT_CANCELLED', status: 'SUCCEEDED' }],
      });
    expect(await soldOf(ticketType.id)).toBe(0);
  });
});
