import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../../jobs.ts';
import { graphql } from '../../test/gql/index.ts';
import type { OrderDetailFieldsFragment } from '../../test/gql/graphql.ts';
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
import { buy, reserve, rowsOf, soldOf } from '../../test/checkout-fixtures.ts';

/*
 * The back office's order detail and its actions (modules/order-detail), as an owner or manager uses them: each
 * action changes what a buyer or the door would notice, writes one history entry with who did it and the values
 * before and after, does nothing more when the same confirmation arrives twice (a double click, a retry), and
 * answers CONFLICT, saying what the order is now, when it changed since the screen read it. Door staff and other
 * organizations are refused. Once on PGlite and once on PostgreSQL.
 */

export const DETAIL_FIELDS = graphql(`
  fragment OrderDetailFields on OrderDetail {
    id
    version
    refundableMinor
    placesHeld
    order {
      id
      status
      refundedMinor
      holdExpiresAt
      refunds {
        amountMinor
        status
        reason
      }
    }
    tickets {
      id
      status
      attendeeName
      ticketTypeName
      checkIns {
        listName
        checkedIn
      }
    }
    payments {
      provider
      amountMinor
      reference
    }
    mails {
      kind
      to
      subject
    }
    history {
      action
      actorEmail
      subject
      changes {
        field
        before
        after
      }
    }
  }
`);

const MANAGED_ORDER = graphql(`
  query ManagedOrderDetail($eventId: ID!, $code: String!) {
    managedOrder(eventId: $eventId, code: $code) {
      ...OrderDetailFields
    }
  }
`);

const RENAME = graphql(`
  mutation RenameAttendee($input: OrderActionInput!, $ticketId: ID!, $name: String!) {
    renameAttendee(input: $input, ticketId: $ticketId, attendeeName: $name) {
      ...OrderDetailFields
    }
  }
`);

const RESEND = graphql(`
  mutation ResendOrderMail($input: OrderActionInput!, $ticketId: ID) {
    resendOrderMail(input: $input, ticketId: $ticketId) {
      ...OrderDetailFields
    }
  }
`);

const EXTEND = graphql(`
  mutation ExtendOrderHold($input: OrderActionInput!, $minutes: Int!) {
    extendOrderHold(input: $input, minutes: $minutes) {
      ...OrderDetailFields
    }
  }
`);

const CANCEL = graphql(`
  mutation CancelOrder($input: OrderActionInput!, $refund: Boolean!, $notify: Boolean!) {
    cancelOrder(input: $input, refund: $refund, notifyBuyer: $notify) {
      ...OrderDetailFields
    }
  }
`);

const REFUND_FROM_DETAIL = graphql(`
  mutation RefundFromDetail($input: OrderActionInput!, $ticketIds: [ID!], $amount: Int, $notify: Boolean!) {
    refundOrderFromDetail(input: $input, ticketIds: $ticketIds, amountMinor: $amount, notifyBuyer: $notify) {
      ...OrderDetailFields
    }
  }
`);

const REFUND_WHOLE = graphql(`
  mutation RefundWholeOrder($id: ID!) {
    refundOrder(id: $id) {
      id
      status
    }
  }
`);

const DOOR_COPY = graphql(`
  query DoorCopyNames($slug: String!) {
    scannerData(eventSlug: $slug) {
      tickets {
        id
        attendeeName
      }
    }
  }
`);

const SETUPS = [
  { name: process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
];

describe.each(SETUPS)('the order detail and its actions ($name)', ({ postgres }) => {
  let api: TestApi;
  let owner: string;
  let manager: { token: string; email: string };
  let door: string;
  let stranger: string;
  let buyer: string;
  let organizationId: string;

  beforeAll(async () => {
    api = await createTestApi({}, { jobs: false, postgres });
    owner = (await api.newAccount('owner')).idToken;
    organizationId = (await createOrganization(api, owner)).id;
    manager = await addMember(api, owner, organizationId, 'MANAGER');
    door = (await addMember(api, owner, organizationId, 'DOOR_STAFF')).token;
    stranger = (await api.newAccount('stranger')).idToken;
    await createOrganization(api, stranger, 'Elsewhere Events');
    buyer = (await api.newAccount('buyer')).idToken;
  });
  afterAll(() => api.close());

  /** A published event with £15 General admission and £40 VIP (10 places). */
  async function saleEvent() {
    const event = await createEvent(api, owner, organizationId);
    const general = await createTicketType(api, owner, event.id);
    const vip = await createTicketType(api, owner, event.id, { name: 'VIP', priceMinor: 4000, capacity: 10 });
    dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
    return { event, general: general.id, vip: vip.id };
  }

  async function codeOf(orderId: string): Promise<string> {
    const [row] = await rowsOf<{ code: string }>(api, sql`select code from orders where id = ${orderId}`);
    return row?.code ?? '';
  }

  async function detail(token: string, eventId: string, orderId: string) {
    const code = (await codeOf(orderId)).toLowerCase();
    return api.graphql(MANAGED_ORDER, { token, variables: { eventId, code } });
  }

  /** A paid order of one General and one VIP ticket, and its detail as a manager first reads it. */
  async function paidOrder() {
    const sale = await saleEvent();
    const order = await buy(api, buyer, sale.event.id, [
      { ticketTypeId: sale.general, quantity: 1 },
      { ticketTypeId: sale.vip, quantity: 1 },
    ]);
    const seen = dataOf(await detail(manager.token, sale.event.id, order.id)).managedOrder;
    return { ...sale, order, seen };
  }

  const input = (seen: OrderDetailFieldsFragment, key: string = randomUUID()) => ({
    orderId: seen.id,
    expectedVersion: seen.version,
    idempotencyKey: key,
  });

  async function eventOf(orderId: string): Promise<string> {
    const [row] = await rowsOf<{ e: string }>(api, sql`select event_id as e from orders where id = ${orderId}`);
    return row?.e ?? '';
  }

  async function mailKinds(orderId: string): Promise<string[]> {
    const rows = await rowsOf<{ kind: string }>(
      api,
      sql`select meta->>'kind' as kind from mail_outbox where meta->>'orderId' = ${orderId} order by created_at, id`,
    );
    return rows.map((r) => r.kind);
  }

  // Guards: the detail shows what the order holds (tickets, payment, mails), found by its code in any case.
  it('shows an order by its code: tickets, the payment and the confirmation mail', async () => {
    const { order, seen } = await paidOrder();
    expect(seen.order).toMatchObject({ id: order.id, status: 'PAID' });
    // Lines are kept in ticket-type id order, so which type Guest 1 holds is not fixed.
    expect(seen.tickets.map((t) => [t.attendeeName, t.status])).toEqual([
      ['Guest 1', 'VALID'],
      ['Guest 2', 'VALID'],
    ]);
    expect(seen.tickets.map((t) => t.ticketTypeName).sort()).toEqual(['General admission', 'VIP']);
    expect(seen.payments).toEqual([expect.objectContaining({ provider: 'SIMULATED', amountMinor: 5500 })]);
    expect(seen.mails.map((m) => m.kind)).toEqual(['order-confirmation']);
    expect(seen).toMatchObject({ refundableMinor: 5500, placesHeld: 2, history: [] });
  });

  // Guards: a rename reaches the door's copy and the search text, is recorded once with who and the old and new
  // name however often the same confirmation arrives, and a screen that read the old name is refused.
  it('renames an attendee once under a double click; the door and the history see it', async () => {
    const { event, seen } = await paidOrder();
    const ticketId = seen.tickets[0]?.id ?? '';
    const same = input(seen);
    const both = await Promise.all([
      api.graphql(RENAME, { token: manager.token, variables: { input: same, ticketId, name: 'María López' } }),
      api.graphql(RENAME, { token: manager.token, variables: { input: same, ticketId, name: 'María López' } }),
    ]);
    const after = dataOf(both[1] ?? both[0]).renameAttendee;
    expect(after.tickets[0]?.attendeeName).toBe('María López');
    expect(after.history.filter((h) => h.action === 'ticket.attendee_renamed')).toEqual([
      {
        action: 'ticket.attendee_renamed',
        actorEmail: manager.email,
        subject: 'Ticket of María López',
        changes: [{ field: 'attendeeName', before: 'Guest 1', after: 'María López' }],
      },
    ]);
    const copy = dataOf(await api.graphql(DOOR_COPY, { token: door, variables: { slug: event.slug } })).scannerData;
    expect(copy.tickets.find((t) => t.id === ticketId)?.attendeeName).toBe('María López');
    const [row] = await rowsOf<{ s: string }>(api, sql`select search_text as s from orders where id = ${seen.id}`);
    expect(row?.s).toContain('maria lopez');
    // Another manager's screen, loaded before the rename, is told the order changed.
    const stale = await api.graphql(RENAME, {
      token: owner,
      variables: { input: input(seen), ticketId, name: 'Someone Else' },
    });
    expect(errorOf(stale)).toMatchObject({ code: 'CONFLICT' });
    expect(errorOf(stale).message).toMatch(/changed since you opened it/);
  });

  // Guards: a resend writes one mail per confirmation to the proven address, the whole order's or one ticket's.
  it('sends the tickets again, the whole order or one ticket, once per confirmation', async () => {
    const { seen } = await paidOrder();
    const key = randomUUID();
    const first = dataOf(await api.graphql(RESEND, { token: owner, variables: { input: input(seen, key) } }));
    // The same confirmation again (a retry with the version it was sent with) sends nothing more.
    dataOf(await api.graphql(RESEND, { token: owner, variables: { input: input(seen, key) } }));
    const again = first.resendOrderMail;
    const ticketId = again.tickets[1]?.id ?? '';
    const one = dataOf(await api.graphql(RESEND, { token: owner, variables: { input: input(again), ticketId } }));
    expect(await mailKinds(seen.id)).toEqual(['order-confirmation', 'order-confirmation', 'ticket']);
    const mails = one.resendOrderMail.mails;
    expect(mails.at(-1)).toMatchObject({ kind: 'ticket', subject: expect.stringMatching(/^Your ticket for/) });
    expect(new Set(mails.map((m) => m.to)).size).toBe(1);
    const resent = one.resendOrderMail.history.filter((h) => h.action === 'order.mail_resent');
    expect(resent).toHaveLength(2);
    expect(resent[0]?.changes).toContainEqual({ field: 'ticketId', before: null, after: ticketId });
  });

  // Guards: an extended hold keeps its places past its old end (the old expiry finds nothing due), a new
  // expiry job waits for the new end, and the number of minutes is checked.
  it('extends a hold; the old end passes without releasing it', async () => {
    const { event, general } = await saleEvent();
    const held = dataOf(await reserve(api, event.id, [{ ticketTypeId: general, quantity: 2 }], { token: buyer }))
      .reserveTickets.order;
    const seen = dataOf(await detail(manager.token, event.id, held.id)).managedOrder;
    expect(seen).toMatchObject({ placesHeld: 2, payments: [] });
    const tooLong = await api.graphql(EXTEND, {
      token: manager.token,
      variables: { input: input(seen), minutes: 121 },
    });
    expect(errorOf(tooLong)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'minutes' });
    const extended = dataOf(
      await api.graphql(EXTEND, { token: manager.token, variables: { input: input(seen), minutes: 30 } }),
    ).extendOrderHold;
    const moved = Date.parse(extended.order.holdExpiresAt) - Date.parse(seen.order.holdExpiresAt);
    expect(moved).toBe(30 * 60_000);
    // The old end comes: lines due then would be released by the sweep; none are.
    await api.database.db.execute(
      sql`update orders set hold_expires_at = now() + interval '30 minutes' where id = ${held.id}`,
    );
    expect(await sweepExpiredHolds(api.app.checkout.backends)).toBe(0);
    expect(await soldOf(api, general)).toBe(2);
    const jobs = await rowsOf<{ at: string }>(
      api,
      sql`select start_after as at from pgboss.job where name = 'orders.expire-hold' and data->>'orderId' = ${held.id}
          order by start_after`,
    );
    expect(jobs).toHaveLength(2);
    expect(new Date(jobs[1]?.at ?? 0).getTime()).toBe(Date.parse(extended.order.holdExpiresAt));
    expect(extended.history[0]).toMatchObject({ action: 'order.hold_extended', actorEmail: manager.email });
  });

  // Guards: a cancel voids the tickets, gives the places back and refunds through the refunds module, once; the
  // buyer gets the cancel's mail, not a second refund mail; a second cancel is refused as a conflict.
  it('cancels a paid order with a refund, once; a later cancel is a conflict', async () => {
    const { event, general, vip, seen } = await paidOrder();
    const same = input(seen);
    const results = await Promise.all([
      api.graphql(CANCEL, { token: owner, variables: { input: same, refund: true, notify: true } }),
      api.graphql(CANCEL, { token: owner, variables: { input: same, refund: true, notify: true } }),
    ]);
    // Both clicks answer with the order; the second, finding the first's key, changed nothing (its answer may
    // come while the first's refund is still with the provider, so the order is read again once both are in).
    expect(results.map((r) => dataOf(r).cancelOrder.order.status)).toEqual(['CANCELLED', 'CANCELLED']);
    const cancelled = dataOf(await detail(owner, event.id, seen.id)).managedOrder;
    expect(cancelled.order).toMatchObject({
      status: 'CANCELLED',
      refundedMinor: 5500,
      refunds: [{ amountMinor: 5500, status: 'SUCCEEDED', reason: 'ORDER_CANCELLED' }],
    });
    expect(cancelled.tickets.map((t) => t.status)).toEqual(['VOID', 'VOID']);
    expect([await soldOf(api, general), await soldOf(api, vip)]).toEqual([0, 0]);
    expect(await mailKinds(seen.id)).toEqual(['order-confirmation', 'order-cancelled']);
    const reread = dataOf(await detail(owner, event.id, seen.id));
    expect(reread.managedOrder.history.map((h) => h.action)).toEqual(['order.refunded', 'order.cancelled']);
    expect(reread.managedOrder.history[1]?.changes).toContainEqual({
      field: 'status',
      before: 'PAID',
      after: 'CANCELLED',
    });
    const again = await api.graphql(CANCEL, {
      token: owner,
      variables: { input: input(reread.managedOrder), refund: true, notify: false },
    });
    expect(errorOf(again)).toMatchObject({ code: 'CONFLICT', message: 'This order is already cancelled.' });
  });

  // Guards: an order refunded since the screen loaded is not cancelled (nor refunded twice): CONFLICT says so.
  it('refuses to cancel an order refunded since the screen loaded', async () => {
    const { order, seen } = await paidOrder();
    dataOf(await api.graphql(REFUND_WHOLE, { token: owner, variables: { id: order.id } }));
    const stale = await api.graphql(CANCEL, {
      token: manager.token,
      variables: { input: input(seen), refund: true, notify: true },
    });
    expect(errorOf(stale)).toMatchObject({ code: 'CONFLICT' });
    expect(errorOf(stale).message).toMatch(/it is now refunded/);
  });

  // Guards: a hold cancelled by staff puts its places back on sale at once, without a refund.
  it('cancels a hold: its places go back on sale', async () => {
    const { event, general } = await saleEvent();
    const held = dataOf(await reserve(api, event.id, [{ ticketTypeId: general, quantity: 3 }], { token: buyer }))
      .reserveTickets.order;
    expect(await soldOf(api, general)).toBe(3);
    const seen = dataOf(await detail(owner, event.id, held.id)).managedOrder;
    const done = dataOf(
      await api.graphql(CANCEL, { token: owner, variables: { input: input(seen), refund: true, notify: false } }),
    ).cancelOrder;
    expect(done.order).toMatchObject({ status: 'CANCELLED', refunds: [] });
    expect(await soldOf(api, general)).toBe(0);
    expect(done.history[0]?.changes).toContainEqual({ field: 'placesReleased', before: null, after: '3' });
  });

  // Guards: an amount alone goes back once under a double click, the tickets stay good and, asked so, the buyer is
  // not mailed; more than is left is refused naming the field.
  it('refunds an amount alone, once, without mailing the buyer; never more than is left', async () => {
    const { seen } = await paidOrder();
    const variables = { input: input(seen), ticketIds: null, amount: 1000, notify: false };
    const both = await Promise.all([
      api.graphql(REFUND_FROM_DETAIL, { token: manager.token, variables }),
      api.graphql(REFUND_FROM_DETAIL, { token: manager.token, variables }),
    ]);
    both.forEach((res) => dataOf(res));
    const after = dataOf(await detail(manager.token, await eventOf(seen.id), seen.id)).managedOrder;
    expect(after.order.refunds).toEqual([{ amountMinor: 1000, status: 'SUCCEEDED', reason: 'REQUESTED' }]);
    expect(after.order).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedMinor: 1000 });
    expect(after.tickets.map((t) => t.status)).toEqual(['VALID', 'VALID']);
    expect(await mailKinds(seen.id)).not.toContain('refund');
    const tooMuch = await api.graphql(REFUND_FROM_DETAIL, {
      token: manager.token,
      variables: { input: input(after), ticketIds: null, amount: 4600, notify: true },
    });
    expect(errorOf(tooMuch)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'amountMinor' });
    expect(errorOf(tooMuch).message).toBe('At most £45.00 can go back.');
  });

  // Guards: one ticket refunded from the detail is voided, its price goes back, and the buyer is mailed.
  it('refunds one ticket from the detail and mails the buyer', async () => {
    const { seen } = await paidOrder();
    const ticket = seen.tickets[0];
    const done = dataOf(
      await api.graphql(REFUND_FROM_DETAIL, {
        token: owner,
        variables: { input: input(seen), ticketIds: [ticket?.id ?? ''], amount: null, notify: true },
      }),
    ).refundOrderFromDetail;
    expect(done.history.map((h) => h.action)).toContain('order.refund_requested');
    const after = dataOf(await detail(owner, await eventOf(seen.id), seen.id)).managedOrder;
    expect(after.tickets.find((t) => t.id === ticket?.id)?.status).toBe('VOID');
    expect(after.order.refunds).toHaveLength(1);
    expect(await mailKinds(seen.id)).toContain('refund');
  });

  // Guards: door staff and another organization's owner see no order and change none (FORBIDDEN), nor does a
  // visitor (UNAUTHENTICATED).
  it('refuses door staff, other organizations and visitors, and changes nothing', async () => {
    const { event, seen } = await paidOrder();
    const ticketId = seen.tickets[0]?.id ?? '';
    for (const token of [door, stranger, undefined]) {
      const expected = token ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      const as = token ? { token } : {};
      const read = await api.graphql(MANAGED_ORDER, { ...as, variables: { eventId: event.id, code: 'ANY' } });
      const rename = await api.graphql(RENAME, { ...as, variables: { input: input(seen), ticketId, name: 'X' } });
      const resend = await api.graphql(RESEND, { ...as, variables: { input: input(seen) } });
      const extend = await api.graphql(EXTEND, { ...as, variables: { input: input(seen), minutes: 5 } });
      const cancel = await api.graphql(CANCEL, {
        ...as,
        variables: { input: input(seen), refund: true, notify: true },
      });
      expect([read, rename, resend, extend, cancel].map((r) => errorOf(r).code)).toEqual(Array(5).fill(expected));
    }
    const after = dataOf(await detail(owner, event.id, seen.id)).managedOrder;
    expect(after).toMatchObject({ version: seen.version, history: [], order: { status: 'PAID' } });
    expect(after.tickets[0]?.attendeeName).toBe('Guest 1');
  });
});
