/**
 * `npm run bench:peer` (issue 13): Admit's public reads beside Vendure 3.7.3's Shop API, in one sitting, on this
 * machine. Vendure runs with its sample catalogue on a private PostgreSQL cluster under /tmp/vendure-peer (the
 * shared harness ../shared/bench/vendure-peer installs and starts it); Admit runs the demo catalogue on a fresh
 * database "admit_peer" on the PostgreSQL server, as two instances (child processes of apps/api/src/main.ts): one
 * as it ships (READ_CACHE on) and one with every cache off (READ_CACHE=off), so the cached and uncached paths are
 * measured side by side too.
 *
 * Cases, each a GET as a visitor's browser (or the web app) sends it, 20 connections, `accept-encoding: gzip`:
 * - the event page as a visitor fetches it first, its HTML (/e/harbour-lights-festival), cached and uncached;
 *   its data query (the web app's EventPage document), cached and uncached; against Vendure's product detail;
 * - the home page's HTML, and one row of it (the web app's DiscoverEvents document, 12 events), cached and
 *   uncached; against Vendure's product list of 12.
 * First each case is checked (and the SQL statements one request costs counted: Admit's by the instance itself,
 * Vendure's from its cluster's statement log), then warmed once, then ROUNDS rounds run every case in turn for
 * DURATION seconds after a WARMUP, and the medians are reported.
 *
 * Settings (environment): ROUNDS (3), DURATION (10 s), WARMUP (3 s), PREWARM (8 s), CONNECTIONS (20),
 * BENCH_DATABASE_URL (the PostgreSQL server), PEER_PORT (3393, and the next). Needs the web build (the npm script
 * runs `npm run build` first). Linux only (/proc).
 */
import '../../apps/api/src/runtime/require-supported-node.js';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { print } from 'graphql';
import { DiscoverEventsDocument, EventPageDocument } from '../../apps/web/src/features/events/gql/graphql.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { withRequestLimitsLifted } from '../../apps/api/src/rate-limits/limits.ts';
import { seedDemoData } from '../../apps/api/src/seed/seed.ts';
import { assertPortFree } from '../lib/ports.ts';
import { getUrl } from './event-query.ts';
import { cpuOf, freshDatabase, startInstance, type Instance } from './rush-stack.ts';
import { peerDir, root as peerRoot, startVendure, stopVendure } from './vendure-peer.ts';

const ROUNDS = Number(process.env['ROUNDS'] ?? 3);
const DURATION = Number(process.env['DURATION'] ?? 10);
const WARMUP = Number(process.env['WARMUP'] ?? 3);
const PREWARM = Number(process.env['PREWARM'] ?? 8);
const CONNECTIONS = Number(process.env['CONNECTIONS'] ?? 20);
const SERVER = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env['PEER_PORT'] ?? 3393);
const VENDURE = 'http://127.0.0.1:3100/shop-api';
const repo = path.resolve(import.meta.dirname, '../..');
const autocannon = path.join(repo, 'node_modules/autocannon/autocannon.js');

type Case = {
  name: string;
  url: string;
  headers: Record<string, string>;
  /** What a correct answer holds: a case answering anything else aborts the run. */
  check: (body: string) => boolean;
  server: () => number | null;
  statements: () => Promise<number>;
};

type Run = { rps: number; p50: number; p99: number; failed: number; cpu: number };

const graphqlHeaders = { 'apollo-require-preflight': 'true', 'accept-encoding': 'gzip' };
const pageHeaders = { accept: 'text/html', 'accept-encoding': 'gzip' };

async function main(): Promise<void> {
  for (const port of [PORT, PORT + 1]) await assertPortFree(port, 'bench:peer', 'PEER_PORT');
  if (!existsSync(path.join(repo, 'apps/web/dist/.ssr/entry-server.js'))) {
    throw new Error('No web build: run "npm run bench:peer", which builds it first.');
  }
  console.log(`Admit: the demo catalogue on a fresh database (${new URL(SERVER).host}/admit_peer)…`);
  const databaseUrl = await freshDatabase(SERVER, 'admit_peer');
  const seeding = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await seeding.migrate();
  await seedDemoData(seeding.db);
  await seeding.close();

  const instance = (port: number, readCache: 'on' | 'off') =>
    startInstance(
      `admit-${readCache === 'on' ? 'cached' : 'uncached'}`,
      {
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        FIREBASE_PROJECT_ID: 'demo-admit',
        // Anonymous reads verify no token; nothing listens here.
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
        // Every request comes from this one address, as no visitor's would.
        RATE_LIMITS: withRequestLimitsLifted(),
        LOG_LEVEL: 'warn',
        SEED_ON_FIRST_RUN: 'false',
        READ_CACHE: readCache,
        PUBLIC_ORIGINS: `http://127.0.0.1:${port}`,
      },
      { probe: true },
    );
  const cached = await instance(PORT, 'on');
  const uncached = await instance(PORT + 1, 'off');
  console.log('Vendure: starting (../shared/bench/vendure-peer)…');
  await startVendure();
  try {
    const cases = casesFor(cached, uncached);
    const statements = new Map<string, number>();
    for (const c of cases) {
      const res = await fetch(c.url, { headers: c.headers });
      const body = await res.text();
      if (!res.ok || !c.check(body)) throw new Error(`${c.name} answered ${res.status}: ${body.slice(0, 300)}`);
      statements.set(c.name, await c.statements());
    }
    console.log(`Warming each case for ${PREWARM} s…`);
    for (const c of cases) await load(c, PREWARM);
    const runs = new Map<string, Run[]>(cases.map((c) => [c.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const c of cases) {
        await load(c, WARMUP);
        const run = await load(c, DURATION);
        runs.get(c.name)?.push(run);
        console.log(
          `round ${round} ${c.name.padEnd(28)} ${run.rps.toFixed(0).padStart(6)} req/s  p50 ${run.p50} ms  ` +
            `p99 ${run.p99} ms  failed ${run.failed}  server CPU ${(run.cpu * 100).toFixed(0)}%`,
        );
      }
    }
    report(cases, runs, statements);
  } finally {
    await stopVendure().catch((error: unknown) => console.error('stop.sh failed:', error));
    await Promise.all([cached.stop(), uncached.stop()]);
  }
}

function casesFor(cached: Instance, uncached: Instance): Case[] {
  const eventQuery = getUrl('EventPage', print(EventPageDocument), {
    slug: 'harbour-lights-festival',
    unlockCode: null,
  });
  const homeRow = getUrl('DiscoverEvents', print(DiscoverEventsDocument), {
    first: 12,
    when: null,
    timeZone: 'UTC',
  });
  const admit = (name: string, instance: Instance, url: string, headers: Record<string, string>, text: string) => ({
    name,
    url: `${instance.url}${url}`,
    headers,
    check: (body: string) => body.includes(text) && !body.includes('"errors"'),
    server: () => instance.pid,
    statements: () => perRequest(`${instance.url}${url}`, headers, async () => (await instance.statements()) ?? NaN),
  });
  const vendure = (name: string, file: string, variables: object, text: string): Case => {
    const query = readFileSync(path.join(peerDir, 'queries', file), 'utf8');
    const url = `${VENDURE}?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;
    return {
      name,
      url,
      headers: graphqlHeaders,
      check: (body) => body.includes(text) && !body.includes('"errors"'),
      server: vendurePid,
      statements: () => vendureStatements(url),
    };
  };
  const both = (name: string, url: string, headers: Record<string, string>, text: string): Case[] => [
    admit(`admit ${name}`, cached, url, headers, text),
    admit(`admit ${name}, uncached`, uncached, url, headers, text),
  ];
  return [
    ...both('event page HTML', '/e/harbour-lights-festival', pageHeaders, 'Tickets available from £25.00'),
    vendure('vendure product detail', 'product-detail.graphql', { slug: 'laptop' }, '"variants"'),
    ...both('event query', eventQuery, graphqlHeaders, '"Harbour Lights Festival"'),
    ...both('home page HTML', '/', pageHeaders, 'Coming up'),
    vendure('vendure product list', 'product-list.graphql', { take: 12 }, '"items"'),
    ...both('home row query', homeRow, graphqlHeaders, '"lowestPriceMinor"'),
  ];
}

/** The statements one request costs: the counter's growth over 20 sequential requests, divided by 20. */
async function perRequest(url: string, headers: Record<string, string>, count: () => Promise<number>) {
  const requests = 20;
  const before = await count();
  for (let i = 0; i < requests; i++) await (await fetch(url, { headers })).arrayBuffer();
  return ((await count()) - before) / requests;
}

function vendurePid(): number | null {
  const file = path.join(peerRoot, 'run/vendure.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : null;
}

const psql = (sql: string) =>
  promisify(execFile)('/usr/lib/postgresql/15/bin/psql', [
    '-X',
    '-q',
    '-h',
    '127.0.0.1',
    '-p',
    '5440',
    '-U',
    'postgres',
    '-d',
    'postgres',
    '-c',
    sql,
  ]);

/** Vendure's statements for one (warm) request, from its private cluster's log, as the harness's bench.sh counts. */
async function vendureStatements(url: string): Promise<number> {
  const log = path.join(peerRoot, 'pg/server.log');
  await (await fetch(url, { headers: graphqlHeaders })).arrayBuffer();
  await psql("ALTER SYSTEM SET log_statement = 'all'");
  await psql('SELECT pg_reload_conf()');
  await new Promise((resolve) => setTimeout(resolve, 500));
  const from = statSync(log).size;
  await (await fetch(url, { headers: graphqlHeaders })).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await psql('ALTER SYSTEM RESET log_statement');
  await psql('SELECT pg_reload_conf()');
  const logged = readFileSync(log, 'utf8').slice(from);
  return logged
    .split('\n')
    .filter((line) => /LOG: {2}(statement|execute [^:]*):/.test(line) && !/ALTER SYSTEM|pg_reload_conf/.test(line))
    .length;
}

/** One autocannon run (a process of its own) against a case, with its server's share of a core meanwhile. */
async function load(c: Case, seconds: number): Promise<Run> {
  const args = [autocannon, '-c', String(CONNECTIONS), '-d', String(seconds), '-j'];
  for (const [name, value] of Object.entries(c.headers)) args.push('-H', `${name}: ${value}`);
  const pid = c.server();
  const cpuBefore = pid ? cpuOf(pid) : 0;
  const started = performance.now();
  const { stdout } = await promisify(execFile)(process.execPath, [...args, c.url], { maxBuffer: 16 * 1024 * 1024 });
  const span = (performance.now() - started) / 1000;
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpu: pid ? (cpuOf(pid) - cpuBefore) / span : NaN,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function report(cases: Case[], runs: Map<string, Run[]>, statements: Map<string, number>): void {
  const medians = new Map(
    cases.map((c) => {
      const r = runs.get(c.name) ?? [];
      return [
        c.name,
        {
          rps: median(r.map((x) => x.rps)),
          min: Math.min(...r.map((x) => x.rps)),
          max: Math.max(...r.map((x) => x.rps)),
          p50: median(r.map((x) => x.p50)),
          p99: median(r.map((x) => x.p99)),
          failed: r.reduce((sum, x) => sum + x.failed, 0),
          cpu: median(r.map((x) => x.cpu)),
        },
      ];
    }),
  );
  const detail = medians.get('vendure product detail')?.rps ?? NaN;
  const list = medians.get('vendure product list')?.rps ?? NaN;
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${ROUNDS} rounds of ${DURATION} s, ${CONNECTIONS} connections:\n`,
  );
  console.log('| Case | Requests/s (median) | Min–max | p50 | p99 | SQL per request | Server CPU | vs Vendure |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const c of cases) {
    const m = medians.get(c.name);
    if (!m) continue;
    const anchor = c.name.includes('event') ? detail : c.name.includes('home') ? list : NaN;
    const ratio = c.name.startsWith('admit') ? `${(m.rps / anchor).toFixed(1)}×` : '1×';
    console.log(
      `| ${c.name} | ${m.rps.toFixed(0)} | ${m.min.toFixed(0)}–${m.max.toFixed(0)} | ${m.p50} ms | ${m.p99} ms | ` +
        `${(statements.get(c.name) ?? NaN).toFixed(1)} | ${(m.cpu * 100).toFixed(0)}% | ${ratio} |` +
        (m.failed ? ` (${m.failed} failed)` : ''),
    );
  }
}

await main();
