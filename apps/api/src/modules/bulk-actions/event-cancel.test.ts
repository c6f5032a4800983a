import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql/index.ts';
import { rowsOf } from '../../test/checkout-fixtures.ts';
import {
  addMember,
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  errorOf,
  PUBLISH_EVENT,
} from '../../test/org-fixtures.ts';
import { insertPaidOrders, sqlRunner } from '../../test/paid-orders.ts';
import { sseEvents, subscribeOverSse, subscriptionPayloads } from '../../test/sse.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import type { PaymentProvider } from '../payments/provider.ts';

/*
 * Cancelling an event with many paid orders: the mutation commits the cancel with its first job and answers at
 * once; the queue (run by hand here) refunds the orders 25 per job, each once with the key admit-refund-<id>, and
 * mails each holder the cancellation notice once. Refunds the provider refuses are listed, and asked again on
 * request. Owners and managers read the progress on the event; door staff and strangers do not.
 */

const CANCEL = graphql(`
  mutation CancelWithRefunds($id: ID!) {
    cancelEvent(id: $id) {
      status
    }
  }
`);

const PROGRESS = graphql(`
  query CancellationOfEvent($slug: String!) {
    event(slug: $slug) {
      cancellation {
        status
        total
        refunded
        failed
        skipped
        failures {
          orderCode
          amountMinor
          message
        }
      }
    }
  }
`);

const RETRY = graphql(`
  mutation RetryRefunds($eventId: ID!) {
    retryCancellationRefunds(eventId: $eventId) {
      status
      failed
    }
  }
`);

let api: TestApi;
let owner: string;
let doorStaff: string;
let organizationId: string;

beforeAll(async () => {
  api = await createTestApi({}, { jobs: 'by-hand' });
  owner = (await api.newAccount('owner')).idToken;
  organizationId = (await createOrganization(api, owner)).id;
  doorStaff = (await addMember(api, owner, organizationId, 'DOOR_STAFF')).token;
});
afterAll(() => api.close());

/** A published event with `n` paid £12 orders, written straight to the database. */
async function eventWithPaidOrders(n: number) {
  const event = await createEvent(api, owner, organizationId);
  const type = await createTicketType(api, owner, event.id, { priceMinor: 1200, capacity: 10_000 });
  dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
  const url = api.config.database.kind === 'postgres' ? api.config.database.url : null;
  const runner = await sqlRunner(api.database, url);
  const tag = `c${Math.random().toString(36).slice(2, 8)}`;
  await insertPaidOrders(runner.run, { eventId: event.id, ticketTypeId: type.id, priceMinor: 1200, count: n, tag });
  await runner.close();
  return event;
}

const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(api, query))[0]?.n;
const progressOf = async (slug: string, token = owner) =>
  dataOf(await api.graphql(PROGRESS, { token, variables: { slug } })).event.cancellation;

const CANCELLATION_CHANGED = graphql(`
  subscription CancelProgressChanged($eventId: ID!) {
    eventCancellationChanged(eventId: $eventId) {
      status
      total
      refunded
    }
  }
`);

describe('a cancellation’s progress on the event page', () => {
  // Guards: the event page's refunds move without polling: each batch done is pushed to the subscriber over SSE,
  // and the last push says DONE with every order refunded. Door staff are refused.
  it('is pushed over SSE as each batch of refunds is done', async () => {
    const origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const event = await eventWithPaidOrders(30);
    dataOf(await api.graphql(CANCEL, { token: owner, variables: { id: event.id } }));
    const stop = new AbortController();
    const res = await subscribeOverSse(origin, CANCELLATION_CHANGED, { eventId: event.id }, owner, stop.signal);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const next = subscriptionPayloads<{ status: string; refunded: number }>(res.body, 'eventCancellationChanged');
    try {
      expect(await next()).toMatchObject({ status: 'RUNNING', refunded: 0 });
      expect(await api.app.queue.runDue('orders.bulk-action')).toEqual({ completed: 2, failed: 0 });
      let last = await next();
      while (last.status !== 'DONE') last = await next();
      expect(last).toMatchObject({ status: 'DONE', total: 30, refunded: 30 });
    } finally {
      stop.abort();
    }
    const other = new AbortController();
    const refused = await subscribeOverSse(
      origin,
      CANCELLATION_CHANGED,
      { eventId: event.id },
      doorStaff,
      other.signal,
    );
    const first = await sseEvents(refused.body ?? new ReadableStream()).next();
    other.abort();
    expect(first.value?.data).toMatch(/FORBIDDEN/);
  });
});

describe('cancelling an event with paid orders', () => {
  it('answers at once, then refunds each order once in batches and tells each holder once', async () => {
    const event = await eventWithPaidOrders(60);
    expect(dataOf(await api.graphql(CANCEL, { token: owner, variables: { id: event.id } })).cancelEvent.status).toBe(
      'CANCELLED',
    );
    // Committed with its work queued, nothing refunded yet.
    expect(await progressOf(event.slug)).toMatchObject({ status: 'RUNNING', total: 60, refunded: 0, failed: 0 });
    // 60 orders: three jobs of at most 25, each queueing the next.
    expect(await api.app.queue.runDue('orders.bulk-action')).toEqual({ completed: 3, failed: 0 });
    expect(await progressOf(event.slug)).toMatchObject({ status: 'DONE', total: 60, refunded: 60, failed: 0 });
    const ofEvent = sql`(select id from orders where event_id = ${event.id}::uuid)`;
    expect(
      await count(sql`select count(*)::int as n from orders where event_id = ${event.id}::uuid
      and status = 'REFUNDED' and refunded_minor = 1200`),
    ).toBe(60);
    expect(
      await count(sql`select count(*)::int as n from refunds where order_id in ${ofEvent}
      and reason = 'EVENT_CANCELLED' and status = 'SUCCEEDED'`),
    ).toBe(60);
    expect(
      await count(sql`select count(*)::int as n from simulated_refunds s join refunds r
      on s.idempotency_key = 'admit-refund-' || r.id where r.order_id in ${ofEvent}`),
    ).toBe(60);
    expect(
      await count(sql`select count(*)::int as n from tickets where event_id = ${event.id}::uuid
      and status = 'VALID'`),
    ).toBe(0);
    // One notice per holder, and no separate refund mail.
    const mails = await rowsOf<{ kind: string; n: number }>(
      api,
      sql`select meta->>'kind' as kind, count(distinct meta->>'orderId')::int as n from mail_outbox
        where meta->>'orderId' in (select id::text from orders where event_id = ${event.id}::uuid) group by 1`,
    );
    expect(mails).toEqual([{ kind: 'event-cancelled', n: 60 }]);
    expect(
      await count(sql`select count(*)::int as n from mail_outbox
      where meta->>'orderId' in (select id::text from orders where event_id = ${event.id}::uuid)`),
    ).toBe(60);
    // Nothing left: a later run does nothing more.
    expect(await api.app.queue.runDue('orders.bulk-action')).toEqual({ completed: 0, failed: 0 });
  });

  it('lists the refunds the provider refused and asks again on request', async () => {
    const event = await eventWithPaidOrders(3);
    const provider: PaymentProvider = api.app.checkout.backends.payments;
    const real = provider.refund;
    provider.refund = async () => {
      throw new Error('insufficient balance');
    };
    try {
      dataOf(await api.graphql(CANCEL, { token: owner, variables: { id: event.id } }));
      await api.app.queue.runDue('orders.bulk-action');
    } finally {
      provider.refund = real;
    }
    const refused = await progressOf(event.slug);
    expect(refused).toMatchObject({ status: 'DONE', total: 3, refunded: 0, failed: 3 });
    expect(refused?.failures).toHaveLength(3);
    expect(refused?.failures[0]).toMatchObject({ amountMinor: 1200, message: expect.stringContaining('insufficient') });
    // Door staff neither see nor retry it.
    expect(await progressOf(event.slug, doorStaff)).toBeNull();
    expect(errorOf(await api.graphql(RETRY, { token: doorStaff, variables: { eventId: event.id } })).code).toBe(
      'FORBIDDEN',
    );
    const retried = dataOf(await api.graphql(RETRY, { token: owner, variables: { eventId: event.id } }));
    expect(retried.retryCancellationRefunds).toMatchObject({ status: 'RUNNING', failed: 0 });
    await api.app.queue.runDue('orders.bulk-action');
    expect(await progressOf(event.slug)).toMatchObject({ status: 'DONE', refunded: 3, failed: 0, failures: [] });
    // Still one refund per order, and one notice per holder.
    expect(
      await count(sql`select count(*)::int as n from refunds where order_id in
      (select id from orders where event_id = ${event.id}::uuid)`),
    ).toBe(3);
    expect(
      await count(sql`select count(*)::int as n from mail_outbox where meta->>'orderId' in
      (select id::text from orders where event_id = ${event.id}::uuid)`),
    ).toBe(3);
  });

  it('shows no progress for an event that is not cancelled, nor to a stranger', async () => {
    const event = await eventWithPaidOrders(1);
    expect(await progressOf(event.slug)).toBeNull();
    dataOf(await api.graphql(CANCEL, { token: owner, variables: { id: event.id } }));
    const stranger = (await api.newAccount('stranger')).idToken;
    const seen = await api.graphql(PROGRESS, { token: stranger, variables: { slug: event.slug } });
    expect(seen.body.data?.event?.cancellation ?? null).toBeNull();
  });
});
