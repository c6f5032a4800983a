import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../test/gql/index.ts';
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
import { buy, confirmCard, rowsOf, soldOf } from '../../test/checkout-fixtures.ts';
import { TEST_CARDS } from '../payments/simulated/cards.ts';
import { expireTicketChange } from './type-change-payment.ts';

/*
 * A ticket moved to another type from the back office (issue 22): a cheaper type moves at once and the difference
 * goes back to the card; a sold-out type refuses and nothing moves; a dearer type holds its place, mails the buyer a
 * link, and moves only once the buyer pays the difference (a later refund of the order draws on both payments); a
 * change not paid in time gives its place back. Door staff and other organizations are refused. Once on PGlite and
 * once on PostgreSQL.
 */

export const CHANGE_FIELDS = graphql(`
  fragment TypeChangeDetail on OrderDetail {
    id
    version
    order {
      status
      totalMinor
      refundedMinor
    }
    tickets {
      id
      status
      ticketTypeName
    }
    typeChanges {
      toTypeName
      differenceMinor
      status
    }
    typeChoices {
      name
      remaining
    }
    history {
      action
      changes {
        field
        before
        after
      }
    }
  }
`);

const MANAGED = graphql(`
  query TypeChangeManagedOrder($eventId: ID!, $code: String!) {
    managedOrder(eventId: $eventId, code: $code) {
      ...TypeChangeDetail
    }
  }
`);

const CHANGE = graphql(`
  mutation ChangeTicketType($input: OrderActionInput!, $ticketId: ID!, $ticketTypeId: ID!) {
    changeTicketType(input: $input, ticketId: $ticketId, ticketTypeId: $ticketTypeId) {
      ...TypeChangeDetail
    }
  }
`);

const CHANGE_PAYMENT = graphql(`
  query TicketChangePayment($id: ID!, $token: String!) {
    ticketChangePayment(id: $id, token: $token) {
      status
      attendeeName
      fromTypeName
      toTypeName
      differenceMinor
      currency
    }
  }
`);

const PAY_CHANGE = graphql(`
  mutation PayTicketChange($id: ID!, $token: String!) {
    payTicketChange(id: $id, token: $token) {
      provider
      clientSecret
      change {
        status
      }
    }
  }
`);

const REFUND_WHOLE = graphql(`
  mutation RefundAfterTypeChange($id: ID!) {
    refundOrder(id: $id) {
      id
      status
    }
  }
`);

const DOOR_COPY = graphql(`
  query DoorCopyTypes($slug: String!) {
    scannerData(eventSlug: $slug) {
      tickets {
        id
        ticketTypeId
        version
      }
    }
  }
`);

const SETUPS = [
  { name: process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
];

describe.each(SETUPS)('changing a ticket type ($name)', ({ postgres }) => {
  let api: TestApi;
  let owner: string;
  let manager: string;
  let door: string;
  let stranger: string;
  let buyer: string;
  let organizationId: string;

  beforeAll(async () => {
    api = await createTestApi({}, { jobs: false, postgres });
    owner = (await api.newAccount('owner')).idToken;
    organizationId = (await createOrganization(api, owner)).id;
    manager = (await addMember(api, owner, organizationId, 'MANAGER')).token;
    door = (await addMember(api, owner, organizationId, 'DOOR_STAFF')).token;
    stranger = (await api.newAccount('stranger')).idToken;
    await createOrganization(api, stranger, 'Elsewhere Events');
    buyer = (await api.newAccount('buyer')).idToken;
  });
  afterAll(() => api.close());

  /** A published event (£15 General admission, £40 VIP, £10 Balcony of one place) and a paid order of General + VIP. */
  async function paidOrder() {
    const event = await createEvent(api, owner, organizationId);
    const general = (await createTicketType(api, owner, event.id)).id;
    const vip = (await createTicketType(api, owner, event.id, { name: 'VIP', priceMinor: 4000, capacity: 10 })).id;
    const balcony = (await createTicketType(api, owner, event.id, { name: 'Balcony', priceMinor: 1000, capacity: 1 }))
      .id;
    dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
    const order = await buy(api, buyer, event.id, [
      { ticketTypeId: general, quantity: 1 },
      { ticketTypeId: vip, quantity: 1 },
    ]);
    const [row] = await rowsOf<{ code: string }>(api, sql`select code from orders where id = ${order.id}`);
    const read = async () =>
      dataOf(await api.graphql(MANAGED, { token: manager, variables: { eventId: event.id, code: row?.code ?? '' } }))
        .managedOrder;
    const seen = await read();
    const ticketOf = (typeName: string) => seen.tickets.find((t) => t.ticketTypeName === typeName)?.id ?? '';
    return { event, general, vip, balcony, order, seen, read, ticketOf };
  }

  const input = (seen: { id: string; version: string }) => ({
    orderId: seen.id,
    expectedVersion: seen.version,
    idempotencyKey: randomUUID(),
  });

  async function providerRefunds(orderId: string) {
    return rowsOf<{ amount: number; intent: string }>(
      api,
      sql`select r.amount::int as amount, r.payment_intent_id as intent from simulated_refunds r
        where r.payment_intent_id in (select payment_intent_id from orders where id = ${orderId}
          union select payment_intent_id from ticket_changes where order_id = ${orderId})
        order by r.amount`,
    );
  }

  // Guards: a cheaper type moves the ticket now, gives the difference back once (a double click asks once), moves
  // the places, and the door's copy has the new type with a newer code version.
  it('moves a VIP ticket to General admission and refunds the difference', async () => {
    const { event, general, vip, seen, read, ticketOf, order } = await paidOrder();
    const ticketId = ticketOf('VIP');
    const variables = { input: input(seen), ticketId, ticketTypeId: general };
    const both = await Promise.all([
      api.graphql(CHANGE, { token: manager, variables }),
      api.graphql(CHANGE, { token: manager, variables }),
    ]);
    both.forEach((res) => dataOf(res));
    expect(await soldOf(api, vip)).toBe(0);
    expect(await soldOf(api, general)).toBe(2);
    expect(await providerRefunds(order.id)).toEqual([expect.objectContaining({ amount: 2500 })]);
    const after = await read();
    expect(after.tickets.map((t) => t.ticketTypeName)).toEqual(['General admission', 'General admission']);
    expect(after.order).toMatchObject({ status: 'PARTIALLY_REFUNDED', totalMinor: 5500, refundedMinor: 2500 });
    expect(after.typeChanges).toEqual([{ toTypeName: 'General admission', differenceMinor: -2500, status: 'DONE' }]);
    // The words the orders export writes for it follow the move (migration 0026's triggers).
    const [words] = await rowsOf<{ ticket_count: number; ticket_summary: string }>(
      api,
      sql`select ticket_count, ticket_summary from orders where id = ${order.id}`,
    );
    expect(words).toEqual({ ticket_count: 2, ticket_summary: '2 × General admission' });
    const entry = after.history.find((h) => h.action === 'ticket.type_changed');
    expect(entry?.changes).toContainEqual({ field: 'ticketType', before: 'VIP', after: 'General admission' });
    const copy = dataOf(await api.graphql(DOOR_COPY, { token: door, variables: { slug: event.slug } })).scannerData;
    expect(copy.tickets.find((t) => t.id === ticketId)).toEqual({ id: ticketId, ticketTypeId: general, version: 2 });
  });

  // Guards: a sold-out type refuses with CONFLICT naming it, and nothing moves or is refunded.
  it('refuses a sold-out type and changes nothing', async () => {
    const first = await paidOrder();
    // The one Balcony place goes to this order's General ticket (cheaper), so the next asks of it find none.
    dataOf(
      await api.graphql(CHANGE, {
        token: manager,
        variables: {
          input: input(first.seen),
          ticketId: first.ticketOf('General admission'),
          ticketTypeId: first.balcony,
        },
      }),
    );
    const now = await first.read();
    const refused = await api.graphql(CHANGE, {
      token: manager,
      variables: { input: input(now), ticketId: first.ticketOf('VIP'), ticketTypeId: first.balcony },
    });
    expect(errorOf(refused)).toMatchObject({ code: 'CONFLICT' });
    expect(errorOf(refused).message).toMatch(/Balcony is sold out/);
    expect(await soldOf(api, first.vip)).toBe(1);
    expect(await soldOf(api, first.balcony)).toBe(1);
    expect((await first.read()).tickets.map((t) => t.ticketTypeName).sort()).toEqual(['Balcony', 'VIP']);
  });

  // Guards: a dearer type holds its place and waits; the buyer's link (mailed, its secret checked) pays the
  // difference; the ticket moves once paid, the total grows, and a whole refund asks each payment for its part.
  it('asks the buyer to pay for a dearer type, moves the ticket once paid, refunds both payments', async () => {
    const { general, vip, seen, read, ticketOf, order } = await paidOrder();
    const ticketId = ticketOf('General admission');
    const waiting = dataOf(
      await api.graphql(CHANGE, { token: manager, variables: { input: input(seen), ticketId, ticketTypeId: vip } }),
    ).changeTicketType;
    expect(waiting.typeChanges).toEqual([{ toTypeName: 'VIP', differenceMinor: 2500, status: 'AWAITING_PAYMENT' }]);
    expect(waiting.tickets.map((t) => t.ticketTypeName).sort()).toEqual(['General admission', 'VIP']);
    expect(await soldOf(api, vip)).toBe(2);
    const [mail] = await rowsOf<{ text: string }>(
      api,
      sql`select text from mail_outbox where meta->>'kind' = 'type-change-payment' and meta->>'orderId' = ${order.id}`,
    );
    const link = /\/changes\/([0-9a-f-]{36})#(\S+)/.exec(mail?.text ?? '');
    const id = link?.[1] ?? '';
    const token = decodeURIComponent(link?.[2] ?? '');
    expect(mail?.text).toContain('VIP costs £25.00 more');
    const wrong = await api.graphql(CHANGE_PAYMENT, { variables: { id, token: `${token}x` } });
    expect(errorOf(wrong)).toMatchObject({ code: 'NOT_FOUND' });
    const shown = dataOf(await api.graphql(CHANGE_PAYMENT, { variables: { id, token } })).ticketChangePayment;
    expect(shown).toMatchObject({ status: 'AWAITING_PAYMENT', fromTypeName: 'General admission', toTypeName: 'VIP' });
    const session = dataOf(await api.graphql(PAY_CHANGE, { variables: { id, token } })).payTicketChange;
    expect(session.provider).toBe('SIMULATED');
    expect((await confirmCard(api, session.clientSecret ?? '', TEST_CARDS.succeeds)).body.status).toBe('succeeded');
    const deadline = Date.now() + 10_000;
    while ((await read()).typeChanges[0]?.status !== 'DONE' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const after = await read();
    expect(after.tickets.map((t) => t.ticketTypeName)).toEqual(['VIP', 'VIP']);
    expect(after.order).toMatchObject({ status: 'PAID', totalMinor: 8000 });
    expect(await soldOf(api, general)).toBe(0);
    expect(await soldOf(api, vip)).toBe(2);
    dataOf(await api.graphql(REFUND_WHOLE, { token: manager, variables: { id: order.id } }));
    expect((await providerRefunds(order.id)).map((r) => r.amount)).toEqual([2500, 5500]);
  });

  // Guards: a change not paid in time gives its held place back, and its link can no longer pay.
  it('gives the held place back when the buyer does not pay in time', async () => {
    const { vip, seen, read, ticketOf } = await paidOrder();
    const ticketId = ticketOf('General admission');
    dataOf(
      await api.graphql(CHANGE, { token: manager, variables: { input: input(seen), ticketId, ticketTypeId: vip } }),
    );
    const [change] = await rowsOf<{ id: string }>(
      api,
      sql`select id from ticket_changes where ticket_id = ${ticketId}`,
    );
    await api.database.db.execute(
      sql`update ticket_changes set expires_at = now() - interval '1 second' where id = ${change?.id ?? ''}`,
    );
    await expireTicketChange({ db: api.database.db }, change?.id ?? '');
    expect(await soldOf(api, vip)).toBe(1);
    const after = await read();
    expect(after.typeChanges[0]?.status).toBe('EXPIRED');
    expect(after.tickets.map((t) => t.ticketTypeName).sort()).toEqual(['General admission', 'VIP']);
  });

  // Guards: only the event's owners and managers move tickets; bad ids name the field.
  it('refuses door staff, other organizations and ids that name nothing', async () => {
    const { general, seen, ticketOf } = await paidOrder();
    const variables = { input: input(seen), ticketId: ticketOf('VIP'), ticketTypeId: general };
    expect(errorOf(await api.graphql(CHANGE, { token: door, variables })).code).toBe('FORBIDDEN');
    expect(errorOf(await api.graphql(CHANGE, { token: stranger, variables })).code).toMatch(/FORBIDDEN|NOT_FOUND/);
    const badType = await api.graphql(CHANGE, {
      token: manager,
      variables: { ...variables, ticketTypeId: 'not-an-id' },
    });
    expect(errorOf(badType)).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
