import { eventInputSchema, isTimeZone, zonedToInstant, type EventInput } from '@admit/shared';
import { actorOf, changedFields, recordAudit, type AuditActor } from '../audit/record.ts';
import { badUserInput, conflict, emailNotVerified, notFound } from '../../common/errors.ts';
import { announce } from '../../common/domain-events.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { requirePlatformAdmin, requireViewer } from '../identity/access.ts';
import { requirePermission, viewerCan } from '../organizations/access.ts';
import { hasVerifiedOwner } from '../organizations/repo.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { dateWindow, type DateFilter, type DateWindow } from './date-filters.ts';
import * as repo from './repo.ts';
import type { EventRow } from './tables.ts';
import { countAttempt } from '../../rate-limits/attempts.ts';

const SLUG_TAKEN = 'That address is taken by another event; try another.';
export const MAX_GALLERY_IMAGES = 12;
export const MAX_PAGE_SIZE = 50;

function toWrite(input: EventInput): repo.EventWrite {
  const { startsAt, endsAt, ...rest } = input;
  return {
    ...rest,
    startsAt: zonedToInstant(startsAt, input.timeZone),
    endsAt: zonedToInstant(endsAt, input.timeZone),
  };
}

async function withSlugCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'events_slug_unique')) throw badUserInput({ slug: SLUG_TAKEN });
    throw error;
  }
}

/** Loads an event for a change and checks the viewer may manage it. */
export async function eventForManagement(scope: RequestScope, eventId: string): Promise<EventRow> {
  await requireViewer(scope);
  const event = await repo.findEventById(scope.db, eventId);
  if (!event) throw notFound('Event');
  await requirePermission(scope, event.organizationId, 'events.manage');
  return event;
}

/** Ended and cancelled events are history: nothing about them changes any more. */
function assertEditable(event: EventRow, now = new Date()): void {
  if (event.status === 'CANCELLED') throw conflict('This event was cancelled and can no longer be changed.');
  if (effectiveStatus(event, now) === 'ENDED') throw conflict('This event has ended and can no longer be changed.');
}

/**
 * The event, locked until the transaction ends and still editable: checks made on it hold when the change
 * lands. Callers check the viewer's role before the transaction, on its own read: role lookups share the
 * request's connection, which PGlite (one connection) cannot serve while a transaction holds it.
 */
export async function lockEditableEvent(tx: Db, eventId: string): Promise<EventRow> {
  const event = await repo.lockEvent(tx, eventId);
  if (!event) throw notFound('Event');
  assertEditable(event);
  return event;
}

/** A published event whose end has passed shows as ended without anyone pressing a button. */
export function effectiveStatus(event: EventRow, now = new Date()): EventRow['status'] {
  return event.status === 'PUBLISHED' && event.endsAt <= now ? 'ENDED' : event.status;
}

/** effectiveStatus, noting for caches that a published event turns ended at its end. */
export function publicStatus(scope: Pick<RequestScope, 'freshness'>, event: EventRow): EventRow['status'] {
  if (event.status === 'PUBLISHED') scope.freshness.changesAt(event.endsAt);
  return effectiveStatus(event);
}

/** Public once published: ended and cancelled events stay readable for ticket holders. */
function isPublic(event: EventRow): boolean {
  return event.publishedAt !== null;
}

export async function createEvent(scope: RequestScope, organizationId: string, input: unknown): Promise<EventRow> {
  await requirePermission(scope, organizationId, 'events.manage');
  const write = toWrite(parseInput(eventInputSchema, input));
  await countAttempt(scope, 'createEvent');
  return withSlugCheck(() => repo.insertEvent(scope.db, organizationId, write));
}

/** What the audit log records of an edit: the fields a buyer relies on (the long texts only as changed or not). */
const AUDITED_FIELDS = [
  'title',
  'slug',
  'venueName',
  'venueAddress',
  'startsAt',
  'endsAt',
  'timeZone',
  'currency',
] as const satisfies readonly (keyof EventRow)[];

function auditedEdit(before: EventRow, after: EventRow) {
  const change = changedFields(before, after, AUDITED_FIELDS) ?? { before: {}, after: {} };
  if (before.description !== after.description) change.after.descriptionChanged = true;
  if (JSON.stringify(before.faq) !== JSON.stringify(after.faq)) change.after.faqChanged = true;
  return Object.keys(change.after).length > 0 ? change : null;
}

/** A change of the event, recorded in its transaction: who, which event, and its before and after. */
function auditEvent(
  tx: Db,
  actor: AuditActor,
  event: EventRow,
  action: 'event.updated' | 'event.published' | 'event.ended' | 'event.cancelled',
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
) {
  return recordAudit(tx, {
    ...actor,
    organizationId: event.organizationId,
    eventId: event.id,
    action,
    entityType: 'event',
    entityId: event.id,
    ...change,
  });
}

export async function updateEvent(scope: RequestScope, id: string, input: unknown): Promise<EventRow> {
  await eventForManagement(scope, id);
  const write = toWrite(parseInput(eventInputSchema, input));
  const actor = await actorOf(scope);
  return withSlugCheck(() =>
    scope.db.transaction(async (tx) => {
      // Locked and re-read: a cancel or a new ticket type racing this edit is seen, not overwritten.
      const event = await lockEditableEvent(tx, id);
      // Ticket types listen: prices are in the event's currency, and sale windows keep their wall-clock times.
      await announce('event.changing', {
        tx,
        eventId: id,
        currency: { from: event.currency, to: write.currency },
        timeZone: { from: event.timeZone, to: write.timeZone },
      });
      const updated = await repo.updateEventRow(tx, id, write);
      // Messages listen: a published event's new time or venue is told to its holders.
      await announce('event.updated', { tx, queue: scope.queue, before: event, after: updated });
      const change = auditedEdit(event, updated);
      if (change) await auditEvent(tx, actor, updated, 'event.updated', change);
      return updated;
    }),
  );
}

export async function publishEvent(scope: RequestScope, id: string): Promise<EventRow> {
  await eventForManagement(scope, id);
  const actor = await actorOf(scope);
  return scope.db.transaction(async (tx) => {
    // Locked: the ticket types counted are the ones there when it goes public.
    const event = await repo.lockEvent(tx, id);
    if (!event) throw notFound('Event');
    if (event.status === 'PUBLISHED') return event;
    if (event.status !== 'DRAFT') throw conflict('Only a draft can be published.');
    if (event.endsAt <= new Date()) throw conflict('This event is already over; move its dates before publishing.');
    // Admit mails buyers about the event in Admit's name: its organizer must be someone who has proven an address.
    if (!(await hasVerifiedOwner(tx, event.organizationId))) {
      throw emailNotVerified(
        "Verify the organization owner's email address before publishing: open the link we sent to it, or ask for a new one from your account.",
      );
    }
    // Ticket types listen: an event goes public with at least one.
    await announce('event.publishing', { tx, eventId: id });
    const published = await repo.updateEventRow(tx, id, { status: 'PUBLISHED', publishedAt: new Date() });
    await auditEvent(tx, actor, published, 'event.published', statusChange(event, published));
    return published;
  });
}

const statusChange = (before: EventRow, after: EventRow) => ({
  before: { status: before.status },
  after: { status: after.status },
});

export async function endEvent(scope: RequestScope, id: string): Promise<EventRow> {
  const event = await eventForManagement(scope, id);
  if (event.status === 'ENDED') return event;
  const actor = await actorOf(scope);
  // The guarded UPDATE and its record, in one transaction: the record exists exactly when the event ended.
  const row = await scope.db.transaction(async (tx) => {
    const ended = await repo.transitionEvent(tx, id, ['PUBLISHED'], { status: 'ENDED' });
    if (ended) await auditEvent(tx, actor, ended, 'event.ended', statusChange(event, ended));
    return ended;
  });
  if (!row) throw conflict('Only a published event can be ended.');
  return row;
}

export async function cancelEvent(scope: RequestScope, id: string): Promise<EventRow> {
  const event = await eventForManagement(scope, id);
  if (event.status === 'CANCELLED') return event;
  if (effectiveStatus(event) === 'ENDED') throw conflict('An event that has ended cannot be cancelled.');
  const viewer = await requireViewer(scope);
  const actor = await actorOf(scope);
  // One guarded UPDATE, its audit record and the queued refunds: it takes one row lock and waits, never deadlocks.
  // Under that lock no hold or payment can sell a ticket anymore (they check under the event's share lock), so
  // the paid orders the listener fixes now are all there will be; the refunds run as jobs after commit, however
  // many there are (bulk-actions/event-cancel.ts).
  const row = await scope.db.transaction(async (tx) => {
    const cancelled = await repo.transitionEvent(tx, id, ['DRAFT', 'PUBLISHED'], { status: 'CANCELLED' });
    if (!cancelled) return null;
    await auditEvent(tx, actor, cancelled, 'event.cancelled', statusChange(event, cancelled));
    await announce('event.cancelled', {
      tx,
      backends: scope,
      event: cancelled,
      requestedBy: viewer.user.id,
      requestId: actor.requestId,
    });
    return cancelled;
  });
  if (!row) throw conflict('This event can no longer be cancelled.');
  return row;
}

export async function setEventFeatured(scope: RequestScope, id: string, featured: boolean): Promise<EventRow> {
  await requirePlatformAdmin(scope);
  const event = await repo.findEventById(scope.db, id);
  if (!event) throw notFound('Event');
  return repo.updateEventRow(scope.db, id, { featured });
}

/** A public event, or any event of the viewer's organizations; NOT_FOUND otherwise, revealing nothing. */
export async function eventBySlug(scope: RequestScope, slug: string): Promise<repo.EventWithRelated> {
  const event = await repo.findEventBySlugWithRelated(scope.db, slug);
  if (!event) throw notFound('Event');
  if (!isPublic(event) && !(await viewerCan(scope, event.organizationId, 'organization.view'))) {
    throw notFound('Event');
  }
  return event;
}

export async function eventsOfOrganization(scope: RequestScope, organizationId: string): Promise<EventRow[]> {
  await requirePermission(scope, organizationId, 'organization.view');
  return repo.listEventsByOrganization(scope.db, organizationId);
}

export type EventConnection = {
  /** Each with what its card shows beside it (organizer, cover, ticket types), read in the same statement. */
  nodes: repo.ListedEvent[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

export async function discoverEvents(
  scope: RequestScope,
  args: { first: number; after?: string | null; search?: string | null; when?: DateFilter | null; timeZone: string },
): Promise<EventConnection> {
  if (!Number.isInteger(args.first) || args.first < 1 || args.first > MAX_PAGE_SIZE) {
    throw badUserInput({ first: `Ask for between 1 and ${MAX_PAGE_SIZE} events.` });
  }
  if (!isTimeZone(args.timeZone)) throw badUserInput({ timeZone: 'Use an IANA time zone such as Europe/London.' });
  const after = args.after ? decodeCursor(args.after) : null;
  if (args.after && !after) throw badUserInput({ after: 'That page cursor is not valid; start again from the top.' });
  const search = args.search?.trim().slice(0, 100) || null;
  const now = new Date();
  const window = dateWindow(args.when ?? null, now, args.timeZone);
  const rows = await repo.findDiscoverableEvents(scope.db, {
    now,
    // One extra row tells whether another page follows.
    limit: args.first + 1,
    after,
    search,
    ...window,
  });
  // The list changes by itself when one of its events ends, or when "today" (or the weekend) moves on.
  noteListChanges(scope, rows, window);
  const nodes = rows.slice(0, args.first);
  const last = nodes[nodes.length - 1];
  return { nodes, pageInfo: { hasNextPage: rows.length > args.first, endCursor: last ? encodeCursor(last) : null } };
}

export async function featuredEvents(scope: RequestScope, first: number): Promise<repo.ListedEvent[]> {
  if (!Number.isInteger(first) || first < 1 || first > 20) throw badUserInput({ first: 'Ask for between 1 and 20.' });
  const rows = await repo.findDiscoverableEvents(scope.db, {
    now: new Date(),
    limit: first,
    after: null,
    search: null,
    from: null,
    to: null,
    startingFrom: null,
    featuredOnly: true,
  });
  noteListChanges(scope, rows, null);
  return rows;
}

/** A list of upcoming events changes by itself when one of them ends, and when its date window moves. */
function noteListChanges(scope: RequestScope, rows: readonly EventRow[], window: DateWindow | null): void {
  for (const row of rows) scope.freshness.changesAt(row.endsAt);
  scope.freshness.changesAt(window?.to);
  scope.freshness.changesAt(window?.startingFrom);
  scope.freshness.changesAt(window?.except?.to);
}
