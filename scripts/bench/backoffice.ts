/**
 * `npm run bench:backoffice`: the back office's orders list at a stadium's scale, on PostgreSQL. A fresh database
 * seeded with BACKOFFICE_ORDERS orders (default 1,000,000; about 2,000,000 tickets) for one organization over 50
 * events (backoffice-seed.ts), then each query the list makes (its page and its capped count, as the API runs
 * them) RUNS times: the first page, a search by email fragment, a search by surname, a filter by type and status,
 * and page 200 by cursor. Prints p50 and p95 of each and the plan of the surname search.
 */
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { z } from '../../packages/shared/src/index.ts';
import type { OrderSort } from '../../packages/shared/src/index.ts';
import { openDatabase, type Db } from '../../apps/api/src/db/client.ts';
import { rowsOf as parsedRows } from '../../apps/api/src/db/rows.ts';
import { toMatch } from '../../apps/api/src/modules/orders/order-search.ts';
import {
  countOrders,
  searchOrders,
  type OrderFilters,
  type OrderKeyset,
} from '../../apps/api/src/modules/orders/search-repo.ts';
import { seedBackoffice } from './backoffice-seed.ts';
import { percentile } from './rush-report.ts';
import { freshDatabase } from './rush-stack.ts';

const ORDERS = Number(process.env['BACKOFFICE_ORDERS'] ?? 1_000_000);
const EVENTS = 50;
const RUNS = Number(process.env['BACKOFFICE_RUNS'] ?? 40);
const SERVER = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const PAGE = 50;
const DATABASE = 'admit_bench_backoffice';

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A raw statement's rows, as records. */
const rowsOf = (db: Db, query: SQL) => parsedRows(db, query, z.record(z.string(), z.unknown()));

const noFilters = (eventId: string): OrderFilters => ({
  eventId,
  match: null,
  statuses: null,
  ticketTypeIds: null,
  paymentProviders: null,
  paidFrom: null,
  paidTo: null,
  checkedIn: null,
  hasRefunds: null,
});

type Case = { name: string; run: (i: number) => Promise<unknown> };

/** A page and its count, side by side, as searchEventOrders runs them. */
async function listPage(
  db: Db,
  filters: OrderFilters,
  after: OrderKeyset | null = null,
  sort: OrderSort = 'CREATED_DESC',
) {
  const [page, total] = await Promise.all([
    searchOrders(db, filters, { sort, after, first: PAGE }),
    countOrders(db, filters),
  ]);
  return { page, total };
}

/** The keyset of page 200's start, found once by walking the pages before it. */
async function keysetOfPage(db: Db, filters: OrderFilters, pageNumber: number): Promise<OrderKeyset> {
  let after: OrderKeyset | null = null;
  for (let p = 1; p < pageNumber; p++) {
    const { rows } = await searchOrders(db, filters, { sort: 'CREATED_DESC', after, first: PAGE });
    const last = rows.at(-1);
    if (!last) throw new Error(`The event has fewer than ${pageNumber} pages.`);
    after = { value: last.sortValue, id: last.id };
  }
  if (!after) throw new Error('No keyset.');
  return after;
}

async function cases(db: Db, eventIds: string[]): Promise<Case[]> {
  const event = (i: number): string => eventIds[i % eventIds.length] ?? '';
  const emails = ['ria.lop', 'hugo.mu', 'chen12', 'o.santos', 'amelie.dub', 'ingrid.ab'];
  const surnames = ['lópez', 'MÜLLER', 'nunez', 'Dvořák', 'ostergaard', 'yilmaz'];
  const types = await rowsOf(db, sql`select id, event_id from ticket_types where name = 'VIP'`);
  const vip = new Map(types.map((r) => [String(r['event_id']), String(r['id'])]));
  // Page 200 (of 400 at the full size); a smaller trial run walks as far as its event goes.
  const deep = Math.max(2, Math.min(200, Math.floor(((ORDERS / EVENTS) * 0.9) / PAGE)));
  const page200 = await keysetOfPage(db, noFilters(event(0)), deep);
  return [
    { name: 'first page', run: (i) => listPage(db, noFilters(event(i))) },
    {
      name: 'search by email fragment',
      run: (i) => listPage(db, { ...noFilters(event(i)), match: toMatch(emails[i % emails.length]) }),
    },
    {
      name: 'search by surname',
      run: (i) => listPage(db, { ...noFilters(event(i)), match: toMatch(surnames[i % surnames.length]) }),
    },
    {
      name: 'filter by type and status',
      run: (i) =>
        listPage(db, { ...noFilters(event(i)), ticketTypeIds: [vip.get(event(i)) ?? ''], statuses: ['REFUNDED'] }),
    },
    { name: `page ${deep} by cursor`, run: () => listPage(db, noFilters(event(0)), page200) },
  ];
}

async function measure(c: Case): Promise<{ p50: number; p95: number }> {
  await c.run(0); // warm the plan and the cache once, as a running server has
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await c.run(i);
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function explainSurname(db: Db, eventId: string): Promise<string> {
  const match = toMatch('lópez');
  const words = match && 'words' in match ? match.words : [];
  const plan = await rowsOf(
    db,
    sql`explain (analyze, buffers, costs off)
    select * from orders where event_id = ${eventId}::uuid and status <> 'RESERVED'
      and search_text like search_norm(${`%${words[0] ?? ''}%`})
    order by created_at desc nulls last, id desc nulls last limit ${PAGE + 1}`,
  );
  return plan.map((r) => String(r['QUERY PLAN'])).join('\n');
}

async function main() {
  const started = Date.now();
  // BACKOFFICE_REUSE=1 measures again on the database the last run seeded (seeding a million orders takes minutes).
  const reuse = process.env['BACKOFFICE_REUSE'] === '1';
  const url = reuse ? databaseUrl(SERVER, DATABASE) : await freshDatabase(SERVER, DATABASE);
  const database = await openDatabase({ kind: 'postgres', url });
  await database.migrate();
  const eventIds = reuse
    ? (await rowsOf(database.db, sql`select id from events order by starts_at`)).map((r) => String(r['id']))
    : (await seedBackoffice(url, { orders: ORDERS, events: EVENTS, firebaseUid: 'bench-backoffice-owner' })).eventIds;
  console.log(`${reuse ? 'reused' : 'seeded'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const counts = await rowsOf(
    database.db,
    sql`select (select count(*) from orders)::int as orders, (select count(*) from tickets)::int as tickets`,
  );
  console.log(`orders ${String(counts[0]?.['orders'])}, tickets ${String(counts[0]?.['tickets'])}`);
  for (const c of await cases(database.db, eventIds)) {
    const { p50, p95 } = await measure(c);
    console.log(`${c.name.padEnd(28)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`);
  }
  console.log(
    '\nEXPLAIN ANALYZE of the surname search (lópez, one event):\n' +
      (await explainSurname(database.db, eventIds[0] ?? '')),
  );
  await database.close();
}

await main();
