import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmCard,
  expireHoldsOfEvent,
  getOrder,
  reserve,
  setDetails,
  startPayment,
  TEST_CARDS,
} from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import { dataOf, publishedEvent } from '../../test/org-fixtures.ts';
import { sseEvents, subscribeOverSse, subscriptionPayloads } from '../../test/sse.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';

/*
 * PAID pushed, not polled: the checkout page waiting for its tickets hears the order leave its hold over SSE, on the
 * instance it listens to, and the stream then ends. What a buyer notices: the confirmation at the webhook's commit;
 * what an operator notices: no poll a second per buyer in a rush.
 */

const ORDER_CHANGED = graphql(`
  subscription OrderChangedLive($id: ID!, $claimToken: String) {
    orderChanged(id: $id, claimToken: $claimToken) {
      id
      status
      latePayment
    }
  }
`);

const CANCEL = graphql(`
  mutation OrderLiveCancel($id: ID!, $claimToken: String) {
    cancelReservation(id: $id, claimToken: $claimToken) {
      status
    }
  }
`);

let api: TestApi;
let owner: string;
let origin: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.newAccount('live-order-owner')).idToken;
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await api?.close();
});

type Seen = { id: string; status: string; latePayment: string | null };

/** The payloads left on the stream until the server closes it. */
async function theRest(next: () => Promise<Seen>): Promise<Seen[]> {
  const seen: Seen[] = [];
  for (;;) {
    try {
      seen.push(await next());
    } catch (error) {
      if (error instanceof Error && error.message === 'the stream ended') return seen;
      throw error;
    }
  }
}

/** Follows an order over SSE as the checkout page does, for `check`, then lets the stream go. */
async function following(
  variables: { id: string; claimToken?: string | null },
  token: string | null,
  check: (next: () => Promise<Seen>) => Promise<void>,
): Promise<void> {
  const stop = new AbortController();
  try {
    const res = await subscribeOverSse(origin, ORDER_CHANGED, variables, token, stop.signal);
    await check(subscriptionPayloads<Seen>(res.body, 'orderChanged'));
  } finally {
    stop.abort();
  }
}

/** A signed-in buyer's order of `names.length` tickets, named and with its card payment started. */
async function orderAtPayment(buyer: string, names: string[]) {
  const { event, ticketType } = await publishedEvent(api, owner);
  const lines = [{ ticketTypeId: ticketType.id, quantity: names.length }];
  const { order } = dataOf(await reserve(api, event.id, lines, { token: buyer })).reserveTickets;
  dataOf(await setDetails(api, buyer, order.id, names));
  const session = dataOf(await startPayment(api, buyer, order.id)).startPayment;
  return { eventId: event.id, orderId: order.id, clientSecret: session.clientSecret ?? '' };
}

describe('orderChanged', () => {
  // Guards: the buyer's stream gives the order now (held), then PAID once the card's webhook commits, then ends.
  it('pushes PAID to the signed-in buyer after the card succeeds, and closes', async () => {
    const buyer = (await api.newAccount('live-buyer')).idToken;
    const { orderId, clientSecret } = await orderAtPayment(buyer, ['Ana Live', 'Ben Live']);
    await following({ id: orderId }, buyer, async (next) => {
      expect(await next()).toEqual({ id: orderId, status: 'RESERVED', latePayment: null });
      const confirmed = await confirmCard(api, clientSecret, TEST_CARDS.succeeds);
      expect(confirmed.body.status).toBe('succeeded');
      expect(await theRest(next)).toEqual([{ id: orderId, status: 'PAID', latePayment: null }]);
    });
  }, 20_000);

  // Guards: a card that succeeds after the hold ran out: the stream says EXPIRED and keeps listening, then pushes
  // the late payment kept (PAID) and closes; the page no longer waits on a spinner for a stream that has ended.
  it('keeps listening past a hold that ran out, and pushes the late payment kept', async () => {
    const buyer = (await api.newAccount('late-buyer')).idToken;
    const { eventId, orderId, clientSecret } = await orderAtPayment(buyer, ['Lena Late']);
    await following({ id: orderId }, buyer, async (next) => {
      expect((await next()).status).toBe('RESERVED');
      await expireHoldsOfEvent(api, eventId);
      // Read as the page reads it: a hold whose time passed is given back then.
      expect(dataOf(await getOrder(api, buyer, orderId)).order.status).toBe('EXPIRED');
      expect(await next()).toEqual({ id: orderId, status: 'EXPIRED', latePayment: null });
      const confirmed = await confirmCard(api, clientSecret, TEST_CARDS.succeeds);
      expect(confirmed.body.status).toBe('succeeded');
      expect(await theRest(next)).toEqual([{ id: orderId, status: 'PAID', latePayment: 'KEPT' }]);
    });
  }, 20_000);

  // Guards: the browser that started the order signed out follows it with its claim token, and hears it let go.
  it('follows a signed-out hold by its claim token until it is let go', async () => {
    const { event, ticketType } = await publishedEvent(api, owner);
    const { order, claimToken } = dataOf(
      await reserve(api, event.id, [{ ticketTypeId: ticketType.id, quantity: 1 }]),
    ).reserveTickets;
    await following({ id: order.id, claimToken }, null, async (next) => {
      expect((await next()).status).toBe('RESERVED');
      dataOf(await api.graphql(CANCEL, { variables: { id: order.id, claimToken } }));
      expect(await theRest(next)).toEqual([{ id: order.id, status: 'CANCELLED', latePayment: null }]);
    });
  }, 20_000);

  // Guards: someone else's order is not followed: the stream carries NOT_FOUND and no order.
  it('refuses a stranger, and a wrong claim token, as the order query does', async () => {
    const { event, ticketType } = await publishedEvent(api, owner);
    const { order } = dataOf(
      await reserve(api, event.id, [{ ticketTypeId: ticketType.id, quantity: 1 }]),
    ).reserveTickets;
    const stranger = (await api.newAccount('live-stranger')).idToken;
    for (const [token, claimToken] of [
      [stranger, null],
      [null, 'not-the-token'],
    ] as const) {
      const stop = new AbortController();
      try {
        const res = await subscribeOverSse(origin, ORDER_CHANGED, { id: order.id, claimToken }, token, stop.signal);
        const events = [];
        for await (const e of sseEvents(res.body ?? new ReadableStream())) events.push(e);
        const nexts = events.filter((e) => e.event === 'next').map((e) => JSON.parse(e.data));
        expect(nexts).toHaveLength(1);
        expect(nexts[0].data ?? null).toBeNull();
        expect(nexts[0].errors[0].extensions.code).toBe('NOT_FOUND');
      } finally {
        stop.abort();
      }
    }
  }, 20_000);
});
