import { eventInputSchema, isTimeZone, validate, zonedToInstant, type EventInput } from '@admit/shared';
import type { Context } from '../../graphql/context.ts';
import { badUserInput, conflict, notFound } from '../../graphql/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { requirePlatformAdmin, requireViewer } from '../identity/service.ts';
import { ImageRejected, normaliseUpload } from '../media/processing.ts';
import { deleteImage, insertImage } from '../media/repo.ts';
import { requirePermission, viewerCan } from '../organizations/access.ts';
import { countTicketTypes, rezoneSaleWindows } from '../ticket-types/repo.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { dateWindow, type DateFilter } from './date-filters.ts';
import * as repo from './repo.ts';
import type { EventRow } from './tables.ts';

const SLUG_TAKEN = 'That address is taken by another event; try another.';
export const MAX_GALLERY_IMAGES = 12;
export const MAX_PAGE_SIZE = 50;

function toWrite(input: EventInput): repo.EventWrite {
  return {
    title: input.title,
    slug: input.slug,
    description: input.description,
    venueName: input.venueName,
    venueAddress: input.venueAddress,
    startsAt: zonedToInstant(input.startsAt, input.timeZone),
    endsAt: zonedToInstant(input.endsAt, input.timeZone),
    timeZone: input.timeZone,
    currency: input.currency,
    faq: input.faq,
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
export async function eventForManagement(ctx: Context, eventId: string): Promise<EventRow> {
  await requireViewer(ctx);
  const event = await repo.findEventById(ctx.db, eventId);
  if (!event) throw notFound('Event');
  await requirePermission(ctx, event.organizationId, 'events.manage');
  return event;
}

/** Ended and cancelled events are history: nothing about them changes any more. */
export function assertEditable(event: EventRow, now = new Date()): void {
  if (event.status === 'CANCELLED') throw conflict('This event was cancelled and can no longer be changed.');
  if (effectiveStatus(event, now) === 'ENDED') throw conflict('This event has ended and can no longer be changed.');
}

/** A published event whose end has passed shows as ended without anyone pressing a button. */
export function effectiveStatus(event: EventRow, now = new Date()): EventRow['status'] {
  return event.status === 'PUBLISHED' && event.endsAt <= now ? 'ENDED' : event.status;
}

export async function createEvent(ctx: Context, organizationId: string, input: unknown): Promise<EventRow> {
  await requirePermission(ctx, organizationId, 'events.manage');
  const parsed = validate(eventInputSchema, input);
  if (!parsed.ok) throw badUserInput(parsed.errors);
  return withSlugCheck(() => repo.insertEvent(ctx.db, organizationId, toWrite(parsed.value)));
}

export async function updateEvent(ctx: Context, id: string, input: unknown): Promise<EventRow> {
  await eventForManagement(ctx, id);
  const parsed = validate(eventInputSchema, input);
  if (!parsed.ok) throw badUserInput(parsed.errors);
  const write = toWrite(parsed.value);
  const updated = await withSlugCheck(() =>
    ctx.db.transaction(async (tx) => {
      // Locked and re-read: a cancel or a new ticket type racing this edit is seen, not overwritten.
      const event = await repo.lockEvent(tx, id);
      if (!event) throw notFound('Event');
      assertEditable(event);
      if (write.currency !== event.currency && (await countTicketTypes(tx, id)) > 0) {
        throw badUserInput({
          currency: `Ticket prices are set in ${event.currency}. Remove the ticket types before changing the currency.`,
        });
      }
      if (write.timeZone !== event.timeZone) await rezoneSaleWindows(tx, id, event.timeZone, write.timeZone);
      return repo.updateEventRow(tx, id, write);
    }),
  );
  ctx.loaders.ticketTypes.clear(id);
  return updated;
}

export async function publishEvent(ctx: Context, id: string): Promise<EventRow> {
  await eventForManagement(ctx, id);
  return ctx.db.transaction(async (tx) => {
    // Locked: the ticket types counted are the ones there when it goes public.
    const event = await repo.lockEvent(tx, id);
    if (!event) throw notFound('Event');
    if (event.status === 'PUBLISHED') return event;
    if (event.status !== 'DRAFT') throw conflict('Only a draft can be published.');
    if (event.endsAt <= new Date()) throw conflict('This event is already over; move its dates before publishing.');
    if ((await countTicketTypes(tx, id)) === 0) {
      throw conflict('Add at least one ticket type before publishing, so visitors can get in.');
    }
    return repo.updateEventRow(tx, id, { status: 'PUBLISHED', publishedAt: new Date() });
  });
}

export async function endEvent(ctx: Context, id: string): Promise<EventRow> {
  const event = await eventForManagement(ctx, id);
  if (event.status === 'ENDED') return event;
  const row = await repo.transitionEvent(ctx.db, id, ['PUBLISHED'], { status: 'ENDED' });
  if (!row) throw conflict('Only a published event can be ended.');
  return row;
}

export async function cancelEvent(ctx: Context, id: string): Promise<EventRow> {
  const event = await eventForManagement(ctx, id);
  if (event.status === 'CANCELLED') return event;
  if (effectiveStatus(event) === 'ENDED') throw conflict('An event that has ended cannot be cancelled.');
  // Refunds of paid orders join this transition when orders exist (a later issue).
  const row = await repo.transitionEvent(ctx.db, id, ['DRAFT', 'PUBLISHED'], { status: 'CANCELLED' });
  if (!row) throw conflict('This event can no longer be cancelled.');
  return row;
}

export async function setEventFeatured(ctx: Context, id: string, featured: boolean): Promise<EventRow> {
  await requirePlatformAdmin(ctx);
  const event = await repo.findEventById(ctx.db, id);
  if (!event) throw notFound('Event');
  return repo.updateEventRow(ctx.db, id, { featured });
}

/** Public once published (ended and cancelled events stay readable for ticket holders); drafts only for the team. */
export async function eventBySlug(ctx: Context, slug: string): Promise<EventRow> {
  const event = await repo.findEventBySlug(ctx.db, slug);
  if (!event) throw notFound('Event');
  if (event.publishedAt === null && !(await viewerCan(ctx, event.organizationId, 'organization.view'))) {
    throw notFound('Event');
  }
  return event;
}

export async function listEventsOfOrganization(ctx: Context, organizationId: string): Promise<EventRow[]> {
  await requirePermission(ctx, organizationId, 'organization.view');
  return repo.listEventsByOrganization(ctx.db, organizationId);
}

export type EventConnection = { nodes: EventRow[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

export async function discoverEvents(
  ctx: Context,
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
  const rows = await repo.findDiscoverableEvents(ctx.db, {
    now,
    // One extra row tells whether another page follows.
    limit: args.first + 1,
    after,
    search,
    ...dateWindow(args.when ?? null, now, args.timeZone),
  });
  const nodes = rows.slice(0, args.first);
  const last = nodes[nodes.length - 1];
  return { nodes, pageInfo: { hasNextPage: rows.length > args.first, endCursor: last ? encodeCursor(last) : null } };
}

export async function featuredEvents(ctx: Context, first: number): Promise<EventRow[]> {
  if (!Number.isInteger(first) || first < 1 || first > 20) throw badUserInput({ first: 'Ask for between 1 and 20.' });
  return repo.findDiscoverableEvents(ctx.db, {
    now: new Date(),
    limit: first,
    after: null,
    search: null,
    from: null,
    to: null,
    startingFrom: null,
    featuredOnly: true,
  });
}

type Upload = { arrayBuffer(): Promise<ArrayBuffer>; size: number; type: string };

/** Stores an uploaded cover or gallery image; the previous cover is deleted with its bytes. */
export async function uploadEventImage(
  ctx: Context,
  args: { eventId: string; kind: 'COVER' | 'GALLERY'; file: Upload; alt?: string | null },
): Promise<EventRow> {
  await eventForManagement(ctx, args.eventId);
  const viewer = await requireViewer(ctx);
  // Decoding and resizing is the slow part; it happens before any lock is taken.
  let image;
  try {
    image = await normaliseUpload(Buffer.from(await args.file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ImageRejected) throw badUserInput({ file: error.message });
    throw error;
  }
  const alt = (args.alt ?? '').trim().slice(0, 200);
  const updated = await ctx.db.transaction(async (tx) => {
    const event = await repo.lockEvent(tx, args.eventId);
    if (!event) throw notFound('Event');
    assertEditable(event);
    if (args.kind === 'GALLERY') {
      const gallery = await repo.findGalleryByEventIds(tx, [event.id]);
      if (gallery.length >= MAX_GALLERY_IMAGES) {
        throw badUserInput({ file: `A gallery holds up to ${MAX_GALLERY_IMAGES} images; remove one first.` });
      }
    }
    const stored = await insertImage(tx, {
      organizationId: event.organizationId,
      uploadedBy: viewer.user.id,
      contentType: 'image/webp',
      ...image,
    });
    if (args.kind === 'GALLERY') {
      await repo.appendGalleryImage(tx, event.id, stored.id, alt);
      return repo.updateEventRow(tx, event.id, {});
    }
    const row = await repo.updateEventRow(tx, event.id, { coverImageId: stored.id });
    if (event.coverImageId) await deleteImage(tx, event.coverImageId);
    return row;
  });
  ctx.loaders.gallery.clear(args.eventId);
  return updated;
}

export async function removeEventImage(ctx: Context, eventId: string, imageId: string): Promise<EventRow> {
  await eventForManagement(ctx, eventId);
  const updated = await ctx.db.transaction(async (tx) => {
    const event = await repo.lockEvent(tx, eventId);
    if (!event) throw notFound('Event');
    assertEditable(event);
    if (event.coverImageId === imageId) {
      const row = await repo.updateEventRow(tx, event.id, { coverImageId: null });
      await deleteImage(tx, imageId);
      return row;
    }
    if (!(await repo.removeGalleryImage(tx, event.id, imageId))) throw notFound('Image');
    await deleteImage(tx, imageId);
    return repo.updateEventRow(tx, event.id, {});
  });
  ctx.loaders.gallery.clear(eventId);
  return updated;
}
