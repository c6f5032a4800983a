import { formatShortCode } from '@admit/shared';
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
  present,
  PUBLISH_EVENT,
} from '../../test/org-fixtures.ts';
import {
  confirmCard,
  reserve,
  rowsOf,
  setDetails,
  startPayment,
  TEST_CARDS,
  waitForStatus,
  type Line,
} from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import type { OrderSearchInput } from '../../test/gql/graphql.ts';
import { markCheckedIn } from './list-fields.ts';

/*
 * The back office's orders list, as an organizer uses it: finding an order by a fragment of a name (accents and
 * case ignored), an email, an order code or a ticket code as read aloud; each filter; sorting by total; pages by
 * cursor that neither repeat nor skip an order while new ones arrive; and refusals (a malformed filter names its
 * field, a cursor from another list is refused, door staff and other organizations are kept out).
 */

const SEARCH = graphql(`
  query OrderSearch($eventId: ID!, $filter: OrderSearchInput) {
    eventOrderSearch(eventId: $eventId, filter: $filter) {
      nodes {
        id
        code
        status
        totalMinor
        paidAt
      }
      endCursor
      hasNextPage
      totalCount
      totalIsExact
    }
  }
`);
const REFUND = graphql(`
  mutation SearchRefund($id: ID!, $ticketIds: [ID!]) {
    refundOrder(id: $id, ticketIds: $ticketIds) {
      id
      status
    }
  }
`);

const SETUPS = [
  { name: 'PGlite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
];

type Paid = { id: string; code: string; paidAt: string; ticketIds: string[] };

describe.each(SETUPS)('searching an event’s orders ($name)', ({ postgres }) => {
  let api: TestApi;
  let owner: string;
  let manager: string;
  let doorStaff: string;
  let outsider: string;
  let eventId: string;
  let otherEventId: string;
  const types = { general: '', vip: '', guestList: '' };
  let mariaEmail: string;
  let lopez: Paid;
  let dubois: Paid;
  let guest: Paid;
  let nakamura: Paid;
  let otherEventLopez: Paid;

  /** The buyer's whole path with the names and address given: reserve, details, pay (a card, or nothing). */
  async function order(token: string, event: string, lines: Line[], names: string[]): Promise<Paid> {
    const { order: held } = dataOf(await reserve(api, event, lines, { token })).reserveTickets;
    dataOf(await setDetails(api, token, held.id, names));
    const session = dataOf(await startPayment(api, token, held.id)).startPayment;
    if (session.clientSecret) await confirmCard(api, session.clientSecret, TEST_CARDS.succeeds);
    const paid = await waitForStatus(api, token, held.id, 'PAID');
    const [row] = await rowsOf<{ code: string; paid_at: Date | string }>(
      api,
      sql`select code, paid_at from orders where id = ${held.id}`,
    );
    const paidAt = new Date(present(row).paid_at).toISOString();
    return { id: held.id, code: present(row).code, paidAt, ticketIds: paid.tickets.map((t) => t.id) };
  }

  async function search(filter: OrderSearchInput, token = manager, event = eventId) {
    return api.graphql(SEARCH, { token, variables: { eventId: event, filter } });
  }
  async function found(filter: OrderSearchInput): Promise<string[]> {
    return dataOf(await search(filter)).eventOrderSearch.nodes.map((o) => o.id);
  }

  beforeAll(async () => {
    api = await createTestApi({ RATE_LIMITS: 'reserve=1000/600' }, { postgres });
    owner = (await api.newAccount('owner')).idToken;
    const org = await createOrganization(api, owner);
    manager = (await addMember(api, owner, org.id, 'MANAGER')).token;
    doorStaff = (await addMember(api, owner, org.id, 'DOOR_STAFF')).token;
    outsider = (await api.newAccount('outsider')).idToken;
    await createOrganization(api, outsider, 'Someone Else’s Events');

    const event = await createEvent(api, owner, org.id);
    eventId = event.id;
    types.general = (await createTicketType(api, owner, eventId, { name: 'General', priceMinor: 1500 })).id;
    types.vip = (await createTicketType(api, owner, eventId, { name: 'VIP', priceMinor: 4000 })).id;
    types.guestList = (await createTicketType(api, owner, eventId, { name: 'Guest list', priceMinor: 0 })).id;
    dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: eventId } }));
    const other = await createEvent(api, owner, org.id);
    otherEventId = other.id;
    const otherType = (await createTicketType(api, owner, otherEventId)).id;
    dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: otherEventId } }));

    const maria = await api.newAccount('maria');
    mariaEmail = maria.email;
    const pierre = (await api.newAccount('pierre')).idToken;
    const kai = (await api.newAccount('kai')).idToken;
    lopez = await order(
      maria.idToken,
      eventId,
      [{ ticketTypeId: types.general, quantity: 2 }],
      ['María López', 'Ana Ruiz'],
    );
    dubois = await order(pierre, eventId, [{ ticketTypeId: types.vip, quantity: 1 }], ['Pierre Dubois']);
    guest = await order(pierre, eventId, [{ ticketTypeId: types.guestList, quantity: 1 }], ['Zoë Quinn']);
    nakamura = await order(
      kai,
      eventId,
      [{ ticketTypeId: types.general, quantity: 2 }],
      ['Kai Nakamura', 'Lea Nakamura'],
    );
    otherEventLopez = await order(
      maria.idToken,
      otherEventId,
      [{ ticketTypeId: otherType, quantity: 1 }],
      ['María López'],
    );
    dataOf(
      await api.graphql(REFUND, {
        token: owner,
        variables: { id: nakamura.id, ticketIds: [present(nakamura.ticketIds[1])] },
      }),
    );
    // What a scan at the door does to its order (the check-in service calls it in the scan's transaction).
    await markCheckedIn(api.database.db, [dubois.id]);
  }, 120_000);
  afterAll(() => api.close());

  it('finds a name by part of a word, whatever its accents and case, in this event only', async () => {
    expect(await found({ search: 'lop' })).toEqual([lopez.id]);
    expect(await found({ search: 'LÓPEZ' })).toEqual([lopez.id]);
    expect(await found({ search: 'maria lop' })).toEqual([lopez.id]);
    expect(await found({ search: 'ruiz' })).toEqual([lopez.id]);
    expect(await found({ search: 'zoe' })).toEqual([guest.id]);
    expect(await found({ search: 'nakamura' })).toEqual([nakamura.id]);
    expect(await found({ search: 'lopez dubois' })).toEqual([]);
    expect(await found({ search: '%' })).toEqual([]);
    expect(dataOf(await search({ search: 'lop' }, manager, otherEventId)).eventOrderSearch.nodes).toEqual([
      expect.objectContaining({ id: otherEventLopez.id }),
    ]);
  });

  it('finds an order by a fragment of the buyer’s email', async () => {
    const local = present(mariaEmail.split('@')[0]);
    expect(await found({ search: local.slice(-6) })).toEqual([lopez.id]);
    expect(await found({ search: mariaEmail.toUpperCase() })).toEqual([lopez.id]);
  });

  it('finds an order by its code, typed in any case, with a hyphen or a space', async () => {
    const { code } = lopez;
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(await found({ search: code })).toEqual([lopez.id]);
    expect(await found({ search: code.toLowerCase() })).toEqual([lopez.id]);
    expect(await found({ search: `${code.slice(0, 3)}-${code.slice(3)}` })).toEqual([lopez.id]);
    expect(await found({ search: `${code.slice(0, 3)} ${code.slice(3).toLowerCase()}` })).toEqual([lopez.id]);
    const listed = dataOf(await search({ search: code })).eventOrderSearch.nodes[0];
    expect(listed?.code).toBe(code);
  });

  it('finds an order by one of its tickets: the short code read aloud, or its id', async () => {
    const [ticket] = await rowsOf<{ short_code: string }>(
      api,
      sql`select short_code from tickets where id = ${present(dubois.ticketIds[0])}`,
    );
    const shortCode = present(ticket).short_code;
    expect(await found({ search: shortCode })).toEqual([dubois.id]);
    expect(await found({ search: formatShortCode(shortCode).toLowerCase() })).toEqual([dubois.id]);
    expect(await found({ search: present(dubois.ticketIds[0]) })).toEqual([dubois.id]);
    expect(await found({ search: dubois.id.toUpperCase() })).toEqual([dubois.id]);
  });

  it('filters by status, ticket type, payment provider, paid-at range, check-in and refunds', async () => {
    const sorted = (ids: string[]) => [...ids].sort();
    const all = [lopez.id, dubois.id, guest.id, nakamura.id];
    expect(sorted(await found({}))).toEqual(sorted(all));
    expect(await found({ statuses: ['PARTIALLY_REFUNDED'] })).toEqual([nakamura.id]);
    expect(sorted(await found({ statuses: ['PAID'] }))).toEqual(sorted([lopez.id, dubois.id, guest.id]));
    expect(await found({ ticketTypeIds: [types.vip] })).toEqual([dubois.id]);
    expect(sorted(await found({ ticketTypeIds: [types.general] }))).toEqual(sorted([lopez.id, nakamura.id]));
    expect(await found({ statuses: ['PAID'], ticketTypeIds: [types.general] })).toEqual([lopez.id]);
    expect(await found({ paymentProviders: ['FREE'] })).toEqual([guest.id]);
    expect(sorted(await found({ paymentProviders: ['SIMULATED'] }))).toEqual(
      sorted([lopez.id, dubois.id, nakamura.id]),
    );
    expect(await found({ paymentProviders: ['STRIPE'] })).toEqual([]);
    expect(await found({ paidFrom: dubois.paidAt, paidTo: dubois.paidAt })).toEqual([dubois.id]);
    expect(await found({ paidTo: '2000-01-01T00:00:00+01:00' })).toEqual([]);
    expect(sorted(await found({ paidFrom: lopez.paidAt }))).toEqual(sorted(all));
    expect(await found({ checkedIn: true })).toEqual([dubois.id]);
    expect(sorted(await found({ checkedIn: false }))).toEqual(sorted([lopez.id, guest.id, nakamura.id]));
    expect(await found({ hasRefunds: true })).toEqual([nakamura.id]);
    expect(await found({ hasRefunds: false })).toHaveLength(3);
    const page = dataOf(await search({ hasRefunds: false })).eventOrderSearch;
    expect(page).toMatchObject({ totalCount: 3, totalIsExact: true, hasNextPage: false, endCursor: null });
  });

  it('sorts by total, either way, and by date, newest first unless asked', async () => {
    const totals = async (sort: OrderSearchInput['sort']) =>
      dataOf(await search({ sort })).eventOrderSearch.nodes.map((o) => o.totalMinor);
    expect(await totals('TOTAL_DESC')).toEqual([4000, 3000, 3000, 0]);
    expect(await totals('TOTAL_ASC')).toEqual([0, 3000, 3000, 4000]);
    expect(await found({})).toEqual([nakamura.id, guest.id, dubois.id, lopez.id]);
    expect(await found({ sort: 'CREATED_ASC' })).toEqual([lopez.id, dubois.id, guest.id, nakamura.id]);
  });

  it('refuses a malformed filter, naming its field, and a cursor made for another list', async () => {
    const refusal = async (filter: OrderSearchInput, event = eventId) => {
      const error = errorOf(await search(filter, manager, event));
      return [error.code, error.field];
    };
    expect(await refusal({ paidFrom: 'yesterday' })).toEqual(['BAD_USER_INPUT', 'paidFrom']);
    expect(await refusal({ paidFrom: '2026-03-01T00:00:00Z', paidTo: '2026-02-01T00:00:00Z' })).toEqual([
      'BAD_USER_INPUT',
      'paidTo',
    ]);
    expect(await refusal({ ticketTypeIds: ['not-an-id'] })).toEqual(['BAD_USER_INPUT', 'ticketTypeIds.0']);
    expect(await refusal({ first: 500 })).toEqual(['BAD_USER_INPUT', 'first']);
    expect(await refusal({ search: 'x'.repeat(201) })).toEqual(['BAD_USER_INPUT', 'search']);
    expect(await refusal({ after: 'not a cursor' })).toEqual(['BAD_USER_INPUT', 'after']);

    const first = dataOf(await search({ first: 1 })).eventOrderSearch;
    const after = present(first.endCursor);
    expect(first.hasNextPage).toBe(true);
    expect(dataOf(await search({ first: 1, after })).eventOrderSearch.nodes).toHaveLength(1);
    expect(await refusal({ first: 1, after }, otherEventId)).toEqual(['BAD_USER_INPUT', 'after']);
    expect(await refusal({ first: 1, after, statuses: ['PAID'] })).toEqual(['BAD_USER_INPUT', 'after']);
    expect(await refusal({ first: 1, after, search: 'lop' })).toEqual(['BAD_USER_INPUT', 'after']);
    expect(await refusal({ first: 1, after, sort: 'TOTAL_DESC' })).toEqual(['BAD_USER_INPUT', 'after']);
  });

  it('lets owners and managers in; door staff, other organizations and visitors are refused', async () => {
    expect(dataOf(await search({}, owner)).eventOrderSearch.totalCount).toBe(4);
    expect(errorOf(await search({}, doorStaff)).code).toBe('FORBIDDEN');
    expect(errorOf(await search({ search: 'lop' }, outsider)).code).toBe('FORBIDDEN');
    expect(errorOf(await api.graphql(SEARCH, { variables: { eventId, filter: {} } })).code).toBe('UNAUTHENTICATED');
  });

  // Last: it adds orders the other tests do not expect.
  it('pages by cursor without repeating or skipping an order while new orders arrive', async () => {
    for (const sort of ['CREATED_DESC', 'CREATED_ASC'] as const) {
      const before = await found({ sort });
      const seen: string[] = [];
      let page = dataOf(await search({ sort, first: 2 })).eventOrderSearch;
      seen.push(...page.nodes.map((o) => o.id));
      const late = (await api.newAccount('late')).idToken;
      const arrived = [
        await order(late, eventId, [{ ticketTypeId: types.vip, quantity: 1 }], ['Late Comer']),
        await order(late, eventId, [{ ticketTypeId: types.general, quantity: 1 }], ['Later Still']),
      ].map((o) => o.id);
      while (page.hasNextPage) {
        page = dataOf(await search({ sort, first: 2, after: present(page.endCursor) })).eventOrderSearch;
        seen.push(...page.nodes.map((o) => o.id));
      }
      // Newest first: the new orders come before the cursor, so the pages hold exactly what was there. Oldest
      // first: they come after everything that was, at the end.
      expect(seen).toEqual(sort === 'CREATED_DESC' ? before : [...before, ...arrived]);
      expect(new Set(seen).size).toBe(seen.length);
    }
  }, 60_000);
});
