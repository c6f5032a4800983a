import { z } from './zod.ts';

/**
 * Records on one page of the audit log screen: enough for a laptop's table, never an unbounded read. The API's
 * schema declares the same default, so the query's cost is counted for the page it will get.
 */
export const MAX_AUDIT_PAGE = 100;
export const DEFAULT_AUDIT_PAGE = 25;

/** What an audit record may be about: the kind of row its entity_id names (the API records these, the screen filters by them). */
export const AUDIT_ENTITY_TYPES = [
  'order',
  'ticket',
  'ticket_type',
  'event',
  'membership',
  'check_in',
  'bulk_action',
  'message',
  'waiting_list_entry',
] as const;
export type AuditEntityKind = (typeof AUDIT_ENTITY_TYPES)[number];

const instant = z.iso.datetime({ offset: true, message: 'Give a date and time with its offset.' });

/**
 * The audit log screen's filters: an event, a kind of entity, who did it (an account's id or email), an action
 * ("ticket_type.updated") and a range of dates. Shared so the screen's address is read by the rule the API parses.
 */
export const auditLogFilterSchema = z
  .object({
    eventId: z.uuid('Not an id.').nullish(),
    entityType: z.enum(AUDIT_ENTITY_TYPES, 'Choose one of the kinds listed.').nullish(),
    actor: z.string().trim().max(320, 'Give an email address or an id of at most 320 characters.').nullish(),
    action: z
      .string()
      .trim()
      .regex(/^[a-z_]+\.[a-z_]+$/, 'Not an action’s name (like ticket_type.updated).')
      .max(80)
      .nullish(),
    from: instant.nullish(),
    to: instant.nullish(),
  })
  .refine((f) => !f.from || !f.to || new Date(f.from) <= new Date(f.to), {
    message: 'The range ends before it starts.',
    path: ['to'],
  });
export type AuditLogFilterInput = z.input<typeof auditLogFilterSchema>;
export type AuditLogFilter = z.output<typeof auditLogFilterSchema>;

/** The page asked for: how many records (1 to 100), after the previous page's cursor. */
export const auditLogPageSchema = z.object({
  first: z
    .number()
    .int()
    .min(1, 'Ask for at least one record.')
    .max(MAX_AUDIT_PAGE, `Ask for at most ${MAX_AUDIT_PAGE} records.`)
    .default(DEFAULT_AUDIT_PAGE),
  after: z.string().max(400, 'Not a cursor of this list.').nullish(),
});
