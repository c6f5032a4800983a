import {
  checkInWindow,
  createTicketVerifier,
  readTicketCode,
  judgeScan,
  type CheckInOutcome,
  type CheckInRejection,
  type ScanFacts,
  type ScanTicketStatus,
  type TicketVerifier,
} from '@admit/shared';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { retryingConflicts } from '../../db/errors.ts';
import { byLockKey } from '../../db/lock-order.ts';
import type { EventRow } from '../events/tables.ts';
import type { TicketKeyring } from '../tickets/keyring.ts';
import * as repo from './repo.ts';
import type { ScanTicketRow } from './repo.ts';
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

/** Reads each scan's code, verifying its signature with the event's key (outside any transaction: it is CPU). */
async function readScans(
  keyring: TicketKeyring,
  event: EventRow,
  scans: Scan[],
  contacts: Map<string, Date>,
  now: Date,
): Promise<ReadScan[]> {
  const needsKey = scans.some((s) => s.code);
  const verify = needsKey ? await verifierFor(await keyring.publicKey(event.id)) : null;
  return Promise.all(
    scans.map(async (scan): Promise<ReadScan> => {
      const at = scanTime(scan.scannedAt, contacts.get(scan.deviceId), now);
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
  who: { userId: string },
  list: CheckInListRow,
  event: EventRow,
  scans: Scan[],
  now = new Date(),
): Promise<CheckInResultView[]> {
  const devices = scans.map((s) => s.deviceId);
  const read = await readScans(keyring, event, scans, await repo.findDeviceContacts(db, event.id, devices), now);
  const window = { ...checkInWindow(event, list.opensMinutesBefore), ticketTypeIds: list.ticketTypeIds };
  const rules = { ...window, allowReentry: list.allowReentry };
  const ordered = read
    .map((s, i) => ({ s, i }))
    .sort((a, b) => byLockKey(a.s.ticketId, b.s.ticketId) || a.s.at.getTime() - b.s.at.getTime() || a.i - b.i)
    .map(({ s }) => s);
  const ids = [...new Set(read.flatMap((s) => (s.ticketId ? [s.ticketId] : [])))];

  return retryingConflicts(() =>
    db.transaction(async (tx) => {
      const seen = new Set(
        (
          await repo.findCheckInsByNonces(
            tx,
            event.id,
            scans.map((s) => s.nonce),
          )
        ).map((r) => r.nonce),
      );
      const ticketsById = new Map((await repo.findScanTickets(tx, event.id, ids)).map((t) => [t.id, t]));
      const decisions = new Map<string, Decision>();
      const copies = new Set<string>();
      const firstEntries = new Map<string, ReadScan>();
      const oneByOne: ReadScan[] = [];
      for (const scan of ordered) {
        if (seen.has(scan.nonce) || decisions.has(scan.nonce) || copies.has(scan.nonce)) {
          copies.add(scan.nonce);
          continue;
        }
        const ticket = scan.ticketId ? ticketsById.get(scan.ticketId) : undefined;
        const plain = judgeAlone(rules, scan, ticket);
        if (plain) decisions.set(scan.nonce, plain);
        else if (ticket && scan.kind === 'ENTRY' && !firstEntries.has(ticket.id)) firstEntries.set(ticket.id, scan);
        else oneByOne.push(scan);
      }
      const admitted = await repo.insertFirstEntries(
        tx,
        [...firstEntries.entries()].map(([ticketId, scan]) => ({
          listId: list.id,
          ticketId,
          inside: true,
          firstAt: scan.at,
          firstDeviceName: scan.deviceName,
          firstNonce: scan.nonce,
        })),
      );
      for (const [ticketId, scan] of firstEntries) {
        if (admitted.has(ticketId))
          decisions.set(scan.nonce, { outcome: 'ADMITTED', reason: null, first: null, conflict: false });
        else oneByOne.push(scan);
      }
      oneByOne.sort((a, b) => byLockKey(a.ticketId, b.ticketId) || a.at.getTime() - b.at.getTime());
      for (const scan of oneByOne) {
        const ticket = scan.ticketId ? ticketsById.get(scan.ticketId) : undefined;
        decisions.set(scan.nonce, await decide(tx, rules, list, scan, ticket));
      }

      const rows = read.flatMap((scan) => {
        const decided = decisions.get(scan.nonce);
        if (!decided || copies.has(scan.nonce)) return [];
        const ticket = scan.ticketId ? ticketsById.get(scan.ticketId) : undefined;
        return [
          {
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
          },
        ];
      });
      const written = await repo.insertCheckIns(tx, rows);
      await repo.recordDeviceContacts(tx, event.id, who.userId, devices, now);
      for (const row of rows) if (!written.has(row.nonce)) copies.add(row.nonce);

      const results = new Map<string, CheckInResultView>();
      for (const scan of read) {
        const decided = decisions.get(scan.nonce);
        if (!decided || copies.has(scan.nonce)) continue;
        results.set(
          scan.nonce,
          fromDecision(scan.nonce, decided, scan.ticketId ? ticketsById.get(scan.ticketId) : undefined),
        );
      }
      if (copies.size > 0) {
        // Sent before: answered as decided then, with the ticket's first entry as it stands now.
        for (const row of await repo.findCheckInsByNonces(tx, event.id, [...copies])) {
          const ticket = row.ticketId ? (ticketsById.get(row.ticketId) ?? undefined) : undefined;
          const state = row.ticketId ? await repo.findState(tx, row.listId, row.ticketId) : null;
          const first =
            state && row.outcome === 'ALREADY_CHECKED_IN'
              ? { at: state.firstAt, deviceName: state.firstDeviceName }
              : null;
          results.set(row.nonce, fromDecision(row.nonce, { ...row, first }, ticket));
        }
      }
      return scans.map((s) => {
        const result = results.get(s.nonce);
        if (!result) throw new Error(`scan ${s.nonce} was not decided`);
        return result;
      });
    }),
  );
}

function fromDecision(nonce: string, d: Decision, ticket: ScanTicketRow | undefined): CheckInResultView {
  return {
    nonce,
    outcome: d.outcome,
    reason: d.reason,
    ticket: ticket ? { id: ticket.id, attendeeName: ticket.attendeeName, ticketTypeId: ticket.ticketTypeId } : null,
    firstCheckIn: d.first,
    conflict: d.conflict,
  };
}

type Decision = {
  outcome: CheckInOutcome;
  reason: CheckInRejection | null;
  first: CheckInResultView['firstCheckIn'];
  conflict: boolean;
};

const refuse = (reason: CheckInRejection): Decision => ({ outcome: 'REJECTED', reason, first: null, conflict: false });

function factsOf(rules: ScanFacts['list'], scan: ReadScan, ticket: ScanTicketRow) {
  return {
    kind: scan.kind,
    codeVersion: scan.codeVersion,
    ticketTypeId: ticket.ticketTypeId,
    ticket: ticketStatus(ticket),
    unknownIsAdmissible: false,
    list: rules,
    at: scan.at,
  };
}

/** The decision when it does not depend on the ticket's state on the list (a refusal); null when it does. */
function judgeAlone(rules: ScanFacts['list'], scan: ReadScan, ticket: ScanTicketRow | undefined): Decision | null {
  if (scan.unread) return refuse(scan.unread);
  if (!ticket) return refuse('UNKNOWN_TICKET');
  const fresh = judgeScan({ ...factsOf(rules, scan, ticket), state: null });
  return fresh.outcome === 'REJECTED' && fresh.reason !== 'NOT_INSIDE' ? refuse(fresh.reason) : null;
}

/** A scan whose meaning depends on the ticket's state on the list: decided under that row's lock. */
async function decide(
  tx: Db,
  rules: ScanFacts['list'],
  list: CheckInListRow,
  scan: ReadScan,
  ticket: ScanTicketRow | undefined,
): Promise<Decision> {
  const plain = judgeAlone(rules, scan, ticket);
  if (plain || !ticket) return plain ?? refuse('UNKNOWN_TICKET');
  const facts = factsOf(rules, scan, ticket);
  const shownIn = scan.shownOutcome === 'ADMITTED';
  let state = await repo.lockState(tx, list.id, ticket.id);
  if (!state && scan.kind === 'ENTRY') {
    const first = { firstAt: scan.at, firstDeviceName: scan.deviceName, firstNonce: scan.nonce };
    if ((await repo.insertFirstEntries(tx, [{ listId: list.id, ticketId: ticket.id, inside: true, ...first }])).size) {
      return { outcome: 'ADMITTED', reason: null, first: null, conflict: false };
    }
    state = await repo.lockState(tx, list.id, ticket.id);
  }
  // The same scan sent twice at once (a retry racing the original): the state is the original's doing. Nothing
  // to change; the scan's own row turns out to be a copy and is answered as the original was.
  if (state?.firstNonce === scan.nonce) return { outcome: 'ADMITTED', reason: null, first: null, conflict: false };
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
  // offline) is the first: it takes its place, and the later one is reported beside it. Its time is believed only
  // after its device's last contact (scanTime), so a back-dated scan cannot displace an entry recorded before it
  // arrived: it is amber, a conflict for the supervisor.
  if (!list.allowReentry && shownIn && scan.at < state.firstAt) {
    await repo.updateState(tx, list.id, ticket.id, {
      firstAt: scan.at,
      firstDeviceName: scan.deviceName,
      firstNonce: scan.nonce,
    });
    await repo.markDisplaced(tx, list.id, state.firstNonce);
    return { outcome: 'ADMITTED', reason: null, first: null, conflict: true };
  }
  return { outcome: 'ALREADY_CHECKED_IN', reason: null, first: firstOf, conflict: shownIn };
}
