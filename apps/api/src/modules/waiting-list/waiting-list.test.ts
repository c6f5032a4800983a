import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../../jobs.ts';
import {
  buy,
  confirmCard,
  reserve,
  rowsOf,
  setDetails,
  soldOf,
  startPayment,
  waitForStatus,
} from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import {
  addMember,
  createTicketType,
  dataOf,
  errorOf,
  present,
  publishedEvent,
  ticketTypeInput,
} from '../../test/org-fixtures.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { TEST_CARDS } from '../../test/checkout-fixtures.ts';
import { offerFreePlaces } from './offers.ts';

const SET_POLICY = graphql(`
  mutation SetWaitingListPolicy($eventId: ID!, $input: WaitingListPolicyInput!) {
    setWaitingListPolicy(eventId: $eventId, input: $input) {
      waitingListPolicy {
        enabled
        autoOffer
        offerHours
        skipGroups
        summary
      }
    }
  }
`);

const JOIN = graphql(`
  mutation JoinWaitingList($typeId: ID!, $quantity: Int!, $email: String) {
    joinWaitingList(ticketTypeId: $typeId, quantity: $quantity, email: $email) {
      status
      quantity
      email
      confirmationSent
      ticketTypeName
    }
  }
`);

const CONFIRM = graphql(`
  mutation ConfirmWaitingListEntry($token: String!) {
    confirmWaitingListEntry(token: $token) {
      status
      quantity
    }
  }
`);

const LIST = graphql(`
  query WaitingListOfEvent($slug: String!) {
    event(slug: $slug) {
      waitingList {
        id
        email
        quantity
        status
        position
        orderCode
      }
    }
  }
`);

const OFFER = graphql(`
  query WaitingListOfferByLink($token: String!) {
    waitingListOffer(token: $token) {
      status
      quantity
      orderId
      totalMinor
      closedReason
      ticketTypeName
    }
  }
`);

const TYPE_STATE = graphql(`
  query WaitingListTypeState($slug: String!) {
    event(slug: $slug) {
      ticketTypes {
        id
        availability
        waitingListOpen
      }
    }
  }
`);

const CLAIM = graphql(`
  mutation ClaimWaitingListOrder($id: ID!, $t: String!) {
    claimOrder(id: $id, claimToken: $t) {
      id
    }
  }
`);

const REFUND = graphql(`
  mutation RefundForWaitingList($id: ID!) {
    refundOrder(id: $id) {
      id
    }
  }
`);

const BY_HAND = graphql(`
  mutation OfferWaitingListByHand($id: ID!) {
    offerWaitingListPlaces(entryId: $id) {
      status
    }
  }
`);

const CANCEL_EVENT = graphql(`
  mutation CancelWaitingListEvent($id: ID!) {
    cancelEvent(id: $id) {
      status
    }
  }
`);

const REMOVE = graphql(`
  mutation RemoveWaitingListEntry($id: ID!) {
    removeWaitingListEntry(entryId: $id) {
      status
    }
  }
`);

let api: TestApi;
let sink: SmtpSink;
let owner: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await createTestApi({
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    RATE_LIMITS: 'createOrganization=1000/3600,reserve=1000/600,checkout=1000/3600',
  });
  owner = (await api.newAccount('owner')).idToken;
}, 60_000);
afterAll(async () => {
  await api.close();
  await sink.stop();
});

const POLICY = { enabled: true, autoOffer: true, offerHours: 24, skipGroups: false };

/** A published event whose one type (`capacity` places, at most 4 an order) is sold out to single buyers. */
async function soldOutEvent(capacity: number, policy = POLICY) {
  const { event, org, ticketType } = await publishedEvent(api, owner);
  const type = await createTicketType(api, owner, event.id, ticketTypeInput({ name: 'Pit', capacity, maxPerOrder: 4 }));
  await api.database.db.execute(sql`update ticket_types set capacity = 0 where id = ${ticketType.id}`);
  dataOf(await api.graphql(SET_POLICY, { token: owner, variables: { eventId: event.id, input: policy } }));
  const buyers = [];
  for (let i = 0; i < capacity; i++) {
    const buyer = await api.newAccount('early');
    buyers.push({ buyer, order: await buy(api, buyer.idToken, event.id, [{ ticketTypeId: type.id, quantity: 1 }]) });
  }
  return { event, org, type, buyers };
}

async function join(typeId: string, quantity: number, token?: string, email?: string) {
  return api.graphql(JOIN, { ...(token ? { token } : {}), variables: { typeId, quantity, email: email ?? null } });
}

async function entries(event: { slug: string }) {
  return dataOf(await api.graphql(LIST, { token: owner, variables: { slug: event.slug } })).event.waitingList;
}

/** The token of the newest link of `kind` mailed to `to`. */
async function mailedToken(to: string, kind: 'offers' | 'confirm'): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      () => {
        const mail = sink.arrived.findLast((m) => m.to.includes(to) && m.text.includes(`/waiting-list/${kind}/`));
        token = mail?.text.match(new RegExp(`/waiting-list/${kind}/([\\w-]+)`))?.[1];
        return token;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return present(token);
}

async function offerOrders(eventId: string) {
  return rowsOf<{ n: number }>(
    api,
    sql`select count(*)::int as n from waiting_list_entries w join orders o on o.id = w.offer_order_id
        where w.event_id = ${eventId}`,
  );
}

describe('the waiting list', () => {
  it('offers places that come back once each, in line order, keeping a group whole; an offer bought or lapsed moves on', async () => {
    const { event, type, buyers } = await soldOutEvent(3);
    const group = await api.newAccount('group');
    const single = await api.newAccount('single');
    const third = await api.newAccount('third');
    expect(dataOf(await join(type.id, 2, group.idToken)).joinWaitingList).toMatchObject({
      status: 'WAITING',
      quantity: 2,
      email: group.email,
      confirmationSent: false,
    });
    dataOf(await join(type.id, 1, single.idToken));
    dataOf(await join(type.id, 1, third.idToken));

    // One place back: the group of 2 at the head does not fit, and the single behind it does not jump the line;
    // nor can the public take it.
    dataOf(await api.graphql(REFUND, { token: owner, variables: { id: present(buyers[0]).order.id } }));
    await expect.poll(() => soldOf(api, type.id), { timeout: 10_000 }).toBe(2);
    expect(await offerFreePlaces(api.app.checkout.backends, type.id)).toBe(0);
    const stranger = await api.newAccount('stranger');
    expect(
      errorOf(await reserve(api, event.id, [{ ticketTypeId: type.id, quantity: 1 }], { token: stranger.idToken })).code,
    ).toBe('SOLD_OUT');
    const shown = dataOf(await api.graphql(TYPE_STATE, { variables: { slug: event.slug } })).event;
    expect(shown.ticketTypes.find((t) => t.id === type.id)).toMatchObject({
      availability: 'SOLD_OUT',
      waitingListOpen: true,
    });

    // Two more back: the group gets 2, the single 1, each exactly once, and capacity is never passed.
    dataOf(await api.graphql(REFUND, { token: owner, variables: { id: present(buyers[1]).order.id } }));
    dataOf(await api.graphql(REFUND, { token: owner, variables: { id: present(buyers[2]).order.id } }));
    await expect
      .poll(async () => (await entries(event)).map((e) => [e.email, e.status]), { timeout: 15_000 })
      .toEqual([
        [group.email, 'OFFERED'],
        [single.email, 'OFFERED'],
        [third.email, 'WAITING'],
      ]);
    expect(await soldOf(api, type.id)).toBe(3);
    expect(await offerFreePlaces(api.app.checkout.backends, type.id)).toBe(0);
    expect(present((await offerOrders(event.id))[0]).n).toBe(2);
    expect((await entries(event)).find((e) => e.email === third.email)?.position).toBe(1);

    // The group buys through its link (signed in, its checkout claims the held order).
    const token = await mailedToken(present(group.email), 'offers');
    const offer = dataOf(await api.graphql(OFFER, { variables: { token } })).waitingListOffer;
    expect(offer).toMatchObject({ status: 'OFFERED', quantity: 2, totalMinor: 3000, closedReason: null });
    const orderId = present(offer.orderId);
    dataOf(await api.graphql(CLAIM, { token: group.idToken, variables: { id: orderId, t: token } }));
    dataOf(await setDetails(api, group.idToken, orderId, ['Gia', 'Gus']));
    const session = dataOf(await startPayment(api, group.idToken, orderId)).startPayment;
    await confirmCard(api, present(session.clientSecret), TEST_CARDS.succeeds);
    await waitForStatus(api, group.idToken, orderId, 'PAID');

    // The single lets the offer run out: it lapses, and the next in line is offered the place.
    await api.database.db.execute(sql`
      update order_lines set held_until = now() - interval '1 second'
      where released_at is null and order_id = (select offer_order_id from waiting_list_entries
        where ticket_type_id = ${type.id} and email = ${single.email})`);
    await sweepExpiredHolds(api.app.checkout.backends);
    await expect
      .poll(async () => (await entries(event)).map((e) => [e.email, e.status]).sort(), { timeout: 15_000 })
      .toEqual(
        [
          [group.email, 'BOUGHT'],
          [single.email, 'LAPSED'],
          [third.email, 'OFFERED'],
        ].sort(),
      );
    const lapsed = dataOf(
      await api.graphql(OFFER, { variables: { token: await mailedToken(present(single.email), 'offers') } }),
    );
    expect(lapsed.waitingListOffer.closedReason).toMatch(/went to the next person/);
    expect(await soldOf(api, type.id)).toBe(3);
  });

  it('lets a smaller entry go first only when the organizer allows it', async () => {
    const { event, type, buyers } = await soldOutEvent(2, { ...POLICY, skipGroups: true });
    const group = await api.newAccount('group');
    const single = await api.newAccount('single');
    dataOf(await join(type.id, 2, group.idToken));
    dataOf(await join(type.id, 1, single.idToken));
    dataOf(await api.graphql(REFUND, { token: owner, variables: { id: present(buyers[0]).order.id } }));
    await expect
      .poll(async () => (await entries(event)).map((e) => [e.email, e.status]), { timeout: 15_000 })
      .toEqual([
        [single.email, 'OFFERED'],
        [group.email, 'WAITING'],
      ]);
  });

  it('never offers a place twice under a rush of refunds and rounds at once', async () => {
    const { event, type, buyers } = await soldOutEvent(5);
    const waiting = [];
    for (let i = 0; i < 6; i++) {
      const person = await api.newAccount('rush');
      dataOf(await join(type.id, 1, person.idToken));
      waiting.push(person);
    }
    await Promise.all([
      ...buyers.map(({ order }) => api.graphql(REFUND, { token: owner, variables: { id: order.id } })),
      ...buyers.map(() => offerFreePlaces(api.app.checkout.backends, type.id)),
    ]);
    await expect.poll(async () => present((await offerOrders(event.id))[0]).n, { timeout: 20_000 }).toBe(5);
    await Promise.all([1, 2, 3].map(() => offerFreePlaces(api.app.checkout.backends, type.id)));
    const list = await entries(event);
    expect(list.filter((e) => e.status === 'OFFERED')).toHaveLength(5);
    expect(list.filter((e) => e.status === 'WAITING').map((e) => e.email)).toEqual([present(waiting[5]).email]);
    expect(new Set(list.flatMap((e) => (e.orderCode ? [e.orderCode] : []))).size).toBe(5);
    expect(await soldOf(api, type.id)).toBe(5);
  });

  it('asks a guest to confirm first, updates an entry joined twice, and refuses bad input on its field', async () => {
    const { event, type } = await soldOutEvent(1);
    const guest = dataOf(await join(type.id, 2, undefined, 'Guest.Waiter@Example.test')).joinWaitingList;
    expect(guest).toMatchObject({ status: 'UNCONFIRMED', confirmationSent: true, email: 'guest.waiter@example.test' });
    const again = dataOf(await join(type.id, 3, undefined, 'guest.waiter@example.test')).joinWaitingList;
    // Unconfirmed yet: the new places are kept, and a new link is sent (the first may be lost).
    expect(again).toMatchObject({ status: 'UNCONFIRMED', quantity: 3, confirmationSent: true });
    // Two links were mailed (each by its own job, in either order): the newer works, the replaced one opens nothing.
    const links = () =>
      sink.arrived.flatMap((m) =>
        m.to.includes('guest.waiter@example.test') ? [...m.text.matchAll(/\/waiting-list\/confirm\/([\w-]+)/g)] : [],
      );
    await expect.poll(() => links().length, { timeout: 15_000 }).toBe(2);
    const answers = await Promise.all(
      links().map(async ([, token]) => api.graphql(CONFIRM, { variables: { token: present(token) } })),
    );
    expect(answers.map((a) => a.body.data?.confirmWaitingListEntry ?? errorOf(a).code).sort()).toEqual(
      [{ status: 'WAITING', quantity: 3 }, 'NOT_FOUND'].sort(),
    );
    const list = await entries(event);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'WAITING', quantity: 3, position: 1 });

    // Someone who has not proven the address changes nothing and learns nothing; the address is told they asked.
    const stranger = dataOf(await join(type.id, 1, undefined, 'guest.waiter@example.test')).joinWaitingList;
    expect(stranger).toMatchObject({ status: 'UNCONFIRMED', confirmationSent: true });
    expect((await entries(event))[0]).toMatchObject({ status: 'WAITING', quantity: 3 });
    await expect
      .poll(
        () =>
          sink.arrived.some(
            (m) => m.to.includes('guest.waiter@example.test') && /^Your place on the waiting list/.test(m.subject),
          ),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);

    expect(errorOf(await join(type.id, 5, undefined, 'x@example.test'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'quantity',
    });
    expect(errorOf(await join(type.id, 1, undefined, 'not an address'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'email',
    });
    expect(errorOf(await join(type.id, 1))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    const onSale = await createTicketType(api, owner, event.id, ticketTypeInput({ name: 'Balcony' }));
    expect(errorOf(await join(onSale.id, 1, undefined, 'x@example.test'))).toMatchObject({ code: 'CONFLICT' });
  });

  it('lets owners and managers offer by hand, remove, and set the policy; nobody else', async () => {
    const { event, org, type, buyers } = await soldOutEvent(1, { ...POLICY, autoOffer: false });
    const person = await api.newAccount('hand');
    dataOf(await join(type.id, 1, person.idToken));
    const entry = present((await entries(event))[0]);
    expect(errorOf(await api.graphql(BY_HAND, { token: owner, variables: { id: entry.id } }))).toMatchObject({
      code: 'CONFLICT',
    });
    dataOf(await api.graphql(REFUND, { token: owner, variables: { id: present(buyers[0]).order.id } }));
    await expect.poll(() => soldOf(api, type.id), { timeout: 10_000 }).toBe(0);
    // Automatic offers are off: the place waits for the organizer.
    expect(await offerFreePlaces(api.app.checkout.backends, type.id)).toBe(0);

    const door = await addMember(api, owner, org.id, 'DOOR_STAFF');
    const outsider = await api.newAccount('outsider');
    for (const token of [door.token, outsider.idToken]) {
      expect(errorOf(await api.graphql(BY_HAND, { token, variables: { id: entry.id } })).code).toMatch(
        /FORBIDDEN|NOT_FOUND/,
      );
      expect(errorOf(await api.graphql(REMOVE, { token, variables: { id: entry.id } })).code).toMatch(
        /FORBIDDEN|NOT_FOUND/,
      );
      expect(
        errorOf(await api.graphql(SET_POLICY, { token, variables: { eventId: event.id, input: POLICY } })).code,
      ).toBe('FORBIDDEN');
      expect(errorOf(await api.graphql(LIST, { token, variables: { slug: event.slug } })).code).toBe('FORBIDDEN');
    }
    expect(errorOf(await api.graphql(BY_HAND, { variables: { id: entry.id } })).code).toBe('UNAUTHENTICATED');
    const bad = { ...POLICY, offerHours: 0 };
    expect(
      errorOf(await api.graphql(SET_POLICY, { token: owner, variables: { eventId: event.id, input: bad } })),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'offerHours',
    });

    const manager = await addMember(api, owner, org.id, 'MANAGER');
    expect(
      dataOf(await api.graphql(BY_HAND, { token: manager.token, variables: { id: entry.id } })).offerWaitingListPlaces,
    ).toEqual({
      status: 'OFFERED',
    });
    await mailedToken(present(person.email), 'offers');
    const second = await api.newAccount('second');
    // The place is held by the offer: the public still cannot buy it, and a new entry waits.
    dataOf(await join(type.id, 1, second.idToken));
    const next = present((await entries(event)).find((e) => e.email === second.email));
    expect(
      dataOf(await api.graphql(REMOVE, { token: owner, variables: { id: next.id } })).removeWaitingListEntry,
    ).toEqual({
      status: 'REMOVED',
    });
  });

  it('closes with a cancelled event: those in line are taken off and an offer’s places let go', async () => {
    const { event, type, buyers } = await soldOutEvent(2);
    const offered = await api.newAccount('offered');
    const waiting = await api.newAccount('waiting');
    dataOf(await join(type.id, 1, offered.idToken));
    dataOf(await join(type.id, 1, waiting.idToken));
    dataOf(await api.graphql(REFUND, { token: owner, variables: { id: present(buyers[0]).order.id } }));
    await expect
      .poll(async () => (await entries(event)).map((e) => e.status), { timeout: 15_000 })
      .toEqual(['OFFERED', 'WAITING']);
    dataOf(await api.graphql(CANCEL_EVENT, { token: owner, variables: { id: event.id } }));
    expect((await entries(event)).map((e) => e.status).sort()).toEqual(['LAPSED', 'REMOVED']);
    const [row] = await rowsOf<{ waiting: number; held: number }>(
      api,
      sql`select waiting_places as waiting, (select count(*)::int from orders o join waiting_list_entries w
            on w.offer_order_id = o.id where w.ticket_type_id = ${type.id} and o.status = 'RESERVED') as held
          from ticket_types where id = ${type.id}`,
    );
    expect(row).toEqual({ waiting: 0, held: 0 });
  });
});
