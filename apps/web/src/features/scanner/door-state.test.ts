import { describe, expect, it } from 'vitest';
import {
  checkedInAlready,
  decideHere,
  indexCopy,
  localCounts,
  stateKey,
  statesFromCopy,
  subjectOfTyped,
  type DoorCopy,
} from './door-state.ts';

/*
 * The door with the network off: decisions from the device's copy (a refunded ticket is red at its voided
 * version, a ticket sold after the copy is let in), what it keeps, and the counts it shows.
 */

const LIST = 'list-1';
const VIP_LIST = 'list-vip';
const copy = {
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
    {
      id: VIP_LIST,
      name: 'VIP',
      ticketTypeIds: ['vip'],
      opensAt: '2026-06-01T15:00:00Z',
      closesAt: '2026-06-02T00:00:00Z',
      allowReentry: true,
      isDefault: false,
    },
  ],
  ticketTypes: [
    { id: 'std', name: 'Standing' },
    { id: 'vip', name: 'VIP' },
  ],
  tickets: [
    {
      id: 'ada',
      attendeeName: 'Ada Lovelace',
      ticketTypeId: 'std',
      shortCode: 'K7QX2MPA',
      version: 1,
      doorNotes: ['T-shirt: M'],
    },
    { id: 'alan', attendeeName: 'Alan Turing', ticketTypeId: 'vip', shortCode: 'H4RW9ZTE', version: 1 },
  ],
  revoked: [{ id: 'grace', shortCode: 'G8CE3NVY', version: 2, reason: 'REFUNDED' }],
  checkIns: [{ listId: LIST, ticketId: 'alan', at: '2026-06-01T18:30:00Z', deviceName: 'Door 2', inside: true }],
} as unknown as DoorCopy;

const index = indexCopy(copy);
const at = new Date('2026-06-01T19:05:00Z');
const scan = (nonce: string, kind: 'ENTRY' | 'EXIT' = 'ENTRY') => ({ nonce, kind, at, deviceName: 'Door 1' });
const entrance = copy.lists[0];
const vip = copy.lists[1];
if (!entrance || !vip) throw new Error('lists missing');

describe('deciding on the device', () => {
  it('lets a valid ticket in once, and says when and where it was let in before', () => {
    const states = statesFromCopy(copy);
    const first = decideHere(
      index,
      states,
      entrance,
      { ticketId: 'ada', ticketTypeId: 'std', codeVersion: 1 },
      scan('n1'),
    );
    expect(first.result).toMatchObject({
      outcome: 'ADMITTED',
      attendeeName: 'Ada Lovelace',
      ticketTypeName: 'Standing',
    });
    expect(first.state).toMatchObject({ inside: true, deviceName: 'Door 1' });
    const alan = decideHere(
      index,
      states,
      entrance,
      { ticketId: 'alan', ticketTypeId: 'vip', codeVersion: 1 },
      scan('n2'),
    );
    expect(alan.result).toMatchObject({ outcome: 'ALREADY_CHECKED_IN', first: { deviceName: 'Door 2' } });
    expect(alan.state).toBeNull();
  });

  it('refuses a refunded code from the revocation list, and lets in a ticket sold after the copy', () => {
    const states = statesFromCopy(copy);
    const grace = decideHere(
      index,
      states,
      entrance,
      { ticketId: 'grace', ticketTypeId: 'std', codeVersion: 1 },
      scan('n3'),
    );
    expect(grace.result).toMatchObject({ outcome: 'REJECTED', reason: 'REFUNDED' });
    const newer = decideHere(
      index,
      states,
      entrance,
      { ticketId: 'tim', ticketTypeId: 'std', codeVersion: 1 },
      scan('n4'),
    );
    expect(newer.result).toMatchObject({ outcome: 'ADMITTED', attendeeName: null, ticketTypeName: 'Standing' });
    const forged = decideHere(index, states, entrance, { rejection: 'BAD_SIGNATURE' }, scan('n5'));
    expect(forged.result).toMatchObject({ outcome: 'REJECTED', reason: 'BAD_SIGNATURE' });
  });

  it('keeps a re-entry list’s in and out, and the counts per list', () => {
    let states = statesFromCopy(copy);
    const subject = { ticketId: 'alan', ticketTypeId: 'vip', codeVersion: 1 };
    const inside = decideHere(index, states, vip, subject, scan('n6'));
    expect(inside.result.outcome).toBe('ADMITTED');
    states = { ...states, [stateKey(VIP_LIST, 'alan')]: inside.state ?? { inside: false, at: '', deviceName: '' } };
    const out = decideHere(index, states, vip, subject, scan('n7', 'EXIT'));
    expect(out.result.outcome).toBe('EXITED');
    expect(out.state?.inside).toBe(false);
    expect(localCounts(copy, states, entrance)).toMatchObject({ checkedIn: 1, expected: 2 });
    expect(localCounts(copy, states, vip)).toMatchObject({
      checkedIn: 1,
      expected: 1,
      byTicketType: [{ name: 'VIP' }],
    });
  });
});

describe('a short code typed at the door, offline', () => {
  // Guards: a typed code is matched against the copy and judged by the same rules as a scanned one.
  it('names the copy’s ticket whatever its case, spaces and hyphens, and is judged like a scan', () => {
    const states = statesFromCopy(copy);
    const typed = subjectOfTyped(index, 'k7qx-2mpa');
    expect(typed).toEqual({ ticketId: 'ada', ticketTypeId: 'std', codeVersion: null });
    const ada = decideHere(index, states, entrance, typed ?? { rejection: 'BAD_SIGNATURE' }, scan('t1'));
    // The answers the organizer shows at the door come from the copy, with the network off.
    expect(ada.result).toMatchObject({
      outcome: 'ADMITTED',
      ticketId: 'ada',
      attendeeName: 'Ada Lovelace',
      notes: ['T-shirt: M'],
    });
    const alan = decideHere(
      index,
      states,
      entrance,
      subjectOfTyped(index, 'H4RW 9ZTE') ?? { rejection: 'VOID' },
      scan('t2'),
    );
    expect(alan.result).toMatchObject({ outcome: 'ALREADY_CHECKED_IN', first: { deviceName: 'Door 2' } });
  });

  it('refuses a refunded ticket’s code as refunded, an unknown one as unknown, and a mistyped one as no ticket', () => {
    const states = statesFromCopy(copy);
    const judged = (text: string) =>
      decideHere(index, states, entrance, subjectOfTyped(index, text) ?? { rejection: 'VOID' }, scan(text)).result;
    expect(judged('g8ce 3nvy')).toMatchObject({ outcome: 'REJECTED', reason: 'REFUNDED' });
    expect(judged('2222 2222')).toMatchObject({ outcome: 'REJECTED', reason: 'UNKNOWN_TICKET' });
    expect(judged('K7QX 2MP0')).toMatchObject({ outcome: 'REJECTED', reason: 'BAD_SIGNATURE' });
    // A signed code is not a short code: its signature is checked instead.
    expect(subjectOfTyped(index, 'A1.abc')).toBeNull();
  });
});

describe('a guest found by name', () => {
  // Guards: the door offered "Check in" for a guest already in, and only said so after the tap.
  it('says when and where a guest already in was let in, and nothing while they may go in', () => {
    const states = statesFromCopy(copy);
    expect(checkedInAlready(index, states, entrance, 'alan', at)).toEqual({
      at: '2026-06-01T18:30:00Z',
      deviceName: 'Door 2',
    });
    expect(checkedInAlready(index, states, entrance, 'ada', at)).toBeNull();
    // Out again on a re-entry list: they may go back in.
    const out = {
      ...states,
      [stateKey(VIP_LIST, 'alan')]: { inside: false, at: '2026-06-01T18:40:00Z', deviceName: 'Door 2' },
    };
    expect(checkedInAlready(index, out, vip, 'alan', at)).toBeNull();
  });
});
