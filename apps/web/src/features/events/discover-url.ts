import type { DateFilter } from './gql/graphql.ts';

/** The home page's address for a search, a date, and a page after a cursor: what links and the filters go to. */
export function discoverUrl({
  search,
  when,
  after = null,
}: {
  search: string;
  when: DateFilter | null;
  after?: string | null;
}): string {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (when) params.set('when', when);
  if (after) params.set('after', after);
  const query = params.toString();
  return query ? `/?${query}` : '/';
}
