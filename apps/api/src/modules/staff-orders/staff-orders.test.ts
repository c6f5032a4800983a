import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql/index.ts';
import type { StaffOrderDetailFragment, StaffOrderInput } from '../../test/gql/graphql.ts';
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
import { rowsOf, soldOf } from '../../test/checkout-fixtures.ts';

/*
 * Pay-later orders (modules/staff-orders): an owner or manager reserves places for a buyer who pays outside Admit,
 * then marks the order paid when the money comes. The reservation takes the shop's path (capacity, SOLD_OUT), once
 * per idempotency key; "mark paid" takes a card payment's path (tickets issued, the tickets mail waiting for the
 * address to prove itself). Door staff and other organizations are refused. Once on PGlite and once on PostgreSQL.
 */

export const STAFF_ORDER_DETAIL = graphql(`
  fragment StaffOrderDetail on OrderDetail {
    id
    version
    placesHeld
    refundableMinor
    order {
      id
      code
      status
      totalMinor
      holdExpiresAt
      buyerEmail
      buyerName
      ticketsMailed
    }
    tickets {
      status
      attendeeName
      ticketTypeName
    }
    payments {
      provider
      method
      amountMinor
      reference
    }
    history {
      action
      actorEmail
      changes {
        field
        before
        after
      }
    }
  }
`);

const RESERVE_FOR_BUYER = graphql(`
  mutation StaffReserveForBuyer($input: StaffOrderInput!) {
    reserveForBuyer(input: $input) {
      ...StaffOrderDetail
    }
  }
`);

const MARK_PAID = graphql(`
  mutation StaffMarkOrderPaid($input: OrderActionInput!, $method: OfflinePaymentMethod!, $reference: String) {
    markOrderPaid(input: $input, method: $method, reference: $reference) {
      ...StaffOrderDetail
    }
  }
`);

const CONFIRM_ADDRESS = graphql(`
  mutation StaffOrderConfirmAddress($token: String!) {
    confirmEmailAddress(token: $token)
  }
`);

const DEFAULT_LIST = graphql(`
  query StaffOrdersDefaultList($e: ID!) {
    eventOrderSearch(eventId: $e) {
      nodes {
        id
      }
    }
  }
`);

const SETUPS = [
  { name: process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
];

const DAY_MS = 24 * 60 * 60_000;

describe.each(SETUPS)('pay-later orders reserved by staff ($name)', ({ postgres }) => {
  let api: TestApi;
  let owner: string;
  let manager: { token: string; email: string };
  let door: string;
  let stranger: string;
  let organizationId: string;

  beforeAll(async () => {
    api = await createTestApi({}, { jobs: false, postgres });
    owner = (await api.newAccount('owner')).idToken;
    organizationId = (await createOrganization(api, owner)).id;
    manager = await addMember(api, owner, organizationId, 'MANAGER');
    door = (await addMember(api, owner, organizationId, 'DOOR_STAFF')).token;
    stranger = (await api.newAccount('stranger')).idToken;
    await createOrganization(api, stranger, 'Elsewhere Events');
  });
  afterAll(() => api.close());

  /** A published event with £15 General admission and a hidden £40 VIP of 3 places. */
  async function saleEvent() {
    const event = await createEvent(api, owner, organizationId);
    const general = await createTicketType(api, owner, event.id);
    const vip = await createTicketType(api, owner, event.id, {
      name: 'VIP',
      priceMinor: 4000,
      capacity: 3,
      hidden: true,
    });
    dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
    return { event, general: general.id, vip: vip.id };
  }

  const buyerEmail = () => `buyer-${randomUUID().slice(0, 8)}@example.test`;

  function staffInput(eventId: string, lines: StaffOrderInput['lines'], extra: Partial<StaffOrderInput> = {}) {
    return {
      eventId,
      lines,
      buyerEmail: buyerEmail(),
      buyerName: 'María López',
      attendeeNames: [],
      idempotencyKey: randomUUID(),
      ...extra,
    };
  }

  const reserveAs = (token: string | undefined, input: StaffOrderInput) =>
    api.graphql(RESERVE_FOR_BUYER, { ...(token ? { token } : {}), variables: { input } });

  const actionInput = (seen: StaffOrderDetailFragment, key: string = randomUUID()) => ({
    orderId: seen.id,
    expectedVersion: seen.version,
    idempotencyKey: key,
  });

  const mailsTo = (to: string, kind: string) =>
    rowsOf<{ text: string }>(
      api,
      sql`select text from mail_outbox where "to" = ${to} and meta->>'kind' = ${kind} order by created_at`,
    );

  // Guards: the order holds its places for the days given, names each place (the buyer for a blank one), takes a
  // hidden type without its code, records who reserved it, and mails nothing yet.
  it('reserves places for a buyer, held for the days given, with a history entry', async () => {
    const { event, general, vip } = await saleEvent();
    const input = staffInput(
      event.id,
      [
        { ticketTypeId: general, quantity: 2 },
        { ticketTypeId: vip, quantity: 1 },
      ],
      { attendeeNames: ['Ana Pérez'], payWithinDays: 10 },
    );
    const before = Date.now();
    const made = dataOf(await reserveAs(manager.token, input)).reserveForBuyer;
    expect(made.order).toMatchObject({
      status: 'RESERVED',
      totalMinor: 7000,
      buyerEmail: input.buyerEmail,
      buyerName: 'María López',
      ticketsMailed: false,
    });
    const held = Date.parse(made.order.holdExpiresAt) - before;
    expect(held).toBeGreaterThan(10 * DAY_MS - 60_000);
    expect(held).toBeLessThanOrEqual(10 * DAY_MS + 1000);
    expect(made).toMatchObject({ placesHeld: 3, payments: [], tickets: [] });
    expect([await soldOf(api, general), await soldOf(api, vip)]).toEqual([2, 1]);
    expect(made.history).toEqual([
      expect.objectContaining({ action: 'order.reserved_by_staff', actorEmail: manager.email }),
    ]);
    const [row] = await rowsOf<{ provider: string; names: string; s: string }>(
      api,
      sql`select o.payment_provider as provider, o.search_text as s,
            (select string_agg(n, ',' order by l.ticket_type_id = ${general}::uuid desc)
               from order_lines l, unnest(l.attendee_names) n where l.order_id = o.id) as names
          from orders o where o.id = ${made.id}`,
    );
    expect(row?.provider).toBe('OFFLINE');
    expect(row?.names).toBe('Ana Pérez,María López,María López');
    expect(row?.s).toContain('maria lopez');
    expect(await rowsOf(api, sql`select 1 from mail_outbox where "to" = ${input.buyerEmail}`)).toEqual([]);
    // Listed with the event's orders by default (a buyer's abandoned checkout is not), for staff to follow up.
    const listed = dataOf(await api.graphql(DEFAULT_LIST, { token: manager.token, variables: { e: event.id } }));
    expect(listed.eventOrderSearch.nodes.map((o) => o.id)).toEqual([made.id]);
  });

  // Guards: capacity binds staff as it binds the shop (SOLD_OUT with what remains), and nothing is held.
  it('refuses more places than remain: SOLD_OUT, nothing held', async () => {
    const { event, vip } = await saleEvent();
    dataOf(await reserveAs(owner, staffInput(event.id, [{ ticketTypeId: vip, quantity: 2 }])));
    const refused = await reserveAs(owner, staffInput(event.id, [{ ticketTypeId: vip, quantity: 2 }]));
    expect(errorOf(refused)).toMatchObject({ code: 'SOLD_OUT' });
    expect(await soldOf(api, vip)).toBe(2);
  });

  // Guards: the same form sent twice at once (a double click, a retry) makes one order and holds its places once.
  it('makes one order from a double submit of the same form', async () => {
    const { event, general } = await saleEvent();
    const input = staffInput(event.id, [{ ticketTypeId: general, quantity: 2 }]);
    const both = await Promise.all([reserveAs(manager.token, input), reserveAs(manager.token, input)]);
    const ids = both.map((r) => dataOf(r).reserveForBuyer.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await soldOf(api, general)).toBe(2);
    const again = dataOf(await reserveAs(manager.token, input)).reserveForBuyer;
    expect(again.id).toBe(ids[0]);
    const orders = await rowsOf(api, sql`select id from orders where event_id = ${event.id}`);
    expect(orders).toHaveLength(1);
  });

  // Guards: each field's bad value is refused on its field, and an unknown event is NOT_FOUND.
  it('refuses bad input on its field, and an unknown event', async () => {
    const { event, general } = await saleEvent();
    const line = [{ ticketTypeId: general, quantity: 1 }];
    const cases: [Partial<StaffOrderInput>, string][] = [
      [{ payWithinDays: 31 }, 'payWithinDays'],
      [{ payWithinDays: 0 }, 'payWithinDays'],
      [{ buyerEmail: 'not-an-address' }, 'buyerEmail'],
      [{ buyerName: ' ' }, 'buyerName'],
      [{ attendeeNames: ['One', 'Two'] }, 'attendeeNames'],
    ];
    for (const [extra, field] of cases) {
      const refused = await reserveAs(owner, staffInput(event.id, line, extra));
      expect(errorOf(refused)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    const junk = await reserveAs(owner, staffInput(event.id, [{ ticketTypeId: 'not-a-type', quantity: 1 }]));
    expect(errorOf(junk)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'lines' });
    const unknown = await reserveAs(owner, staffInput(randomUUID(), line));
    expect(errorOf(unknown)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await soldOf(api, general)).toBe(0);
  });

  // Guards: "mark paid" takes a card payment's path: tickets issued and valid, the order PAID with the payment
  // shown (provider, method, reference), one history entry under a double click; the tickets mail waits for the
  // staff-entered address to confirm itself, and follows once it does.
  it('marks an order paid by bank transfer: tickets issued, the payment shown, the mail after confirmation', async () => {
    const { event, general } = await saleEvent();
    const input = staffInput(event.id, [{ ticketTypeId: general, quantity: 2 }], { attendeeNames: ['Ana Pérez'] });
    const held = dataOf(await reserveAs(manager.token, input)).reserveForBuyer;
    const same = actionInput(held);
    const variables = { input: same, method: 'BANK_TRANSFER' as const, reference: 'SEPA 2026-114' };
    const both = await Promise.all([
      api.graphql(MARK_PAID, { token: manager.token, variables }),
      api.graphql(MARK_PAID, { token: manager.token, variables }),
    ]);
    const paid = dataOf(both[1] ?? both[0]).markOrderPaid;
    expect(paid.order.status).toBe('PAID');
    expect(paid.tickets.map((t) => [t.attendeeName, t.status])).toEqual([
      ['Ana Pérez', 'VALID'],
      ['María López', 'VALID'],
    ]);
    expect(paid.payments).toEqual([
      { provider: 'OFFLINE', method: 'BANK_TRANSFER', amountMinor: 3000, reference: 'SEPA 2026-114' },
    ]);
    expect(paid.refundableMinor).toBe(3000);
    expect(await soldOf(api, general)).toBe(2);
    const marked = paid.history.filter((h) => h.action === 'order.marked_paid');
    expect(marked).toHaveLength(1);
    expect(marked[0]?.changes).toContainEqual({ field: 'status', before: 'RESERVED', after: 'PAID' });
    // The address was typed by staff: it is asked to confirm itself before any tickets go to it.
    expect(paid.order.ticketsMailed).toBe(false);
    expect(await mailsTo(input.buyerEmail, 'order-confirmation')).toEqual([]);
    const [request] = await mailsTo(input.buyerEmail, 'address-confirmation');
    const token = /confirm-email\?token=([\w-]+)/.exec(request?.text ?? '')?.[1] ?? '';
    expect(dataOf(await api.graphql(CONFIRM_ADDRESS, { variables: { token } })).confirmEmailAddress).toBe(1);
    expect(await mailsTo(input.buyerEmail, 'order-confirmation')).toHaveLength(1);
  });

  // Guards: a hold that ended (its places back on sale) and an order already paid are refused with words.
  it('refuses to mark paid a hold that ended, or an order already paid', async () => {
    const { event, general } = await saleEvent();
    const held = dataOf(
      await reserveAs(owner, staffInput(event.id, [{ ticketTypeId: general, quantity: 1 }])),
    ).reserveForBuyer;
    await api.database.db.execute(
      sql`update orders set hold_expires_at = now() - interval '1 second', updated_at = ${held.version}::timestamptz
          where id = ${held.id}`,
    );
    const late = await api.graphql(MARK_PAID, {
      token: owner,
      variables: { input: actionInput(held), method: 'CASH' },
    });
    expect(errorOf(late)).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/hold has already ended/) });
    const other = dataOf(
      await reserveAs(owner, staffInput(event.id, [{ ticketTypeId: general, quantity: 1 }])),
    ).reserveForBuyer;
    const paid = dataOf(
      await api.graphql(MARK_PAID, { token: owner, variables: { input: actionInput(other), method: 'CASH' } }),
    ).markOrderPaid;
    expect(paid.payments[0]).toMatchObject({ method: 'CASH', reference: null });
    const twice = await api.graphql(MARK_PAID, {
      token: owner,
      variables: { input: actionInput(paid), method: 'CASH' },
    });
    expect(errorOf(twice)).toMatchObject({ code: 'CONFLICT', message: 'Only an order on hold can be marked paid.' });
  });

  // Guards: door staff and another organization's owner neither reserve nor mark paid (FORBIDDEN); a visitor is
  // UNAUTHENTICATED; nothing is held or changed.
  it('refuses door staff, other organizations and visitors', async () => {
    const { event, general } = await saleEvent();
    const held = dataOf(
      await reserveAs(owner, staffInput(event.id, [{ ticketTypeId: general, quantity: 1 }])),
    ).reserveForBuyer;
    for (const token of [door, stranger, undefined]) {
      const expected = token ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      const reserve = await reserveAs(token, staffInput(event.id, [{ ticketTypeId: general, quantity: 1 }]));
      const mark = await api.graphql(MARK_PAID, {
        ...(token ? { token } : {}),
        variables: { input: actionInput(held), method: 'CASH' },
      });
      expect([reserve, mark].map((r) => errorOf(r).code)).toEqual([expected, expected]);
    }
    expect(await soldOf(api, general)).toBe(1);
    const [row] = await rowsOf<{ status: string }>(api, sql`select status from orders where id = ${held.id}`);
    expect(row?.status).toBe('RESERVED');
  });
});
