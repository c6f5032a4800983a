import { auditLogFilterSchema, validate, z, type AuditLogFilter } from '@admit/shared';
import { boundOfDay, dayOf } from '../orders/order-filters.ts';

/**
 * What the audit log shows, as its address holds it (?event=…&entity=ticket_type&actor=ann@…&action=…&from=
 * 2026-03-01&to=2026-03-31), so a link to "what the manager changed last week" opens that view for a colleague and
 * survives a reload. Days are in the reader's time zone; the API gets instants. Everything is read through
 * auditLogFilterSchema, the rule the API parses.
 */
const PARAM = {
  eventId: 'event',
  entityType: 'entity',
  actor: 'actor',
  action: 'action',
  from: 'from',
  to: 'to',
} as const satisfies Record<keyof AuditLogFilter, string>;

type Field = keyof typeof PARAM;
const FIELDS = Object.keys(PARAM) as Field[];

/** The form's inputs, all text ('' leaves the filter out); its dates are days. */
export type AuditFilterDraft = Record<Field, string>;

/** The draft as the API's filter: empty inputs left out, days as the instants they start (from) or end (to). */
function toFilter(draft: AuditFilterDraft, timeZone: string): Record<string, string | null> {
  const text = (value: string) => value.trim() || null;
  return {
    eventId: text(draft.eventId),
    entityType: text(draft.entityType),
    actor: text(draft.actor),
    action: text(draft.action),
    from: boundOfDay(draft.from.trim(), timeZone, false),
    to: boundOfDay(draft.to.trim(), timeZone, true),
  };
}

/** The form's rules: the draft made into a filter, then the shared rules, each refusal under its input's name. */
export const auditFilterFormSchema = (timeZone: string) =>
  z
    .object({
      eventId: z.string(),
      entityType: z.string(),
      actor: z.string(),
      action: z.string(),
      from: z.string(),
      to: z.string(),
    })
    .transform((draft) => toFilter(draft, timeZone))
    .pipe(auditLogFilterSchema);

/**
 * The filter an address asks for. A value the rules refuse (a hand-edited link) is left out, and named in
 * `ignored`, so the log still shows and says what it did not understand.
 */
export function filterFromUrl(
  params: URLSearchParams,
  timeZone: string,
): { filter: AuditLogFilter; ignored: string[] } {
  const draft = Object.fromEntries(FIELDS.map((f) => [f, params.get(PARAM[f]) ?? ''])) as AuditFilterDraft;
  const raw = toFilter(draft, timeZone);
  const ignored: string[] = [];
  for (;;) {
    const parsed = validate(auditLogFilterSchema, raw);
    if (parsed.ok) return { filter: parsed.value, ignored };
    const fields = Object.keys(parsed.errors).map((path) => path.split('.')[0] ?? path);
    const known = FIELDS.filter((f) => fields.includes(f) && raw[f] !== null);
    // Nothing left to drop would loop for ever; the rules refuse only fields they were given.
    if (known.length === 0) return { filter: {}, ignored };
    for (const field of known) {
      raw[field] = null;
      ignored.push(PARAM[field]);
    }
  }
}

/** The form's inputs for a filter: what the address shows, days in the reader's zone. */
export function draftOf(filter: AuditLogFilter, timeZone: string): AuditFilterDraft {
  return {
    eventId: filter.eventId ?? '',
    entityType: filter.entityType ?? '',
    actor: filter.actor ?? '',
    action: filter.action ?? '',
    from: dayOf(filter.from, timeZone),
    to: dayOf(filter.to, timeZone),
  };
}

/** The address's query string for a filter: only what is set, so the whole log has a plain address. */
export function urlFromFilter(filter: AuditLogFilter, timeZone: string): URLSearchParams {
  const params = new URLSearchParams();
  const draft = draftOf(filter, timeZone);
  for (const field of FIELDS) if (draft[field]) params.set(PARAM[field], draft[field]);
  return params;
}

/** How many filters narrow the log: the phone's "Filters (2)". */
export const activeFilterCount = (filter: AuditLogFilter): number =>
  FIELDS.filter((f) => filter[f] !== null && filter[f] !== undefined).length;
