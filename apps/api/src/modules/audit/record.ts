import type { RequestScope } from '../../common/scope.ts';
import type { Db } from '../../db/client.ts';
import type { AuditAction, AuditEntityType } from './actions.ts';
import * as repo from './repo.ts';
import type { AuditRow, AuditValues } from './tables.ts';

/** Who made a change, as the record names them: the signed-in person (null: the system) and their request. */
export type AuditActor = { actorUserId: string | null; requestId: string | null };

export type AuditEntry = AuditActor & {
  organizationId: string;
  eventId?: string | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** The changed fields only, and ids: never a whole row, and as little personal data as tells the story. */
  before?: AuditValues | null;
  after?: AuditValues | null;
};

/** The request's actor: its signed-in viewer (if any) and its id. */
export async function actorOf(scope: Pick<RequestScope, 'viewer' | 'requestId'>): Promise<AuditActor> {
  return { actorUserId: (await scope.viewer())?.user.id ?? null, requestId: scope.requestId ?? null };
}

/**
 * Records a change in the audit log, in the transaction that makes it (pass its `tx`): the record commits with the
 * change and is rolled back with it, so the log never tells of a change that did not happen, nor misses one that
 * did.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<AuditRow> {
  return repo.insertAuditRecord(tx, {
    organizationId: entry.organizationId,
    eventId: entry.eventId ?? null,
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: entry.requestId,
  });
}

/**
 * The fields that differ between two versions of a row, as the record's before and after: only those, so a
 * record of a price change does not carry the description. Dates as ISO strings.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): { before: AuditValues; after: AuditValues } | null {
  const was: AuditValues = {};
  const now: AuditValues = {};
  for (const field of fields) {
    const a = plain(before[field]);
    const b = plain(after[field]);
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      was[field] = a;
      now[field] = b;
    }
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : null;
}

const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : (value ?? null));

/** A deleted account's id leaves the records it acted in, in the deletion's transaction; the records stay. */
export async function forgetAuditActor(tx: Db, userId: string): Promise<void> {
  await repo.forgetActor(tx, userId);
}
