import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  orderSearchSchema,
  validate,
  type ExportFormat,
  type ExportKind,
  type FieldErrors,
  type OrderSearch,
} from '@admit/shared';
import { badUserInput } from '../../common/errors.ts';

/** A query string as Fastify parses it: a key given twice is an array. */
export type QueryParams = Record<string, string | string[] | undefined>;

const LISTS = ['statuses', 'ticketTypeIds', 'paymentProviders'] as const;
const BOOLEANS = ['checkedIn', 'hasRefunds'] as const;
const TEXTS = ['search', 'paidFrom', 'paidTo', 'sort'] as const;

/** "orders.csv" → its kind and format; a file of no known kind is not there, one of an unknown format is bad input. */
export function parseExportFile(file: string): { kind: ExportKind; format: ExportFormat } | null {
  const dot = file.lastIndexOf('.');
  const kind = EXPORT_KINDS.find((k) => k === file.slice(0, dot));
  if (!kind || dot < 0) return null;
  const format = EXPORT_FORMATS.find((f) => f === file.slice(dot + 1));
  if (!format) throw badUserInput({ format: `Export as ${EXPORT_FORMATS.join(' or ')}.` });
  return { kind, format };
}

/** Values of a list: repeated keys, or one value separated by commas (both are what a link may hold). */
const listOf = (value: string | string[]) =>
  (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).filter((v) => v !== '');

/** The query string as the shared search schema's input: lists split, booleans read, empty values left out. */
function searchInput(query: QueryParams, errors: FieldErrors): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of LISTS) {
    const value = query[key];
    if (value !== undefined) input[key] = listOf(value);
  }
  for (const key of BOOLEANS) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    if (value === 'true' || value === 'false') input[key] = value === 'true';
    else errors[key] = 'Give true or false.';
  }
  for (const key of TEXTS) {
    const value = query[key];
    if (Array.isArray(value)) errors[key] = 'Give this once.';
    else if (value !== undefined && value !== '') input[key] = value;
  }
  return input;
}

/**
 * The filters and sort of an orders or attendees export, read from its query string by the same rule as the
 * back office's list (orderSearchSchema): what the list shows is what the file holds. Keys it does not know are
 * ignored (a link copied from the list may carry the screen's own); a malformed one is BAD_USER_INPUT naming it.
 */
export function parseOrderFilters(query: QueryParams): OrderSearch {
  const errors: FieldErrors = {};
  const input = searchInput(query, errors);
  const parsed = validate(orderSearchSchema, input);
  if (!parsed.ok) {
    // "statuses.1" names the parameter: statuses.
    for (const [path, message] of Object.entries(parsed.errors)) errors[path.split('.')[0] ?? path] ??= message;
  }
  if (Object.keys(errors).length > 0 || !parsed.ok) throw badUserInput(errors);
  return parsed.value;
}
