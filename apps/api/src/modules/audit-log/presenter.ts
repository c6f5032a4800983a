import type { AuditRow } from '../audit/tables.ts';
import { changeTexts, fieldLabel, isMoneyField } from '../audit/words.ts';
import type { AuditSubjects } from './repo.ts';

/*
 * What an owner or manager reads of one audit record: who (by name and email), what, about which thing in words,
 * and each changed field before and after.
 */

type Actor = { id: string; displayName: string | null; email: string | null };

export type AuditLogChangeView = {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
  currency: string | null;
  words: string;
};

export type AuditLogEntryView = {
  id: string;
  action: string;
  actorName: string | null;
  actorEmail: string | null;
  eventId: string | null;
  eventTitle: string | null;
  entityType: string;
  entityId: string;
  subject: string;
  changes: AuditLogChangeView[];
  summary: string;
  at: Date;
};

const recorded = (values: Record<string, unknown> | null, field: string): string | null => {
  const value = values?.[field];
  return typeof value === 'string' ? value : null;
};

/** What the record is about, in words, from what is there now or (once it is gone) what the record kept. */
function subjectOf(row: AuditRow, subjects: AuditSubjects, actors: readonly Actor[]): string {
  const named = <T extends { id: string }>(list: readonly T[]) => list.find((x) => x.id === row.entityId);
  switch (row.entityType) {
    case 'ticket_type': {
      const name = named(subjects.ticketTypes)?.name ?? recorded(row.before, 'name') ?? recorded(row.after, 'name');
      return name ? `Ticket type ${name}` : 'A deleted ticket type';
    }
    case 'event':
      return `Event ${named(subjects.events)?.title ?? recorded(row.after, 'title') ?? ''}`.trim();
    case 'order': {
      const code = named(subjects.orders)?.code;
      return code ? `Order ${code}` : 'Order';
    }
    case 'ticket': {
      const attendee = named(subjects.tickets)?.attendeeName;
      return attendee ? `Ticket of ${attendee}` : 'Ticket';
    }
    case 'membership': {
      const userId = row.entityId.split(':')[1];
      const member = actors.find((a) => a.id === userId);
      const who = member?.displayName ?? member?.email;
      return who ? `Member ${who}` : 'A former member';
    }
    case 'bulk_action':
      return 'Action on many orders';
    default:
      return row.entityType;
  }
}

/** Ids (a member's userId, a list's listId) are not words: the subject names the thing, the record keeps the id. */
const isIdentifier = (field: string) => /.Id$/.test(field);

function changesOf(row: AuditRow, currency: string | null): AuditLogChangeView[] {
  return changeTexts(row, currency)
    .filter((c) => !isIdentifier(c.field))
    .map((c) => {
      const unit = currency && isMoneyField(c.field) ? currency : null;
      const label = fieldLabel(c.field);
      const words = `${label} ${c.before ?? '—'} → ${c.after ?? '—'}${unit ? ` ${unit}` : ''}`;
      return { ...c, label, currency: unit, words };
    });
}

/** One audit record as the screen shows it. */
export function presentAuditEntry(row: AuditRow, subjects: AuditSubjects, actors: readonly Actor[]): AuditLogEntryView {
  const actor = actors.find((a) => a.id === row.actorUserId);
  const event = subjects.events.find((e) => e.id === row.eventId);
  const subject = subjectOf(row, subjects, actors);
  const changes = changesOf(row, event?.currency ?? null);
  return {
    id: row.id,
    action: row.action,
    actorName: actor?.displayName ?? null,
    actorEmail: actor?.email ?? null,
    eventId: row.eventId,
    eventTitle: event?.title ?? null,
    entityType: row.entityType,
    entityId: row.entityId,
    subject,
    changes,
    summary: changes.length ? `${subject}: ${changes.map((c) => c.words).join('; ')}` : subject,
    at: row.createdAt,
  };
}
