/**
 * `npm run bench:cancel`: cancelling an event with CANCEL_ORDERS paid orders (default 20,000), on PostgreSQL, through
 * a real API instance and the simulated card processor. The orders are written straight to a fresh database
 * (apps/api/src/test/paid-orders.ts); then the owner cancels over HTTP, and the bench measures how long the
 * mutation takes to answer, the time until every order's refund is confirmed (and every holder's notice queued),
 * and the API's resident memory, sampled every 100 ms, at its peak.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startAuthEmulator } from '../lib/auth-emulator.ts';
import { authEmulatorRest } from '../lib/auth-emulator-rest.ts';
import { preparePaidEvent, waitFor } from './paid-event.ts';
import { benchInstanceEnv, memoryOf, startInstance, type Instance } from './rush-stack.ts';

const ORDERS = Number(process.env['CANCEL_ORDERS'] ?? 20_000);
const SERVER = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASE = 'admit_bench_cancel';
// Overridable, so the bench can run beside another on the same machine.
const PORT = Number(process.env['CANCEL_PORT'] ?? 3490);
const EMULATOR_PORT = Number(process.env['CANCEL_AUTH_EMULATOR_PORT'] ?? 9790);
const PROJECT_ID = 'demo-admit-cancel';

async function cancel(instance: Instance, token: string, eventId: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${instance.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'mutation($id: ID!) { cancelEvent(id: $id) { status } }',
      variables: { id: eventId },
    }),
  });
  const body: unknown = await res.json();
  if (!JSON.stringify(body).includes('CANCELLED')) throw new Error(`cancelEvent failed: ${JSON.stringify(body)}`);
  return performance.now() - started;
}

async function measure(instance: Instance, url: string, token: string, eventId: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const idle = memoryOf(instance.pid).rss;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(instance.pid).rss)), 100);
  try {
    const started = performance.now();
    const answerMs = await cancel(instance, token, eventId);
    const refunded = `select count(*)::int as n from refunds where status = 'SUCCEEDED'`;
    const seconds = await waitFor(client, refunded, (n) => n >= ORDERS, started);
    const asked = Number((await client.query(`select count(*)::int as n from simulated_refunds`)).rows[0].n);
    const notices = `select count(*)::int as n from mail_outbox where meta->>'kind' = 'event-cancelled'`;
    const mailed = Number((await client.query(notices)).rows[0].n);
    console.log(`cancelEvent answered in ${answerMs.toFixed(0)} ms`);
    console.log(
      `all ${ORDERS.toLocaleString('en')} refunded in ${seconds.toFixed(1)} s (${(ORDERS / seconds).toFixed(0)} orders/s)`,
    );
    console.log(`processor refunds ${asked.toLocaleString('en')}, notices queued ${mailed.toLocaleString('en')}`);
    console.log(
      `API RSS idle ${idle.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB (VmHWM ${memoryOf(instance.pid).peak.toFixed(0)} MiB)`,
    );
  } finally {
    clearInterval(sampler);
    await client.end();
  }
}

async function main() {
  const emulator = await startAuthEmulator({ port: EMULATOR_PORT, projectId: PROJECT_ID });
  let instance: Instance | null = null;
  try {
    const rest = authEmulatorRest(`http://${emulator.host}`, PROJECT_ID);
    const owner = await rest.signUpVerified(`owner-${Date.now()}@bench.example`, 'bench-pass-1');
    const { url, eventId } = await preparePaidEvent(SERVER, DATABASE, owner.localId, ORDERS);
    const env = { port: PORT, publicPort: PORT, databaseUrl: url, projectId: PROJECT_ID, emulatorHost: emulator.host };
    instance = await startInstance('api', benchInstanceEnv({ ...env, rateLimits: '' }));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await measure(instance, url, owner.idToken, eventId);
  } finally {
    await instance?.stop();
    await emulator.stop();
  }
}

await main();
