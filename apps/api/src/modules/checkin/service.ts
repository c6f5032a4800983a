import {
  isOrderRefunded,
  checkInInputSchema,
  checkInListInputSchema,
  checkInWindow,
  MAX_CHECK_IN_BATCH,
  scannerDataInputSchema,
  ticketState,
  type CheckInListInput,
  type TicketState,
} from '@admit/shared';
import { actorOf, recordAudit } from '../audit/record.ts';
import { badUserInput, conflict, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { retryingConflicts } from '../../db/errors.ts';
import { eventForManagement } from '../events/service.ts';
import { findEventById, findEventBySlug } from '../events/repo.ts';
import type { EventRow } from '../events/tables.ts';
import { requireViewer } from '../identity/access.ts';
import { requirePermission } from '../organizations/access.ts';
import { listOrganizationsOfUser } from '../organizations/repo.ts';
import { recountCheckedIn } from '../orders/list-fields.ts';
import type { OrderStatus } from '../orders/tables.ts';
import type { TicketRow } from '../tickets/tables.ts';
import { findTicketTypesByEventIds } from '../ticket-types/repo.ts';
import { doorNotesOf } from './door-notes.ts';
import * as repo from './repo.ts';
import { applyScans, type CheckInResultView, type Scan } from './scan.ts';
import type { CheckInListRow, CheckInRow, CheckInStateRow } from './tables.ts';

export type CheckInCountsView = {
  checkedIn: number;
  expected: number;
  inside: number;
  byTicketType: repo.TypeCount[];
};

/** A list with its event, checked for the viewer: door staff, managers and owners of its organization. */
export async function listForDoor(
  scope: RequestScope,
  listId: string,
): Promise<{ list: CheckInListRow; event: EventRow }> {
  await requireViewer(scope);
  const found = await repo.findListWithEvent(scope.db, listId);
  if (!found) throw notFound('Check-in list');
  await requirePermission(scope, found.event.organizationId, 'checkin.perform');
  return found;
}

async function eventForDoor(scope: RequestScope, event: EventRow | null): Promise<EventRow> {
  if (!event) throw notFound('Event');
  await requirePermission(scope, event.organizationId, 'checkin.perform');
  return event;
}

/** Events the viewer may scan: published, of their organizations, not over for more than a day. */
export async function scannableEvents(scope: RequestScope, now = new Date()): Promise<EventRow[]> {
  const viewer = await requireViewer(scope);
  const organizations = await listOrganizationsOfUser(scope.db, viewer.user.id);
  const since = new Date(now.getTime() - 24 * 3600_000);
  return repo.findScannableEvents(
    scope.db,
    organizations.map((o) => o.id),
    since,
  );
}

/** The event's lists, the default one made first if the event has none yet. */
export async function listsOfEvent(scope: RequestScope, eventId: string): Promise<CheckInListRow[]> {
  await requireViewer(scope);
  const event = await eventForDoor(scope, await findEventById(scope.db, eventId));
  await repo.ensureDefaultList(scope.db, event.id);
  return repo.findListsOfEvent(scope.db, event.id);
}

export function windowOf(list: CheckInListRow, event: EventRow) {
  return checkInWindow(event, list.opensMinutesBefore);
}

export async function countsOf(scope: RequestScope, list: CheckInListRow): Promise<CheckInCountsView> {
  const byTicketType = await repo.countList(scope.db, list);
  const sum = (k: 'checkedIn' | 'expected' | 'inside') => byTicketType.reduce((n, t) => n + t[k], 0);
  return { checkedIn: sum('checkedIn'), expected: sum('expected'), inside: sum('inside'), byTicketType };
}

export async function checkInCounts(scope: RequestScope, listId: string): Promise<CheckInCountsView> {
  const { list } = await listForDoor(scope, listId);
  return countsOf(scope, list);
}

/**
 * Everything a door device keeps to work offline. Its organization's team only. A device that names itself is
 * recorded as in touch as of this copy: it knows every entry in it, and cannot later date a scan before it.
 */
export async function scannerData(scope: RequestScope, slug: string, deviceId?: string | null) {
  const viewer = await requireViewer(scope);
  const device = parseInput(scannerDataInputSchema, { deviceId }).deviceId;
  const event = await eventForDoor(scope, await findEventBySlug(scope.db, slug));
  await repo.ensureDefaultList(scope.db, event.id);
  const asOf = new Date();
  if (device) await repo.recordDeviceContacts(scope.db, event.id, viewer.user.id, [device], asOf);
  const [lists, types, tickets, states, publicKey, notes] = await Promise.all([
    repo.findListsOfEvent(scope.db, event.id),
    findTicketTypesByEventIds(scope.db, [event.id]),
    repo.findScanTickets(scope.db, event.id),
    repo.findStatesOfEvent(scope.db, event.id),
    scope.keyring.publicKey(event.id),
    doorNotesOf(scope.db, { eventId: event.id }),
  ]);
  return {
    event,
    publicKey,
    lists,
    ticketTypes: types.map((t) => ({ id: t.id, name: t.name })),
    tickets: tickets
      .filter((t) => t.status === 'VALID')
      .map((t) => ({
        id: t.id,
        attendeeName: t.attendeeName,
        ticketTypeId: t.ticketTypeId,
        shortCode: t.shortCode,
        version: t.version,
        doorNotes: notes.get(t.id) ?? [],
      })),
    revoked: tickets
      .filter((t) => t.status !== 'VALID')
      .map((t) => ({
        id: t.id,
        shortCode: t.shortCode,
        version: t.version,
        reason: t.orderStatus !== null && isOrderRefunded(t.orderStatus) ? ('REFUNDED' as const) : ('VOID' as const),
      })),
    checkIns: states.map((s) => ({
      listId: s.listId,
      ticketId: s.ticketId,
      at: s.firstAt,
      deviceName: s.firstDeviceName,
      inside: s.inside,
    })),
    asOf,
  };
}

export type ScannerDataView = Awaited<ReturnType<typeof scannerData>>;

function parseScans(inputs: readonly unknown[]): Scan[] {
  if (inputs.length === 0) throw badUserInput({ scans: 'Send at least one scan.' });
  if (inputs.length > MAX_CHECK_IN_BATCH) {
    throw badUserInput({ scans: `Send at most ${MAX_CHECK_IN_BATCH} scans at once.` });
  }
  const scans = inputs.map((input) => parseInput<Scan>(checkInInputSchema, input));
  if (new Set(scans.map((s) => s.nonce)).size !== scans.length) {
    throw badUserInput({ scans: 'Each scan has a nonce of its own.' });
  }
  return scans;
}

/** Scans on any lists the viewer may check in on; each list's in one transaction, results in the order sent. */
async function record(scope: RequestScope, scans: Scan[]): Promise<CheckInResultView[]> {
  const viewer = await requireViewer(scope);
  const byList = new Map<string, Scan[]>();
  for (const scan of scans) byList.set(scan.listId, [...(byList.get(scan.listId) ?? []), scan]);
  const results = new Map<string, CheckInResultView>();
  // Every list is checked before anything is written: a batch with one forbidden list changes nothing.
  const lists = await Promise.all([...byList.keys()].map((id) => listForDoor(scope, id)));
  for (const { list, event } of lists) {
    const decided = await applyScans(
      scope.db,
      scope.keyring,
      { userId: viewer.user.id, requestId: scope.requestId },
      list,
      event,
      byList.get(list.id) ?? [],
    );
    for (const r of decided) results.set(r.nonce, r);
  }
  return scans.map((s) => {
    const result = results.get(s.nonce);
    if (!result) throw new Error(`scan ${s.nonce} has no result`);
    return result;
  });
}

export async function checkIn(scope: RequestScope, input: unknown): Promise<CheckInResultView> {
  const [result] = await record(scope, parseScans([input]));
  if (!result) throw new Error('a scan without its result');
  return result;
}

export async function uploadCheckIns(scope: RequestScope, inputs: readonly unknown[]) {
  const results = await record(scope, parseScans(inputs));
  return { results, conflicts: results.filter((r) => r.conflict).length };
}

/**
 * Undoes a scan that let a ticket in or out: an entry taken back (the ticket is out again, or, if it was its
 * only entry, never checked in), an exit taken back (inside again). Anything else, or a second undo, changes
 * nothing. Returns the list's counts.
 */
export async function undoCheckIn(scope: RequestScope, eventId: string, nonce: string): Promise<CheckInCountsView> {
  await requireViewer(scope);
  const event = await eventForDoor(scope, await findEventById(scope.db, eventId));
  const scan = await repo.findCheckInByNonce(scope.db, event.id, nonce);
  if (!scan) throw notFound('Scan');
  const { list } = await listForDoor(scope, scan.listId);
  const ticketId = scan.ticketId;
  if (ticketId && (scan.outcome === 'ADMITTED' || scan.outcome === 'EXITED')) {
    const actor = await actorOf(scope);
    // Locks one state row, then marks one scan: another batch locks state rows first too, so no circle forms;
    // a deadlock PostgreSQL reports all the same aborts a transaction that wrote nothing, and it runs again.
    await retryingConflicts(() =>
      scope.db.transaction(async (tx) => {
        const state = await repo.lockState(tx, list.id, ticketId);
        if (!(await repo.markUndone(tx, scan.id)) || !state) return;
        await undoState(tx, list, scan, state);
        // The order's "checked in" follows: still so only while another of its tickets is in.
        await recountCheckedIn(tx, ticketId);
        await recordAudit(tx, {
          ...actor,
          organizationId: event.organizationId,
          eventId: event.id,
          action: 'checkin.undone',
          entityType: 'ticket',
          entityId: ticketId,
          before: { listId: list.id, nonce: scan.nonce, outcome: scan.outcome, inside: state.inside },
          after: { undone: true },
        });
      }),
    );
  }
  return countsOf(scope, list);
}

/** The ticket's state on the list once `scan` is taken back (the caller holds the state row's lock). */
async function undoState(tx: Db, list: CheckInListRow, scan: CheckInRow, state: CheckInStateRow): Promise<void> {
  const ticketId = state.ticketId;
  if (scan.outcome === 'EXITED') return repo.updateState(tx, list.id, ticketId, { inside: true });
  if (state.firstNonce !== scan.nonce) return repo.updateState(tx, list.id, ticketId, { inside: false });
  // The first entry taken back: an earlier-standing entry of the same ticket becomes the first, or none.
  const next = await repo.findLatestAdmission(tx, list.id, ticketId, scan.nonce);
  if (!next || list.allowReentry) return repo.deleteState(tx, list.id, ticketId);
  return repo.updateState(tx, list.id, ticketId, {
    firstAt: next.scannedAt,
    firstDeviceName: next.deviceName,
    firstNonce: next.nonce,
  });
}

export async function conflictsOfEvent(scope: RequestScope, eventId: string) {
  await requireViewer(scope);
  const event = await eventForDoor(scope, await findEventById(scope.db, eventId));
  const rows = await repo.findConflicts(scope.db, event.id);
  return rows.map((r) => ({
    listName: r.listName,
    ticket: { id: r.state.ticketId, attendeeName: r.attendeeName, ticketTypeId: r.ticketTypeId },
    first: { at: r.state.firstAt, deviceName: r.state.firstDeviceName },
    second: { at: r.scan.scannedAt, deviceName: r.scan.deviceName },
  }));
}

async function checkedListInput(eventId: string, scope: RequestScope, input: unknown) {
  const parsed = parseInput<CheckInListInput>(checkInListInputSchema, input);
  const types = await findTicketTypesByEventIds(scope.db, [eventId]);
  const known = new Set(types.map((t) => t.id));
  if (parsed.ticketTypeIds.some((id) => !known.has(id))) {
    throw badUserInput({ ticketTypeIds: 'Choose ticket types of this event.' });
  }
  return { ...parsed, ticketTypeIds: [...new Set(parsed.ticketTypeIds)] };
}

export async function createList(scope: RequestScope, eventId: string, input: unknown): Promise<CheckInListRow> {
  const event = await eventForManagement(scope, eventId);
  const write = await checkedListInput(event.id, scope, input);
  await repo.ensureDefaultList(scope.db, event.id);
  return repo.insertList(scope.db, event.id, write);
}

export async function updateList(scope: RequestScope, id: string, input: unknown): Promise<CheckInListRow> {
  await requireViewer(scope);
  const found = await repo.findListWithEvent(scope.db, id);
  if (!found) throw notFound('Check-in list');
  await eventForManagement(scope, found.event.id);
  const write = await checkedListInput(found.event.id, scope, input);
  const updated = await repo.updateList(scope.db, id, write);
  if (!updated) throw notFound('Check-in list');
  return updated;
}

export async function deleteList(scope: RequestScope, id: string): Promise<boolean> {
  await requireViewer(scope);
  const found = await repo.findListWithEvent(scope.db, id);
  if (!found) throw notFound('Check-in list');
  await eventForManagement(scope, found.event.id);
  if (found.list.isDefault) throw conflict('The default list cannot be deleted.');
  return repo.deleteNonDefaultList(scope.db, id);
}

/** When each ticket was first checked in; for the buyer's ticket page (the resolver checks it is theirs). */
export { findFirstCheckIns } from './repo.ts';

/** A ticket's state, from what the resolver loaded beside it (its event, its order's status, its first entry). */
export function stateOfTicket(
  ticket: TicketRow & { passedOn?: boolean },
  event: EventRow | null,
  orderStatus: OrderStatus | null,
  checkedInAt: Date | null,
): TicketState {
  return ticketState({
    status: ticket.status,
    eventCancelled: event?.status === 'CANCELLED',
    orderCancelled: orderStatus === 'CANCELLED',
    checkedIn: checkedInAt !== null,
    passedOn: ticket.passedOn ?? false,
  });
}
