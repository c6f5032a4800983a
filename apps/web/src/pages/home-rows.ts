import type { DateFilter, HomeRows } from '../features/events/index.ts';

/** The home page's rows, each one page of DiscoverEventsQuery for its date. */
export const HOME_ROWS: readonly { key: Exclude<keyof HomeRows, 'featured'>; when: DateFilter }[] = [
  { key: 'today', when: 'TODAY' },
  { key: 'thisWeekend', when: 'THIS_WEEKEND' },
  { key: 'later', when: 'LATER' },
];

/** How many events a row holds. */
export const HOME_ROW_SIZE = 12;

export const homeRowVariables = (when: DateFilter, timeZone: string) => ({ first: HOME_ROW_SIZE, when, timeZone });
