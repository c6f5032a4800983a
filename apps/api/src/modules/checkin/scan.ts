import {
  checkInWindow,
  createTicketVerifier,
  readTicketCode,
  judgeScan,
  type CheckInOutcome,
  type CheckInRejection,
  type ScanTicketStatus,
  type TicketVerifier,
} from '@admit/shared';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import type { EventRow } from '../events/tables.ts';
import type { TicketKeyring } from '../tickets/keyring.ts';
import * as repo from './repo.ts';
import type { ScanTicketRow } from './repo.ts';
import type { CheckInListRow, CheckInRow } from './tables.ts';

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
type ReadScan = Scan & {
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

/** A device clock ahead of ours is not believed: a scan cannot happen later than it arrives. */
const scanTime = (scan: Scan, now: Date) => (scan.scannedAt && scan.scannedAt < now ? scan.scannedAt : now);

/** Reads each scan's code, verifying its signature with the event's key (outside any transaction: it is CPU). */
async function readScans(keyring: TicketKeyring, event: EventRow, scans: Scan[], now: Date): Promise<ReadScan[]> {
  const needsKey = scans.some((s) => s.code);
  const verify = needsKey ? await verifierFor(await keyring.publicKey(event.id)) : null;
  return Promise.all(
    scans.map(async (scan): Promise<ReadScan> => {
      const at = scanTime(scan, now);
      if (!scan.code) return { ...scan, at, ticketId: scan.ticketId ?? null, codeVersion: null, unread: null };
      const read = verify ? await readTicketCode(verify, event.id, scan.code) : null;
      if (!read || 'rejection' in read) {
        return { ...scan, at, ticketId: null, codeVersion: null, unread: read?.rejection ?? 'BAD_SIGNATURE' };
      }
      const { payload } = read;
      return { ...scan, at, ticketId: payload.ticketId, codeVersion: payload.version, unread: null };
    }),
  );
}

function ticketStatus(row: ScanTicketRow | undefined): ScanTicketStatus {
  if (!row) return { kind: 'UNKNOWN' };
  if (row.status === 'VALID') return { kind: 'VALID', version: row.version };
  const refunded = row.orderStatus === 'REFUNDED' || row.orderStatus === 'PARTIALLY_REFUNDED';
  return { kind: 'VOID', version: row.version, reason: refunded ? 'REFUNDED' : 'VOID' };
}

const fromRow = (row: CheckInRow, ticket: ScanTicketRow | undefined, first: CheckInResultView['firstCheckIn']) => ({
  nonce: row.nonce,
  outcome: row.outcome,
  reason: row.reason,
  ticket: ticket ? { id: ticket.id, attendeeName: ticket.attendeeName, ticketTypeId: ticket.ticketTypeId } : null,
  firstCheckIn: first,
  conflict: row.conflict,
});

/**
 * Records scans on one list, in one transaction, and returns one result per scan in the order given. A scan
 * whose nonce is recorded already returns what was decided then and changes nothing. The server knows every
 * ticket, so a code it has no ticket for is refused (a device offline admits it: its copy may be older).
 *
 * Locks: the scans are applied in ticket order, each taking its ticket's row on the list, so two devices'
 * batches that share tickets wait for each other in one direction and never deadlock. For each scan the state
 * changes first and the scan is written after; a copy of a scan arriving at the same moment waits on the state
 * row, then finds nothing left to do and its own write turns out to be the copy.
 */
export async function applyScans(
  db: Db,
  keyring: TicketKeyring,
  who: { userId: string },
  list: CheckInListRow,
  event: EventRow,
  scans: Scan[],
  now = new Date(),
): Promise<CheckInResultView[]> {
  const read = await readScans(keyring, event, scans, now);
  const window = { ...checkInWindow(event, list.opensMinutesBefore), ticketTypeIds: list.ticketTypeIds };
  const rules = { ...window, allowReentry: list.allowReentry };
  return db.transaction(async (tx) => {
    const seen = new Map(
      (
        await repo.findCheckInsByNonces(
          tx,
          scans.map((s) => s.nonce),
        )
      ).map((r) => [r.nonce, r]),
    );
    const ids = [...new Set(read.flatMap((s) => (s.ticketId ? [s.ticketId] : [])))];
    const ticketsById = new Map((await repo.findScanTickets(tx, event.id, ids)).map((t) => [t.id, t]));
    const results = new Map<string, CheckInResultView>();
    const copies: string[] = [];
    const ordered = read
      .map((s, i) => ({ s, i }))
      .sort(
        (a, b) =>
          (a.s.ticketId ?? '').localeCompare(b.s.ticketId ?? '') || a.s.at.getTime() - b.s.at.getTime() || a.i - b.i,
      )
      .map(({ s }) => s);

    for (const scan of ordered) {
      if (seen.has(scan.nonce) || results.has(scan.nonce)) {
        copies.push(scan.nonce);
        continue;
      }
      const ticket = scan.ticketId ? ticketsById.get(scan.ticketId) : undefined;
      const decided = await decide(tx, rules, list, scan, ticket);
      const row = {
        nonce: scan.nonce,
        eventId: event.id,
        listId: list.id,
        ticketId: ticket?.id ?? null,
        kind: scan.kind,
        outcome: decided.outcome,
        reason: decided.reason,
        shownOutcome: scan.shownOutcome ?? null,
        conflict: decided.conflict,
        deviceId: scan.deviceId,
        deviceName: scan.deviceName,
        userId: who.userId,
        scannedAt: scan.at,
      };
      if (!(await repo.claimNonce(tx, row))) {
        copies.push(scan.nonce);
        continue;
      }
      results.set(scan.nonce, {
        nonce: scan.nonce,
        outcome: decided.outcome,
        reason: decided.reason,
        ticket: ticket ? { id: ticket.id, attendeeName: ticket.attendeeName, ticketTypeId: ticket.ticketTypeId } : null,
        firstCheckIn: decided.first,
        conflict: decided.conflict,
      });
    }

    if (copies.length > 0) {
      // Sent before: answered as decided then, with the ticket's first entry as it stands now.
      const stored = await repo.findCheckInsByNonces(tx, copies);
      for (const row of stored) {
        const ticket = row.ticketId ? ticketsById.get(row.ticketId) : undefined;
        const state = row.ticketId ? await repo.lockState(tx, row.listId, row.ticketId) : null;
        const first =
          state && row.outcome === 'ALREADY_CHECKED_IN'
            ? { at: state.firstAt, deviceName: state.firstDeviceName }
            : null;
        results.set(row.nonce, fromRow(row, ticket, first));
      }
    }
    return scans.map((s) => {
      const result = results.get(s.nonce);
      if (!result) throw new Error(`scan ${s.nonce} was not decided`);
      return result;
    });
  });
}

type Decision = {
  outcome: CheckInOutcome;
  reason: CheckInRejection | null;
  first: CheckInResultView['firstCheckIn'];
  conflict: boolean;
};

async function decide(
  tx: Db,
  rules: Parameters<typeof judgeScan>[0]['list'],
  list: CheckInListRow,
  scan: ReadScan,
  ticket: ScanTicketRow | undefined,
): Promise<Decision> {
  const refuse = (reason: CheckInRejection): Decision => ({
    outcome: 'REJECTED',
    reason,
    first: null,
    conflict: false,
  });
  if (scan.unread) return refuse(scan.unread);
  if (!ticket) return refuse('UNKNOWN_TICKET');
  const facts = {
    kind: scan.kind,
    codeVersion: scan.codeVersion,
    ticketTypeId: ticket.ticketTypeId,
    ticket: ticketStatus(ticket),
    unknownIsAdmissible: false,
    list: rules,
    at: scan.at,
  };
  const shownIn = scan.shownOutcome === 'ADMITTED';
  // Most scans are a ticket's first entry: one statement decides it.
  const fresh = judgeScan({ ...facts, state: null });
  if (fresh.outcome === 'REJECTED' && fresh.reason !== 'NOT_INSIDE') return refuse(fresh.reason);
  if (fresh.outcome === 'ADMITTED') {
    const first = { firstAt: scan.at, firstDeviceName: scan.deviceName, firstNonce: scan.nonce };
    if (await repo.insertFirstEntry(tx, { listId: list.id, ticketId: ticket.id, inside: true, ...first })) {
      return { outcome: 'ADMITTED', reason: null, first: null, conflict: false };
    }
  }
  const state = await repo.lockState(tx, list.id, ticket.id);
  const judged = judgeScan({ ...facts, state });
  if (judged.outcome === 'REJECTED') return refuse(judged.reason);
  if (!state) throw new Error('a ticket with no state judged as inside');
  const firstOf = { at: state.firstAt, deviceName: state.firstDeviceName };
  if (judged.outcome === 'EXITED') {
    await repo.updateState(tx, list.id, ticket.id, { inside: false });
    return { outcome: 'EXITED', reason: null, first: null, conflict: false };
  }
  if (judged.outcome === 'ADMITTED') {
    await repo.updateState(tx, list.id, ticket.id, { inside: true });
    return { outcome: 'ADMITTED', reason: null, first: null, conflict: false };
  }
  // Already in. On a single-entry list, a scan made earlier than the recorded first entry (a device that was
  // offline) is the first: it takes its place, and the later one is reported beside it.
  if (!list.allowReentry && shownIn && scan.at < state.firstAt) {
    await repo.updateState(tx, list.id, ticket.id, {
      firstAt: scan.at,
      firstDeviceName: scan.deviceName,
      firstNonce: scan.nonce,
    });
    await repo.markDisplaced(tx, state.firstNonce);
    return { outcome: 'ADMITTED', reason: null, first: null, conflict: true };
  }
  return { outcome: 'ALREADY_CHECKED_IN', reason: null, first: firstOf, conflict: shownIn };
}
