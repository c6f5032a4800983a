import type { AttendeeSearchInput } from '@admit/shared';

/** What the attendee list's address holds (?q=…&type=…&in=yes&list=…): a link that survives a reload or a share. */
export type AttendeeFilters = {
  search: string;
  ticketTypeId: string | null;
  /** Checked in on the chosen list (yes), not yet (no), or either (null). */
  checkedIn: 'yes' | 'no' | null;
  listId: string | null;
};

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOrNull = (value: string | null) => (value && ID.test(value) ? value : null);

/** The filters an address names; anything malformed is left out (an edited link shows more, never an error). */
export function filtersFromParams(params: URLSearchParams): AttendeeFilters {
  const checkedIn = params.get('in');
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    ticketTypeId: idOrNull(params.get('type')),
    checkedIn: checkedIn === 'yes' || checkedIn === 'no' ? checkedIn : null,
    listId: idOrNull(params.get('list')),
  };
}

/** The address for these filters: only those set, so the plain list's address stays plain. */
export function paramsFromFilters(filters: AttendeeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search);
  if (filters.ticketTypeId) params.set('type', filters.ticketTypeId);
  if (filters.checkedIn) params.set('in', filters.checkedIn);
  if (filters.listId) params.set('list', filters.listId);
  return params;
}

/** What the API is asked for: "checked in" on the list the screen checks in on. */
export function searchInput(
  filters: AttendeeFilters,
  listId: string | null,
  after: string | null,
): AttendeeSearchInput {
  return {
    search: filters.search.trim() || null,
    ticketTypeIds: filters.ticketTypeId ? [filters.ticketTypeId] : null,
    checkedIn: filters.checkedIn === null ? null : filters.checkedIn === 'yes',
    checkInListId: listId,
    first: 25,
    after,
  };
}
