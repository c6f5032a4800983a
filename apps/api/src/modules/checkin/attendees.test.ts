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
  utcLocal,
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
import type { AttendeeSearchInput } from '../../test/gql/graphql.ts';

/*
 * The back office's attendee list, as an organizer and the door use it: one row per ticket, found by part of a
 * name (accents and case ignored), an order code or a ticket's short code; filtered; paged by cursor; checked in
 * and out by hand through the door's own rules, so the scanner's counts agree; and what door staff may not see.
 */

const ATTENDEES = graphql(`
  query Attendees($eventId: ID!, $filter: AttendeeSearchInput) {
    eventAttendees(eventId: $eventId, filter: $filter) {
      attendees {
        id
        attendeeName
        ticketTypeName
        shortCode
        orderId
        orderCode
        state
        buyerName
        buyerEmail
        checkIns {
          listId
          listName
          at
          deviceName
          inside
        }
      }
      endCursor
      hasNextPage
      totalCount
      totalIsExact
    }
  }
`);
const CHECK_IN_ATTENDEE = graphql(`
  mutation CheckInAttendee($input: AttendeeCheckInInput!) {
    checkInAttendee(input: $input) {
      outcome
      reason
      firstCheckIn {
        deviceName
      }
      attendee {
        id
        state
        checkIns {
          listName
          deviceName
        }
      }
    }
  }
`);
const UNDO_ATTENDEE = graphql(`
  mutation UndoAttendeeCheckIn($ticketId: ID!, $listId: ID!) {
    undoAttendeeCheckIn(ticketId: $ticketId, listId: $listId) {
      id
      state
      checkIns {
        listId
      }
    }
  }
`);
const DOOR_LISTS = graphql(`
  query AttendeeDoorLists($slug: String!) {
    event(slug: $slug) {
      checkInLists {
        id
        isDefault
      }
    }
  }
`);
const DOOR_COUNTS = graphql(`
  query AttendeeDoorCounts($listId: ID!) {
    checkInCounts(listId: $listId) {
      checkedIn
      expected
      inside
    }
  }
`);
const REFUND = graphql(`
  mutation AttendeeRefund($id: ID!, $ticketIds: [ID!]) {
    refundOrder(id: $id, ticketIds: $ticketIds) {
      id
    }
  }
`);

const SETUPS = [
  { name: 'PGlite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
];

type Paid = { id: string; code: string; ticketIds: string[] };

let clicks = 0;
const click = () => `click-${Date.now().toString(36)}-${(clicks += 1)}`;

describe.each(SETUPS)('an event’s attendees ($name)', ({ postgres }) => {
  let api: TestApi;
  let owner: string;
  let manager: string;
  let doorStaff: string;
  let outsider: string;
  let eventId: string;
  let listId: string;
  let otherEventId: string;
  const types = { general: '', vip: '' };
  let mariaEmail: string;
  let lopez: Paid;
  let dubois: Paid;
  let nakamura: Paid;

  async function order(token: string, event: string, lines: Line[], names: string[]): Promise<Paid> {
    const { order: held } = dataOf(await reserve(api, event, lines, { token })).reserveTickets;
    dataOf(await setDetails(api, token, held.id, names));
    const session = dataOf(await startPayment(api, token, held.id)).startPayment;
    if (session.clientSecret) await confirmCard(api, session.clientSecret, TEST_CARDS.succeeds);
    const paid = await waitForStatus(api, token, held.id, 'PAID');
    const [row] = await rowsOf<{ code: string }>(api, sql`select code from orders where id = ${held.id}`);
    return { id: held.id, code: present(row).code, ticketIds: paid.tickets.map((t) => t.id) };
  }

  const search = (filter: AttendeeSearchInput, token = manager, event = eventId) =>
    api.graphql(ATTENDEES, { token, variables: { eventId: event, filter } });
  const names = async (filter: AttendeeSearchInput, token = manager) =>
    dataOf(await search(filter, token)).eventAttendees.attendees.map((a) => a.attendeeName);
  const checkIn = (ticketId: string, token = doorStaff, nonce = click()) =>
    api.graphql(CHECK_IN_ATTENDEE, { token, variables: { input: { ticketId, listId, nonce } } });
  const undo = (ticketId: string, token = doorStaff) =>
    api.graphql(UNDO_ATTENDEE, { token, variables: { ticketId, listId } });
  const counts = async () => dataOf(await api.graphql(DOOR_COUNTS, { token: doorStaff, variables: { listId } }));
  const orderCheckedIn = async (id: string) =>
    present((await rowsOf<{ checked_in: boolean }>(api, sql`select checked_in from orders where id = ${id}`))[0])
      .checked_in;
  const auditOf = (ticketId: string) =>
    rowsOf<{ action: string; actor_user_id: string | null }>(
      api,
      sql`select action, actor_user_id from audit_log where entity_id = ${ticketId} order by created_at, id`,
    );

  beforeAll(async () => {
    api = await createTestApi({ RATE_LIMITS: 'reserve=1000/600' }, { postgres });
    owner = (await api.newAccount('owner')).idToken;
    const org = await createOrganization(api, owner);
    manager = (await addMember(api, owner, org.id, 'MANAGER')).token;
    doorStaff = (await addMember(api, owner, org.id, 'DOOR_STAFF')).token;
    outsider = (await api.newAccount('outsider')).idToken;
    await createOrganization(api, outsider, 'Someone Else’s Events');

    // Tonight: the default list is open for check-in.
    const event = await createEvent(api, owner, org.id, { startsAt: utcLocal(0, 1), endsAt: utcLocal(0, 6) });
    eventId = event.id;
    types.general = (await createTicketType(api, owner, eventId, { name: 'General', priceMinor: 1500 })).id;
    types.vip = (await createTicketType(api, owner, eventId, { name: 'VIP', priceMinor: 4000 })).id;
    dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: eventId } }));
    const lists = dataOf(await api.graphql(DOOR_LISTS, { token: doorStaff, variables: { slug: event.slug } }));
    listId = present(lists.event.checkInLists.find((l) => l.isDefault)).id;
    const other = await createEvent(api, owner, org.id, { startsAt: utcLocal(0, 1), endsAt: utcLocal(0, 6) });
    otherEventId = other.id;
    await createTicketType(api, owner, otherEventId);
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
    nakamura = await order(
      kai,
      eventId,
      [{ ticketTypeId: types.general, quantity: 2 }],
      ['Kai Nakamura', 'Lea Nakamura'],
    );
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  it('lists one row per ticket, by name, with its type, order code and state', async () => {
    const page = dataOf(await search({})).eventAttendees;
    expect(page.attendees.map((a) => a.attendeeName)).toEqual([
      'Ana Ruiz',
      'Kai Nakamura',
      'Lea Nakamura',
      'María López',
      'Pierre Dubois',
    ]);
    expect(page.totalCount).toBe(5);
    expect(page.totalIsExact).toBe(true);
    expect(page.hasNextPage).toBe(false);
    const maria = present(page.attendees.find((a) => a.attendeeName === 'María López'));
    expect(maria).toMatchObject({ ticketTypeName: 'General', orderId: lopez.id, orderCode: lopez.code });
    expect(maria).toMatchObject({ state: 'VALID', checkIns: [], buyerEmail: mariaEmail });
  });

  it('finds attendees by part of a name, accents and case ignored, and by order and ticket codes', async () => {
    expect(await names({ search: 'lop' })).toEqual(['María López']);
    expect(await names({ search: 'LÓPEZ maria' })).toEqual(['María López']);
    expect(await names({ search: 'nakam' })).toEqual(['Kai Nakamura', 'Lea Nakamura']);
    expect(await names({ search: lopez.code.toLowerCase() })).toEqual(['Ana Ruiz', 'María López']);
    const page = dataOf(await search({ search: 'Dubois' })).eventAttendees;
    const code = present(page.attendees[0]).shortCode;
    expect(await names({ search: formatShortCode(code) })).toEqual(['Pierre Dubois']);
    expect(await names({ search: present(nakamura.ticketIds[1]) })).toHaveLength(1);
    expect(await names({ search: 'nobody-like-this' })).toEqual([]);
  });

  it('finds by the buyer’s email for managers only; door staff see no buyer', async () => {
    expect(await names({ search: mariaEmail })).toEqual(['Ana Ruiz', 'María López']);
    expect(await names({ search: mariaEmail }, doorStaff)).toEqual([]);
    const seen = dataOf(await search({}, doorStaff)).eventAttendees.attendees;
    expect(seen).toHaveLength(5);
    for (const a of seen) expect([a.buyerEmail, a.buyerName]).toEqual([null, null]);
  });

  it('filters by ticket type and by state', async () => {
    expect(await names({ ticketTypeIds: [types.vip] })).toEqual(['Pierre Dubois']);
    // Door staff: a manager's search reads the buyer's email too (kai-…@…), which would find Lea as well.
    expect(await names({ ticketTypeIds: [types.general], search: 'kai' }, doorStaff)).toEqual(['Kai Nakamura']);
    expect(await names({ states: ['VALID'] })).toHaveLength(5);
    expect(await names({ states: ['REFUNDED', 'CANCELLED'] })).toEqual([]);
  });

  it('pages by cursor with the total, and refuses a malformed or foreign cursor naming `after`', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: { attendees: { attendeeName: string }[]; endCursor?: string | null; totalCount: number } = dataOf(
        await search({ first: 2, after }),
      ).eventAttendees;
      expect(page.totalCount).toBe(5);
      expect(page.attendees.length).toBeLessThanOrEqual(2);
      seen.push(...page.attendees.map((a) => a.attendeeName));
      after = page.endCursor ?? null;
    } while (after);
    expect(seen).toEqual(await names({}));

    const cursor = present(dataOf(await search({ first: 2 })).eventAttendees.endCursor);
    expect(errorOf(await search({ first: 2, after: 'not-a-cursor' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'after',
    });
    // Made for another filter, or another event: refused, not read.
    expect(errorOf(await search({ first: 2, after: cursor, search: 'a' }))).toMatchObject({ field: 'after' });
    const otherEvent = await search({ first: 2, after: cursor }, manager, otherEventId);
    expect(errorOf(otherEvent)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    expect(errorOf(await search({ first: 0 }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });

  it('checks in by hand through the door’s rules: the scanner’s counts agree, and a second click counts once', async () => {
    const ticketId = present(lopez.ticketIds[0]);
    const before = (await counts()).checkInCounts;
    const first = dataOf(await checkIn(ticketId)).checkInAttendee;
    expect(first.outcome).toBe('ADMITTED');
    expect(first.attendee).toMatchObject({ state: 'CHECKED_IN', checkIns: [{ deviceName: 'Back office' }] });
    expect((await counts()).checkInCounts).toEqual({
      ...before,
      checkedIn: before.checkedIn + 1,
      inside: before.inside + 1,
    });
    // A double click: another click says so and changes nothing; the same click sent again answers as before.
    const second = dataOf(await checkIn(ticketId)).checkInAttendee;
    expect(second).toMatchObject({ outcome: 'ALREADY_CHECKED_IN', firstCheckIn: { deviceName: 'Back office' } });
    const nonce = click();
    const [a, b] = await Promise.all([
      checkIn(present(lopez.ticketIds[1]), manager, nonce),
      checkIn(present(lopez.ticketIds[1]), manager, nonce),
    ]);
    expect([dataOf(a).checkInAttendee.outcome, dataOf(b).checkInAttendee.outcome]).toEqual(['ADMITTED', 'ADMITTED']);
    expect((await counts()).checkInCounts.checkedIn).toBe(before.checkedIn + 2);
    expect(await orderCheckedIn(lopez.id)).toBe(true);
    expect((await auditOf(ticketId)).map((r) => r.action)).toEqual(['checkin.manual']);
    expect(await names({ checkedIn: true })).toEqual(['Ana Ruiz', 'María López']);
    expect(await names({ checkedIn: false, checkInListId: listId })).toEqual([
      'Kai Nakamura',
      'Lea Nakamura',
      'Pierre Dubois',
    ]);
    expect(await names({ states: ['CHECKED_IN'] })).toEqual(['Ana Ruiz', 'María López']);
  });

  it('undoes a check-in by hand: counts, the order’s flag and the audit log follow; a second undo changes nothing', async () => {
    const [maria, ana] = [present(lopez.ticketIds[0]), present(lopez.ticketIds[1])];
    const before = (await counts()).checkInCounts;
    expect(dataOf(await undo(maria)).undoAttendeeCheckIn).toMatchObject({ state: 'VALID', checkIns: [] });
    expect(dataOf(await undo(maria)).undoAttendeeCheckIn).toMatchObject({ state: 'VALID', checkIns: [] });
    expect((await counts()).checkInCounts.checkedIn).toBe(before.checkedIn - 1);
    expect(await orderCheckedIn(lopez.id)).toBe(true);
    dataOf(await undo(ana));
    expect((await counts()).checkInCounts.checkedIn).toBe(before.checkedIn - 2);
    expect(await orderCheckedIn(lopez.id)).toBe(false);
    expect((await auditOf(maria)).map((r) => r.action)).toEqual(['checkin.manual', 'checkin.undone']);
    // Checked in again after the undo: a fresh entry.
    expect(dataOf(await checkIn(maria)).checkInAttendee.outcome).toBe('ADMITTED');
  });

  it('refuses a refunded ticket with its reason, and counts nothing', async () => {
    const ticketId = present(nakamura.ticketIds[1]);
    dataOf(await api.graphql(REFUND, { token: owner, variables: { id: nakamura.id, ticketIds: [ticketId] } }));
    const before = (await counts()).checkInCounts;
    const refused = dataOf(await checkIn(ticketId)).checkInAttendee;
    expect(refused).toMatchObject({ outcome: 'REJECTED', reason: 'REFUNDED', attendee: { state: 'REFUNDED' } });
    expect((await counts()).checkInCounts).toEqual(before);
    expect(await names({ states: ['REFUNDED'] })).toEqual(['Lea Nakamura']);
    expect(await orderCheckedIn(nakamura.id)).toBe(false);
  });

  it('keeps other organizations and buyers out, and refuses a ticket the event does not have', async () => {
    const ticketId = present(dubois.ticketIds[0]);
    for (const token of [outsider, (await api.newAccount('stranger')).idToken]) {
      expect(errorOf(await search({}, token)).code).toBe('FORBIDDEN');
      expect(errorOf(await checkIn(ticketId, token)).code).toBe('FORBIDDEN');
      expect(errorOf(await undo(ticketId, token)).code).toBe('FORBIDDEN');
    }
    const anonymous = await api.graphql(ATTENDEES, { variables: { eventId, filter: {} } });
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
    const otherList = dataOf(await search({}, manager, otherEventId)).eventAttendees;
    expect(otherList.attendees).toEqual([]);
    expect(errorOf(await checkIn(ticketId, doorStaff, 'x'))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'nonce' });
    expect(errorOf(await checkIn('00000000-0000-4000-8000-000000000000')).code).toBe('NOT_FOUND');
    expect((await counts()).checkInCounts.checkedIn).toBeGreaterThan(0);
  });
});
