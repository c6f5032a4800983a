import { formatShortCode, SHORT_CODE_ALPHABET } from '@admit/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type GraphQLResponse, type TestApi } from '../../test/test-api.ts';
import {
  addMember,
  createEvent,
  createOrganization,
  createTicketType,
  dataOf,
  errorOf,
  present,
  PUBLISH_EVENT,
  utcLocal,
} from '../../test/org-fixtures.ts';
import { buy, rowsOf } from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import { findLinesByOrderIds } from '../orders/repo.ts';
import { issueTickets } from '../tickets/issue.ts';
import { createTicketKeyring } from '../tickets/keyring.ts';

/*
 * A ticket's short code: made when the ticket is issued, unique within its event, shown to its buyer only, in the
 * door's offline copy, and accepted at the door as typed, but only for a ticket of the event being scanned.
 */

const SHORT_CODE_TICKETS = graphql(`
  query ShortCodeTickets {
    myTickets {
      id
      attendeeName
      shortCode
      state
      event {
        id
      }
    }
  }
`);
const SHORT_CODE_ORDER = graphql(`
  query ShortCodeOrder($id: ID!) {
    order(id: $id) {
      tickets {
        id
        shortCode
        state
      }
    }
  }
`);
const SHORT_CODE_COPY = graphql(`
  query ShortCodeCopy($s: String!) {
    scannerData(eventSlug: $s) {
      lists {
        id
      }
      tickets {
        id
        shortCode
      }
      revoked {
        id
        shortCode
        reason
      }
    }
  }
`);
const SHORT_CODE_CHECK_IN = graphql(`
  mutation ShortCodeCheckIn($i: CheckInInput!) {
    checkIn(input: $i) {
      outcome
      reason
      ticket {
        id
        attendeeName
      }
    }
  }
`);
const SHORT_CODE_REFUND = graphql(`
  mutation ShortCodeRefund($id: ID!, $t: [ID!]) {
    refundOrder(id: $id, ticketIds: $t) {
      id
    }
  }
`);
const SHORT_CODE_CANCEL = graphql(`
  mutation ShortCodeCancel($id: ID!) {
    cancelEvent(id: $id) {
      status
    }
  }
`);

let api: TestApi;
let owner: string;
let manager: string;
let door: string;
let buyer: string;
let organizationId: string;
let counter = 0;

/** An event starting in an hour (its default list open), and a paid order of three tickets. */
async function doorEvent() {
  const event = await createEvent(api, owner, organizationId, { startsAt: utcLocal(0, 1), endsAt: utcLocal(0, 6) });
  const type = await createTicketType(api, owner, event.id, { capacity: 50 });
  dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
  const order = await buy(api, buyer, event.id, [{ ticketTypeId: type.id, quantity: 3 }]);
  const copy = dataOf(await api.graphql(SHORT_CODE_COPY, { token: door, variables: { s: event.slug } })).scannerData;
  const listId = present(copy.lists[0]).id;
  const mine = dataOf(await api.graphql(SHORT_CODE_TICKETS, { token: buyer })).myTickets;
  const tickets = mine.filter((t) => t.event.id === event.id);
  return { event, order, listId, tickets };
}

function typed(token: string | undefined, listId: string, code: string) {
  counter += 1;
  const input = { listId, code, nonce: `short-${Date.now()}-${counter}`, deviceId: 'd1', deviceName: 'Door 2' };
  return api.graphql(SHORT_CODE_CHECK_IN, { ...(token ? { token } : {}), variables: { i: input } });
}

const shortCodeOf = (t: { shortCode: string | null } | undefined) => present(present(t).shortCode);

beforeAll(async () => {
  api = await createTestApi({}, { jobs: false });
  owner = (await api.newAccount('owner')).idToken;
  organizationId = (await createOrganization(api, owner)).id;
  manager = (await addMember(api, owner, organizationId, 'MANAGER')).token;
  door = (await addMember(api, owner, organizationId, 'DOOR_STAFF')).token;
  buyer = (await api.newAccount('buyer')).idToken;
});
afterAll(() => api.close());

describe('a ticket’s short code', () => {
  // Guards: every issued ticket gets a typeable code, distinct in its event; the buyer sees it, an organizer
  // reading the order does not (as with the QR's code).
  it('is made when the ticket is issued, 8 characters without look-alikes, for its buyer only', async () => {
    const { order, tickets } = await doorEvent();
    const codes = tickets.map(shortCodeOf);
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${SHORT_CODE_ALPHABET}]{8}$`));
    expect(new Set(codes).size).toBe(3);
    const seen = dataOf(await api.graphql(SHORT_CODE_ORDER, { token: owner, variables: { id: order.id } })).order;
    expect(seen.tickets.map((t) => t.shortCode)).toEqual([null, null, null]);
  });

  // Guards: two tickets of one event can never share a code (the index), while another event may use it.
  it('is unique within its event, and drawn again when the first draw is taken', async () => {
    const { event, order, tickets } = await doorEvent();
    const taken = shortCodeOf(tickets[0]);
    const other = await doorEvent();
    await expect(
      api.database.db.execute(
        sql`update tickets set short_code = ${taken} where id = ${present(other.tickets[0]).id} and event_id = ${other.event.id}`,
      ),
    ).resolves.toBeDefined();
    await expect(
      api.database.db.execute(sql`update tickets set short_code = ${taken} where id = ${present(tickets[1]).id}`),
    ).rejects.toThrow();

    // Issued again for the same order: the first draws collide with the taken code, and are drawn again.
    const keyring = createTicketKeyring(api.database.db, api.config.checkout.ticketKeySecret);
    const sign = await keyring.signerFor(event.id);
    const draws = [taken, taken, 'FRESH234', 'FRESH235', 'FRESH236'];
    const lines = await findLinesByOrderIds(api.database.db, [order.id]);
    const issued = await issueTickets(
      api.database.db,
      sign,
      { id: order.id, eventId: event.id },
      lines,
      'Guest',
      () => draws.shift() ?? 'FRESH237',
    );
    expect(issued.map((t) => t.shortCode).sort()).toEqual(['FRESH234', 'FRESH235', 'FRESH236']);
    const rows = await rowsOf<{ n: number }>(
      api,
      sql`select count(*)::int as n from tickets where event_id = ${event.id} and short_code = ${taken}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  // Guards: the door's offline copy can match a typed code without the network, void tickets included.
  it('is in the door’s offline copy, for valid and void tickets', async () => {
    const { event, order, tickets } = await doorEvent();
    const refunded = present(tickets[2]);
    dataOf(await api.graphql(SHORT_CODE_REFUND, { token: owner, variables: { id: order.id, t: [refunded.id] } }));
    const copy = dataOf(await api.graphql(SHORT_CODE_COPY, { token: door, variables: { s: event.slug } })).scannerData;
    expect(copy.tickets.map((t) => t.shortCode).sort()).toEqual([tickets[0], tickets[1]].map(shortCodeOf).sort());
    expect(copy.revoked).toEqual([{ id: refunded.id, shortCode: shortCodeOf(refunded), reason: 'REFUNDED' }]);
  });
});

describe('a short code typed at the door', () => {
  // Guards: people type codes in lower case, with the spaces the ticket prints and hyphens; the door admits once.
  it('admits its ticket, case, spaces and hyphens ignored, then says it is already in', async () => {
    const { listId, tickets } = await doorEvent();
    const ada = present(tickets[0]);
    const code = shortCodeOf(ada);
    const lower = formatShortCode(code).toLowerCase();
    const first = dataOf(await typed(door, listId, lower)).checkIn;
    expect(first).toEqual({
      outcome: 'ADMITTED',
      reason: null,
      ticket: { id: ada.id, attendeeName: ada.attendeeName },
    });
    const again = dataOf(await typed(door, listId, `${code.slice(0, 4)}-${code.slice(4)}`)).checkIn;
    expect(again.outcome).toBe('ALREADY_CHECKED_IN');
  });

  // Guards: a code is looked up within the event scanned only: another event's ticket never gets in here.
  it('matches only a ticket of the event being scanned', async () => {
    const here = await doorEvent();
    const elsewhere = await doorEvent();
    const foreign = dataOf(await typed(door, here.listId, shortCodeOf(elsewhere.tickets[0]))).checkIn;
    expect(foreign).toEqual({ outcome: 'REJECTED', reason: 'UNKNOWN_TICKET', ticket: null });
    const theirs = dataOf(await typed(door, elsewhere.listId, shortCodeOf(elsewhere.tickets[0]))).checkIn;
    expect(theirs.outcome).toBe('ADMITTED');
  });

  // Guards: a refunded ticket's code is refused as refunded; a mistyped one as not a ticket.
  it('refuses a refunded ticket’s code and anything that is not a code', async () => {
    const { order, listId, tickets } = await doorEvent();
    const grace = present(tickets[1]);
    dataOf(await api.graphql(SHORT_CODE_REFUND, { token: owner, variables: { id: order.id, t: [grace.id] } }));
    expect(dataOf(await typed(door, listId, shortCodeOf(grace))).checkIn).toMatchObject({
      outcome: 'REJECTED',
      reason: 'REFUNDED',
    });
    expect(dataOf(await typed(door, listId, 'K7QX-2MP0')).checkIn).toMatchObject({ reason: 'BAD_SIGNATURE' });
    expect(dataOf(await typed(door, listId, '2222 2222')).checkIn).toMatchObject({ reason: 'UNKNOWN_TICKET' });
  });

  // Guards: typing a code is a check-in like any other: the event's team only.
  it('is for the event’s owners, managers and door staff only', async () => {
    const { listId, tickets } = await doorEvent();
    const stranger = (await api.newAccount('stranger')).idToken;
    await createOrganization(api, stranger, 'Another Org');
    const codeOfError = (res: GraphQLResponse<unknown>) => (res.body.errors ? (errorOf(res).code ?? 'ERROR') : 'OK');
    const code = shortCodeOf(tickets[0]);
    expect(codeOfError(await typed(undefined, listId, code))).toBe('UNAUTHENTICATED');
    expect(codeOfError(await typed(buyer, listId, code))).toBe('FORBIDDEN');
    expect(codeOfError(await typed(stranger, listId, code))).toBe('FORBIDDEN');
    expect(dataOf(await typed(door, listId, code)).checkIn.outcome).toBe('ADMITTED');
    expect(dataOf(await typed(manager, listId, shortCodeOf(tickets[1]))).checkIn.outcome).toBe('ADMITTED');
    expect(dataOf(await typed(owner, listId, shortCodeOf(tickets[2]))).checkIn.outcome).toBe('ADMITTED');
  });
});

describe('a ticket’s state', () => {
  // Guards: one vocabulary: a checked-in ticket is not "Valid", a refunded one "Refunded" on every screen, and a
  // cancelled event's tickets "Cancelled" at once, before their refunds complete.
  it('is Valid, Checked in, Refunded or Cancelled, the same for the holder and on the order', async () => {
    const { event, order, listId, tickets } = await doorEvent();
    const [ada, grace] = [present(tickets[0]), present(tickets[1])];
    dataOf(await typed(door, listId, shortCodeOf(ada)));
    dataOf(await api.graphql(SHORT_CODE_REFUND, { token: owner, variables: { id: order.id, t: [grace.id] } }));
    const states = async () => {
      const mine = dataOf(await api.graphql(SHORT_CODE_TICKETS, { token: buyer })).myTickets;
      const onOrder = dataOf(await api.graphql(SHORT_CODE_ORDER, { token: buyer, variables: { id: order.id } }));
      const held = tickets.map((t) => mine.find((m) => m.id === t.id)?.state);
      expect(onOrder.order.tickets.map((t) => t.state)).toEqual(held);
      return held;
    };
    expect(await states()).toEqual(['CHECKED_IN', 'REFUNDED', 'VALID']);
    dataOf(await api.graphql(SHORT_CODE_CANCEL, { token: owner, variables: { id: event.id } }));
    expect(await states()).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
  });
});
