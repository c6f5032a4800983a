import type { ScanFacts } from '@admit/shared';
import type { Db } from '../../db/client.ts';
import { byLockKey } from '../../db/lock-order.ts';
import type { EventRow } from '../events/tables.ts';
import { recordAudit } from '../audit/record.ts';
import { markCheckedIn } from '../orders/list-fields.ts';
import * as repo from './repo.ts';
import type { ScanTicketRow } from './repo.ts';
import { admitted, decide, fromDecision, judgeAlone, type Decision } from './scan-decision.ts';
import type { CheckInResultView, ReadScan, Scan } from './scan.ts';
import type { CheckInListRow } from './tables.ts';

/**
 * One batch of scans on one list, inside its transaction (applyScans in scan.ts runs the steps below in order):
 * what is decided of each scan so far, and which scans turned out to be copies of scans recorded before.
 */
export type ScanBatch = {
  tx: Db;
  event: EventRow;
  list: CheckInListRow;
  rules: ScanFacts['list'];
  who: { userId: string; requestId?: string };
  now: Date;
  ticketsById: Map<string, ScanTicketRow>;
  decisions: Map<string, Decision>;
  copies: Set<string>;
};

const ticketOf = (batch: ScanBatch, ticketId: string | null) =>
  ticketId ? batch.ticketsById.get(ticketId) : undefined;

/**
 * Sorts the scans (in lock order): a copy of a scan recorded before or earlier in the batch; a refusal, decided
 * at once; a ticket's first entry in the batch; or a scan that needs its ticket's state, decided one by one.
 */
export function classifyScans(batch: ScanBatch, ordered: ReadScan[], seen: Set<string>) {
  const { decisions, copies } = batch;
  const firstEntries = new Map<string, ReadScan>();
  const oneByOne: ReadScan[] = [];
  for (const scan of ordered) {
    if (seen.has(scan.nonce) || decisions.has(scan.nonce) || copies.has(scan.nonce)) {
      copies.add(scan.nonce);
      continue;
    }
    const ticket = ticketOf(batch, scan.ticketId);
    const plain = judgeAlone(batch.rules, scan, ticket);
    if (plain) decisions.set(scan.nonce, plain);
    else if (ticket && scan.kind === 'ENTRY' && !firstEntries.has(ticket.id)) firstEntries.set(ticket.id, scan);
    else oneByOne.push(scan);
  }
  return { firstEntries, oneByOne };
}

/**
 * Lets in every ticket with no state on the list yet, in one insert; returns the scans of tickets that had one
 * (another device let them in), to be decided one by one.
 */
export async function writeFirstEntries(batch: ScanBatch, firstEntries: Map<string, ReadScan>): Promise<ReadScan[]> {
  const entered = await repo.insertFirstEntries(
    batch.tx,
    [...firstEntries.entries()].map(([ticketId, scan]) => ({
      listId: batch.list.id,
      ticketId,
      inside: true,
      firstAt: scan.at,
      firstDeviceName: scan.deviceName,
      firstNonce: scan.nonce,
    })),
  );
  // The orders' "checked in" (the back office's filter) follows in the same transaction.
  await markCheckedIn(
    batch.tx,
    [...entered].flatMap((ticketId) => ticketOf(batch, ticketId)?.orderId ?? []),
  );
  const left: ReadScan[] = [];
  for (const [ticketId, scan] of firstEntries) {
    if (entered.has(ticketId)) batch.decisions.set(scan.nonce, admitted());
    else left.push(scan);
  }
  return left;
}

/** Decides the scans that need their ticket's state, in ticket order, each under its state row's lock. */
export async function decideOneByOne(batch: ScanBatch, oneByOne: ReadScan[]): Promise<void> {
  oneByOne.sort((a, b) => byLockKey(a.ticketId, b.ticketId) || a.at.getTime() - b.at.getTime());
  for (const scan of oneByOne) {
    const decided = await decide(batch.tx, batch.rules, batch.list, scan, ticketOf(batch, scan.ticketId));
    batch.decisions.set(scan.nonce, decided);
  }
}

/** Writes every decided scan's row, and the devices' contact; a row already taken marks its scan a copy. */
export async function recordScans(batch: ScanBatch, read: ReadScan[], devices: string[]): Promise<void> {
  const { event, list, who, decisions, copies } = batch;
  const rows = read.flatMap((scan) => {
    const decided = decisions.get(scan.nonce);
    if (!decided || copies.has(scan.nonce)) return [];
    const ticket = ticketOf(batch, scan.ticketId);
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
  const written = await repo.insertCheckIns(batch.tx, rows);
  await repo.recordDeviceContacts(batch.tx, event.id, who.userId, devices, batch.now);
  for (const row of rows) if (!written.has(row.nonce)) copies.add(row.nonce);
  await auditManualScans(batch, read, written);
}

/**
 * What goes in the audit log, in the batch's transaction: a ticket let in or out by hand (chosen by name, not by
 * its code), with the person who did it and the list; and a conflict (a scan whose device said ADMITTED for a
 * ticket another entry already holds, amber for the supervisor), once, when its scan is first recorded. Scans of a
 * code are the door's ordinary work and are not.
 */
async function auditManualScans(batch: ScanBatch, read: ReadScan[], written: Set<string>): Promise<void> {
  for (const scan of read) {
    const decided = batch.decisions.get(scan.nonce);
    if (!decided || !scan.ticketId || !written.has(scan.nonce)) continue;
    const moved = decided.outcome === 'ADMITTED' || decided.outcome === 'EXITED';
    const byHand = !scan.code && moved;
    if (!byHand && !decided.conflict) continue;
    await recordAudit(batch.tx, {
      actorUserId: batch.who.userId,
      requestId: batch.who.requestId ?? null,
      organizationId: batch.event.organizationId,
      eventId: batch.event.id,
      action: byHand ? 'checkin.manual' : 'checkin.conflict',
      entityType: 'ticket',
      entityId: scan.ticketId,
      after: {
        listId: batch.list.id,
        outcome: decided.outcome,
        nonce: scan.nonce,
        deviceName: scan.deviceName,
        ...(byHand ? {} : { shownOutcome: scan.shownOutcome ?? null, scannedAt: scan.at.toISOString() }),
      },
    });
  }
}

/** Sent before: answered as decided then, with the ticket's first entry as it stands now. */
async function answerCopies(batch: ScanBatch, results: Map<string, CheckInResultView>): Promise<void> {
  if (batch.copies.size === 0) return;
  for (const row of await repo.findCheckInsByNonces(batch.tx, batch.event.id, [...batch.copies])) {
    const ticket = ticketOf(batch, row.ticketId);
    const state = row.ticketId ? await repo.findState(batch.tx, row.listId, row.ticketId) : null;
    const first =
      state && row.outcome === 'ALREADY_CHECKED_IN' ? { at: state.firstAt, deviceName: state.firstDeviceName } : null;
    results.set(row.nonce, fromDecision(row.nonce, { ...row, first }, ticket));
  }
}

/** One result per scan, in the order given: as decided now, or, for a copy, as decided when first sent. */
export async function answerScans(batch: ScanBatch, read: ReadScan[], scans: Scan[]): Promise<CheckInResultView[]> {
  const results = new Map<string, CheckInResultView>();
  for (const scan of read) {
    const decided = batch.decisions.get(scan.nonce);
    if (!decided || batch.copies.has(scan.nonce)) continue;
    results.set(scan.nonce, fromDecision(scan.nonce, decided, ticketOf(batch, scan.ticketId)));
  }
  await answerCopies(batch, results);
  return scans.map((s) => {
    const result = results.get(s.nonce);
    if (!result) throw new Error(`scan ${s.nonce} was not decided`);
    return result;
  });
}
