import {
  checkInWindow,
  createTicketVerifier,
  readEnteredCode,
  readTicketCode,
  type CheckInOutcome,
  type CheckInRejection,
  type TicketVerifier,
} from '@admit/shared';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { retryingConflicts } from '../../db/errors.ts';
import { byLockKey } from '../../db/lock-order.ts';
import type { EventRow } from '../events/tables.ts';
import type { TicketKeyring } from '../tickets/keyring.ts';
import { findTicketIdsByShortCodes } from '../tickets/repo.ts';
import * as repo from './repo.ts';
import {
  answerScans,
  classifyScans,
  decideOneByOne,
  recordScans,
  writeFirstEntries,
  type ScanBatch,
} from './scan-batch.ts';
import type { CheckInListRow } from './tables.ts';

/** A scan as the rules read it (checkInInputSchema's output). */
export type Scan = {
  listId: string;
  code?: string | null;
  ticketId?: string | null;
  kind: 'ENTRY' | 'EXIT';
  nonce: string;
  deviceId: string;
  deviceName: string;
  scannedAt?: Date | null;
  shownOutcome?: CheckInOutcome | null;
};

export type CheckInTicketView = { id: string; attendeeName: string; ticketTypeId: string };

export type CheckInResultView = {
  nonce: string;
  outcome: CheckInOutcome;
  reason: CheckInRejection | null;
  ticket: CheckInTicketView | null;
  firstCheckIn: { at: Date; deviceName: string } | null;
  conflict: boolean;
};

/** A scan after its code was read: which ticket it names, at which version, or why it names none. */
export type ReadScan = Scan & {
  at: Date;
  ticketId: string | null;
  codeVersion: number | null;
  unread: CheckInRejection | null;
};

// Verifiers per event key: importing a key costs more than verifying with it.
const verifiers = new LRUCache<string, Promise<TicketVerifier>>({ max: 500 });
function verifierFor(publicKey: string): Promise<TicketVerifier> {
  let verifier = verifiers.get(publicKey);
  if (!verifier) {
    verifier = createTicketVerifier(publicKey);
    verifiers.set(publicKey, verifier);
  }
  return verifier;
}

/**
 * When a scan happened, as far as the server believes the device: the time it claims, if that lies between the
 * device's last contact about the event (`contact`: its copy was current then) and now. Any other claim is no proof
 * (a clock ahead of ours, a device that dates a scan before a copy it had already received, a device never heard
 * of), and the scan counts as made when it arrived: it cannot take the place of an entry recorded before.
 */
export function scanTime(scannedAt: Date | null | undefined, contact: Date | undefined, now: Date): Date {
  const believable = scannedAt && contact && scannedAt >= contact && scannedAt < now;
  return believable ? scannedAt : now;
}

/** The tickets typed short codes name, among this event's only: a code of another event matches nothing here. */
async function ticketsByShortCode(db: Db, eventId: string, scans: Scan[]): Promise<Map<string, string>> {
  const codes = scans.flatMap((s) => {
    const entered = s.code ? readEnteredCode(s.code) : null;
    return entered && 'shortCode' in entered ? [entered.shortCode] : [];
  });
  const found = await findTicketIdsByShortCodes(db, eventId, [...new Set(codes)]);
  return new Map(found.map((t) => [t.shortCode, t.id]));
}

/**
 * Reads each scan's code: a signed one verified with the event's key (outside any transaction: it is CPU), a
 * short code looked up among the event's tickets. A ticket found by short code or by name carries no version.
 */
async function readScans(
  db: Db,
  keyring: TicketKeyring,
  event: EventRow,
  scans: Scan[],
  contacts: Map<string, Date>,
  now: Date,
): Promise<ReadScan[]> {
  const signed = (s: Scan) => {
    const entered = s.code ? readEnteredCode(s.code) : null;
    return !!entered && 'signed' in entered;
  };
  const verify = scans.some(signed) ? await verifierFor(await keyring.publicKey(event.id)) : null;
  const byShortCode = await ticketsByShortCode(db, event.id, scans);
  return Promise.all(
    scans.map(async (scan): Promise<ReadScan> => {
      const at = scanTime(scan.scannedAt, contacts.get(scan.deviceId), now);
      const byName = { ...scan, at, ticketId: scan.ticketId ?? null, codeVersion: null, unread: null };
      if (!scan.code) return byName;
      const unread = (reason: CheckInRejection): ReadScan => ({ ...byName, ticketId: null, unread: reason });
      const entered = readEnteredCode(scan.code);
      if (!entered) return unread('BAD_SIGNATURE');
      if ('shortCode' in entered) {
        const ticketId = byShortCode.get(entered.shortCode);
        return ticketId ? { ...byName, ticketId } : unread('UNKNOWN_TICKET');
      }
      const read = verify ? await readTicketCode(verify, event.id, entered.signed) : null;
      if (!read || 'rejection' in read) return unread(read?.rejection ?? 'BAD_SIGNATURE');
      const { payload } = read;
      return { ...byName, ticketId: payload.ticketId, codeVersion: payload.version };
    }),
  );
}

/**
 * Records scans on one list, in one transaction, and returns one result per scan in the order given. A scan
 * whose nonce is recorded already returns what was decided then and changes nothing. The server knows every
 * ticket, so a code it has no ticket for is refused (a device offline admits it: its copy may be older).
 *
 * Most scans are a ticket's first entry: those are written together, each ticket's first scan of the batch in
 * one `INSERT … ON CONFLICT DO NOTHING` of state rows (in ticket order), and every scan's row in one insert at
 * the end; the rest (a second scan, an exit, a re-entry, a ticket another device let in) one by one, in ticket
 * order, each locking its ticket's state row. A copy of a scan arriving at the same moment waits on the state row,
 * finds nothing left to do, and its own write turns out to be the copy. PostgreSQL's rare deadlock between two
 * devices' batches aborts one, which runs again (it wrote nothing).
 */
export async function applyScans(
  db: Db,
  keyring: TicketKeyring,
  who: { userId: string; requestId?: string },
  list: CheckInListRow,
  event: EventRow,
  scans: Scan[],
  now = new Date(),
): Promise<CheckInResultView[]> {
  const devices = scans.map((s) => s.deviceId);
  const read = await readScans(db, keyring, event, scans, await repo.findDeviceContacts(db, event.id, devices), now);
  const window = { ...checkInWindow(event, list.opensMinutesBefore), ticketTypeIds: list.ticketTypeIds };
  const rules = { ...window, allowReentry: list.allowReentry };
  const ordered = read
    .map((s, i) => ({ s, i }))
    .sort((a, b) => byLockKey(a.s.ticketId, b.s.ticketId) || a.s.at.getTime() - b.s.at.getTime() || a.i - b.i)
    .map(({ s }) => s);
  const ids = [...new Set(read.flatMap((s) => (s.ticketId ? [s.ticketId] : [])))];
  const nonces = scans.map((s) => s.nonce);

  return retryingConflicts(() =>
    db.transaction(async (tx) => {
      const seen = new Set((await repo.findCheckInsByNonces(tx, event.id, nonces)).map((r) => r.nonce));
      const ticketsById = new Map((await repo.findScanTickets(tx, event.id, ids)).map((t) => [t.id, t]));
      const batch: ScanBatch = {
        tx,
        event,
        list,
        rules,
        who,
        now,
        ticketsById,
        decisions: new Map(),
        copies: new Set(),
      };
      const { firstEntries, oneByOne } = classifyScans(batch, ordered, seen);
      oneByOne.push(...(await writeFirstEntries(batch, firstEntries)));
      await decideOneByOne(batch, oneByOne);
      await recordScans(batch, read, devices);
      return answerScans(batch, read, scans);
    }),
  );
}
