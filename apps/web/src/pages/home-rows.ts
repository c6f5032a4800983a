import type { DateFilter, DiscoverEventsResult, FeaturedEventsResult, HomeRows } from '../features/events/index.ts';

/**
 * The home page's rows, in order (today, this weekend, coming up): each one page of DiscoverEventsQuery for its
 * date. Coming up, unlike the Later chip, leaves out the weekend's events, which the row above it shows.
 */
export const HOME_ROW_DATES: readonly DateFilter[] = ['TODAY', 'THIS_WEEKEND', 'COMING_UP'];

/** How many events a row holds. */
const HOME_ROW_SIZE = 12;

export const homeRowVariables = (when: DateFilter, timeZone: string) => ({ first: HOME_ROW_SIZE, when, timeZone });

/** The slider's answer and the rows' (in HOME_ROW_DATES order), as the home page holds them: on the server and in the browser. */
export function homeRowsFrom(
  featured: FeaturedEventsResult | undefined,
  rows: readonly (DiscoverEventsResult | undefined)[],
): HomeRows {
  const [today, thisWeekend, later] = rows;
  if (!featured || !today || !thisWeekend || !later)
    throw new Error("The home page's slider or one of its rows returned nothing.");
  return {
    featured: featured.featuredEvents,
    today: today.discoverEvents,
    thisWeekend: thisWeekend.discoverEvents,
    later: later.discoverEvents,
  };
}
