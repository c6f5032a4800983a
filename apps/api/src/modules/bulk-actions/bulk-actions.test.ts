import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, rowsOf } from '../../test/checkout-fixtures.ts';
import { BULK_PROGRESS, START_BULK } from '../../test/bulk-fixtures.ts';
import {
  addMember,
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  errorOf,
  PUBLISH_EVENT,
} from '../../test/org-fixtures.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';

/*
 * Bulk actions as an organizer starts them from the orders list: on a selection or on everything a filter matches,
 * run by the queue (here by hand, so each step is seen), each order done once with its outcome, and refused with
 * the field named when the input is wrong or the viewer may not.
 */

let api: TestApi;
let owner: string;
let doorStaff: string;
let buyer: string;
let organizationId: string;

beforeAll(async () => {
  api = await createTestApi({}, { jobs: 'by-hand' });
  owner = (await api.newAccount('owner')).idToken;
  organizationId = (await createOrganization(api, owner)).id;
  doorStaff = (await addMember(api, owner, organizationId, 'DOOR_STAFF')).token;
  buyer = (await api.newAccount('buyer')).idToken;
});
afterAll(() => api.close());

/** An event on sale with `n` paid orders of one £20 ticket each (the jobs a payment makes run by hand). */
async function eventWithOrders(n: number) {
  const event = await createEvent(api, owner, organizationId);
  const type = await createTicketType(api, owner, event.id, { priceMinor: 2000, capacity: 100 });
  dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
  const orders = [];
  for (let i = 0; i < n; i++) {
    const paying = buy(api, buyer, event.id, [{ ticketTypeId: type.id, quantity: 1 }]);
    // The webhook's delivery is a job: run it until the order is paid.
    const delivering = setInterval(() => void api.app.queue.runDue('payments.deliver-simulated-webhook'), 100);
    orders.push(await paying.finally(() => clearInterval(delivering)));
  }
  return { event, type, orders };
}

const refundsOf = (orderId: string) =>
  rowsOf<{ n: number }>(api, sql`select count(*)::int as n from refunds where order_id = ${orderId}::uuid`);

describe('bulk actions', () => {
  it('refunds a selection once, skips what has nothing left, and reports its progress', async () => {
    const { event, orders } = await eventWithOrders(3);
    const ids = orders.map((o) => o.id);
    const start = (orderIds: string[]) =>
      api.graphql(START_BULK, { token: owner, variables: { eventId: event.id, input: { kind: 'REFUND', orderIds } } });
    const started = dataOf(await start(ids.slice(0, 2))).startBulkAction;
    expect(started).toMatchObject({ kind: 'REFUND', status: 'RUNNING', total: 2, done: 0 });

    expect(await api.app.queue.runDue('orders.bulk-action')).toEqual({ completed: 1, failed: 0 });
    const progress = dataOf(await api.graphql(BULK_PROGRESS, { token: owner, variables: { id: started.id } }));
    expect(progress.bulkAction).toMatchObject({ status: 'DONE', total: 2, done: 2, skipped: 0, failed: 0 });
    expect(await refundsOf(ids[0] ?? '')).toEqual([{ n: 1 }]);
    expect(await refundsOf(ids[2] ?? '')).toEqual([{ n: 0 }]);

    // Again on all three: the two refunded have nothing left, the third is refunded.
    const again = dataOf(await start(ids)).startBulkAction;
    await api.app.queue.runDue('orders.bulk-action');
    const after = dataOf(await api.graphql(BULK_PROGRESS, { token: owner, variables: { id: again.id } }));
    expect(after.bulkAction).toMatchObject({ status: 'DONE', total: 3, done: 1, skipped: 2 });
    for (const id of ids) expect(await refundsOf(id)).toEqual([{ n: 1 }]);
  });

  it('acts on everything a filter matches, fixed when it starts', async () => {
    const { event, orders } = await eventWithOrders(2);
    const started = dataOf(
      await api.graphql(START_BULK, {
        token: owner,
        variables: { eventId: event.id, input: { kind: 'RESEND', filter: { statuses: ['PAID'] } } },
      }),
    ).startBulkAction;
    expect(started.total).toBe(orders.length);
    await api.app.queue.runDue('orders.bulk-action');
    const mails = await rowsOf<{ n: number }>(
      api,
      sql`select count(*)::int as n from mail_outbox where meta->>'kind' = 'order-confirmation'
          and meta->>'orderId' in (${sql.join(
            orders.map((o) => sql`${o.id}`),
            sql`, `,
          )})`,
    );
    // Each order's confirmation after payment, and one more from the bulk resend.
    expect(mails).toEqual([{ n: orders.length * 2 }]);
    const history = await rowsOf<{ action: string }>(
      api,
      sql`select action from audit_log where entity_id = ${orders[0]?.id ?? ''} order by created_at`,
    );
    expect(history.map((h) => h.action)).toContain('order.mail_resent');
  });

  it('cancels orders without refunding them when asked, and gives their places back', async () => {
    const { event, type, orders } = await eventWithOrders(2);
    const started = dataOf(
      await api.graphql(START_BULK, {
        token: owner,
        variables: {
          eventId: event.id,
          input: { kind: 'CANCEL', orderIds: orders.map((o) => o.id), refund: false, notify: false },
        },
      }),
    ).startBulkAction;
    await api.app.queue.runDue('orders.bulk-action');
    const progress = dataOf(await api.graphql(BULK_PROGRESS, { token: owner, variables: { id: started.id } }));
    expect(progress.bulkAction).toMatchObject({ status: 'DONE', total: 2, done: 2 });
    const statuses = await rowsOf<{ status: string }>(
      api,
      sql`select status from orders where event_id = ${event.id}::uuid`,
    );
    expect(statuses.map((o) => o.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(
      await rowsOf(
        api,
        sql`select 1 from refunds r join orders o on o.id = r.order_id
      where o.event_id = ${event.id}::uuid`,
      ),
    ).toEqual([]);
    expect(await rowsOf(api, sql`select quantity_sold as sold from ticket_types where id = ${type.id}::uuid`)).toEqual([
      { sold: 0 },
    ]);
    const voided = await rowsOf<{ status: string }>(
      api,
      sql`select distinct status from tickets where event_id = ${event.id}::uuid`,
    );
    expect(voided).toEqual([{ status: 'VOID' }]);
  });

  it('refuses bad input on its field, and door staff and strangers', async () => {
    const { event, orders } = await eventWithOrders(1);
    const other = await eventWithOrders(1);
    const attempt = (token: string, input: Record<string, unknown>) =>
      api.graphql(START_BULK, { token, variables: { eventId: event.id, input: { kind: 'REFUND', ...input } } });
    const id = orders[0]?.id ?? '';
    expect(errorOf(await attempt(owner, { orderIds: [id], filter: {} }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'orderIds',
    });
    expect(errorOf(await attempt(owner, { orderIds: [other.orders[0]?.id ?? ''] }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'orderIds',
    });
    expect(errorOf(await attempt(owner, { filter: { search: 'nobody-here-xyz' } }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'filter',
    });
    expect(errorOf(await attempt(owner, { filter: { paidFrom: 'yesterday' } }))).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect(errorOf(await attempt(doorStaff, { orderIds: [id] })).code).toBe('FORBIDDEN');
    const stranger = (await api.newAccount('stranger')).idToken;
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(errorOf(await attempt(stranger, { orderIds: [id] })).code);
    expect(await rowsOf(api, sql`select 1 from bulk_actions where event_id = ${event.id}::uuid`)).toEqual([]);
  });
});
