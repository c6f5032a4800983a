import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import {
  addMember,
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  errorOf,
  PUBLISH_EVENT,
} from '../../test/org-fixtures.ts';
import { buy, getOrder, rowsOf, soldOf } from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import type { OrderFieldsFragment } from '../../test/gql/graphql.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { retryPendingRefunds } from './processing.ts';

/*
 * Refunds as an organizer makes them and the buyer sees them: the amount is the refunded tickets' price, a
 * refunded ticket is void (its code's signature version raised, so the door reads the old code as revoked), its
 * place goes back on sale, and no refund is ever made twice, whether asked twice at once or retried after the
 * provider failed. Background jobs are off: the pending-refund retry is run by hand.
 */

let api: TestApi;
let owner: string;
let manager: string;
let buyer: string;
let organizationId: string;

beforeAll(async () => {
  api = await createTestApi({}, { jobs: false });
  owner = (await api.newAccount('owner')).idToken;
  organizationId = (await createOrganization(api, owner)).id;
  manager = (await addMember(api, owner, organizationId, 'MANAGER')).token;
  buyer = (await api.newAccount('buyer')).idToken;
});
afterAll(() => api.close());

/** A paid order of one £15 General admission and one £40 VIP ticket. */
async function paidOrder() {
  const event = await createEvent(api, owner, organizationId);
  const general = await createTicketType(api, owner, event.id);
  const vip = await createTicketType(api, owner, event.id, { name: 'VIP', priceMinor: 4000, capacity: 10 });
  dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
  const order = await buy(api, buyer, event.id, [
    { ticketTypeId: general.id, quantity: 1 },
    { ticketTypeId: vip.id, quantity: 1 },
  ]);
  expect(order.totalMinor).toBe(5500);
  const ticketOf = (name: string) => order.tickets.find((t) => t.ticketTypeName === name)?.id ?? '';
  return {
    order,
    general: general.id,
    vip: vip.id,
    generalTicket: ticketOf('General admission'),
    vipTicket: ticketOf('VIP'),
  };
}

const REFUND = graphql(`
  mutation Refund($id: ID!, $t: [ID!]) {
    refundOrder(id: $id, ticketIds: $t) {
      ...OrderFields
    }
  }
`);

function refund(token: string, orderId: string, ticketIds?: string[]) {
  return api.graphql(REFUND, { token, variables: { id: orderId, t: ticketIds ?? null } });
}

async function ticketRows(orderId: string) {
  return rowsOf<{ id: string; status: string; signature_version: number }>(
    api,
    sql`select id, status, signature_version from tickets where order_id = ${orderId}`,
  );
}

async function countOf(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(api, query);
  return Number(row?.n);
}

describe('an organizer refunds', () => {
  // Guards: a single ticket's refund is that ticket's price (not the order's), voids only it, returns only its
  // place, and the order says it is partly refunded; the rest follows with a second refund.
  it('one ticket, then the rest; a ticket already refunded is refused on its field', async () => {
    const { order, general, vip, generalTicket, vipTicket } = await paidOrder();
    const partly = dataOf(await refund(manager, order.id, [vipTicket])).refundOrder;
    expect(partly).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedMinor: 4000,
      refunds: [{ amountMinor: 4000, status: 'SUCCEEDED', ticketCount: 1, reason: 'REQUESTED' }],
    });
    const rows = await ticketRows(order.id);
    expect(rows.find((t) => t.id === vipTicket)).toMatchObject({ status: 'VOID', signature_version: 2 });
    expect(rows.find((t) => t.id === generalTicket)).toMatchObject({ status: 'VALID', signature_version: 1 });
    expect([await soldOf(api, general), await soldOf(api, vip)]).toEqual([1, 0]);

    // The buyer sees it: the VIP ticket void and without a code to show; the other still valid.
    const seen = dataOf(await getOrder(api, buyer, order.id)).order;
    expect(seen.tickets.find((t) => t.id === vipTicket)).toMatchObject({ status: 'VOID', code: null });
    expect(seen.tickets.find((t) => t.id === generalTicket)?.code).toMatch(/^A1\./);

    expect(errorOf(await refund(manager, order.id, [vipTicket]))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'ticketIds',
    });

    const whole = dataOf(await refund(owner, order.id)).refundOrder;
    expect(whole).toMatchObject({ status: 'REFUNDED', refundedMinor: 5500 });
    expect(whole.refunds.map((r) => [r.amountMinor, r.ticketCount, r.status])).toEqual([
      [4000, 1, 'SUCCEEDED'],
      [1500, 1, 'SUCCEEDED'],
    ]);
    expect((await ticketRows(order.id)).map((t) => [t.status, t.signature_version])).toEqual([
      ['VOID', 2],
      ['VOID', 2],
    ]);
    expect([await soldOf(api, general), await soldOf(api, vip)]).toEqual([0, 0]);
    expect(errorOf(await refund(owner, order.id)).code).toBe('CONFLICT');
    expect(
      await countOf(
        sql`select count(*)::int as n from mail_outbox where meta->>'orderId' = ${order.id} and meta->>'kind' = 'refund'`,
      ),
    ).toBe(2);
  });

  // Guards: two organizers pressing "Refund" at once (or a double tap) refund the order once: one refund row, one
  // provider refund, the money and the places counted once.
  it('the same order twice at once: refunded once', async () => {
    const { order, general, vip } = await paidOrder();
    const results = await Promise.all([refund(owner, order.id), refund(manager, order.id)]);
    const codes = results.map((r) => (r.body.errors ? errorOf(r).code : 'OK')).sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    const after = dataOf(await getOrder(api, buyer, order.id)).order;
    expect(after).toMatchObject({ status: 'REFUNDED', refundedMinor: 5500 });
    expect(after.refunds).toHaveLength(1);
    expect(
      await countOf(
        sql`select count(*)::int as n from simulated_refunds r join orders o on o.payment_intent_id = r.payment_intent_id
            where o.id = ${order.id}`,
      ),
    ).toBe(1);
    expect([await soldOf(api, general), await soldOf(api, vip)]).toEqual([0, 0]);
  });
});

describe('a refund the provider did not confirm', () => {
  // Guards: a provider outage neither loses the refund nor voids tickets that were not refunded; it stays
  // pending (and cannot be asked for twice meanwhile), and the retry completes it with the same idempotency key,
  // so the provider can tell it is the same refund.
  it('stays pending, and retryPendingRefunds completes it later under the same key', async () => {
    const { order, general, vip } = await paidOrder();
    // The provider is a plain object shared by requests and jobs: swapping its refund for one that fails (and
    // restoring it) is how this test stands for an outage the simulated processor cannot be asked to have.
    const provider: PaymentProvider = api.app.checkout.backends.payments;
    const realRefund = provider.refund;
    const keys: string[] = [];
    provider.refund = async (input) => {
      keys.push(input.idempotencyKey);
      throw new Error('connection reset by the provider');
    };
    let pending: OrderFieldsFragment;
    try {
      pending = dataOf(await refund(manager, order.id)).refundOrder;
      expect(pending).toMatchObject({
        status: 'PAID',
        refundedMinor: 0,
        refunds: [{ amountMinor: 5500, status: 'PENDING', ticketCount: 2 }],
      });
      expect((await ticketRows(order.id)).map((t) => t.status)).toEqual(['VALID', 'VALID']);
      expect([await soldOf(api, general), await soldOf(api, vip)]).toEqual([1, 1]);
      // Its tickets are already being refunded: asking again refunds nothing more.
      expect(errorOf(await refund(owner, order.id)).code).toBe('CONFLICT');
    } finally {
      provider.refund = async (input) => {
        keys.push(input.idempotencyKey);
        return realRefund(input);
      };
    }
    const log = { error: () => undefined };
    // A refund just made may still be on its way to the provider: the retry leaves it alone for a minute.
    expect(await retryPendingRefunds(api.app.checkout.backends, log)).toBe(0);
    await api.database.db.execute(
      sql`update refunds set created_at = now() - interval '2 minutes' where order_id = ${order.id}`,
    );
    try {
      expect(await retryPendingRefunds(api.app.checkout.backends, log)).toBe(1);
    } finally {
      provider.refund = realRefund;
    }
    const [refundRow] = await rowsOf<{ id: string }>(api, sql`select id from refunds where order_id = ${order.id}`);
    expect(keys).toEqual([`admit-refund-${refundRow?.id}`, `admit-refund-${refundRow?.id}`]);
    const done = dataOf(await getOrder(api, buyer, order.id)).order;
    expect(done).toMatchObject({
      status: 'REFUNDED',
      refundedMinor: 5500,
      refunds: [{ amountMinor: 5500, status: 'SUCCEEDED', ticketCount: 2 }],
    });
    expect([await soldOf(api, general), await soldOf(api, vip)]).toEqual([0, 0]);
    // Done is done: another pass finds nothing.
    expect(await retryPendingRefunds(api.app.checkout.backends, log)).toBe(0);
  });
});
