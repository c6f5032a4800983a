import { DiscoverEventsQuery, FeaturedEventsQuery, type HomeRows } from '../features/events/index.ts';
import { loadApolloClient } from '../lib/apollo-client.ts';
import { HOME_ROWS, homeRowVariables } from './home-rows.ts';

/** In the browser: the slider and the rows again, counted in another time zone. */
export async function loadHomeRows(timeZone: string): Promise<HomeRows> {
  const client = await loadApolloClient();
  const [featured, ...rows] = await Promise.all([
    client.query({ query: FeaturedEventsQuery }),
    ...HOME_ROWS.map(({ when }) =>
      client.query({ query: DiscoverEventsQuery, variables: homeRowVariables(when, timeZone) }),
    ),
  ]);
  const row = (index: number) => {
    const data = rows[index]?.data;
    if (!data) throw new Error('A home row returned nothing.');
    return data.discoverEvents;
  };
  if (!featured.data) throw new Error('The featured events returned nothing.');
  return { featured: featured.data.featuredEvents, today: row(0), thisWeekend: row(1), later: row(2) };
}
