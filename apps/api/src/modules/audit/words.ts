import { priceInputOf } from '@admit/shared';
import type { AuditValues } from './tables.ts';

/*
 * A record's before and after as text, field by field: what the order detail's history and the audit log screen
 * both show, written once.
 */

/** Kept in a record to make its action idempotent; not part of what changed. */
const HIDDEN_FIELDS = new Set(['idempotencyKey']);

/** Money is recorded in minor units under a name ending in "Minor" (priceMinor, amountMinor, …). */
export const isMoneyField = (field: string): boolean => /.Minor$/.test(field);

/** A field's name in words: "priceMinor" reads "price", "attendeeName" reads "attendee name". */
export const fieldLabel = (field: string): string =>
  field
    .replace(/(.)Minor$/, '$1')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();

export type ChangeText = { field: string; before: string | null; after: string | null };

/**
 * One value as text: a string as it is (dates are recorded as ISO strings), money in major units when the
 * currency is known ("40.00"), anything else as JSON.
 */
function valueText(field: string, value: unknown, currency: string | null): string | null {
  if (value === null || value === undefined) return null;
  if (currency && isMoneyField(field) && typeof value === 'number') return priceInputOf(value, currency);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Each field a record names, before and after, as text; money in major units when `currency` is given. */
export function changeTexts(
  record: { before: AuditValues | null; after: AuditValues | null },
  currency: string | null = null,
): ChangeText[] {
  const before = record.before ?? {};
  const after = record.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => !HIDDEN_FIELDS.has(f));
  return fields.map((field) => ({
    field,
    before: valueText(field, before[field], currency),
    after: valueText(field, after[field], currency),
  }));
}
