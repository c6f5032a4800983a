import type { DateFilter, DiscoverEventsResult, FeaturedEventsResult, HomeRows } from '../features/events/index.ts';

/** The home page's rows, each one page of DiscoverEventsQuery for its date. */
export const HOME_ROWS: readonly { key: Exclude<keyof HomeRows, 'featured'>; when: DateFilter }[] = [
  { key: 'today', when: 'TODAY' },
  { key: 'thisWeekend', when: 'THIS_WEEKEND' },
  { key: 'later', when: 'LATER' },
];

/** How many events a row holds. */
export const HOME_ROW_SIZE = 12;

export const homeRowVariables = (when: DateFilter, timeZone: string) => ({ first: HOME_ROW_SIZE, when, timeZone });

/** The slider's answer and the rows' (in HOME_ROWS order), as the home page holds them: on the server and in the browser. */
export function homeRowsFrom(
  featured: FeaturedEventsResult | undefined,
  rows: readonly (DiscoverEventsResult | undefined)[],
): HomeRows {
  if (!featured) throw new Error('The featured events returned nothing.');
  const row = (key: (typeof HOME_ROWS)[number]['key']) => {
    const data = rows[HOME_ROWS.findIndex((r) => r.key === key)];
    if (!data) throw new Error(`The home row "${key}" returned nothing.`);
    return data.discoverEvents;
  };
  return {
    featured: featured.featuredEvents,
    today: row('today'),
    thisWeekend: row('thisWeekend'),
    later: row('later'),
  };
}
