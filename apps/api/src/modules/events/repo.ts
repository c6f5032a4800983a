import { and, asc, eq, gt, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { EventInput } from '@admit/shared';
import type { Db } from '../../db/client.ts';
import { organizations } from '../organizations/tables.ts';
import { eventGalleryImages, events, type EventRow, type GalleryImageRow } from './tables.ts';

/** What an organizer's form writes: the shared input's fields, with times as instants. */
export type EventWrite = Pick<typeof events.$inferInsert, keyof EventInput>;

export async function insertEvent(db: Db, organizationId: string, input: EventWrite): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({ ...input, organizationId })
    .returning();
  if (!row) throw new Error('insert returned no event');
  return row;
}

export async function updateEventRow(
  db: Db,
  id: string,
  patch: Partial<EventWrite & Pick<EventRow, 'status' | 'publishedAt' | 'featured' | 'coverImageId'>>,
): Promise<EventRow> {
  const [row] = await db
    .update(events)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(events.id, id))
    .returning();
  if (!row) throw new Error(`event ${id} vanished during update`);
  return row;
}

/** A status change only if the event is still in one of `from`: two clicks cannot publish twice. */
export async function transitionEvent(
  db: Db,
  id: string,
  from: readonly EventRow['status'][],
  patch: Pick<EventRow, 'status'> & Partial<Pick<EventRow, 'publishedAt'>>,
): Promise<EventRow | null> {
  const [row] = await db
    .update(events)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(events.id, id), inArray(events.status, [...from])))
    .returning();
  return row ?? null;
}

export async function findEventsByIds(db: Db, ids: readonly string[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(events)
    .where(inArray(events.id, [...ids]));
}

export async function findEventById(db: Db, id: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row ?? null;
}

/**
 * The event, locked until the transaction ends: checks made on it hold when the change lands. Callers check
 * the viewer's role before opening the transaction, on its own read: the role lookup goes through the
 * request's loaders on the shared connection, which PGlite (one connection) cannot serve while a transaction
 * holds it.
 */
export async function lockEvent(db: Db, id: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findEventBySlug(db: Db, slug: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.slug, slug)).limit(1);
  return row ?? null;
}

export async function listEventsByOrganization(db: Db, organizationId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(eq(events.organizationId, organizationId))
    .orderBy(asc(events.startsAt), asc(events.id));
}

export async function findGalleryByEventIds(db: Db, eventIds: readonly string[]): Promise<GalleryImageRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(eventGalleryImages)
    .where(inArray(eventGalleryImages.eventId, [...eventIds]))
    .orderBy(asc(eventGalleryImages.position));
}

export async function appendGalleryImage(db: Db, eventId: string, imageId: string, alt: string): Promise<void> {
  await db.insert(eventGalleryImages).values({
    eventId,
    imageId,
    alt,
    position: sql`(select coalesce(max(${eventGalleryImages.position}), -1) + 1 from ${eventGalleryImages} where ${eventGalleryImages.eventId} = ${eventId})`,
  });
}

export async function removeGalleryImage(db: Db, eventId: string, imageId: string): Promise<boolean> {
  const rows = await db
    .delete(eventGalleryImages)
    .where(and(eq(eventGalleryImages.eventId, eventId), eq(eventGalleryImages.imageId, imageId)))
    .returning();
  return rows.length > 0;
}

export type DiscoveryQuery = {
  now: Date;
  limit: number;
  after: { startsAt: Date; id: string } | null;
  search: string | null;
  /** Events overlapping [from, to): for "today" and "this weekend". */
  from: Date | null;
  to: Date | null;
  /** Events starting at or after this: for "later". */
  startingFrom: Date | null;
  featuredOnly?: boolean;
};

/** `%` and `_` in what a visitor types are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Published events that have not ended, soonest first, keyset-paginated on
 * (starts_at, id) so a page costs the same however deep it is. One query;
 * what each card needs besides the event comes through the loaders.
 */
export async function findDiscoverableEvents(db: Db, q: DiscoveryQuery): Promise<EventRow[]> {
  const conditions: (SQL | undefined)[] = [eq(events.status, 'PUBLISHED'), gt(events.endsAt, q.now)];
  if (q.featuredOnly) conditions.push(eq(events.featured, true));
  if (q.search) {
    const pattern = likePattern(q.search);
    conditions.push(
      or(
        ilike(events.title, pattern),
        ilike(events.venueName, pattern),
        ilike(events.venueAddress, pattern),
        sql`exists (select 1 from ${organizations} where ${organizations.id} = ${events.organizationId} and ${organizations.name} ilike ${pattern})`,
      ),
    );
  }
  if (q.from) conditions.push(gt(events.endsAt, q.from));
  if (q.to) conditions.push(lt(events.startsAt, q.to));
  if (q.startingFrom) conditions.push(gte(events.startsAt, q.startingFrom));
  if (q.after) {
    conditions.push(
      or(gt(events.startsAt, q.after.startsAt), and(eq(events.startsAt, q.after.startsAt), gt(events.id, q.after.id))),
    );
  }
  return db
    .select()
    .from(events)
    .where(and(...conditions))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(q.limit);
}
