/**
 * `npm run bench:waiting` (issue 24): what one process pays to hold a crowd on the waiting page. On PostgreSQL, an
 * on-sale a day away behind its room with the pre-queue open; visitors join through an API instance as the waiting
 * page does (ALTCHA's proof of work, each browser its own key and address), then each opens the page's stream
 * (`waitingPlaceChanged` over SSE, one connection each, as a phone does) and keeps it. At each crowd size the
 * streaming process's resident memory and CPU are read while every stream is open and hearing its place every 2 s.
 *
 * WAITING_TARGET says which process holds the streams: `stream` (default), the waiting stream process
 * (`npm run start:waiting-stream`) at the page's own path; `api-lean`, the API instance at that same path; `api`, the
 * API instance's /graphql (Yoga), as the page asked before the stream had a path of its own.
 *
 * This machine allows 20,000 open files per process (a hard limit a root shell here cannot raise), so one process
 * cannot be shown 50,000 sockets here: the sizes stop below it, and the report extrapolates the measured memory per
 * visitor to 50,000, saying that it does. Settings: WAITING_PORT (3640; the stream process takes the next),
 * WAITING_AUTH_EMULATOR_PORT (9640), BENCH_DATABASE_URL, WAITING_CROWDS ("2000,6000,12000"), WAITING_HOLD_SECONDS
 * (20: the window CPU is read over), WAITING_NODE_OPTIONS (the measured process's; for the stream process, the V8 flags of its npm script by default; such as --max-old-space-size=256:
 * whether the memory is live or only not yet collected). WAITING_REDIS_URL (unset): the line in Redis there, as
 * REDIS_URL puts it; the report then says what joining cost the database either way (its commits and rows written).
 */
import '../../apps/api/src/runtime/require-supported-node.js';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { z } from 'zod';
import { PLACE_STREAM_PATH, takeSseEvents } from '@admit/shared';
import { startAuthEmulator } from '../lib/auth-emulator.ts';
import { authEmulatorRest } from '../lib/auth-emulator-rest.ts';
import { assertPortFree } from '../lib/ports.ts';
import { addressOf } from './rush-demand.ts';
import { setUpOnSale } from './rush-event.ts';
import { createClient, type Client } from './rush-http.ts';
import { joinAll, openRoom } from './rush-room.ts';
import {
  benchInstanceEnv,
  cpuOf,
  freshDatabase,
  inBatches,
  memoryOf,
  startInstance,
  type Instance,
} from './rush-stack.ts';

const PORT = Number(process.env['WAITING_PORT'] ?? 3640);
const EMULATOR_PORT = Number(process.env['WAITING_AUTH_EMULATOR_PORT'] ?? 9640);
const SERVER = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CROWDS = (process.env['WAITING_CROWDS'] ?? '2000,6000,12000').split(',').map(Number);
const HOLD_SECONDS = Number(process.env['WAITING_HOLD_SECONDS'] ?? 20);
const PROJECT_ID = 'demo-admit-waiting';
const TARGET_VISITORS = 50_000;
/** Who holds the crowd: the waiting stream process (the default), the API's lean path, or the API's /graphql. */
const TARGET = z.enum(['stream', 'api-lean', 'api']).parse(process.env['WAITING_TARGET'] ?? 'stream');
const STREAM_PORT = PORT + 1;
const TARGET_MIB = 300;
const REDIS_URL = process.env['WAITING_REDIS_URL'] ?? null;

/** The bench database's transactions committed and rows written so far (PostgreSQL's own statistics). */
async function databaseWork(url: string): Promise<{ commits: number; inserted: number; updated: number }> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    // Statistics reach the view within a second of a transaction's end.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const { rows } = await db.query<{ commits: string; inserted: string; updated: string }>(
      `select xact_commit as commits, tup_inserted as inserted, tup_updated as updated
       from pg_stat_database where datname = current_database()`,
    );
    const row = rows[0];
    return { commits: Number(row?.commits), inserted: Number(row?.inserted), updated: Number(row?.updated) };
  } finally {
    await db.end();
  }
}

// The waiting page's own document (apps/web/src/features/waiting-room/room-api.ts).
const PLACE = `subscription WaitingPlace($eventId: ID!) {
  waitingPlaceChanged(eventId: $eventId) { state position waitSeconds admissionToken } }`;

/** One waiting page's stream, kept open; `messages` counts the places it has heard. */
type Stream = { messages: number; firstHeard: Promise<void>; close(): void };

function openStream(url: URL, path: string, eventId: string, address: string, browserKey: string): Stream {
  const payload = JSON.stringify({ operationName: 'WaitingPlace', query: PLACE, variables: { eventId } });
  let heard: () => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const firstHeard = new Promise<void>((resolve, reject) => ((heard = resolve), (failed = reject)));
  // A failure after the first place (the stream cut later) is the report's concern, not an unhandled rejection.
  firstHeard.catch(() => undefined);
  const stream: Stream = { messages: 0, firstHeard, close: () => req.destroy() };
  // One connection per visitor, as each phone has its own: no agent pooling.
  const req = http.request(
    {
      agent: false,
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path,
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        'x-forwarded-for': address,
        'x-admit-browser': browserKey,
      },
    },
    (res) => {
      res.setEncoding('utf8');
      if (res.statusCode !== 200) {
        let body = '';
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => failed(new Error(`stream answered HTTP ${res.statusCode}: ${body.slice(0, 300)}`)));
        return;
      }
      // Read with the project's one SSE reader: an event split across two chunks is counted once, when whole.
      let partial = '';
      res.on('data', (chunk: string) => {
        const { events, rest } = takeSseEvents(partial + chunk);
        partial = rest;
        const next = events.filter((e) => e.event === 'next').length;
        if (next > 0 && stream.messages === 0) heard();
        stream.messages += next;
      });
      res.on('end', () => failed(new Error('stream ended')));
    },
  );
  req.on('error', (error) => failed(error));
  req.end(payload);
  return stream;
}

/** The stream process's V8 flags as `npm run start:waiting-stream` gives them (package.json is their one place). */
function streamProcessFlags(): string {
  if (TARGET !== 'stream') return '';
  const manifest = z
    .object({ scripts: z.record(z.string(), z.string()) })
    .parse(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')));
  return (manifest.scripts['start:waiting-stream'] ?? '')
    .split(' ')
    .filter((word) => word.startsWith('--max-'))
    .join(' ');
}

type Row = {
  visitors: number;
  rss: number;
  cpuPercent: number;
  placesPerSecond: number;
  heap: { least: number; most: number } | null;
};

/** Opens streams until `visitors` are open and heard, then reads memory and CPU over the hold. */
/** The stream process's V8 heap in use (its /healthz), or null for an API instance, which does not say. */
async function heapUsedOf(url: string | null): Promise<number | null> {
  if (!url) return null;
  const health = z.object({ heapUsedMiB: z.number() }).safeParse(await (await fetch(`${url}/healthz`)).json());
  return health.success ? health.data.heapUsedMiB : null;
}

async function measureAt(
  pid: number,
  streams: Stream[],
  open: () => Stream,
  visitors: number,
  healthUrl: string | null,
): Promise<Row> {
  const added: Stream[] = [];
  while (streams.length < visitors) {
    const batch = Array.from({ length: Math.min(500, visitors - streams.length) }, () => open());
    streams.push(...batch);
    added.push(...batch);
    await Promise.all(batch.map((s) => s.firstHeard));
  }
  await new Promise((resolve) => setTimeout(resolve, 5_000)); // past the first updates' burst
  const cpuBefore = cpuOf(pid);
  const heardBefore = streams.reduce((n, s) => n + s.messages, 0);
  const started = performance.now();
  // The heap in use, every second of the hold: its least is about what is live (right after a collection).
  const heaps: number[] = [];
  while (performance.now() - started < HOLD_SECONDS * 1_000) {
    const heap = await heapUsedOf(healthUrl);
    if (heap !== null) heaps.push(heap);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const seconds = (performance.now() - started) / 1_000;
  const heard = streams.reduce((n, s) => n + s.messages, 0) - heardBefore;
  return {
    visitors,
    rss: memoryOf(pid).rss,
    cpuPercent: ((cpuOf(pid) - cpuBefore) / seconds) * 100,
    placesPerSecond: heard / seconds,
    heap: heaps.length > 0 ? { least: Math.min(...heaps), most: Math.max(...heaps) } : null,
  };
}

function report(baseline: number, rows: Row[]) {
  console.log(`\nInstance RSS with the room set up and nobody streaming: ${baseline.toFixed(0)} MiB.`);
  console.log(
    '| Visitors streaming | RSS | Per visitor | CPU (one core = 100%) | Places sent a second | V8 heap in use, least–most |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    const perVisitor = ((r.rss - baseline) * 1024) / r.visitors;
    console.log(
      `| ${r.visitors} | ${r.rss.toFixed(0)} MiB | ${perVisitor.toFixed(1)} KiB | ${r.cpuPercent.toFixed(0)}% | ${r.placesPerSecond.toFixed(0)} | ${r.heap ? `${r.heap.least}–${r.heap.most} MiB` : '—'} |`,
    );
  }
  const last = rows.at(-1);
  if (!last) return;
  const perVisitorMiB = (last.rss - baseline) / last.visitors;
  const at50k = baseline + perVisitorMiB * TARGET_VISITORS;
  const cpuAt50k = (last.cpuPercent / last.visitors) * TARGET_VISITORS;
  console.log(
    `\nExtrapolated to ${TARGET_VISITORS.toLocaleString('en')} (linear from the largest crowd): ${at50k.toFixed(0)} MiB RSS (target < ${TARGET_MIB}), ${cpuAt50k.toFixed(0)}% of a core.`,
  );
}

async function main(): Promise<void> {
  for (const port of [PORT, STREAM_PORT, EMULATOR_PORT, EMULATOR_PORT + 1, EMULATOR_PORT + 2]) {
    await assertPortFree(port, `waiting bench port ${port}`, 'WAITING_PORT');
  }
  const emulator = await startAuthEmulator({ port: EMULATOR_PORT, projectId: PROJECT_ID });
  const databaseUrl = await freshDatabase(SERVER, 'admit_waiting');
  const env = benchInstanceEnv({
    port: PORT,
    publicPort: PORT,
    databaseUrl,
    projectId: PROJECT_ID,
    emulatorHost: emulator.host,
    // Every visitor here has its own address, but a crowd this size joins faster than the default allows.
    rateLimits: 'joinWaitingRoom=1000000/600',
  });
  if (REDIS_URL) env['REDIS_URL'] = REDIS_URL;
  const nodeOptions = (process.env['WAITING_NODE_OPTIONS'] ?? streamProcessFlags()).split(' ').filter(Boolean);
  const instance = await startInstance(
    'instance',
    { ...env, WAITING_ROOM_PROOF_ZEROS: '1' },
    { nodeOptions: TARGET === 'stream' ? [] : nodeOptions },
  );
  const client: Client = createClient(instance.url, 50);
  let streamer: Instance | null = null;
  const streams: Stream[] = [];
  try {
    const rest = authEmulatorRest(emulator.url, PROJECT_ID);
    const organizer = await rest.signUpVerified('organizer@waiting.example.test', 'waiting-pass-1');
    const onSale = await setUpOnSale(client, organizer.idToken, [
      { name: 'Standing', priceMinor: 2500, capacity: 1000 },
    ]);
    await openRoom(client, organizer.idToken, onSale.eventId, 600);
    const most = Math.max(...CROWDS);
    const addresses = Array.from({ length: most }, (_, i) => addressOf(i + 1));
    const before = await databaseWork(databaseUrl);
    const joinedAt = performance.now();
    const keys = await joinAll([client], onSale.eventId, addresses);
    const seconds = (performance.now() - joinedAt) / 1000;
    const after = await databaseWork(databaseUrl);
    const per = (key: keyof typeof after) => ((after[key] - before[key]) / most).toFixed(2);
    console.log(
      `${most} visitors joined in ${seconds.toFixed(0)} s (${(most / seconds).toFixed(0)} a second), the line in ` +
        `${REDIS_URL ? 'Redis' : 'the database'}; per join the database committed ${per('commits')} transactions, ` +
        `inserted ${per('inserted')} rows and updated ${per('updated')}.`,
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    if (TARGET === 'stream') {
      streamer = await startInstance(
        'stream',
        { ...env, WAITING_STREAM_PORT: String(STREAM_PORT) },
        { nodeOptions, entry: 'apps/api/src/waiting-stream/main.ts', ready: /Admit waiting stream ready at (\S+)/ },
      );
    }
    const measured = streamer ?? instance;
    const paths = { api: '/graphql', 'api-lean': PLACE_STREAM_PATH, stream: PLACE_STREAM_PATH };
    console.log(`Streams go to ${measured.url}${paths[TARGET]} (${TARGET}).`);
    const baseline = memoryOf(measured.pid).rss;
    const url = new URL(measured.url);
    let opened = 0;
    const open = () => {
      const i = opened++;
      return openStream(url, paths[TARGET], onSale.eventId, addresses[i] ?? '', keys[i] ?? '');
    };
    const rows: Row[] = [];
    for (const visitors of [...CROWDS].sort((a, b) => a - b)) {
      rows.push(await measureAt(measured.pid, streams, open, visitors, streamer?.url ?? null));
      console.log(`measured ${visitors}`);
    }
    report(baseline, rows);
    if (process.env['WAITING_HEAP_SNAPSHOT']) {
      // With WAITING_NODE_OPTIONS=--heapsnapshot-signal=SIGUSR2: the process writes its heap, crowd still open.
      process.kill(measured.pid, 'SIGUSR2');
      await new Promise((resolve) => setTimeout(resolve, 60_000));
    }
  } finally {
    await inBatches(streams, 1000, async (s) => s.close());
    client.close();
    await streamer?.stop();
    await instance.stop();
    await emulator.stop();
  }
}

await main();
