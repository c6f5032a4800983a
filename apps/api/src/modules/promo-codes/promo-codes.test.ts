import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmCard,
  getOrder,
  reserve,
  rowsOf,
  setDetails,
  soldOf,
  startPayment,
  TEST_CARDS,
  waitForStatus,
  type Line,
} from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import type { PromoCodeInput } from '../../test/gql/graphql.ts';
import {
  addMember,
  createTicketType,
  dataOf,
  errorOf,
  present,
  publishedEvent,
  utcLocal,
} from '../../test/org-fixtures.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';

const CREATE = graphql(`
  mutation CreatePromoCode($eventId: ID!, $input: PromoCodeInput!) {
    createPromoCode(eventId: $eventId, input: $input) {
      id
      code
      summary
      status
      uses
    }
  }
`);

const BATCH = graphql(`
  mutation CreatePromoCodeBatch($eventId: ID!, $input: PromoCodeBatchInput!) {
    createPromoCodeBatch(eventId: $eventId, input: $input) {
      code
      maxUses
      batch
    }
  }
`);

const CODES = graphql(`
  query PromoCodesOfEvent($slug: String!) {
    event(slug: $slug) {
      promoCodes {
        code
        uses
        ordersPaid
        revenueMinor
        discountGivenMinor
      }
    }
  }
`);

const DELETE = graphql(`
  mutation DeletePromoCode($id: ID!) {
    deletePromoCode(id: $id)
  }
`);

const PAGE = graphql(`
  query EventPageWithCode($slug: String!, $code: String) {
    event(slug: $slug) {
      codeOffer(code: $code) {
        code
        status
        summary
        message
      }
      ticketTypes(unlockCode: $code) {
        name
        priceMinor
        offerPriceMinor
      }
    }
  }
`);

const ORDER_CODE = graphql(`
  query OrderPromoCode($id: ID!, $claimToken: String) {
    order(id: $id, claimToken: $claimToken) {
      totalMinor
      promoCode
      discountMinor
      lines {
        unitPriceMinor
        listUnitPriceMinor
      }
    }
  }
`);

const MANAGED = graphql(`
  query PromoManagedOrder($eventId: ID!, $code: String!) {
    managedOrder(eventId: $eventId, code: $code) {
      version
      tickets {
        id
      }
    }
  }
`);

const CHANGE_TYPE = graphql(`
  mutation PromoChangeTicketType($input: OrderActionInput!, $ticketId: ID!, $ticketTypeId: ID!) {
    changeTicketType(input: $input, ticketId: $ticketId, ticketTypeId: $ticketTypeId) {
      version
    }
  }
`);

const REFUND = graphql(`
  mutation PromoRefund($id: ID!) {
    refundOrder(id: $id) {
      id
    }
  }
`);

let api: TestApi;
let owner: string;

beforeAll(async () => {
  // Each test sells its own event of its own organization.
  api = await createTestApi({ RATE_LIMITS: 'createOrganization=1000/3600' });
  owner = (await api.newAccount('owner')).idToken;
});
afterAll(() => api.close());

const rules = (overrides: Partial<PromoCodeInput> = {}): PromoCodeInput => ({
  code: 'SUMMER20',
  priceMode: 'PERCENT_OFF',
  priceValue: 20,
  revealsHidden: false,
  ticketTypeIds: [],
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerOrder: null,
  minQuantity: 1,
  ...overrides,
});

async function createCode(eventId: string, overrides: Partial<PromoCodeInput> = {}) {
  return dataOf(await api.graphql(CREATE, { token: owner, variables: { eventId, input: rules(overrides) } }))
    .createPromoCode;
}

/** An event on sale with General admission (£15.00, the fixture's) and a second, dearer type. */
async function onSale(overrides: { currency?: string } = {}) {
  const { event, ticketType } = await publishedEvent(api, owner, overrides);
  const vip = await createTicketType(api, owner, event.id, { name: 'VIP', priceMinor: 4999 });
  return { event, general: ticketType, vip };
}

const keptOf = async (id: string) =>
  Number(
    (await rowsOf<{ kept: number }>(api, sql`select reserved_places as kept from ticket_types where id = ${id}`))[0]
      ?.kept,
  );

const UPDATE_CODE = graphql(`
  mutation UpdateQuotaCode($id: ID!, $input: PromoCodeInput!) {
    updatePromoCode(id: $id, input: $input) {
      id
    }
  }
`);

const DELETE_TYPE = graphql(`
  mutation DeleteKeptType($id: ID!) {
    deleteTicketType(id: $id)
  }
`);

const TYPES_WITH_CODE = graphql(`
  query TypesWithQuotaCode($slug: String!, $code: String) {
    event(slug: $slug) {
      ticketTypes(unlockCode: $code) {
        id
        availability
      }
    }
  }
`);

const codeUses = async (id: string) =>
  Number((await rowsOf<{ uses: number }>(api, sql`select uses from promo_codes where id = ${id}`))[0]?.uses);

/** Reserve with a code, name the places, pay with 4242: a signed-in buyer's whole path. */
async function buyWith(eventId: string, lines: Line[], code: string) {
  const buyer = (await api.newAccount('buyer')).idToken;
  const { order } = dataOf(await reserve(api, eventId, lines, { token: buyer, unlockCode: code })).reserveTickets;
  const places = lines.reduce((n, l) => n + l.quantity, 0);
  dataOf(
    await setDetails(
      api,
      buyer,
      order.id,
      Array.from({ length: places }, (_, i) => `Guest ${i + 1}`),
    ),
  );
  const session = dataOf(await startPayment(api, buyer, order.id)).startPayment;
  if (session.clientSecret) await confirmCard(api, session.clientSecret, TEST_CARDS.succeeds);
  return { buyer, order: await waitForStatus(api, buyer, order.id, 'PAID') };
}

describe('promo codes on the event page', () => {
  it('show the discounted price of the types a code covers, and say what it gives', async () => {
    const { event, general, vip } = await onSale();
    await createCode(event.id, { code: 'Summer20', ticketTypeIds: [general.id] });
    const page = present(dataOf(await api.graphql(PAGE, { variables: { slug: event.slug, code: 'summer20' } })).event);
    expect(page.codeOffer).toEqual({ code: 'Summer20', status: 'VALID', summary: '20% off', message: null });
    expect(page.ticketTypes).toEqual([
      { name: 'General admission', priceMinor: 1500, offerPriceMinor: 1200 },
      { name: 'VIP', priceMinor: 4999, offerPriceMinor: null },
    ]);
    expect(vip.id).not.toBe(general.id);
  });

  it('say why a code cannot be used, and leave the prices as they were', async () => {
    const { event } = await onSale();
    await createCode(event.id, { code: 'OLD-CODE', validUntil: utcLocal(-1) });
    await createCode(event.id, { code: 'SOON-CODE', validFrom: utcLocal(2) });
    const pageWith = async (code: string) =>
      present(dataOf(await api.graphql(PAGE, { variables: { slug: event.slug, code } })).event);
    const expired = await pageWith('old-code');
    expect(expired.codeOffer).toMatchObject({ status: 'EXPIRED', message: 'That code has expired.' });
    expect(expired.ticketTypes.map((t) => t.offerPriceMinor)).toEqual([null, null]);
    expect((await pageWith('SOON-CODE')).codeOffer).toMatchObject({ status: 'NOT_YET_VALID' });
    expect((await pageWith('NO-SUCH-CODE')).codeOffer).toBeNull();
  });
});

describe('promo codes at checkout', () => {
  it('price the order on the server, record the code, and take one use per ticket it covers', async () => {
    const { event, general, vip } = await onSale();
    const code = await createCode(event.id, { code: 'FIVER', priceMode: 'AMOUNT_OFF', priceValue: 500 });
    const lines = [
      { ticketTypeId: general.id, quantity: 2 },
      { ticketTypeId: vip.id, quantity: 1 },
    ];
    const { buyer, order } = await buyWith(event.id, lines, 'fiver');
    const paid = present(dataOf(await api.graphql(ORDER_CODE, { token: buyer, variables: { id: order.id } })).order);
    // 2 × (1500 − 500) + (4999 − 500)
    expect(paid).toMatchObject({ totalMinor: 6499, promoCode: 'FIVER', discountMinor: 1500 });
    expect(paid.lines).toEqual(
      expect.arrayContaining([
        { unitPriceMinor: 1000, listUnitPriceMinor: 1500 },
        { unitPriceMinor: 4499, listUnitPriceMinor: 4999 },
      ]),
    );
    expect(await codeUses(code.id)).toBe(3);
    const listed = dataOf(await api.graphql(CODES, { token: owner, variables: { slug: event.slug } })).event;
    expect(listed.promoCodes).toEqual([
      { code: 'FIVER', uses: 3, ordersPaid: 1, revenueMinor: 6499, discountGivenMinor: 1500 },
    ]);
  });

  it('rounds a percentage in a currency without minor units (JPY)', async () => {
    const { event } = await publishedEvent(api, owner, { currency: 'JPY' });
    const yen = await createTicketType(api, owner, event.id, { name: 'Seat', priceMinor: 1234 });
    await createCode(event.id, { code: 'YEN20' });
    const { order } = dataOf(
      await reserve(api, event.id, [{ ticketTypeId: yen.id, quantity: 3 }], { unlockCode: 'yen20' }),
    ).reserveTickets;
    // ¥1,234 less 20% (¥246.8, ¥247 off): ¥987 each.
    expect(order.totalMinor).toBe(3 * 987);
  });

  it('refuses a code that cannot apply, saying why, and holds nothing', async () => {
    const { event, general, vip } = await onSale();
    await createCode(event.id, { code: 'VIP-ONLY', ticketTypeIds: [vip.id] });
    await createCode(event.id, { code: 'GROUPS', minQuantity: 4, maxUsesPerOrder: 6 });
    await createCode(event.id, { code: 'ENDED-CODE', validUntil: utcLocal(-1) });
    const refused = async (lines: Line[], unlockCode: string) =>
      errorOf(await reserve(api, event.id, lines, { unlockCode }));
    const general2 = [{ ticketTypeId: general.id, quantity: 2 }];
    expect(await refused(general2, 'vip-only')).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'unlockCode',
      message: 'That code does not apply to these tickets. It is for VIP only.',
    });
    expect((await refused(general2, 'groups')).message).toBe(
      'That code needs at least 4 tickets it covers in the order.',
    );
    expect((await refused([{ ticketTypeId: general.id, quantity: 7 }], 'groups')).message).toBe(
      'That code covers at most 6 tickets per order.',
    );
    expect((await refused(general2, 'ended-code')).message).toBe('That code has expired.');
    expect(await soldOf(api, general.id)).toBe(0);
  });

  it('gives its uses back when a hold ends and when an order is refunded; never past its limit', async () => {
    const { event, general } = await onSale();
    const code = await createCode(event.id, { code: 'THREE-USES', maxUses: 3 });
    const line = (quantity: number) => [{ ticketTypeId: general.id, quantity }];
    const held = dataOf(await reserve(api, event.id, line(2), { unlockCode: 'three-uses' })).reserveTickets;
    expect(await codeUses(code.id)).toBe(2);
    expect(errorOf(await reserve(api, event.id, line(2), { unlockCode: 'three-uses' })).message).toBe(
      'That code has been used up.',
    );
    // The hold ends: read after its time, it gives back its places and its uses.
    await api.database.db.execute(
      sql`update order_lines set held_until = now() - interval '1 second' where order_id = ${held.order.id}`,
    );
    await api.database.db.execute(
      sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${held.order.id}`,
    );
    expect(dataOf(await getOrder(api, undefined, held.order.id, held.claimToken)).order.status).toBe('EXPIRED');
    expect(await codeUses(code.id)).toBe(0);

    const { order } = await buyWith(event.id, line(3), 'three-uses');
    expect(await codeUses(code.id)).toBe(3);
    dataOf(await api.graphql(REFUND, { token: owner, variables: { id: order.id } }));
    await expect.poll(() => codeUses(code.id), { timeout: 10_000 }).toBe(0);
    expect(await soldOf(api, general.id)).toBe(0);
  });

  it('keeps a quota’s places for its holders: the public cannot take them, the code can, and a hold gives them back', async () => {
    const { event } = await onSale();
    const stalls = await createTicketType(api, owner, event.id, { name: 'Stalls', capacity: 5, maxPerOrder: 5 });
    const press = await createCode(event.id, {
      code: 'PRESS-KEEP',
      priceMode: 'FIXED_PRICE',
      priceValue: 0,
      reservesPlaces: true,
      ticketTypeIds: [stalls.id],
      maxUses: 2,
    });
    expect(press.summary).toBe('£0.00 a ticket, keeps 2 places');
    const line = (quantity: number) => [{ ticketTypeId: stalls.id, quantity }];
    const buyer = async () => (await api.newAccount('public')).idToken;
    dataOf(await reserve(api, event.id, line(3), { token: await buyer() }));
    // Three sold of five, two kept: the public finds it sold out, the page says so, but not to the code's holders.
    expect(errorOf(await reserve(api, event.id, line(1), { token: await buyer() })).code).toBe('SOLD_OUT');
    const shown = async (code: string | null) =>
      dataOf(await api.graphql(TYPES_WITH_CODE, { variables: { slug: event.slug, code } })).event.ticketTypes.find(
        (t) => t.id === stalls.id,
      )?.availability;
    expect(await shown(null)).toBe('SOLD_OUT');
    expect(await shown('press-keep')).toBe('ON_SALE');
    const held = dataOf(await reserve(api, event.id, line(1), { unlockCode: 'press-keep' })).reserveTickets;
    expect(held.order.totalMinor).toBe(0);
    expect(await keptOf(stalls.id)).toBe(1);

    // A used quota keeps its type; a type whose places a code keeps is not deleted from under it.
    const other = await createTicketType(api, owner, event.id, { name: 'Gallery', capacity: 5 });
    const moved = rules({ code: 'PRESS-KEEP', priceMode: 'FIXED_PRICE', priceValue: 0, reservesPlaces: true });
    const moveInput = { ...moved, ticketTypeIds: [other.id], maxUses: 2 };
    expect(
      errorOf(await api.graphql(UPDATE_CODE, { token: owner, variables: { id: press.id, input: moveInput } })),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ticketTypeIds' });
    const keptOther = await createCode(event.id, {
      code: 'GALLERY-KEEP',
      priceMode: 'NONE',
      priceValue: 0,
      reservesPlaces: true,
      ticketTypeIds: [other.id],
      maxUses: 1,
    });
    expect(keptOther.summary).toBe('Keeps 1 place');
    expect(errorOf(await api.graphql(DELETE_TYPE, { token: owner, variables: { id: other.id } }))).toMatchObject({
      code: 'CONFLICT',
      message: 'A promo code keeps places of this type: delete that code first.',
    });

    // Another quota cannot keep places that are not free.
    expect(
      errorOf(
        await api.graphql(CREATE, {
          token: owner,
          variables: {
            eventId: event.id,
            input: rules({ code: 'MORE-PRESS', reservesPlaces: true, ticketTypeIds: [stalls.id], maxUses: 2 }),
          },
        }),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'maxUses', message: 'Only 0 Stalls places are free to keep.' });
    for (const [input, field] of [
      [rules({ code: 'NO-TYPE', reservesPlaces: true, maxUses: 2 }), 'ticketTypeIds'],
      [rules({ code: 'NO-COUNT', reservesPlaces: true, ticketTypeIds: [stalls.id] }), 'maxUses'],
    ] as const) {
      const refused = errorOf(await api.graphql(CREATE, { token: owner, variables: { eventId: event.id, input } }));
      expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }

    // The code's hold ends: its place goes back to the quota, not to the public.
    await api.database.db.execute(
      sql`update order_lines set held_until = now() - interval '1 second' where order_id = ${held.order.id}`,
    );
    await api.database.db.execute(
      sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${held.order.id}`,
    );
    expect(dataOf(await getOrder(api, undefined, held.order.id, held.claimToken)).order.status).toBe('EXPIRED');
    expect(await keptOf(stalls.id)).toBe(2);
    expect(errorOf(await reserve(api, event.id, line(1), { token: await buyer() })).code).toBe('SOLD_OUT');
    expect(await soldOf(api, stalls.id)).toBe(3);
  });

  it('gives a ticket’s use back when staff move it to another type (priced at that type’s own price)', async () => {
    const { event, general, vip } = await onSale();
    const code = await createCode(event.id, { code: 'MOVE-ME', ticketTypeIds: [vip.id] });
    const { order } = await buyWith(event.id, [{ ticketTypeId: vip.id, quantity: 2 }], 'move-me');
    expect(await codeUses(code.id)).toBe(2);
    const [row] = await rowsOf<{ code: string }>(api, sql`select code from orders where id = ${order.id}`);
    const managed = dataOf(
      await api.graphql(MANAGED, { token: owner, variables: { eventId: event.id, code: present(row).code } }),
    ).managedOrder;
    const input = { orderId: order.id, expectedVersion: managed.version, idempotencyKey: 'promo-move-1' };
    const ticketId = present(managed.tickets[0]).id;
    dataOf(await api.graphql(CHANGE_TYPE, { token: owner, variables: { input, ticketId, ticketTypeId: general.id } }));
    expect(await codeUses(code.id)).toBe(1);
  });

  it('refuses a code that is no code of the event, rather than charging the full price unasked', async () => {
    const { event, general } = await onSale();
    const refused = errorOf(
      await reserve(api, event.id, [{ ticketTypeId: general.id, quantity: 1 }], { unlockCode: 'NOT-A-CODE' }),
    );
    expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', field: 'unlockCode' });
    expect(refused.message).toBe('That code is not valid for this event.');
    expect(await soldOf(api, general.id)).toBe(0);
  });

  it('reveals a hidden type, and prices it', async () => {
    const { event } = await onSale();
    const crew = await createTicketType(api, owner, event.id, { name: 'Crew', priceMinor: 2000, hidden: true });
    await createCode(event.id, { code: 'CREW-HALF', revealsHidden: true, priceValue: 50, ticketTypeIds: [crew.id] });
    const page = present(dataOf(await api.graphql(PAGE, { variables: { slug: event.slug, code: 'crew-half' } })).event);
    expect(page.ticketTypes.find((t) => t.name === 'Crew')).toEqual({
      name: 'Crew',
      priceMinor: 2000,
      offerPriceMinor: 1000,
    });
    const { order } = dataOf(
      await reserve(api, event.id, [{ ticketTypeId: crew.id, quantity: 1 }], { unlockCode: 'CREW-HALF' }),
    ).reserveTickets;
    expect(order.totalMinor).toBe(1000);
    // Without a code the hidden type does not exist for a buyer.
    expect(errorOf(await reserve(api, event.id, [{ ticketTypeId: crew.id, quantity: 1 }])).field).toBe('lines');
  });
});

describe('promo codes in the back office', () => {
  it('are made in bulk, all or none, each single-use with the prefix', async () => {
    const { event } = await onSale();
    const made = dataOf(
      await api.graphql(BATCH, {
        token: owner,
        variables: {
          eventId: event.id,
          input: { ...rules(), code: undefined, prefix: 'SPONSOR-', count: 500, maxUses: 1 },
        },
      }),
    ).createPromoCodeBatch;
    expect(made).toHaveLength(500);
    expect(new Set(made.map((c) => c.code)).size).toBe(500);
    for (const c of made) expect(c).toMatchObject({ code: expect.stringMatching(/^SPONSOR-[A-Z2-9]{8}$/), maxUses: 1 });
  });

  it('refuse a taken code, another event’s ticket type, and deleting a code an order used', async () => {
    const { event, general } = await onSale();
    const other = await onSale();
    const used = await createCode(event.id, { code: 'TAKEN-CODE' });
    const again = await api.graphql(CREATE, {
      token: owner,
      variables: { eventId: event.id, input: rules({ code: 'taken-code' }) },
    });
    expect(errorOf(again)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code' });
    const foreign = await api.graphql(CREATE, {
      token: owner,
      variables: { eventId: event.id, input: rules({ code: 'FOREIGN', ticketTypeIds: [other.general.id] }) },
    });
    expect(errorOf(foreign)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ticketTypeIds' });
    const percent = await api.graphql(CREATE, {
      token: owner,
      variables: { eventId: event.id, input: rules({ code: 'TOO-MUCH', priceValue: 120 }) },
    });
    expect(errorOf(percent)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'priceValue' });
    await buyWith(event.id, [{ ticketTypeId: general.id, quantity: 1 }], 'taken-code');
    expect(errorOf(await api.graphql(DELETE, { token: owner, variables: { id: used.id } })).code).toBe('CONFLICT');
    const unused = await createCode(event.id, { code: 'UNUSED-CODE' });
    expect(dataOf(await api.graphql(DELETE, { token: owner, variables: { id: unused.id } })).deletePromoCode).toBe(
      true,
    );
  });

  it('are their event’s managers’ alone', async () => {
    const { event, org } = await publishedEvent(api, owner);
    const code = await createCode(event.id, { code: 'MANAGERS' });
    const manager = await addMember(api, owner, org.id, 'MANAGER');
    const door = await addMember(api, owner, org.id, 'DOOR_STAFF');
    const stranger = (await api.newAccount('stranger')).idToken;
    const create = (token?: string, n = 0) =>
      api.graphql(CREATE, {
        ...(token ? { token } : {}),
        variables: { eventId: event.id, input: rules({ code: `ROLE-${n}` }) },
      });
    const list = (token?: string) =>
      api.graphql(CODES, { ...(token ? { token } : {}), variables: { slug: event.slug } });
    const del = (token?: string) => api.graphql(DELETE, { ...(token ? { token } : {}), variables: { id: code.id } });
    expect(dataOf(await create(manager.token, 1)).createPromoCode.code).toBe('ROLE-1');
    expect(dataOf(await list(manager.token)).event.promoCodes).toHaveLength(2);
    for (const token of [door.token, stranger]) {
      expect(errorOf(await create(token, 2)).code).toBe('FORBIDDEN');
      expect(errorOf(await list(token)).code).toMatch(/FORBIDDEN|NOT_FOUND/);
      expect(errorOf(await del(token)).code).toBe('FORBIDDEN');
    }
    expect(errorOf(await create(undefined, 3)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await del()).code).toBe('UNAUTHENTICATED');
  });
});
