import {
  attendeeCheckInSchema,
  attendeeSearchSchema,
  normalizeOrderCode,
  normalizeShortCode,
  type AttendeeSearch,
  type CheckInOutcome,
  type CheckInRejection,
} from '@admit/shared';
import { notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import { isUuid } from '../../db/uuid.ts';
import { findEventById } from '../events/repo.ts';
import type { EventRow } from '../events/tables.ts';
import { requirePermission, viewerCan } from '../organizations/access.ts';
import { cursorKey, decodeCursor, encodeCursor } from './attendee-cursor.ts';
import { presentAttendee, type AttendeeView } from './attendee-presenter.ts';
import * as repo from './attendee-repo.ts';
import type { AttendeeFilters, AttendeeMatch, AttendeeRow } from './attendee-repo.ts';
import { findState } from './repo.ts';
import { checkIn, listForDoor, undoCheckIn } from './service.ts';

export type AttendeePageView = {
  attendees: AttendeeView[];
  endCursor: string | null;
  hasNextPage: boolean;
  /** Attendees matching, exactly up to ATTENDEE_COUNT_CAP; above it `totalIsExact` is false ("10,000+"). */
  totalCount: number;
  totalIsExact: boolean;
};

export type AttendeeCheckInView = {
  outcome: CheckInOutcome;
  reason: CheckInRejection | null;
  firstCheckIn: { at: Date; deviceName: string } | null;
  attendee: AttendeeView;
};

/** What the back office's check-ins are named on the door's screens ("checked in at 19:02 on Back office"). */
const BACK_OFFICE = { deviceId: 'back-office', deviceName: 'Back office' };

/** The event, for its organization's team: owners, managers and door staff (who see no buyers). */
async function eventForAttendees(scope: RequestScope, eventId: string) {
  const event = await findEventById(scope.db, eventId);
  if (!event) throw notFound('Event');
  await requirePermission(scope, event.organizationId, 'checkin.perform');
  return { event, seesBuyers: await viewerCan(scope, event.organizationId, 'orders.view') };
}

/** One exact id (a ticket's or its order's), one code typed with spaces or hyphens, or words found anywhere. */
function toMatch(search: string | null | undefined): AttendeeMatch | null {
  const text = search?.trim();
  if (!text) return null;
  if (isUuid(text)) return { id: text.toLowerCase() };
  const code = normalizeOrderCode(text) ?? normalizeShortCode(text);
  if (code && /[\s-]/.test(text)) return { words: [code] };
  return { words: text.split(/\s+/) };
}

function toFilters(event: EventRow, seesBuyers: boolean, input: AttendeeSearch): AttendeeFilters {
  const list = <T>(values: readonly T[] | null | undefined) => (values?.length ? [...new Set(values)].sort() : null);
  return {
    eventId: event.id,
    eventCancelled: event.status === 'CANCELLED',
    match: toMatch(input.search),
    searchBuyers: seesBuyers,
    ticketTypeIds: list(input.ticketTypeIds?.map((id) => id.toLowerCase())),
    states: list(input.states),
    checkedIn: input.checkedIn ?? null,
    checkInListId: input.checkInListId?.toLowerCase() ?? null,
  };
}

async function present(
  scope: RequestScope,
  rows: readonly AttendeeRow[],
  viewer: { seesBuyers: boolean; eventCancelled: boolean },
): Promise<AttendeeView[]> {
  const checkIns = await repo.findCheckInsOfTickets(
    scope.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    presentAttendee(
      row,
      checkIns.filter((c) => c.ticketId === row.id),
      viewer,
    ),
  );
}

/**
 * The back office's attendee list: one row per ticket of the event, matching a search (attendee name, order
 * code, ticket short code; the buyer's email too for those who may see it) and filters, by name, one keyset page
 * at a time, with the count of all that match (capped). A malformed filter or cursor, or a cursor made for
 * another event or other filters, is BAD_USER_INPUT naming its field, and nothing is read.
 */
export async function searchEventAttendees(
  scope: RequestScope,
  eventId: string,
  input: unknown,
): Promise<AttendeePageView> {
  const parsed = parseInput(attendeeSearchSchema, input ?? {});
  const { event, seesBuyers } = await eventForAttendees(scope, eventId);
  const filters = toFilters(event, seesBuyers, parsed);
  const key = cursorKey(filters);
  const after = parsed.after ? decodeCursor(parsed.after, key) : null;
  const [page, total] = await Promise.all([
    repo.searchAttendees(scope.db, filters, { after, first: parsed.first }),
    repo.countAttendees(scope.db, filters),
  ]);
  const last = page.rows.at(-1);
  return {
    attendees: await present(scope, page.rows, { seesBuyers, eventCancelled: filters.eventCancelled }),
    endCursor: page.hasMore && last ? encodeCursor(key, last) : null,
    hasNextPage: page.hasMore,
    totalCount: total.count,
    totalIsExact: total.exact,
  };
}

/** The list and the ticket named, both of one event the viewer may check in for. */
async function listAndTicket(scope: RequestScope, listId: string, ticketId: string) {
  const { list, event } = await listForDoor(scope, listId);
  const seesBuyers = await viewerCan(scope, event.organizationId, 'orders.view');
  const row = await repo.findAttendee(scope.db, event.id, ticketId);
  if (!row) throw notFound('Ticket');
  return { list, event, seesBuyers };
}

async function attendeeNow(scope: RequestScope, event: EventRow, ticketId: string, seesBuyers: boolean) {
  const row = await repo.findAttendee(scope.db, event.id, ticketId);
  if (!row) throw notFound('Ticket');
  const [view] = await present(scope, [row], { seesBuyers, eventCancelled: event.status === 'CANCELLED' });
  if (!view) throw new Error('an attendee not presented');
  return view;
}

/**
 * Checks a ticket in by hand, from the attendee list: a scan by ticket (no code) through the door's own service,
 * so the list's rules, its counts, the order's "checked in" and the audit log ('checkin.manual') are the
 * scanner's. The click's nonce makes a retry change nothing; a second click answers ALREADY_CHECKED_IN; a void
 * ticket is REJECTED with its reason (REFUNDED, VOID), as at the door.
 */
export async function checkInAttendee(scope: RequestScope, input: unknown): Promise<AttendeeCheckInView> {
  const parsed = parseInput(attendeeCheckInSchema, input);
  const { list, event, seesBuyers } = await listAndTicket(scope, parsed.listId, parsed.ticketId);
  const result = await checkIn(scope, {
    listId: list.id,
    ticketId: parsed.ticketId,
    kind: 'ENTRY',
    // Its own namespace among the event's scan nonces: a click cannot pass for a device's scan.
    nonce: `bo-${parsed.nonce}`,
    ...BACK_OFFICE,
  });
  return {
    outcome: result.outcome,
    reason: result.reason,
    firstCheckIn: result.firstCheckIn,
    attendee: await attendeeNow(scope, event, parsed.ticketId, seesBuyers),
  };
}

/**
 * Takes back a ticket's check-in on a list, by hand: its first entry undone through the door's undo (so the
 * counts, the order's "checked in" and the audit log's 'checkin.undone' follow). A ticket not checked in on the
 * list is left as it is, so a second click changes nothing.
 */
export async function undoAttendeeCheckIn(
  scope: RequestScope,
  ticketId: string,
  listId: string,
): Promise<AttendeeView> {
  const { list, event, seesBuyers } = await listAndTicket(scope, listId, ticketId);
  const state = await findState(scope.db, list.id, ticketId);
  if (state) await undoCheckIn(scope, event.id, state.firstNonce);
  return attendeeNow(scope, event, ticketId, seesBuyers);
}
