import { describe, expect, it } from 'vitest';
import { readStored } from '../../lib/door-storage.ts';
import { reduceDoorRecord, withCopy } from './door-record.ts';
import { doorRecordSchema } from './door-record-schema.ts';
import { stateKey, type DoorCopy, type DoorRecord, type QueuedScan } from './door-state.ts';

/*
 * What the door keeps per event: a fresh copy keeps what the server has not heard yet, scans queue and leave the
 * queue once uploaded, the last scan is taken back; and a stored record that is broken or of an older shape counts
 * as none.
 */

const LIST = 'list-1';
const copy: DoorCopy = {
  eventId: 'e',
  eventSlug: 'door-night',
  eventTitle: 'Door Night',
  startsAt: '2026-06-01T19:00:00Z',
  endsAt: '2026-06-02T00:00:00Z',
  timeZone: 'Etc/UTC',
  publicKey: 'k',
  asOf: '2026-06-01T18:00:00Z',
  lists: [
    {
      id: LIST,
      name: 'Entrance',
      ticketTypeIds: [],
      opensAt: '2026-06-01T15:00:00Z',
      closesAt: '2026-06-02T00:00:00Z',
      allowReentry: false,
      isDefault: true,
    },
  ],
  ticketTypes: [{ id: 'std', name: 'Standing' }],
  tickets: [
    { id: 'ada', attendeeName: 'Ada Lovelace', ticketTypeId: 'std', shortCode: 'K7QX2MPA', version: 1, doorNotes: [] },
    { id: 'alan', attendeeName: 'Alan Turing', ticketTypeId: 'std', shortCode: 'H4RW9ZTE', version: 1, doorNotes: [] },
  ],
  revoked: [{ id: 'grace', shortCode: 'G8CE3NVY', version: 2, reason: 'REFUNDED' }],
  checkIns: [{ listId: LIST, ticketId: 'alan', at: '2026-06-01T18:30:00Z', deviceName: 'Door 2', inside: true }],
};

const SAVED_AT = '2026-06-01T18:05:00Z';
const AT = '2026-06-01T19:05:00Z';
const ADA = stateKey(LIST, 'ada');
const ALAN = stateKey(LIST, 'alan');
const adaInside = { inside: true, at: AT, deviceName: 'Door 1' };

const queued = (nonce: string, ticketId: string | null): QueuedScan => ({
  listId: LIST,
  code: ticketId ? null : 'A1.code',
  ticketId,
  kind: 'ENTRY',
  nonce,
  deviceId: 'device-1',
  deviceName: 'Door 1',
  scannedAt: AT,
  shownOutcome: 'ADMITTED',
});

const fresh = () => withCopy(copy, undefined, SAVED_AT);
const scanned = (record: DoorRecord, nonce: string) =>
  reduceDoorRecord(record, { type: 'scanned', scan: queued(nonce, 'ada'), key: ADA, state: adaInside });

describe('the door record', () => {
  it('starts from a copy, and keeps the queue and what it decided over a fresher copy', () => {
    const record = fresh();
    expect(record).toMatchObject({ eventSlug: 'door-night', queue: [], undos: [], savedAt: SAVED_AT });
    expect(Object.keys(record.states)).toEqual([ALAN]);
    const after = scanned(record, 'n1');
    const refreshed = withCopy(copy, { ...after, undos: ['old'] }, '2026-06-01T19:10:00Z');
    expect(refreshed.queue.map((s) => s.nonce)).toEqual(['n1']);
    expect(refreshed.undos).toEqual(['old']);
    expect(refreshed.states[ADA]).toEqual(adaInside);
    expect(refreshed.savedAt).toBe('2026-06-01T19:10:00Z');
  });

  it('queues a scan with its state, and drops what the server took', () => {
    const after = scanned(scanned(fresh(), 'n1'), 'n2');
    expect(after.states[ADA]).toEqual(adaInside);
    expect(after.queue.map((s) => s.nonce)).toEqual(['n1', 'n2']);
    const rejected = reduceDoorRecord(after, { type: 'scanned', scan: queued('n3', null), key: null, state: null });
    expect(rejected.states).toBe(after.states);
    const uploaded = reduceDoorRecord(rejected, { type: 'uploaded', nonces: new Set(['n1', 'n3']) });
    expect(uploaded.queue.map((s) => s.nonce)).toEqual(['n2']);
  });

  it('takes the last scan back: from the queue if it never left, by an undo on the server if it did', () => {
    const after = scanned(fresh(), 'n1');
    const last = { nonce: 'n1', key: ADA, previous: undefined };
    const dropped = reduceDoorRecord(after, { type: 'takenBack', last, queued: true });
    expect(dropped.queue).toEqual([]);
    expect(dropped.undos).toEqual([]);
    expect(dropped.states[ADA]).toBeUndefined();
    const undone = reduceDoorRecord(after, { type: 'takenBack', last, queued: false });
    expect(undone.undos).toEqual(['n1']);
    expect(reduceDoorRecord(undone, { type: 'undoSent', nonce: 'n1' }).undos).toEqual([]);
    // A ticket that was in before the scan is back as it was.
    const previous = { inside: false, at: AT, deviceName: 'Door 2' };
    const back = reduceDoorRecord(after, { type: 'takenBack', last: { ...last, previous }, queued: true });
    expect(back.states[ADA]).toEqual(previous);
  });
});

describe('the stored record', () => {
  it('reads back what the door stored', () => {
    const record = scanned(fresh(), 'n1');
    const stored = structuredClone({ ...record, copy: { ...record.copy, __typename: 'ScannerData' } });
    expect(readStored(doorRecordSchema, stored)).toEqual(record);
    expect(readStored(doorRecordSchema, undefined)).toBeUndefined();
  });

  // Guards: a door updated mid-event must not lose the scans it queued offline before tickets had short codes.
  it('reads a record saved before tickets had short codes, queue and all', () => {
    const record = scanned(fresh(), 'n1');
    const withoutCodes = {
      ...record,
      copy: {
        ...record.copy,
        tickets: record.copy.tickets.map(({ shortCode: _, ...t }) => t),
        revoked: record.copy.revoked.map(({ shortCode: _, ...t }) => t),
      },
    };
    const read = readStored(doorRecordSchema, withoutCodes);
    expect(read?.queue.map((s) => s.nonce)).toEqual(['n1']);
    expect(read?.copy.tickets.map((t) => t.shortCode)).toEqual(['', '']);
  });

  it('counts a broken or older-shaped record as none', () => {
    const record = fresh();
    // Written before the record kept undos.
    const withoutUndos = Object.fromEntries(Object.entries(record).filter(([k]) => k !== 'undos'));
    for (const stored of [
      null,
      'door-night',
      { eventSlug: 'door-night' },
      withoutUndos,
      { ...record, queue: [{ nonce: 'n1' }] },
      { ...record, copy: { ...record.copy, tickets: 'all of them' } },
      { ...record, states: { [ADA]: { inside: 'yes' } } },
    ]) {
      expect(readStored(doorRecordSchema, stored)).toBeUndefined();
    }
  });
});
