/**
 * What the benchmarks of an event's many holders start from (bench:cancel, bench:messages): a fresh PostgreSQL
 * database with one organization, its owner, one published event and `count` paid orders of one ticket each, every
 * one bought by an account with a verified address (apps/api/src/test/paid-orders.ts), and a way to wait for a count.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { insertPaidOrders } from '../../apps/api/src/test/paid-orders.ts';
import { freshDatabase } from './rush-stack.ts';

export const PRICE = 2500;

/** The organization, its owner (the emulator's account `uid`), one published event and its one ticket type. */
async function seedEvent(client: pg.Client, uid: string): Promise<{ eventId: string; typeId: string }> {
  const one = async (text: string, params: unknown[]) => {
    const id = (await client.query<{ id: string }>(text, params)).rows[0]?.id;
    if (!id) throw new Error(`No row from: ${text}`);
    return id;
  };
  const orgId = await one(
    `insert into organizations (name, slug) values ('Bench Arena', 'bench-arena') returning id`,
    [],
  );
  const userId = await one(`insert into users (firebase_uid, email_verified) values ($1, true) returning id`, [uid]);
  await client.query(`insert into organization_members (organization_id, user_id, role) values ($1, $2, 'OWNER')`, [
    orgId,
    userId,
  ]);
  const eventId = await one(
    `insert into events (organization_id, slug, title, venue_name, starts_at, ends_at, time_zone, currency, status)
     values ($1, 'bench-night', 'Bench Night', 'Bench Arena', now() + interval '30 days',
             now() + interval '30 days 4 hours', 'Europe/London', 'GBP', 'PUBLISHED') returning id`,
    [orgId],
  );
  const typeId = await one(
    `insert into ticket_types (event_id, name, price_minor, capacity, sort_order)
     values ($1, 'Standing', $2, 1000000, 1) returning id`,
    [eventId, PRICE],
  );
  return { eventId, typeId };
}

export async function preparePaidEvent(
  server: string,
  database: string,
  uid: string,
  count: number,
): Promise<{ url: string; eventId: string }> {
  const url = await freshDatabase(server, database);
  const db = await openDatabase({ kind: 'postgres', url });
  await db.migrate();
  await db.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    const { eventId, typeId } = await seedEvent(client, uid);
    const run = (text: string, params: unknown[]) => client.query(text, params);
    await insertPaidOrders(run, { eventId, ticketTypeId: typeId, priceMinor: PRICE, count, tag: 'bench' });
    await client.query('vacuum analyze');
    console.log(`seeded ${count.toLocaleString('en')} paid orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { url, eventId };
  } finally {
    await client.end();
  }
}

/** Counts every `ms` until `done` says so; resolves with the seconds it took. */
export async function waitFor(client: pg.Client, query: string, done: (n: number) => boolean, since: number) {
  for (;;) {
    const n = Number((await client.query<{ n: number }>(query)).rows[0]?.n);
    if (done(n)) return (performance.now() - since) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
