import {
  isOrderRefunded,
  judgeScan,
  type CheckInOutcome,
  type CheckInRejection,
  type ScanFacts,
  type ScanTicketStatus,
} from '@admit/shared';
import type { Db } from '../../db/client.ts';
import { markCheckedIn } from '../orders/list-fields.ts';
import * as repo from './repo.ts';
import type { ScanTicketRow } from './repo.ts';
import type { CheckInResultView, ReadScan } from './scan.ts';
import type { CheckInListRow } from './tables.ts';

/** What was decided of one scan: what its row records and what the device is told. */
export type Decision = {
  outcome: CheckInOutcome;
  reason: CheckInRejection | null;
  first: CheckInResultView['firstCheckIn'];
  conflict: boolean;
};

export const admitted = (): Decision => ({ outcome: 'ADMITTED', reason: null, first: null, conflict: false });

const refuse = (reason: CheckInRejection): Decision => ({ outcome: 'REJECTED', reason, first: null, conflict: false });

function ticketStatus(row: ScanTicketRow | undefined): ScanTicketStatus {
  if (!row) return { kind: 'UNKNOWN' };
  if (row.status === 'VALID') return { kind: 'VALID', version: row.version };
  const refunded = row.orderStatus !== null && isOrderRefunded(row.orderStatus);
  return { kind: 'VOID', version: row.version, reason: refunded ? 'REFUNDED' : 'VOID' };
}

export function fromDecision(nonce: string, d: Decision, ticket: ScanTicketRow | undefined): CheckInResultView {
  return {
    nonce,
    outcome: d.outcome,
    reason: d.reason,
    ticket: ticket ? { id: ticket.id, attendeeName: ticket.attendeeName, ticketTypeId: ticket.ticketTypeId } : null,
    firstCheckIn: d.first,
    conflict: d.conflict,
  };
}

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
export function judgeAlone(
  rules: ScanFacts['list'],
  scan: ReadScan,
  ticket: ScanTicketRow | undefined,
): Decision | null {
  if (scan.unread) return refuse(scan.unread);
  if (!ticket) return refuse('UNKNOWN_TICKET');
  const fresh = judgeScan({ ...factsOf(rules, scan, ticket), state: null });
  return fresh.outcome === 'REJECTED' && fresh.reason !== 'NOT_INSIDE' ? refuse(fresh.reason) : null;
}

/** A scan whose meaning depends on the ticket's state on the list: decided under that row's lock. */
export async function decide(
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
      // The order's "checked in" follows, as for the batch's first entries (writeFirstEntries).
      await markCheckedIn(tx, [ticket.orderId]);
      return admitted();
    }
    state = await repo.lockState(tx, list.id, ticket.id);
  }
  // The same scan sent twice at once (a retry racing the original): the state is the original's doing. Nothing
  // to change; the scan's own row turns out to be a copy and is answered as the original was.
  if (state?.firstNonce === scan.nonce) return admitted();
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
    return admitted();
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
