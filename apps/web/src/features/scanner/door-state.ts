import {
  judgeScan,
  readEnteredCode,
  REJECTION_LABELS,
  TICKET_STATE_LABELS,
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
  /** The ticket the scan named, when it named one. */
  ticketId: string | null;
  outcome: CheckInOutcome;
  reason: CheckInRejection | null;
  attendeeName: string | null;
  ticketTypeName: string | null;
  /** The answers the organizer shows at the door ("T-shirt: M"). */
  notes: string[];
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
  /** Ticket ids by short code, void tickets' too (so a typed refunded code is refused as refunded). */
  shortCodes: Map<string, string>;
};

export function indexCopy(copy: DoorCopy): DoorIndex {
  const coded = [...copy.tickets, ...copy.revoked].filter((t) => t.shortCode);
  return {
    tickets: new Map(copy.tickets.map((t) => [t.id, t])),
    revoked: new Map(copy.revoked.map((t) => [t.id, t])),
    typeNames: new Map(copy.ticketTypes.map((t) => [t.id, t.name])),
    shortCodes: new Map(coded.map((t) => [t.shortCode, t.id])),
  };
}

function statusOf(index: DoorIndex, ticketId: string): ScanTicketStatus {
  const revoked = index.revoked.get(ticketId);
  if (revoked)
    return { kind: 'VOID', version: revoked.version, reason: revoked.reason === 'REFUNDED' ? 'REFUNDED' : 'VOID' };
  const ticket = index.tickets.get(ticketId);
  return ticket ? { kind: 'VALID', version: ticket.version } : { kind: 'UNKNOWN' };
}

/** A code read (signature checked), a short code or a guest found by name, or why it names no ticket. */
export type ScanSubject =
  { ticketId: string; ticketTypeId: string; codeVersion: number | null } | { rejection: CheckInRejection };

/**
 * A ticket the copy holds, found by its id (a guest found by name) or its short code: no version to compare, so it
 * is judged as it stands. A void ticket has no type in the copy; the rules refuse it before asking.
 */
export function subjectInCopy(index: DoorIndex, ticketId: string | undefined): ScanSubject {
  const ticket = ticketId ? index.tickets.get(ticketId) : undefined;
  if (ticket) return { ticketId: ticket.id, ticketTypeId: ticket.ticketTypeId, codeVersion: null };
  const revoked = ticketId ? index.revoked.get(ticketId) : undefined;
  if (revoked) return { ticketId: revoked.id, ticketTypeId: '', codeVersion: null };
  return { rejection: 'UNKNOWN_TICKET' };
}

/**
 * What a typed code names, when it is not a signed one: a short code matched against the copy (only this event's
 * tickets are in it), or not a ticket at all. Null for a signed code, whose signature is checked instead.
 */
export function subjectOfTyped(index: DoorIndex, typed: string): ScanSubject | null {
  const entered = readEnteredCode(typed);
  if (!entered) return { rejection: 'BAD_SIGNATURE' };
  if ('signed' in entered) return null;
  return subjectInCopy(index, index.shortCodes.get(entered.shortCode));
}

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
    const unnamed = { ...base, ticketId: null, attendeeName: null, ticketTypeName: null, notes: [] };
    return {
      result: { ...unnamed, outcome: 'REJECTED', reason: subject.rejection },
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
    ticketId: subject.ticketId,
    outcome: judged.outcome,
    reason: judged.outcome === 'REJECTED' ? judged.reason : null,
    attendeeName,
    ticketTypeName,
    notes: known?.doorNotes ?? [],
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

/**
 * Where a guest found by name stands on a list: when and on which device they were let in, if checking them in
 * now would only say "Already checked in" (the same rules as a scan); null while they may go in.
 */
export function checkedInAlready(
  index: DoorIndex,
  states: LocalStates,
  list: DoorList,
  ticketId: string,
  at: Date,
): { at: string; deviceName: string } | null {
  const subject = subjectInCopy(index, ticketId);
  const probe = { nonce: 'probe', kind: 'ENTRY' as const, at, deviceName: '' };
  const { result } = decideHere(index, states, list, subject, probe);
  return result.outcome === 'ALREADY_CHECKED_IN' ? result.first : null;
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
      return TICKET_STATE_LABELS.VALID;
    case 'EXITED':
      return 'Checked out';
    case 'ALREADY_CHECKED_IN':
      return 'Already checked in';
    default:
      return result.reason ? REJECTION_LABELS[result.reason] : 'Not valid';
  }
}
