import { normalizeShortCode } from '../codes/short-code.ts';
import {
  decodeTicketCode,
  TICKET_CODE_PREFIX,
  type TicketPayload,
  type TicketVerifier,
} from '../tickets/ticket-code.ts';
import { TICKET_STATE_LABELS } from '../tickets/ticket-state.ts';

/**
 * The door's rules, decided the same way by the API and by a scanner with the network off: given what is known of
 * a ticket, a check-in list and the ticket's state on that list, what a scan means. The caller verifies the code's
 * signature first (a code that does not verify never gets here) and records the outcome.
 */
export type CheckInKind = 'ENTRY' | 'EXIT';
export type CheckInOutcome = 'ADMITTED' | 'EXITED' | 'ALREADY_CHECKED_IN' | 'REJECTED';
export type CheckInRejection =
  | 'BAD_SIGNATURE'
  | 'WRONG_EVENT'
  | 'UNKNOWN_TICKET'
  | 'REFUNDED'
  | 'VOID'
  | 'OLD_VERSION'
  | 'NOT_ON_LIST'
  | 'NOT_OPEN'
  | 'CLOSED'
  | 'NOT_INSIDE';

export type ScanListRules = {
  /** Empty: every ticket type of the event. */
  ticketTypeIds: readonly string[];
  opensAt: Date;
  closesAt: Date;
  allowReentry: boolean;
};

/** What is known of the ticket: issued and valid at this version, void, or not known (sold after the copy). */
export type ScanTicketStatus =
  | { kind: 'VALID'; version: number }
  | { kind: 'VOID'; version: number; reason: 'REFUNDED' | 'VOID' }
  | { kind: 'UNKNOWN' };

/** The ticket on this list: never scanned, or in (with the first entry's time), or scanned out. */
export type ScanState = { inside: boolean } | null;

export type ScanJudgement =
  | { outcome: 'ADMITTED' | 'EXITED' }
  | { outcome: 'ALREADY_CHECKED_IN' }
  | { outcome: 'REJECTED'; reason: CheckInRejection };

export type ScanFacts = {
  kind: CheckInKind;
  /** The version the scanned code carries; null when the ticket was found by name (no code). */
  codeVersion: number | null;
  ticketTypeId: string;
  ticket: ScanTicketStatus;
  /** An unknown ticket whose signature verified is admitted offline (a sale after the download); not online. */
  unknownIsAdmissible: boolean;
  list: ScanListRules;
  state: ScanState;
  at: Date;
};

export function judgeScan(f: ScanFacts): ScanJudgement {
  const reject = (reason: CheckInRejection): ScanJudgement => ({ outcome: 'REJECTED', reason });
  if (f.ticket.kind === 'VOID') {
    // A code older than the void is still the void ticket's; a newer one would be a reissue we do not know of.
    if (f.codeVersion === null || f.codeVersion <= f.ticket.version) return reject(f.ticket.reason);
    if (!f.unknownIsAdmissible) return reject('UNKNOWN_TICKET');
  } else if (f.ticket.kind === 'VALID') {
    if (f.codeVersion !== null && f.codeVersion < f.ticket.version) return reject('OLD_VERSION');
    if (f.codeVersion !== null && f.codeVersion > f.ticket.version && !f.unknownIsAdmissible) {
      return reject('UNKNOWN_TICKET');
    }
  } else if (!f.unknownIsAdmissible) {
    return reject('UNKNOWN_TICKET');
  }
  if (f.list.ticketTypeIds.length > 0 && !f.list.ticketTypeIds.includes(f.ticketTypeId)) return reject('NOT_ON_LIST');
  if (f.at < f.list.opensAt) return reject('NOT_OPEN');
  if (f.at > f.list.closesAt) return reject('CLOSED');
  if (f.kind === 'EXIT') {
    // Exits exist only where people may come back in; elsewhere an exit scan is refused the same way.
    if (!f.list.allowReentry || !f.state?.inside) return reject('NOT_INSIDE');
    return { outcome: 'EXITED' };
  }
  if (!f.state) return { outcome: 'ADMITTED' };
  if (f.state.inside || !f.list.allowReentry) return { outcome: 'ALREADY_CHECKED_IN' };
  return { outcome: 'ADMITTED' };
}

/** When a list opens and closes for an event: a set time before the start, until the end. */
export function checkInWindow(
  event: { startsAt: Date; endsAt: Date },
  opensMinutesBefore: number,
): { opensAt: Date; closesAt: Date } {
  return { opensAt: new Date(event.startsAt.getTime() - opensMinutesBefore * 60_000), closesAt: event.endsAt };
}

/** Words for the door, beside the red screen; a void ticket in the words every other screen uses for it. */
export const REJECTION_LABELS: Record<CheckInRejection, string> = {
  BAD_SIGNATURE: 'Not a valid ticket',
  WRONG_EVENT: 'Ticket for another event',
  UNKNOWN_TICKET: 'Unknown ticket',
  REFUNDED: TICKET_STATE_LABELS.REFUNDED,
  VOID: TICKET_STATE_LABELS.CANCELLED,
  OLD_VERSION: 'Replaced by a newer ticket',
  NOT_ON_LIST: 'Not valid on this list',
  NOT_OPEN: 'Check-in not open yet',
  CLOSED: 'Check-in closed',
  NOT_INSIDE: 'Not checked in',
};

/**
 * Reads a scanned code for one event: its payload when the signature verifies with the event's key, otherwise
 * why not. Another event's code is told apart before verifying (its key is not at hand; it is refused anyway).
 */
export async function readTicketCode(
  verify: TicketVerifier,
  eventId: string,
  code: string,
): Promise<{ payload: TicketPayload } | { rejection: 'BAD_SIGNATURE' | 'WRONG_EVENT' }> {
  const decoded = decodeTicketCode(code);
  if (!decoded) return { rejection: 'BAD_SIGNATURE' };
  if (decoded.payload.eventId !== eventId) return { rejection: 'WRONG_EVENT' };
  const payload = await verify(code);
  return payload ? { payload } : { rejection: 'BAD_SIGNATURE' };
}

/**
 * What was scanned or typed at the door: a signed code (the QR's, whose signature is checked next), a ticket's
 * short code (looked up among the event's tickets, so only a ticket of this event can match), or neither.
 */
export function readEnteredCode(text: string): { signed: string } | { shortCode: string } | null {
  const trimmed = text.trim();
  if (trimmed.startsWith(TICKET_CODE_PREFIX)) return { signed: trimmed };
  const shortCode = normalizeShortCode(trimmed);
  return shortCode ? { shortCode } : null;
}
