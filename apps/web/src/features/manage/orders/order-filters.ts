import {
  instantToZoned,
  orderSearchSchema,
  startOfZonedDay,
  validate,
  zonedToInstant,
  type OrderSearch,
  type OrderSort,
} from '@admit/shared';

/**
 * What the orders list shows, as its address holds it (?q=lop&status=PAID&type=…&paidFrom=2026-03-01&sort=…), so
 * a link to "unpaid orders for VIP" opens that list for a colleague and survives a reload. Dates are days in the
 * event's time zone; the API gets instants. Everything is read through orderSearchSchema, the rule the API parses.
 */
export type OrderListFilters = Omit<OrderSearch, 'first' | 'after'>;

const PARAM = {
  search: 'q',
  statuses: 'status',
  ticketTypeIds: 'type',
  paymentProviders: 'provider',
  paidFrom: 'paidFrom',
  paidTo: 'paidTo',
  checkedIn: 'checkedIn',
  hasRefunds: 'refunds',
  sort: 'sort',
} as const satisfies Record<keyof OrderListFilters, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const yesNo = (value: string | null): boolean | null | string =>
  value === 'yes' ? true : value === 'no' ? false : value;

/** A day ("2026-03-01") in the zone as the instant it starts, or the day after's start less a millisecond. */
function dayBound(day: string | null, timeZone: string, end: boolean): string | null {
  if (day === null) return null;
  if (!DAY.test(day)) return day; // refused by the schema, and named
  const start = zonedToInstant(`${day}T00:00`, timeZone);
  if (Number.isNaN(start.getTime())) return day;
  const bound = end ? new Date(startOfZonedDay(start, timeZone, 1).getTime() - 1) : start;
  return bound.toISOString();
}

/** The day an instant falls on, in the zone: what a date input and the address show. */
export function dayOf(instant: string | null | undefined, timeZone: string): string {
  return instant ? instantToZoned(new Date(instant), timeZone).slice(0, 10) : '';
}

/**
 * The filters an address asks for. A value the schema refuses (a hand-edited link) is left out, and named in
 * `ignored`, so the list still shows and says what it did not understand.
 */
export function filtersFromUrl(
  params: URLSearchParams,
  timeZone: string,
): { filters: OrderListFilters; ignored: string[] } {
  const many = (key: string) => (params.getAll(key).length ? params.getAll(key) : null);
  const raw: Record<string, unknown> = {
    search: params.get(PARAM.search),
    statuses: many(PARAM.statuses),
    ticketTypeIds: many(PARAM.ticketTypeIds),
    paymentProviders: many(PARAM.paymentProviders),
    paidFrom: dayBound(params.get(PARAM.paidFrom), timeZone, false),
    paidTo: dayBound(params.get(PARAM.paidTo), timeZone, true),
    checkedIn: yesNo(params.get(PARAM.checkedIn)),
    hasRefunds: yesNo(params.get(PARAM.hasRefunds)),
    sort: params.get(PARAM.sort) ?? undefined,
  };
  const ignored: string[] = [];
  for (;;) {
    const parsed = validate(orderSearchSchema, raw);
    if (parsed.ok) {
      // The page (first, after) is the list's own, never the address's.
      const v = parsed.value;
      const filters: OrderListFilters = {
        search: v.search,
        statuses: v.statuses,
        ticketTypeIds: v.ticketTypeIds,
        paymentProviders: v.paymentProviders,
        paidFrom: v.paidFrom,
        paidTo: v.paidTo,
        checkedIn: v.checkedIn,
        hasRefunds: v.hasRefunds,
        sort: v.sort,
      };
      return { filters, ignored };
    }
    const fields = Object.keys(parsed.errors).map((path) => path.split('.')[0] ?? path);
    const known = fields.filter((f) => f in raw && raw[f] !== undefined);
    // Nothing left to drop would loop for ever; the schema refuses only fields it was given.
    if (known.length === 0) return { filters: { sort: 'CREATED_DESC' }, ignored };
    for (const field of known) {
      raw[field] = undefined;
      ignored.push(PARAM[field as keyof OrderListFilters]);
    }
  }
}

/** The address's query string for these filters: only what is set, so a plain list has a plain address. */
export function urlFromFilters(filters: OrderListFilters, timeZone: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set(PARAM.search, filters.search);
  for (const s of filters.statuses ?? []) params.append(PARAM.statuses, s);
  for (const t of filters.ticketTypeIds ?? []) params.append(PARAM.ticketTypeIds, t);
  for (const p of filters.paymentProviders ?? []) params.append(PARAM.paymentProviders, p);
  if (filters.paidFrom) params.set(PARAM.paidFrom, dayOf(filters.paidFrom, timeZone));
  if (filters.paidTo) params.set(PARAM.paidTo, dayOf(filters.paidTo, timeZone));
  if (typeof filters.checkedIn === 'boolean') params.set(PARAM.checkedIn, filters.checkedIn ? 'yes' : 'no');
  if (typeof filters.hasRefunds === 'boolean') params.set(PARAM.hasRefunds, filters.hasRefunds ? 'yes' : 'no');
  if (filters.sort !== 'CREATED_DESC') params.set(PARAM.sort, filters.sort);
  return params;
}

/** A day typed into a date input, as the filter's instant (start of the day, or its last millisecond). */
export function boundOfDay(day: string, timeZone: string, end: boolean): string | null {
  return day ? dayBound(day, timeZone, end) : null;
}

/** How many filters narrow the list (the search and sort aside): the phone's "Filters (2)". */
export function activeFilterCount(filters: OrderListFilters): number {
  return [
    filters.statuses?.length,
    filters.ticketTypeIds?.length,
    filters.paymentProviders?.length,
    filters.paidFrom,
    filters.paidTo,
    filters.checkedIn ?? null,
    filters.hasRefunds ?? null,
  ].filter((v) => v !== null && v !== undefined && v !== 0).length;
}

export const SORT_LABELS: Record<OrderSort, string> = {
  CREATED_DESC: 'Newest first',
  CREATED_ASC: 'Oldest first',
  TOTAL_DESC: 'Highest total',
  TOTAL_ASC: 'Lowest total',
};
