import { and, asc, eq, getTableName, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { EventInput } from '@admit/shared';
import type { Db } from '../../db/client.ts';
import { preparedStatements } from '../../db/prepared-statements.ts';
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
  patch: Partial<
    EventWrite &
      Pick<
        EventRow,
        | 'status'
        | 'publishedAt'
        | 'featured'
        | 'coverImageId'
        | 'reminderHours'
        | 'refundPolicyMode'
        | 'refundPolicyDays'
        | 'refundPolicyPercent'
        | 'transfersAllowed'
        | 'transferCloseHours'
        | 'waitingListEnabled'
        | 'waitingListAutoOffer'
        | 'waitingListOfferHours'
        | 'waitingListSkipGroups'
      >
  >,
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

/** The image columns a page shows: never the bytes, which stay in the database until a picture is asked for. */
const IMAGE_META = {
  id: true,
  organizationId: true,
  uploadedBy: true,
  contentType: true,
  width: true,
  height: true,
  createdAt: true,
} as const;

/** The event page's statement (prepared once per database: preparedStatements). */
function prepareEventBySlug(db: Db, name: string) {
  return db.query.events
    .findFirst({
      where: eq(events.slug, sql.placeholder('slug')),
      with: {
        organization: true,
        cover: { columns: IMAGE_META },
        // Ticket types as the page lists them: their sort order, then the order they were added.
        ticketTypes: { orderBy: (type, { asc: up }) => [up(type.sortOrder), up(type.createdAt)] },
        gallery: { orderBy: [asc(eventGalleryImages.position)], with: { image: { columns: IMAGE_META } } },
      },
    })
    .prepare(name);
}

const eventBySlugStatement = preparedStatements<ReturnType<typeof prepareEventBySlug>>();

/**
 * An event with everything its page shows beside it (organizer, cover, ticket types, gallery), in one statement:
 * Drizzle's relational query builds the related rows into each event row (db/relations.ts).
 */
export async function findEventBySlugWithRelated(db: Db, slug: string) {
  const name = 'event_by_slug_with_related';
  const statement = eventBySlugStatement(db, name, () => prepareEventBySlug(db, name));
  return (await statement.execute({ slug })) ?? null;
}

export type EventWithRelated = NonNullable<Awaited<ReturnType<typeof findEventBySlugWithRelated>>>;

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
  /** Except events overlapping [from, to): "coming up" leaves out the weekend. */
  except?: { from: Date; to: Date } | null;
  featuredOnly?: boolean;
};

/** `%` and `_` in what a visitor types are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Which of a discovery query's filters are in use: each combination is one prepared statement. */
const shapeOf = (q: DiscoveryQuery) =>
  [q.featuredOnly, q.search, q.from, q.to, q.startingFrom, q.after, q.except].map((part) => (part ? 1 : 0)).join('');

function prepareDiscovery(db: Db, q: DiscoveryQuery, name: string) {
  const p = sql.placeholder;
  const conditions: (SQL | undefined)[] = [eq(events.status, 'PUBLISHED'), gt(events.endsAt, p('now'))];
  if (q.featuredOnly) conditions.push(eq(events.featured, true));
  if (q.search) {
    conditions.push(
      or(
        ilike(events.title, p('pattern')),
        ilike(events.venueName, p('pattern')),
        ilike(events.venueAddress, p('pattern')),
        // Spelled out: the relational query renders every column reference as one of the event's own.
        sql`exists (select 1 from ${sql.identifier(getTableName(organizations))} "org" where "org".${sql.identifier(organizations.id.name)} = ${events.organizationId} and "org".${sql.identifier(organizations.name.name)} ilike ${p('pattern')})`,
      ),
    );
  }
  if (q.from) conditions.push(gt(events.endsAt, p('from')));
  if (q.to) conditions.push(lt(events.startsAt, p('to')));
  if (q.startingFrom) conditions.push(gte(events.startsAt, p('startingFrom')));
  if (q.except) conditions.push(or(lte(events.endsAt, p('exceptFrom')), gte(events.startsAt, p('exceptTo'))));
  if (q.after) {
    conditions.push(
      or(
        gt(events.startsAt, p('afterStartsAt')),
        and(eq(events.startsAt, p('afterStartsAt')), gt(events.id, p('afterId'))),
      ),
    );
  }
  // With what each card shows (organizer, cover, ticket types for the "from" price), in the same statement.
  return db.query.events
    .findMany({
      where: and(...conditions),
      orderBy: [asc(events.startsAt), asc(events.id)],
      limit: p('limit'),
      with: {
        organization: true,
        cover: { columns: IMAGE_META },
        ticketTypes: { orderBy: (type, { asc: up }) => [up(type.sortOrder), up(type.createdAt)] },
      },
    })
    .prepare(name);
}

const discoveryStatement = preparedStatements<ReturnType<typeof prepareDiscovery>>();

/**
 * Published events that have not ended, soonest first, keyset-paginated on
 * (starts_at, id) so a page costs the same however deep it is. One statement,
 * what each card shows included, prepared once per combination of filters.
 */
export async function findDiscoverableEvents(db: Db, q: DiscoveryQuery) {
  const name = `discover_events_${shapeOf(q)}`;
  const statement = discoveryStatement(db, name, () => prepareDiscovery(db, q, name));
  return statement.execute({
    now: q.now,
    limit: q.limit,
    pattern: q.search ? likePattern(q.search) : null,
    from: q.from,
    to: q.to,
    startingFrom: q.startingFrom,
    exceptFrom: q.except?.from ?? null,
    exceptTo: q.except?.to ?? null,
    afterStartsAt: q.after?.startsAt ?? null,
    afterId: q.after?.id ?? null,
  });
}

export type ListedEvent = Awaited<ReturnType<typeof findDiscoverableEvents>>[number];
