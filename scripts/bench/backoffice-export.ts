/**
 * `npm run bench:backoffice-export`: the exports of one event holding EXPORT_ORDERS orders (default 1,000,000,
 * about 2,000,000 tickets), on PostgreSQL, through a real API instance and its HTTP route, as a browser downloads
 * them. For each of the orders CSV and XLSX: the time to the first byte and to the last, the size, and the API's
 * resident memory (sampled every 50 ms) above its idle level. `EXPORT_REUSE=1` measures again on the database the
 * last run seeded.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startAuthEmulator } from '../lib/auth-emulator.ts';
import { authEmulatorRest } from '../lib/auth-emulator-rest.ts';
import { seedBackoffice } from './backoffice-seed.ts';
import { benchInstanceEnv, freshDatabase, memoryOf, startInstance, type Instance } from './rush-stack.ts';

const ORDERS = Number(process.env['EXPORT_ORDERS'] ?? 1_000_000);
const SERVER = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = 'admit_bench_export';
// Overridable, so the bench can run beside another on the same machine.
const PORT = Number(process.env['EXPORT_PORT'] ?? 3480);
const EMULATOR_PORT = Number(process.env['EXPORT_AUTH_EMULATOR_PORT'] ?? 9780);
const PROJECT_ID = 'demo-admit-export';

type Measured = { firstByteMs: number; lastByteMs: number; bytes: number; peakAboveIdleMiB: number };

/** Downloads one file as a browser would (gzip accepted), reading it to the end, with the API's memory sampled. */
async function download(instance: Instance, path: string, token: string, idleRss: number): Promise<Measured> {
  let peak = idleRss;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(instance.pid).rss)), 50);
  const start = performance.now();
  try {
    const res = await fetch(`${instance.url}${path}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    if (!res.ok || !res.body) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    let firstByteMs = 0;
    let bytes = 0;
    for await (const chunk of res.body) {
      if (!firstByteMs) firstByteMs = performance.now() - start;
      bytes += chunk.byteLength;
    }
    return { firstByteMs, lastByteMs: performance.now() - start, bytes, peakAboveIdleMiB: peak - idleRss };
  } finally {
    clearInterval(sampler);
  }
}

/** The database (seeded now, or the last run's) with its one event, owned by the emulator's account `uid`. */
async function prepare(uid: string): Promise<{ url: string; eventId: string }> {
  const reuse = process.env['EXPORT_REUSE'] === '1';
  const url = new URL(SERVER);
  url.pathname = `/${DATABASE}`;
  if (!reuse) {
    await freshDatabase(SERVER, DATABASE);
    // The API migrates the database when it starts; the seed needs the tables first.
    const { openDatabase } = await import('../../apps/api/src/db/client.ts');
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await database.migrate();
    await database.close();
    const started = Date.now();
    await seedBackoffice(url.toString(), { orders: ORDERS, events: 1, firebaseUid: uid });
    console.log(`seeded ${ORDERS.toLocaleString('en')} orders in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    // The emulator's accounts last one run: the organization's owner becomes this run's account.
    await client.query(`update users set firebase_uid = $1`, [uid]);
    const { rows } = await client.query<{ id: string; n: number }>(
      `select e.id, (select count(*)::int from orders o where o.event_id = e.id) as n from events e limit 1`,
    );
    const event = rows[0];
    if (!event) throw new Error('No event in the bench database.');
    console.log(`event with ${event.n.toLocaleString('en')} orders`);
    return { url: url.toString(), eventId: event.id };
  } finally {
    await client.end();
  }
}

async function main() {
  const emulator = await startAuthEmulator({ port: EMULATOR_PORT, projectId: PROJECT_ID });
  let instance: Instance | null = null;
  try {
    const rest = authEmulatorRest(`http://${emulator.host}`, PROJECT_ID);
    const owner = await rest.signUpVerified(`owner-${Date.now()}@bench.example`, 'bench-pass-1');
    const { url, eventId } = await prepare(owner.localId);
    instance = await startInstance(
      'api',
      benchInstanceEnv({
        port: PORT,
        publicPort: PORT,
        databaseUrl: url,
        projectId: PROJECT_ID,
        emulatorHost: emulator.host,
        rateLimits: '',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = memoryOf(instance.pid).rss;
    console.log(`API idle RSS ${idle.toFixed(0)} MiB`);
    for (const file of ['orders.csv', 'orders.xlsx']) {
      const m = await download(instance, `/exports/events/${eventId}/${file}`, owner.idToken, idle);
      console.log(
        `${file.padEnd(12)} first byte ${m.firstByteMs.toFixed(0)} ms, last byte ${(m.lastByteMs / 1000).toFixed(1)} s, ` +
          `${(m.bytes / 1024 / 1024).toFixed(1)} MiB sent (gzip), RSS peak +${m.peakAboveIdleMiB.toFixed(0)} MiB over idle`,
      );
    }
  } finally {
    await instance?.stop();
    await emulator.stop();
  }
}

await main();
