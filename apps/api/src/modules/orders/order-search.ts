import { createHash } from 'node:crypto';
import {
  normalizeOrderCode,
  normalizeShortCode,
  orderSearchSchema,
  type OrderSearch,
  type OrderSort,
} from '@admit/shared';
import { badUserInput, notFound } from '../../common/errors.ts';
import type { RequestScope } from '../../common/scope.ts';
import { parseInput } from '../../common/validation.ts';
import { isUuid } from '../../db/uuid.ts';
import { findEventById } from '../events/repo.ts';
import { requirePermission } from '../organizations/access.ts';
import { countOrders, searchOrders, type OrderFilters, type OrderKeyset, type OrderMatch } from './search-repo.ts';
import type { OrderRow } from './tables.ts';

export type OrderSearchPage = {
  orders: OrderRow[];
  /** Where the next page starts; null on the last. */
  endCursor: string | null;
  hasNextPage: boolean;
  /** Orders matching, exactly up to ORDER_COUNT_CAP; above it `exact` is false ("10,000+"). */
  total: { count: number; exact: boolean };
};

/**
 * What a search looks for: one exact id (an order's or a ticket's), one code typed with spaces or hyphens (an
 * order's 6 characters or a ticket's 8), or words each found anywhere in names, the email and codes.
 */
export function toMatch(search: string | null | undefined): OrderMatch | null {
  const text = search?.trim();
  if (!text) return null;
  if (isUuid(text)) return { id: text.toLowerCase() };
  const code = normalizeOrderCode(text) ?? normalizeShortCode(text);
  if (code && /[\s-]/.test(text)) return { words: [code] };
  return { words: text.split(/\s+/) };
}

/** The filters a cursor was made for: a cursor is refused under any others (another event, search or sort). */
function cursorKey(filters: OrderFilters, sort: OrderSort): string {
  return createHash('sha256')
    .update(JSON.stringify([filters, sort]))
    .digest('base64url')
    .slice(0, 16);
}

function encodeCursor(key: string, last: { sortValue: string; id: string }): string {
  return Buffer.from(JSON.stringify([key, last.sortValue, last.id])).toString('base64url');
}

function decodeCursor(cursor: string, key: string): OrderKeyset {
  const refused = () => badUserInput({ after: 'This page of the list no longer matches its search; start again.' });
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (!Array.isArray(value) || value.length !== 3) throw refused();
  const [madeFor, sortValue, id] = value as unknown[];
  if (madeFor !== key || typeof sortValue !== 'string' || !/^-?\d{1,20}$/.test(sortValue)) throw refused();
  if (typeof id !== 'string' || !isUuid(id)) throw refused();
  return { value: sortValue, id };
}

/** The repo's filters for a parsed search: also how a bulk action fixes the orders a filter covers. */
export function toFilters(eventId: string, input: OrderSearch): OrderFilters {
  const list = <T>(values: readonly T[] | null | undefined) => (values?.length ? [...values].sort() : null);
  return {
    eventId,
    match: toMatch(input.search),
    statuses: list(input.statuses),
    ticketTypeIds: list(input.ticketTypeIds?.map((id) => id.toLowerCase())),
    paymentProviders: list(input.paymentProviders),
    paidFrom: input.paidFrom ? new Date(input.paidFrom) : null,
    paidTo: input.paidTo ? new Date(input.paidTo) : null,
    checkedIn: input.checkedIn ?? null,
    hasRefunds: input.hasRefunds ?? null,
  };
}

/** An explicit null (GraphQL's way of leaving a field out) reads as left out, so the schema's defaults apply. */
export function withoutNulls(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null));
}

/**
 * The back office's orders list (owners and managers): one page of an event's orders matching a search and
 * filters, by keyset, with the count of all that match (capped). A malformed filter or cursor, or a cursor made
 * for another event or other filters, is BAD_USER_INPUT naming its field, and nothing is read.
 */
export async function searchEventOrders(
  scope: RequestScope,
  eventId: string,
  input: unknown,
): Promise<OrderSearchPage> {
  const parsed = parseInput(orderSearchSchema, withoutNulls(input));
  const event = await findEventById(scope.db, eventId);
  if (!event) throw notFound('Event');
  await requirePermission(scope, event.organizationId, 'orders.view');
  const filters = toFilters(event.id, parsed);
  const key = cursorKey(filters, parsed.sort);
  const after = parsed.after ? decodeCursor(parsed.after, key) : null;
  // The page and its count side by side: on PostgreSQL two connections of the pool, so the list waits for the
  // slower of the two, not their sum.
  const [page, total] = await Promise.all([
    searchOrders(scope.db, filters, { sort: parsed.sort, after, first: parsed.first }),
    countOrders(scope.db, filters),
  ]);
  const last = page.rows.at(-1);
  return {
    orders: page.rows,
    endCursor: page.hasMore && last ? encodeCursor(key, last) : null,
    hasNextPage: page.hasMore,
    total,
  };
}
