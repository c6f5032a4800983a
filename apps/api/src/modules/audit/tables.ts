import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A record's before or after: the changed fields (and ids), never whole rows. */
export type AuditValues = Record<string, unknown>;

/**
 * Who changed what, when, with the values before and after: one row per change to orders, tickets, refunds,
 * manual check-ins, ticket types, events and memberships, written in the transaction of the change
 * (recordAudit). Append-only: a trigger (migration 0016) refuses UPDATE and DELETE, but for taking a deleted
 * account's id out of the records it acted in. No foreign keys: a record outlives what it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    eventId: uuid('event_id'),
    /** Null for what the system did (a job, a webhook), and once the actor's account is deleted. */
    actorUserId: uuid('actor_user_id'),
    /** 'order.refunded', 'ticket_type.updated', 'member.role_changed', … (audit/actions.ts). */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<AuditValues>(),
    after: jsonb('after').$type<AuditValues>(),
    /** The request that made the change (X-Request-Id), so a record can be found in the log. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_organization_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    // The audit log screen filtered to one event, newest first (migration 0024).
    index('audit_log_event_idx')
      .on(t.eventId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.eventId} is not null`),
    index('audit_log_actor_idx')
      .on(t.actorUserId)
      .where(sql`${t.actorUserId} is not null`),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
