import { DiscoverEventsQuery, FeaturedEventsQuery, type HomeRows } from '../features/events/index.ts';
import { loadApolloClient } from '../lib/apollo-client.ts';
import { HOME_ROW_DATES, homeRowsFrom, homeRowVariables } from './home-rows.ts';

/** In the browser: the slider and the rows again, counted in another time zone. */
export async function loadHomeRows(timeZone: string): Promise<HomeRows> {
  const client = await loadApolloClient();
  const [featured, ...rows] = await Promise.all([
    client.query({ query: FeaturedEventsQuery }),
    ...HOME_ROW_DATES.map((when) =>
      client.query({ query: DiscoverEventsQuery, variables: homeRowVariables(when, timeZone) }),
    ),
  ]);
  return homeRowsFrom(
    featured.data,
    rows.map((r) => r.data),
  );
}
