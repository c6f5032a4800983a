import { describe, expect, it } from 'vitest';
import {
  createTicketVerifier,
  encodeTicketCode,
  ticketSigningBytes,
  toBase64Url,
  type TicketPayload,
} from '../tickets/ticket-code.ts';
import { judgeScan, readEnteredCode, readTicketCode, REJECTION_LABELS, type ScanFacts } from './judge-scan.ts';

/*
 * What a door device decides with the network off: a code is read with the event's public key (a tampered code
 * or another event's is refused), then judged against what the device knows of the ticket (the revocation list's
 * voided version, the current version of a reissued one) and the list it scans for.
 */

const EVENT = '5d2a7c44-1f0b-4e8a-b3c9-7e6f5a4d3c21';
const OTHER_EVENT = '6e3b8d55-2a1c-4f9b-84da-8f7a6b5e4d32';
const TYPE = '9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4';
const ticket = (version: number, eventId = EVENT): TicketPayload => ({
  ticketId: '0b6f3a52-8c1e-4d39-9a57-2f1c6d0e9b11',
  eventId,
  ticketTypeId: TYPE,
  version,
});

async function eventKey() {
  const pair = (await crypto.subtle.generateKey('Ed25519', true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
  const sign = async (p: TicketPayload) =>
    encodeTicketCode(p, new Uint8Array(await crypto.subtle.sign('Ed25519', pair.privateKey, ticketSigningBytes(p))));
  return { publicKey, sign };
}

const now = new Date('2026-06-01T19:00:00Z');
const openList = {
  ticketTypeIds: [],
  opensAt: new Date('2026-06-01T17:00:00Z'),
  closesAt: new Date('2026-06-02T01:00:00Z'),
  allowReentry: false,
};
const facts = (over: Partial<ScanFacts>): ScanFacts => ({
  kind: 'ENTRY',
  codeVersion: 1,
  ticketTypeId: TYPE,
  ticket: { kind: 'VALID', version: 1 },
  unknownIsAdmissible: true,
  list: openList,
  state: null,
  at: now,
  ...over,
});

describe('reading a code at the door', () => {
  it('accepts a valid code and refuses a tampered one and another event’s', async () => {
    const key = await eventKey();
    const verify = await createTicketVerifier(key.publicKey);
    const code = await key.sign(ticket(1));
    expect(await readTicketCode(verify, EVENT, code)).toEqual({ payload: ticket(1) });

    const flipped = code.slice(0, 60) + (code[60] === 'A' ? 'B' : 'A') + code.slice(61);
    expect(await readTicketCode(verify, EVENT, flipped)).toEqual({ rejection: 'BAD_SIGNATURE' });
    // Signed by the right key but for another event: refused as such.
    expect(await readTicketCode(verify, EVENT, await key.sign(ticket(1, OTHER_EVENT)))).toEqual({
      rejection: 'WRONG_EVENT',
    });
    // This event's payload signed with a key that is not the event's.
    const forger = await eventKey();
    expect(await readTicketCode(verify, EVENT, await forger.sign(ticket(1)))).toEqual({ rejection: 'BAD_SIGNATURE' });
    expect(await readTicketCode(verify, EVENT, 'WIFI:S:venue;;')).toEqual({ rejection: 'BAD_SIGNATURE' });
  });
});

describe('judging a scan', () => {
  it('refuses a revoked code, and an old version of a reissued ticket', () => {
    // Refunded: voided at version 2; the code the buyer holds says 1.
    expect(judgeScan(facts({ ticket: { kind: 'VOID', version: 2, reason: 'REFUNDED' } }))).toEqual({
      outcome: 'REJECTED',
      reason: 'REFUNDED',
    });
    expect(judgeScan(facts({ ticket: { kind: 'VOID', version: 2, reason: 'VOID' }, codeVersion: 2 }))).toEqual({
      outcome: 'REJECTED',
      reason: 'VOID',
    });
    // Reissued at version 3: the code of version 2 is old, the new one passes.
    expect(judgeScan(facts({ ticket: { kind: 'VALID', version: 3 }, codeVersion: 2 }))).toEqual({
      outcome: 'REJECTED',
      reason: 'OLD_VERSION',
    });
    expect(judgeScan(facts({ ticket: { kind: 'VALID', version: 3 }, codeVersion: 3 }))).toEqual({
      outcome: 'ADMITTED',
    });
  });

  it('admits a ticket sold after the copy offline, never online', () => {
    expect(judgeScan(facts({ ticket: { kind: 'UNKNOWN' } })).outcome).toBe('ADMITTED');
    expect(judgeScan(facts({ ticket: { kind: 'UNKNOWN' }, unknownIsAdmissible: false }))).toEqual({
      outcome: 'REJECTED',
      reason: 'UNKNOWN_TICKET',
    });
  });

  it('keeps to the list: its types, its window, once or with re-entry', () => {
    expect(judgeScan(facts({ list: { ...openList, ticketTypeIds: ['another-type'] } }))).toMatchObject({
      reason: 'NOT_ON_LIST',
    });
    expect(judgeScan(facts({ at: new Date('2026-06-01T16:59:00Z') }))).toMatchObject({ reason: 'NOT_OPEN' });
    expect(judgeScan(facts({ at: new Date('2026-06-02T01:01:00Z') }))).toMatchObject({ reason: 'CLOSED' });
    expect(judgeScan(facts({ state: { inside: true } })).outcome).toBe('ALREADY_CHECKED_IN');
    // Single entry: out is not a thing, and a second entry is amber even after one.
    expect(judgeScan(facts({ kind: 'EXIT', state: { inside: true } }))).toMatchObject({ reason: 'NOT_INSIDE' });
    expect(judgeScan(facts({ state: { inside: false } })).outcome).toBe('ALREADY_CHECKED_IN');
    const reentry = { ...openList, allowReentry: true };
    expect(judgeScan(facts({ list: reentry, kind: 'EXIT', state: { inside: true } })).outcome).toBe('EXITED');
    expect(judgeScan(facts({ list: reentry, state: { inside: false } })).outcome).toBe('ADMITTED');
    expect(judgeScan(facts({ list: reentry, kind: 'EXIT', state: null }))).toMatchObject({ reason: 'NOT_INSIDE' });
  });
});

describe('a code typed at the door', () => {
  it('is a signed code when it carries the prefix, otherwise a short code read as people type it', () => {
    expect(readEnteredCode(' A1.abc ')).toEqual({ signed: 'A1.abc' });
    expect(readEnteredCode('k7qx-2mpa')).toEqual({ shortCode: 'K7QX2MPA' });
    expect(readEnteredCode('K7QX 2MP')).toBeNull();
    expect(readEnteredCode('hello')).toBeNull();
  });

  it('names a void ticket as every other screen does', () => {
    expect(REJECTION_LABELS.REFUNDED).toBe('Refunded');
    expect(REJECTION_LABELS.VOID).toBe('Cancelled');
  });
});
