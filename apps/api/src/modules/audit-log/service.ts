import { createHash } from 'node:crypto';
import { auditLogFilterSchema, auditLogPageSchema, type AuditLogFilter } from '@admit/shared';
import { badUserInput } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import { isUuid } from '../../db/uuid.ts';
import { AUDIT_ACTIONS } from '../audit/actions.ts';
import type { AuditRow } from '../audit/tables.ts';
import { withoutNulls } from '../orders/order-search.ts';
import { requirePermission } from '../organizations/access.ts';
import { presentAuditEntry, type AuditLogEntryView } from './presenter.ts';
import * as repo from './repo.ts';
import type { AuditKeyset, AuditLogQuery } from './repo.ts';

export type AuditLogPageView = { entries: AuditLogEntryView[]; endCursor: string | null; hasNextPage: boolean };

const isAction = (name: string): boolean => (AUDIT_ACTIONS as readonly string[]).includes(name);

/** The filter as the repo reads it: an email becomes the account it names (none: a page of nothing). */
async function toQuery(scope: RequestScope, organizationId: string, filter: AuditLogFilter): Promise<AuditLogQuery> {
  if (filter.action && !isAction(filter.action)) throw badUserInput({ action: 'The audit log has no such action.' });
  const actor = filter.actor?.trim() || null;
  let actorUserIds: string[] | null = null;
  if (actor && isUuid(actor)) actorUserIds = [actor.toLowerCase()];
  else if (actor?.includes('@')) actorUserIds = await repo.findUserIdsByEmail(scope.db, actor);
  else if (actor) throw badUserInput({ actor: 'Give the email address or the id of an account.' });
  return {
    organizationId,
    eventId: filter.eventId?.toLowerCase() ?? null,
    entityType: filter.entityType ?? null,
    actorUserIds,
    action: filter.action ?? null,
    from: filter.from ? new Date(filter.from) : null,
    to: filter.to ? new Date(filter.to) : null,
  };
}

/** The filter a cursor was made for: a cursor is refused under another (organization, actor, range). */
function cursorKey(organizationId: string, filter: AuditLogFilter): string {
  const normal = {
    organizationId,
    eventId: filter.eventId?.toLowerCase() ?? null,
    entityType: filter.entityType ?? null,
    actor: filter.actor?.trim().toLowerCase() || null,
    action: filter.action ?? null,
    from: filter.from ? new Date(filter.from).toISOString() : null,
    to: filter.to ? new Date(filter.to).toISOString() : null,
  };
  return createHash('sha256').update(JSON.stringify(normal)).digest('base64url').slice(0, 16);
}

const encodeCursor = (key: string, last: { micros: string; id: string }): string =>
  Buffer.from(JSON.stringify([key, last.micros, last.id])).toString('base64url');

function decodeCursor(cursor: string, key: string): AuditKeyset {
  const refused = () =>
    badUserInput({ after: 'This page of the audit log no longer matches its filter; start again.' });
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (!Array.isArray(value) || value.length !== 3) throw refused();
  const [madeFor, micros, id] = value as unknown[];
  if (madeFor !== key || typeof micros !== 'string' || !/^\d{1,20}$/.test(micros)) throw refused();
  if (typeof id !== 'string' || !isUuid(id)) throw refused();
  return { micros, id };
}

/** The ids a page's subjects are named by, by kind (only real ids: a membership's entity id is org:user). */
function subjectIds(rows: readonly AuditRow[]) {
  const of = (type: string) => [
    ...new Set(rows.filter((r) => r.entityType === type && isUuid(r.entityId)).map((r) => r.entityId)),
  ];
  const eventIds = rows.flatMap((r) => (r.eventId ? [r.eventId] : []));
  return {
    events: [...new Set(eventIds)],
    ticketTypes: of('ticket_type'),
    orders: of('order'),
    tickets: of('ticket'),
  };
}

/** Everyone a page names: who acted, and the members whose membership changed. */
function peopleIds(rows: readonly AuditRow[]): string[] {
  const members = rows.flatMap((r) => (r.entityType === 'membership' ? [r.entityId.split(':')[1] ?? ''] : []));
  const actors = rows.flatMap((r) => (r.actorUserId ? [r.actorUserId] : []));
  return [...new Set([...actors, ...members])].filter(isUuid);
}

/**
 * The organization's audit log for its owners and managers, newest first, a page at a time by keyset. A malformed
 * filter, a `first` outside 1 to 100, or a cursor that is malformed or was made for another filter is
 * BAD_USER_INPUT naming its field, and nothing is read.
 */
export async function auditLogPage(
  scope: RequestScope,
  organizationId: string,
  filterInput: unknown,
  pageInput: { first?: number | null; after?: string | null },
): Promise<AuditLogPageView> {
  await requirePermission(scope, organizationId, 'audit.view');
  const filter = parseInput(auditLogFilterSchema, withoutNulls(filterInput ?? {}));
  const page = parseInput(auditLogPageSchema, withoutNulls(pageInput));
  const key = cursorKey(organizationId, filter);
  const after = page.after ? decodeCursor(page.after, key) : null;
  const query = await toQuery(scope, organizationId, filter);
  const { rows, hasMore } = await repo.findAuditPage(scope.db, query, { first: page.first, after });
  const [subjects, people] = await Promise.all([
    repo.findSubjects(scope.db, subjectIds(rows)),
    repo.findActors(scope.db, peopleIds(rows)),
  ]);
  const last = rows.at(-1);
  return {
    entries: rows.map((r) => presentAuditEntry(r, subjects, people)),
    endCursor: hasMore && last ? encodeCursor(key, last) : null,
    hasNextPage: hasMore,
  };
}
