/**
 * `npm run bench:event-query`: requests per second for the event page's
 * GraphQL query sent as a GET (as Apollo sends it), against PostgreSQL, with
 * autocannon. Also the home page's list query, which exercises DataLoader.
 * BENCH_DATABASE_URL names the server; a database "admit_bench" is made fresh on it.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { serveDemo } from './serve-demo.ts';

// The same fields the event page's fragment asks for (apps/web/src/features/events/components/EventPage.tsx).
export const EVENT_PAGE = `query EventPage($slug: String!, $unlockCode: String) { event(slug: $slug) { id slug title summary descriptionHtml venueName venueAddress startsAt endsAt timeZone currency status organizer { name } coverImage { id url(width: 960) srcSet alt } gallery { id url(width: 960) srcSet alt } faq { question answer } ticketTypes(unlockCode: $unlockCode) { id name description priceMinor availability salesStartAt salesEndAt minPerOrder maxPerOrder hidden } } }`;
const HOME_ROW = `query DiscoverEvents($first: Int!, $timeZone: String!) { discoverEvents(first: $first, timeZone: $timeZone) { nodes { id slug title startsAt timeZone currency venueName status lowestPriceMinor organizer { name } coverImage { id url(width: 640) srcSet alt } } pageInfo { hasNextPage endCursor } } }`;

/** A GraphQL GET's path, as Apollo sends it. */
export const getUrl = (operationName: string, query: string, variables: object) =>
  `/graphql?operationName=${operationName}&query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;

// Imported for its query by the abuse benchmark (abuse.ts): it runs only as the entry point.
if (import.meta.main) await main();

async function main(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('drop database if exists admit_bench with (force)');
  await admin.query('create database admit_bench');
  await admin.end();
  const benchUrl = new URL(serverUrl);
  benchUrl.pathname = '/admit_bench';

  const api = await serveDemo({ port: 3393, dataDir: '/tmp/admit-bench-query', databaseUrl: benchUrl.toString() });
  try {
    for (const [name, path] of [
      ['event page (harbour-lights-festival)', getUrl('EventPage', EVENT_PAGE, { slug: 'harbour-lights-festival' })],
      ['home row (12 events)', getUrl('DiscoverEvents', HOME_ROW, { first: 12, timeZone: 'Europe/London' })],
    ] as const) {
      const check = await fetch(`${api.url}${path}`, { headers: { 'apollo-require-preflight': 'true' } });
      const body = (await check.json()) as { errors?: unknown };
      if (!check.ok || body.errors) throw new Error(`${name}: ${check.status} ${JSON.stringify(body.errors)}`);
      const options = {
        url: `${api.url}${path}`,
        headers: { 'apollo-require-preflight': 'true', 'accept-encoding': 'gzip' },
        connections: 20,
        duration: 15,
      };
      await autocannon({ ...options, duration: 3 }); // warm-up: JIT, pool, caches
      const result = await autocannon(options);
      console.log(
        `${name}: ${result.requests.average.toFixed(0)} req/s (mean), latency p50 ${result.latency.p50} ms, ` +
          `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.requests.total} requests in ${options.duration} s`,
      );
    }
  } finally {
    await api.close();
  }
}
