import { and, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, type AuditRow } from '../audit/tables.ts';
import { events } from '../events/tables.ts';
import { users } from '../identity/tables.ts';
import { orders } from '../orders/tables.ts';
import { ticketTypes } from '../ticket-types/tables.ts';
import { tickets } from '../tickets/tables.ts';

/** What the screen filters on, resolved: an actor is an account's id, or null for "the system". */
export type AuditLogQuery = {
  organizationId: string;
  eventId: string | null;
  entityType: string | null;
  /** Unset: anyone. A list: those accounts (an email names at most one; none matches nothing). */
  actorUserIds: readonly string[] | null;
  action: string | null;
  from: Date | null;
  to: Date | null;
};

/** Where a page starts: the last record shown, by its time in microseconds (as text) and id. */
export type AuditKeyset = { micros: string; id: string };

export type AuditPageRow = AuditRow & { micros: string };

/** The record's time to the microsecond, as text: a JavaScript Date would round it to the millisecond. */
const CREATED_MICROS = sql<string>`(extract(epoch from ${auditLog.createdAt}) * 1000000)::bigint::text`;

function conditions(q: AuditLogQuery, after: AuditKeyset | null): SQL[] {
  const where: (SQL | undefined)[] = [
    eq(auditLog.organizationId, q.organizationId),
    q.eventId ? eq(auditLog.eventId, q.eventId) : undefined,
    q.entityType ? eq(auditLog.entityType, q.entityType) : undefined,
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.actorUserIds ? inArray(auditLog.actorUserId, [...q.actorUserIds]) : undefined,
    q.from ? gte(auditLog.createdAt, q.from) : undefined,
    q.to ? lte(auditLog.createdAt, q.to) : undefined,
    after
      ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
      : undefined,
  ];
  return where.filter((c): c is SQL => c !== undefined);
}

/**
 * One page of an organization's audit log, newest first, by keyset on (created_at, id): records written while
 * someone reads are newer than the first page's, so they never shift a later page. Reads `first + 1` to know
 * whether another page follows. Served by audit_log_organization_idx, or audit_log_event_idx for one event.
 */
export async function findAuditPage(
  db: Db,
  q: AuditLogQuery,
  page: { first: number; after: AuditKeyset | null },
): Promise<{ rows: AuditPageRow[]; hasMore: boolean }> {
  if (q.actorUserIds?.length === 0) return { rows: [], hasMore: false };
  const rows = await db
    .select({ record: auditLog, micros: CREATED_MICROS })
    .from(auditLog)
    .where(and(...conditions(q, page.after)))
    // Exactly the indexes' order, nulls included (created_at DESC NULLS LAST, id DESC NULLS LAST): a plain DESC
    // means NULLS FIRST, which the planner cannot read from them, and it would sort the whole log for each page.
    .orderBy(sql`${auditLog.createdAt} desc nulls last`, sql`${auditLog.id} desc nulls last`)
    .limit(page.first + 1);
  return {
    rows: rows.slice(0, page.first).map((r) => ({ ...r.record, micros: r.micros })),
    hasMore: rows.length > page.first,
  };
}

/** The account with this email (as the identity provider gave it, compared without case), or none. */
export async function findUserIdsByEmail(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}

export async function findActors(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, displayName: users.displayName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The names a page's subjects are written with: events, ticket types, orders' codes, tickets' attendees. */
export async function findSubjects(
  db: Db,
  ids: {
    events: readonly string[];
    ticketTypes: readonly string[];
    orders: readonly string[];
    tickets: readonly string[];
  },
) {
  const none = Promise.resolve([]);
  const [eventRows, typeRows, orderRows, ticketRows] = await Promise.all([
    ids.events.length
      ? db
          .select({ id: events.id, title: events.title, currency: events.currency })
          .from(events)
          .where(inArray(events.id, [...ids.events]))
      : none,
    ids.ticketTypes.length
      ? db
          .select({ id: ticketTypes.id, name: ticketTypes.name })
          .from(ticketTypes)
          .where(inArray(ticketTypes.id, [...ids.ticketTypes]))
      : none,
    ids.orders.length
      ? db
          .select({ id: orders.id, code: orders.code })
          .from(orders)
          .where(inArray(orders.id, [...ids.orders]))
      : none,
    ids.tickets.length
      ? db
          .select({ id: tickets.id, attendeeName: tickets.attendeeName })
          .from(tickets)
          .where(inArray(tickets.id, [...ids.tickets]))
      : none,
  ]);
  return { events: eventRows, ticketTypes: typeRows, orders: orderRows, tickets: ticketRows };
}

export type AuditSubjects = Awaited<ReturnType<typeof findSubjects>>;
