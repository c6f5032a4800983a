import { createTicketVerifier, MAX_CHECK_IN_BATCH } from '@admit/shared';
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
  VIEWER_ID,
} from '../../test/org-fixtures.ts';
import { sql } from 'drizzle-orm';
import { buy, rowsOf } from '../../test/checkout-fixtures.ts';
import { graphql } from '../../test/gql/index.ts';
import type {
  CheckInOutcome,
  DoorCountsFragment,
  ListFieldsFragment,
  OrderFieldsFragment,
} from '../../test/gql/graphql.ts';
import { duringUncommitted } from '../../test/uncommitted.ts';
import { createTicketKeyring } from '../tickets/keyring.ts';
import { findListWithEvent } from './repo.ts';
import { doorDevices } from './tables.ts';
import { applyScans } from './scan.ts';

/*
 * The door through the API: scans verified on the server, judged by the list's rules (once, or with re-entry;
 * its ticket types; its window), recorded once per nonce, first scan wins between devices, undone, counted.
 */

const DOOR_TICKET = graphql(`
  query DoorTicket($id: ID!) {
    ticket(id: $id) {
      checkedInAt
    }
  }
`);
const DOOR_REFUND_ORDER = graphql(`
  mutation DoorRefundOrder($id: ID!, $t: [ID!]) {
    refundOrder(id: $id, ticketIds: $t) {
      id
    }
  }
`);
const DOOR_CHECK_IN_CONFLICTS = graphql(`
  query DoorCheckInConflicts($e: ID!) {
    checkInConflicts(eventId: $e) {
      listName
      ticket {
        id
      }
      first {
        deviceName
        at
      }
      second {
        deviceName
        at
      }
    }
  }
`);
const DOOR_SCANNER_DATA = graphql(`
  query DoorScannerData($s: String!, $d: String) {
    scannerData(eventSlug: $s, deviceId: $d) {
      eventId
    }
  }
`);
const DOOR_CONFLICT_DEVICES = graphql(`
  query DoorConflictDevices($e: ID!) {
    checkInConflicts(eventId: $e) {
      first {
        deviceName
      }
      second {
        deviceName
      }
    }
  }
`);
const DOOR_OFFLINE_COPY = graphql(`
  query DoorOfflineCopy($s: String!) {
    scannerData(eventSlug: $s) {
      eventId
      publicKey
      lists {
        id
        isDefault
      }
      tickets {
        id
        version
        attendeeName
      }
      revoked {
        id
        version
        reason
      }
      checkIns {
        ticketId
        listId
        deviceName
        inside
      }
    }
  }
`);
const DOOR_CHECKED_IN = graphql(`
  query DoorCheckedIn($l: ID!) {
    checkInCounts(listId: $l) {
      checkedIn
    }
  }
`);
const DOOR_SCANNER_EVENT = graphql(`
  query DoorScannerEvent($s: String!) {
    scannerData(eventSlug: $s) {
      eventId
    }
  }
`);
const DOOR_CONFLICT_LISTS = graphql(`
  query DoorConflictLists($e: ID!) {
    checkInConflicts(eventId: $e) {
      listName
    }
  }
`);
const DOOR_UPDATE_CHECK_IN_LIST = graphql(`
  mutation DoorUpdateCheckInList($id: ID!, $i: CheckInListInput!) {
    updateCheckInList(id: $id, input: $i) {
      id
      name
    }
  }
`);
const DOOR_DELETE_CHECK_IN_LIST = graphql(`
  mutation DoorDeleteCheckInList($id: ID!) {
    deleteCheckInList(id: $id)
  }
`);

let api: TestApi;
let owner: string;
let manager: string;
let door: string;
let buyer: string;
let organizationId: string;

graphql(`
  fragment ScanResult on CheckInResult {
    nonce
    outcome
    reason
    conflict
    ticket {
      id
      attendeeName
      ticketTypeName
    }
    firstCheckIn {
      at
      deviceName
    }
  }
`);
graphql(`
  fragment DoorCounts on CheckInCounts {
    checkedIn
    expected
    inside
    byTicketType {
      name
      checkedIn
      expected
    }
  }
`);
graphql(`
  fragment ListFields on CheckInList {
    id
    name
    isDefault
    allowReentry
    opensAt
  }
`);

let nonceCounter = 0;
const nonce = () => `n${Date.now().toString(36)}x${(nonceCounter += 1)}`;

type ScanInput = {
  listId: string;
  code?: string;
  ticketId?: string;
  kind?: 'ENTRY' | 'EXIT';
  nonce?: string;
  deviceId?: string;
  deviceName?: string;
  scannedAt?: string;
  shownOutcome?: CheckInOutcome;
};
const scanInput = (s: ScanInput) => ({
  deviceId: 'device-1',
  deviceName: 'Door 1',
  ...s,
  nonce: s.nonce ?? nonce(),
});

const CHECK_IN = graphql(`
  mutation CheckIn($i: CheckInInput!) {
    checkIn(input: $i) {
      ...ScanResult
    }
  }
`);

function checkIn(token: string, s: ScanInput) {
  return api.graphql(CHECK_IN, { token, variables: { i: scanInput(s) } });
}

const UPLOAD_CHECK_INS = graphql(`
  mutation UploadCheckIns($s: [CheckInInput!]!) {
    uploadCheckIns(scans: $s) {
      conflicts
      results {
        ...ScanResult
      }
    }
  }
`);

function upload(token: string, scans: ReturnType<typeof scanInput>[]) {
  return api.graphql(UPLOAD_CHECK_INS, { token, variables: { s: scans } });
}

const UNDO_CHECK_IN = graphql(`
  mutation UndoCheckIn($e: ID!, $n: String!) {
    undoCheckIn(eventId: $e, nonce: $n) {
      ...DoorCounts
    }
  }
`);

function undoAs(token: string, eventId: string, n: string) {
  return api.graphql(UNDO_CHECK_IN, { token, variables: { e: eventId, n } });
}

const CHECK_IN_COUNTS = graphql(`
  query CountsOfList($l: ID!) {
    checkInCounts(listId: $l) {
      ...DoorCounts
    }
  }
`);

async function counts(token: string, listId: string): Promise<DoorCountsFragment> {
  return dataOf(await api.graphql(CHECK_IN_COUNTS, { token, variables: { l: listId } })).checkInCounts;
}

const LISTS_OF = graphql(`
  query ListsOf($s: String!) {
    event(slug: $s) {
      checkInLists {
        ...ListFields
      }
    }
  }
`);

async function listsOf(token: string, slug: string): Promise<ListFieldsFragment[]> {
  const res = await api.graphql(LISTS_OF, { token, variables: { s: slug } });
  return present(dataOf(res).event).checkInLists;
}

const CREATE_LIST = graphql(`
  mutation CreateList($e: ID!, $i: CheckInListInput!) {
    createCheckInList(eventId: $e, input: $i) {
      ...ListFields
    }
  }
`);

function createList(
  token: string,
  eventId: string,
  input: { name: string; ticketTypeIds: string[]; opensMinutesBefore: number; allowReentry: boolean },
) {
  return api.graphql(CREATE_LIST, { token, variables: { e: eventId, i: input } });
}

/** An event starting in an hour (check-in open on the default list), with General and VIP, and a paid order. */
async function doorEvent(places = { general: 3, vip: 1 }) {
  const event = await createEvent(api, owner, organizationId, { startsAt: utcLocal(0, 1), endsAt: utcLocal(0, 6) });
  const general = await createTicketType(api, owner, event.id, { capacity: 50 });
  const vip = await createTicketType(api, owner, event.id, { name: 'VIP', priceMinor: 4000, capacity: 10 });
  dataOf(await api.graphql(PUBLISH_EVENT, { token: owner, variables: { id: event.id } }));
  const order: OrderFieldsFragment = await buy(api, buyer, event.id, [
    { ticketTypeId: general.id, quantity: places.general },
    { ticketTypeId: vip.id, quantity: places.vip },
  ]);
  const of = (type: string) => order.tickets.filter((t) => t.ticketTypeName === type);
  const [entrance] = await listsOf(door, event.slug);
  if (!entrance) throw new Error('no default list');
  return { event, general, vip, order, generalTickets: of('General admission'), vipTickets: of('VIP'), entrance };
}

const codeOf = (t: { code: string | null }) => {
  if (!t.code) throw new Error('a ticket without its code');
  return t.code;
};

beforeAll(async () => {
  api = await createTestApi({}, { jobs: false });
  owner = (await api.newAccount('owner')).idToken;
  organizationId = (await createOrganization(api, owner)).id;
  manager = (await addMember(api, owner, organizationId, 'MANAGER')).token;
  door = (await addMember(api, owner, organizationId, 'DOOR_STAFF')).token;
  buyer = (await api.newAccount('buyer')).idToken;
});
afterAll(() => api.close());

describe('scanning at the door', () => {
  // Guards: a valid code is let in once, with its name and type; a second scan is amber and says when and where.
  it('admits a valid ticket once; the second scan says when and on which device', async () => {
    const { generalTickets, entrance, order } = await doorEvent();
    const ticket = generalTickets[0];
    if (!ticket) throw new Error('no ticket');
    const first = dataOf(await checkIn(door, { listId: entrance.id, code: codeOf(ticket), deviceName: 'Door 1' }));
    expect(first.checkIn).toMatchObject({
      outcome: 'ADMITTED',
      reason: null,
      ticket: { id: ticket.id, attendeeName: ticket.attendeeName, ticketTypeName: 'General admission' },
    });
    const again = dataOf(await checkIn(manager, { listId: entrance.id, code: codeOf(ticket), deviceName: 'Door 2' }));
    expect(again.checkIn).toMatchObject({ outcome: 'ALREADY_CHECKED_IN', firstCheckIn: { deviceName: 'Door 1' } });
    expect(await counts(door, entrance.id)).toEqual({
      checkedIn: 1,
      expected: 4,
      inside: 1,
      byTicketType: [
        { name: 'General admission', checkedIn: 1, expected: 3 },
        { name: 'VIP', checkedIn: 0, expected: 1 },
      ],
    });
    // The buyer's ticket says it was checked in.
    const mine = await api.graphql(DOOR_TICKET, { token: buyer, variables: { id: ticket.id } });
    expect(dataOf(mine).ticket.checkedInAt).toMatch(/^\d{4}-/);
    const other = order.tickets.find((t) => t.id !== ticket.id);
    const notYet = await api.graphql(DOOR_TICKET, { token: buyer, variables: { id: present(other).id } });
    expect(dataOf(notYet).ticket.checkedInAt).toBeNull();
  });

  // Guards: refunded, tampered, another event's and an unreadable code are red, with their reason, and change nothing.
  it('refuses refunded, tampered, foreign and unreadable codes, each with its reason', async () => {
    const { generalTickets, entrance, order } = await doorEvent();
    const [kept, refunded] = generalTickets;
    if (!kept || !refunded) throw new Error('tickets missing');
    dataOf(
      await api.graphql(DOOR_REFUND_ORDER, {
        token: manager,
        variables: { id: order.id, t: [refunded.id] },
      }),
    );
    const code = codeOf(kept);
    // One character of the signature changed.
    const tampered = code.slice(0, -3) + (code.at(-3) === 'A' ? 'B' : 'A') + code.slice(-2);
    const foreign = (await doorEvent({ general: 1, vip: 0 })).generalTickets[0];
    const outcomes = await Promise.all(
      [codeOf(refunded), tampered, foreign ? codeOf(foreign) : '', 'https://example.test/not-a-ticket'].map(
        async (c) => dataOf(await checkIn(door, { listId: entrance.id, code: c })).checkIn,
      ),
    );
    expect(outcomes.map((r) => [r.outcome, r.reason])).toEqual([
      ['REJECTED', 'REFUNDED'],
      ['REJECTED', 'BAD_SIGNATURE'],
      ['REJECTED', 'WRONG_EVENT'],
      ['REJECTED', 'BAD_SIGNATURE'],
    ]);
    expect(outcomes[0]?.ticket?.id).toBe(refunded.id);
    expect((await counts(door, entrance.id)).checkedIn).toBe(0);
  });

  // Guards: a list's types and window, re-entry after an exit, an exit refused where there is no re-entry, and
  // a ticket on two lists counted once on each.
  it('keeps each list to its types, its window and its entry rule; a ticket on two lists counts on both', async () => {
    const { event, vip, generalTickets, vipTickets, entrance } = await doorEvent();
    const vipTicket = vipTickets[0];
    const generalTicket = generalTickets[0];
    if (!vipTicket || !generalTicket) throw new Error('tickets missing');
    const lounge = dataOf(
      await createList(manager, event.id, {
        name: 'VIP lounge',
        ticketTypeIds: [vip.id],
        opensMinutesBefore: 120,
        allowReentry: true,
      }),
    ).createCheckInList;
    const vipCode = codeOf(vipTicket);
    const scan = async (listId: string, code: string, kind: 'ENTRY' | 'EXIT' = 'ENTRY') =>
      dataOf(await checkIn(door, { listId, code, kind })).checkIn;

    expect(await scan(lounge.id, codeOf(generalTicket))).toMatchObject({ outcome: 'REJECTED', reason: 'NOT_ON_LIST' });
    expect((await scan(lounge.id, vipCode)).outcome).toBe('ADMITTED');
    expect((await scan(lounge.id, vipCode)).outcome).toBe('ALREADY_CHECKED_IN');
    expect((await scan(lounge.id, vipCode, 'EXIT')).outcome).toBe('EXITED');
    expect(await counts(door, lounge.id)).toMatchObject({ checkedIn: 1, inside: 0, expected: 1 });
    expect((await scan(lounge.id, vipCode, 'EXIT')).reason).toBe('NOT_INSIDE');
    expect((await scan(lounge.id, vipCode)).outcome).toBe('ADMITTED');
    expect(await counts(door, lounge.id)).toMatchObject({ checkedIn: 1, inside: 1 });

    // The same ticket on the entrance list: valid once there too, and the entrance has no re-entry.
    expect((await scan(entrance.id, vipCode)).outcome).toBe('ADMITTED');
    expect((await scan(entrance.id, vipCode, 'EXIT')).reason).toBe('NOT_INSIDE');
    expect((await scan(entrance.id, vipCode)).outcome).toBe('ALREADY_CHECKED_IN');
    expect(await counts(door, entrance.id)).toMatchObject({ checkedIn: 1, expected: 4 });
    expect(await counts(door, lounge.id)).toMatchObject({ checkedIn: 1, expected: 1 });

    // A list opening ten minutes before a start an hour away is not open yet.
    const late = dataOf(
      await createList(owner, event.id, {
        name: 'Day 2',
        ticketTypeIds: [],
        opensMinutesBefore: 10,
        allowReentry: false,
      }),
    ).createCheckInList;
    expect(await scan(late.id, codeOf(generalTicket))).toMatchObject({ outcome: 'REJECTED', reason: 'NOT_OPEN' });
  });

  // Guards: an entry let in by mistake is taken back: the ticket can come in again, and a second undo does nothing.
  it('undoes the last scan', async () => {
    const { event, generalTickets, entrance } = await doorEvent();
    const code = codeOf(generalTickets[0] ?? { code: null });
    const first = dataOf(await checkIn(door, { listId: entrance.id, code })).checkIn;
    const undo = (n: string) => undoAs(door, event.id, n);
    expect(dataOf(await undo(first.nonce)).undoCheckIn.checkedIn).toBe(0);
    expect(dataOf(await undo(first.nonce)).undoCheckIn.checkedIn).toBe(0);
    expect(dataOf(await checkIn(door, { listId: entrance.id, code })).checkIn.outcome).toBe('ADMITTED');
    expect((await counts(door, entrance.id)).checkedIn).toBe(1);
  });

  // Guards: two devices scanning one ticket at the same moment let it in once.
  it('admits a ticket once when two devices scan it at the same moment', async () => {
    const { generalTickets, entrance } = await doorEvent();
    const code = codeOf(generalTickets[0] ?? { code: null });
    const both = await Promise.all([
      checkIn(door, { listId: entrance.id, code, deviceName: 'Door 1' }),
      checkIn(manager, { listId: entrance.id, code, deviceName: 'Door 2' }),
    ]);
    expect(both.map((r) => dataOf(r).checkIn.outcome).sort()).toEqual(['ADMITTED', 'ALREADY_CHECKED_IN']);
    expect((await counts(door, entrance.id)).checkedIn).toBe(1);
  });
});

describe('queued scans uploaded after the network returns', () => {
  // Guards: a batch sent twice (the answer lost) counts once and answers the same.
  it('counts a batch sent twice once', async () => {
    const { generalTickets, vipTickets, entrance } = await doorEvent();
    const batch = [...generalTickets, ...vipTickets].map((t) =>
      scanInput({
        listId: entrance.id,
        code: codeOf(t),
        shownOutcome: 'ADMITTED',
        scannedAt: new Date().toISOString(),
      }),
    );
    const once = dataOf(await upload(door, batch)).uploadCheckIns;
    const twice = dataOf(await upload(door, batch)).uploadCheckIns;
    expect(once.results.map((r) => r.outcome)).toEqual(['ADMITTED', 'ADMITTED', 'ADMITTED', 'ADMITTED']);
    expect(twice).toEqual(once);
    expect(await counts(door, entrance.id)).toMatchObject({ checkedIn: 4, expected: 4 });
  });

  // Guards: a retry racing the original (the device resent while the first upload was still running) counts once.
  it('counts a batch sent twice at the same moment once', async () => {
    const { generalTickets, vipTickets, entrance } = await doorEvent();
    const batch = [...generalTickets, ...vipTickets].map((t) =>
      scanInput({ listId: entrance.id, code: codeOf(t), shownOutcome: 'ADMITTED' }),
    );
    const [a, b] = await Promise.all([upload(door, batch), upload(door, batch)]);
    expect(dataOf(a).uploadCheckIns.results.map((r) => r.outcome)).toEqual(Array(4).fill('ADMITTED'));
    expect(dataOf(b).uploadCheckIns.results.map((r) => r.outcome)).toEqual(Array(4).fill('ADMITTED'));
    expect(await counts(door, entrance.id)).toMatchObject({ checkedIn: 4, expected: 4 });
  });

  // Guards: a retry that reads before the original commits, and whose server time is earlier than the
  // original's, is still the same scan: it neither takes the original's place nor marks it displaced.
  it('answers a copy racing its uncommitted original as the original was', async () => {
    const { generalTickets, entrance } = await doorEvent();
    const found = await findListWithEvent(api.database.db, entrance.id);
    if (!found) throw new Error('no list');
    const viewer = present(dataOf(await api.graphql(VIEWER_ID, { token: door })).viewer);
    const keyring = createTicketKeyring(api.database.db, api.config.checkout.ticketKeySecret);
    // Read before the held transaction: on PGlite (one connection) the key could not be read while it is held.
    await keyring.publicKey(found.event.id);
    const scan = scanInput({
      listId: entrance.id,
      code: codeOf(generalTickets[0] ?? { code: null }),
      shownOutcome: 'ADMITTED',
    });
    const copy = await duringUncommitted(
      api.database,
      // The original, held uncommitted, decided at a server time a minute later than the copy's.
      (tx) =>
        applyScans(
          tx,
          keyring,
          { userId: viewer.user.id },
          found.list,
          found.event,
          [{ ...scan, kind: 'ENTRY', scannedAt: null, shownOutcome: 'ADMITTED' }],
          new Date(Date.now() + 60_000),
        ),
      () => upload(door, [scan]),
    );
    expect(dataOf(copy).uploadCheckIns).toMatchObject({
      conflicts: 0,
      results: [{ outcome: 'ADMITTED', conflict: false }],
    });
    const again = dataOf(await upload(door, [scan])).uploadCheckIns;
    expect(again.results).toMatchObject([{ outcome: 'ADMITTED', conflict: false }]);
    expect(await counts(door, entrance.id)).toMatchObject({ checkedIn: 1 });
  });

  // Guards: two offline devices that both let a ticket in: the earlier scan counts, and both are reported.
  it('resolves two devices that both admitted a ticket: first scan wins, both reported', async () => {
    const { event, generalTickets, entrance } = await doorEvent();
    const ticket = generalTickets[0];
    if (!ticket) throw new Error('no ticket');
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    // Door 2 scanned it first (5 minutes ago) but uploads last: it went offline after its copy, 10 minutes ago.
    await api.database.db
      .insert(doorDevices)
      .values({ eventId: event.id, deviceId: 'door-2', lastContactAt: new Date(Date.now() - 10 * 60_000) });
    const fromDoor1 = scanInput({
      listId: entrance.id,
      code: codeOf(ticket),
      deviceId: 'door-1',
      deviceName: 'Door 1',
      scannedAt: at(2),
      shownOutcome: 'ADMITTED',
    });
    const fromDoor2 = scanInput({
      listId: entrance.id,
      code: codeOf(ticket),
      deviceId: 'door-2',
      deviceName: 'Door 2',
      scannedAt: at(5),
      shownOutcome: 'ADMITTED',
    });
    expect(dataOf(await upload(door, [fromDoor1])).uploadCheckIns).toMatchObject({
      conflicts: 0,
      results: [{ outcome: 'ADMITTED' }],
    });
    expect(dataOf(await upload(manager, [fromDoor2])).uploadCheckIns).toMatchObject({
      conflicts: 1,
      results: [{ outcome: 'ADMITTED', conflict: true }],
    });
    expect((await counts(door, entrance.id)).checkedIn).toBe(1);
    const report = await api.graphql(DOOR_CHECK_IN_CONFLICTS, { token: door, variables: { e: event.id } });
    expect(dataOf(report).checkInConflicts).toEqual([
      {
        listName: 'Entrance',
        ticket: { id: ticket.id },
        first: expect.objectContaining({ deviceName: 'Door 2' }),
        second: expect.objectContaining({ deviceName: 'Door 1' }),
      },
    ]);
    // A third device, online, is told the earlier scan's device.
    const third = dataOf(await checkIn(door, { listId: entrance.id, code: codeOf(ticket) })).checkIn;
    expect(third).toMatchObject({ outcome: 'ALREADY_CHECKED_IN', firstCheckIn: { deviceName: 'Door 2' } });
  });

  // Guards: a device cannot admit a ticket again by dating its scan before the entry it could have known about: its
  // time is believed only back to its last contact. The first entry keeps its place; the scan is amber, a conflict.
  it('never lets a back-dated scan turn an entry into a second admission', async () => {
    const { event, generalTickets, entrance } = await doorEvent();
    const ticket = generalTickets[0];
    if (!ticket) throw new Error('no ticket');
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    // Up to date a moment ago: it downloaded the copy, naming itself.
    dataOf(
      await api.graphql(DOOR_SCANNER_DATA, {
        token: door,
        variables: { s: event.slug, d: 'liar' },
      }),
    );
    const honest = dataOf(
      await checkIn(manager, { listId: entrance.id, code: codeOf(ticket), deviceId: 'honest', deviceName: 'Gate A' }),
    ).checkIn;
    expect(honest.outcome).toBe('ADMITTED');
    const backDated = (deviceId: string, minutesAgo: number) =>
      scanInput({
        listId: entrance.id,
        code: codeOf(ticket),
        deviceId,
        deviceName: deviceId,
        scannedAt: at(minutesAgo),
        shownOutcome: 'ADMITTED',
      });
    // The device that synced, then a device never heard of: 30 and 60 minutes back.
    const backDatedScans = [backDated('liar', 30), backDated('liar', 60), backDated('ghost', 45)];
    const uploaded = dataOf(await upload(door, backDatedScans)).uploadCheckIns;
    expect(uploaded.conflicts).toBe(3);
    for (const result of uploaded.results) {
      expect(result).toMatchObject({
        outcome: 'ALREADY_CHECKED_IN',
        conflict: true,
        firstCheckIn: { deviceName: 'Gate A' },
      });
    }
    const again = dataOf(await checkIn(door, { listId: entrance.id, code: codeOf(ticket) })).checkIn;
    expect(again.firstCheckIn?.deviceName).toBe('Gate A');
    expect((await counts(door, entrance.id)).checkedIn).toBe(1);
    // The supervisor sees each of them beside the entry that counts.
    const report = await api.graphql(DOOR_CONFLICT_DEVICES, {
      token: manager,
      variables: { e: event.id },
    });
    expect(
      dataOf(report)
        .checkInConflicts.map((c) => [c.first.deviceName, c.second.deviceName])
        .sort(),
    ).toEqual([
      ['Gate A', 'ghost'],
      ['Gate A', 'liar'],
      ['Gate A', 'liar'],
    ]);
    // And each is in the audit log once, on its ticket, with the device and what it showed; sent again, no more.
    dataOf(await upload(door, backDatedScans));
    const audited = await rowsOf<{ device: string; shown: string }>(
      api,
      sql`select after->>'deviceName' as device, after->>'shownOutcome' as shown from audit_log
          where action = 'checkin.conflict' and entity_id = ${ticket.id} order by 1`,
    );
    expect(audited.map((r) => [r.device, r.shown])).toEqual([
      ['ghost', 'ADMITTED'],
      ['liar', 'ADMITTED'],
      ['liar', 'ADMITTED'],
    ]);
  });

  // Guards: bad batches are refused whole, on their field, and nothing is recorded.
  it('refuses an empty, oversized or malformed batch, recording nothing', async () => {
    const { generalTickets, entrance } = await doorEvent();
    const good = scanInput({ listId: entrance.id, code: codeOf(generalTickets[0] ?? { code: null }) });
    expect(errorOf(await upload(door, []))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'scans' });
    const many = Array.from({ length: MAX_CHECK_IN_BATCH + 1 }, () => ({ ...good, nonce: nonce() }));
    expect(errorOf(await upload(door, many))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'scans' });
    expect(errorOf(await upload(door, [good, { ...good, nonce: 'short' }]))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'nonce',
    });
    expect(errorOf(await upload(door, [good, { ...good, nonce: nonce(), code: undefined }]))).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect((await counts(door, entrance.id)).checkedIn).toBe(0);
  });
});

describe("a door device's offline copy", () => {
  // Guards: the copy holds what offline checking needs: a key the codes verify with, current versions, the
  // refunded ticket with its voided version, and who is in.
  it('holds the public key, tickets, revocations and check-ins', async () => {
    const { event, generalTickets, entrance, order } = await doorEvent();
    const [inside, refunded] = generalTickets;
    if (!inside || !refunded) throw new Error('tickets missing');
    dataOf(await checkIn(door, { listId: entrance.id, code: codeOf(inside), deviceName: 'Door 7' }));
    dataOf(
      await api.graphql(DOOR_REFUND_ORDER, {
        token: owner,
        variables: { id: order.id, t: [refunded.id] },
      }),
    );
    const res = await api.graphql(DOOR_OFFLINE_COPY, { token: door, variables: { s: event.slug } });
    const data = dataOf(res).scannerData;
    expect(data.eventId).toBe(event.id);
    expect(data.lists).toEqual([{ id: entrance.id, isDefault: true }]);
    expect(data.tickets.map((t) => t.id).sort()).toEqual(
      order.tickets
        .filter((t) => t.id !== refunded.id)
        .map((t) => t.id)
        .sort(),
    );
    expect(data.revoked).toEqual([{ id: refunded.id, version: 2, reason: 'REFUNDED' }]);
    expect(data.checkIns).toEqual([{ ticketId: inside.id, listId: entrance.id, deviceName: 'Door 7', inside: true }]);
    const verify = await createTicketVerifier(data.publicKey);
    expect(await verify(codeOf(inside))).toMatchObject({ ticketId: inside.id, eventId: event.id, version: 1 });
  });
});

describe('who may do what at the door', () => {
  // Guards: every check-in operation is limited to the event's organization; door staff check in but cannot
  // change lists; the buyer and another organization's owner are FORBIDDEN; a visitor UNAUTHENTICATED.
  it('limits every operation to the organization, and lists to owners and managers', async () => {
    const { event, generalTickets, entrance } = await doorEvent();
    const code = codeOf(generalTickets[0] ?? { code: null });
    const stranger = (await api.newAccount('other-owner')).idToken;
    await createOrganization(api, stranger, 'Another Org');
    const listInput = { name: 'Side door', ticketTypeIds: [], opensMinutesBefore: 60, allowReentry: false };
    const doorCounts = (t: string) =>
      api.graphql(DOOR_CHECKED_IN, {
        token: t,
        variables: { l: entrance.id },
      });
    const ops: Record<string, (token?: string) => Promise<GraphQLResponse<unknown>>> = {
      checkIn: (t) => checkIn(t ?? '', { listId: entrance.id, code }),
      uploadCheckIns: (t) => upload(t ?? '', [scanInput({ listId: entrance.id, code })]),
      checkInCounts: (t) =>
        api.graphql(DOOR_CHECKED_IN, {
          ...(t ? { token: t } : {}),
          variables: { l: entrance.id },
        }),
      scannerData: (t) =>
        api.graphql(DOOR_SCANNER_EVENT, {
          ...(t ? { token: t } : {}),
          variables: { s: event.slug },
        }),
      checkInConflicts: (t) =>
        api.graphql(DOOR_CONFLICT_LISTS, {
          ...(t ? { token: t } : {}),
          variables: { e: event.id },
        }),
      createCheckInList: (t) => createList(t ?? '', event.id, listInput),
    };
    const codeOfError = (res: GraphQLResponse<unknown>) => (res.body.errors ? (errorOf(res).code ?? 'ERROR') : 'OK');
    const asVisitor = (op: (token?: string) => Promise<GraphQLResponse<unknown>>) => op(undefined);
    for (const [name, op] of Object.entries(ops)) {
      expect([name, codeOfError(await op(stranger))]).toEqual([name, 'FORBIDDEN']);
      expect([name, codeOfError(await op(buyer))]).toEqual([name, 'FORBIDDEN']);
      expect([name, codeOfError(await asVisitor(op))]).toEqual([name, 'UNAUTHENTICATED']);
    }
    // Door staff: check in, yes; change lists, no.
    expect(codeOfError(await doorCounts(door))).toBe('OK');
    expect(errorOf(await createList(door, event.id, listInput)).code).toBe('FORBIDDEN');
    const side = dataOf(await createList(manager, event.id, listInput)).createCheckInList;
    const update = (t: string, id: string) =>
      api.graphql(DOOR_UPDATE_CHECK_IN_LIST, {
        token: t,
        variables: { id, i: { ...listInput, name: 'Stage door' } },
      });
    const remove = (t: string, id: string) => api.graphql(DOOR_DELETE_CHECK_IN_LIST, { token: t, variables: { id } });
    expect(errorOf(await update(door, side.id)).code).toBe('FORBIDDEN');
    expect(errorOf(await update(stranger, side.id)).code).toBe('FORBIDDEN');
    expect(dataOf(await update(owner, side.id))).toEqual({ updateCheckInList: { id: side.id, name: 'Stage door' } });
    expect(errorOf(await remove(door, side.id)).code).toBe('FORBIDDEN');
    expect(errorOf(await remove(owner, entrance.id)).code).toBe('CONFLICT');
    expect(dataOf(await remove(manager, side.id))).toEqual({ deleteCheckInList: true });
    // A list's rules are checked on their fields.
    expect(errorOf(await createList(owner, event.id, { ...listInput, name: ' ' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'name',
    });
    expect(errorOf(await createList(owner, event.id, { ...listInput, ticketTypeIds: [entrance.id] }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'ticketTypeIds',
    });
    // Nothing the refused callers sent was recorded.
    expect((await counts(door, entrance.id)).checkedIn).toBe(0);
  });
});

describe("one event's nonces", () => {
  // Guards: a device of another organization that picks (or copies) this event's nonce gets its own scan recorded
  // and answered, never this event's result, and cannot undo this event's scan.
  it("never answer for another event's scan, nor undo it", async () => {
    const { event, generalTickets, entrance } = await doorEvent();
    const taken = dataOf(
      await checkIn(door, { listId: entrance.id, code: codeOf(generalTickets[0] ?? { code: null }), deviceName: 'B' }),
    ).checkIn;

    // Another organization, its own event and door, scanning its own ticket with the same nonce.
    const otherOwner = (await api.newAccount('other-owner')).idToken;
    const otherOrg = (await createOrganization(api, otherOwner)).id;
    const otherDoor = (await addMember(api, otherOwner, otherOrg, 'DOOR_STAFF')).token;
    const other = await createEvent(api, otherOwner, otherOrg, { startsAt: utcLocal(0, 1), endsAt: utcLocal(0, 6) });
    const otherType = await createTicketType(api, otherOwner, other.id, { capacity: 5 });
    dataOf(await api.graphql(PUBLISH_EVENT, { token: otherOwner, variables: { id: other.id } }));
    const bought: OrderFieldsFragment = await buy(api, buyer, other.id, [{ ticketTypeId: otherType.id, quantity: 1 }]);
    const [otherList] = await listsOf(otherDoor, other.slug);
    if (!otherList) throw new Error('no default list');
    const theirs = dataOf(
      await checkIn(otherDoor, {
        listId: otherList.id,
        code: codeOf(bought.tickets[0] ?? { code: null }),
        nonce: taken.nonce,
        deviceName: 'A',
      }),
    ).checkIn;
    expect(theirs).toMatchObject({ outcome: 'ADMITTED', firstCheckIn: null, ticket: { id: bought.tickets[0]?.id } });
    expect((await counts(otherDoor, otherList.id)).checkedIn).toBe(1);

    // Undone by nonce in the other event: this event's entry stands.
    expect(dataOf(await undoAs(otherDoor, other.id, taken.nonce)).undoCheckIn.checkedIn).toBe(0);
    expect((await counts(door, entrance.id)).checkedIn).toBe(1);
    // And the other door cannot name this event.
    expect(errorOf(await undoAs(otherDoor, event.id, taken.nonce)).code).toMatch(/NOT_FOUND|FORBIDDEN/);
  });
});
