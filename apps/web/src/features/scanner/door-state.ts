import {
  judgeScan,
  REJECTION_LABELS,
  type CheckInKind,
  type CheckInOutcome,
  type CheckInRejection,
  type ScanTicketStatus,
} from '@admit/shared';
import type { ScannerDataQuery } from './gql/graphql.ts';

/** The door's offline copy of an event, as the API sent it. */
export type DoorCopy = ScannerDataQuery['scannerData'];
export type DoorList = DoorCopy['lists'][number];

/** A ticket on a list, as this device knows it: from the copy, then from its own scans and the server's answers. */
export type LocalState = { inside: boolean; at: string; deviceName: string };
export type LocalStates = Record<string, LocalState>;

/** A scan waiting to upload (the API's CheckInInput), or an undo of one already uploaded. */
export type QueuedScan = {
  listId: string;
  code: string | null;
  ticketId: string | null;
  kind: CheckInKind;
  nonce: string;
  deviceId: string;
  deviceName: string;
  scannedAt: string;
  shownOutcome: CheckInOutcome;
};

/** What the door stores per event (IndexedDB): the copy, what it knows since, and what waits to upload. */
export type DoorRecord = {
  eventSlug: string;
  copy: DoorCopy;
  states: LocalStates;
  queue: QueuedScan[];
  /** Undos of uploaded scans, sent after the queue. */
  undos: string[];
  savedAt: string;
};

/** What the door shows for a scan. */
export type DoorResult = {
  nonce: string;
  outcome: CheckInOutcome;
  reason: CheckInRejection | null;
  attendeeName: string | null;
  ticketTypeName: string | null;
  first: { at: string; deviceName: string } | null;
  /** Decided here, without the server (yet). */
  offline: boolean;
};

export const stateKey = (listId: string, ticketId: string) => `${listId}:${ticketId}`;

export function statesFromCopy(copy: DoorCopy): LocalStates {
  const states: LocalStates = {};
  for (const c of copy.checkIns) {
    states[stateKey(c.listId, c.ticketId)] = { inside: c.inside, at: String(c.at), deviceName: c.deviceName };
  }
  return states;
}

/** Lookups over a copy, built once per copy. */
export type DoorIndex = {
  tickets: Map<string, DoorCopy['tickets'][number]>;
  revoked: Map<string, DoorCopy['revoked'][number]>;
  typeNames: Map<string, string>;
};

export function indexCopy(copy: DoorCopy): DoorIndex {
  return {
    tickets: new Map(copy.tickets.map((t) => [t.id, t])),
    revoked: new Map(copy.revoked.map((t) => [t.id, t])),
    typeNames: new Map(copy.ticketTypes.map((t) => [t.id, t.name])),
  };
}

function statusOf(index: DoorIndex, ticketId: string): ScanTicketStatus {
  const revoked = index.revoked.get(ticketId);
  if (revoked)
    return { kind: 'VOID', version: revoked.version, reason: revoked.reason === 'REFUNDED' ? 'REFUNDED' : 'VOID' };
  const ticket = index.tickets.get(ticketId);
  return ticket ? { kind: 'VALID', version: ticket.version } : { kind: 'UNKNOWN' };
}

/** A code read (signature checked) or a guest found by name. */
export type ScanSubject =
  { ticketId: string; ticketTypeId: string; codeVersion: number | null } | { rejection: CheckInRejection };

/**
 * Decides a scan on this device, by the shared rules, and returns the result to show and the state to keep.
 * A ticket the copy does not know, whose code the event's key signed, is let in: it was sold after the copy.
 */
export function decideHere(
  index: DoorIndex,
  states: LocalStates,
  list: DoorList,
  subject: ScanSubject,
  scan: { nonce: string; kind: CheckInKind; at: Date; deviceName: string },
): { result: DoorResult; state: LocalState | null } {
  const base = { nonce: scan.nonce, offline: true, first: null };
  if ('rejection' in subject) {
    return {
      result: { ...base, outcome: 'REJECTED', reason: subject.rejection, attendeeName: null, ticketTypeName: null },
      state: null,
    };
  }
  const known = index.tickets.get(subject.ticketId);
  const attendeeName = known?.attendeeName ?? null;
  const ticketTypeName = index.typeNames.get(subject.ticketTypeId) ?? null;
  const key = stateKey(list.id, subject.ticketId);
  const current = states[key] ?? null;
  const judged = judgeScan({
    kind: scan.kind,
    codeVersion: subject.codeVersion,
    ticketTypeId: subject.ticketTypeId,
    ticket: statusOf(index, subject.ticketId),
    unknownIsAdmissible: true,
    list: {
      ticketTypeIds: list.ticketTypeIds,
      opensAt: new Date(String(list.opensAt)),
      closesAt: new Date(String(list.closesAt)),
      allowReentry: list.allowReentry,
    },
    state: current,
    at: scan.at,
  });
  const result: DoorResult = {
    ...base,
    outcome: judged.outcome,
    reason: judged.outcome === 'REJECTED' ? judged.reason : null,
    attendeeName,
    ticketTypeName,
    first:
      judged.outcome === 'ALREADY_CHECKED_IN' && current ? { at: current.at, deviceName: current.deviceName } : null,
  };
  if (judged.outcome === 'ADMITTED') {
    return {
      result,
      state: current
        ? { ...current, inside: true }
        : { inside: true, at: scan.at.toISOString(), deviceName: scan.deviceName },
    };
  }
  if (judged.outcome === 'EXITED' && current) return { result, state: { ...current, inside: false } };
  return { result, state: null };
}

/** Checked in and expected on a list, in total and per type, from the copy and what this device knows since. */
export function localCounts(copy: DoorCopy, states: LocalStates, list: DoorList) {
  const onList = (typeId: string) => list.ticketTypeIds.length === 0 || list.ticketTypeIds.includes(typeId);
  const types = copy.ticketTypes
    .filter((t) => onList(t.id))
    .map((t) => ({ ticketTypeId: t.id, name: t.name, checkedIn: 0, expected: 0 }));
  const byType = new Map(types.map((t) => [t.ticketTypeId, t]));
  for (const t of copy.tickets) {
    const row = byType.get(t.ticketTypeId);
    if (!row) continue;
    row.expected += 1;
    if (states[stateKey(list.id, t.id)]) row.checkedIn += 1;
  }
  const checkedIn = types.reduce((n, t) => n + t.checkedIn, 0);
  const expected = types.reduce((n, t) => n + t.expected, 0);
  return { checkedIn, expected, byTicketType: types };
}

/** The words under the colour. */
export function headline(result: DoorResult): string {
  switch (result.outcome) {
    case 'ADMITTED':
      return 'Valid';
    case 'EXITED':
      return 'Checked out';
    case 'ALREADY_CHECKED_IN':
      return 'Already checked in';
    default:
      return result.reason ? REJECTION_LABELS[result.reason] : 'Not valid';
  }
}
