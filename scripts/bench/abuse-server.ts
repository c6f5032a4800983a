/**
 * The API under attack, in a process of its own (forked by abuse.ts): the demo catalogue on the PostgreSQL
 * database ABUSE_DATABASE_URL names. It sends its address to the parent; when asked, its memory use, how long
 * its event loop and its database queries waited, or a CPU profile of a window (V8's inspector, the same as
 * `--cpu-prof` but only while the attack lasts); and closes when told to.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createHistogram, monitorEventLoopDelay, type RecordableHistogram } from 'node:perf_hooks';
import pg from 'pg';
import { serveDemo } from './serve-demo.ts';

/** What abuse.ts asks of this process. */
export type ServerRequest = 'memory' | 'waits' | 'close' | 'profile-start' | { profileTo: string };

type Percentiles = { count: number; p50: number; p99: number; max: number };
/** Since the last time asked, in ms: the event loop's delay, and each query's wait for a pooled connection. */
export type Waits = { loop: Percentiles; pool: Percentiles };

// Every query first waits for one of the pool's connections (pg-pool's connect, which pool.query calls): that
// wait is timed here, by wrapping the method for this process only. The API's code is unchanged.
type Callback = (...args: unknown[]) => void;
type Connect = (this: unknown, callback?: Callback) => unknown;
const poolPrototype = Object.getPrototypeOf(pg.Pool.prototype) as { connect: Connect };
const connect = poolPrototype.connect;
let poolWaits: RecordableHistogram = createHistogram();
poolPrototype.connect = function (this: unknown, callback?: Callback) {
  const asked = process.hrtime.bigint();
  const waited = () => poolWaits.record(Math.max(1, Number(process.hrtime.bigint() - asked)));
  if (!callback) {
    return (connect.call(this) as Promise<unknown>).then((client) => {
      waited();
      return client;
    });
  }
  return connect.call(this, (...args: unknown[]) => {
    waited();
    callback(...args);
  });
};
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

const inMs = (h: { percentile(p: number): number; max: number }, count: number): Percentiles => ({
  count,
  p50: h.percentile(50) / 1e6,
  p99: h.percentile(99) / 1e6,
  max: h.max / 1e6,
});

const databaseUrl = process.env['ABUSE_DATABASE_URL'];
const send = process.send?.bind(process);
if (!databaseUrl || !send) throw new Error('abuse-server.ts is forked by abuse.ts, with ABUSE_DATABASE_URL.');

// As shipped: per-address request limits on, the attacker and the reader at addresses of their own behind a
// trusted proxy (loopback here). ABUSE_PER_ADDRESS=off lifts them, to see what the other limits do alone.
const api = await serveDemo({
  port: 0,
  dataDir: '/tmp/admit-bench-abuse',
  databaseUrl,
  ...(process.env['ABUSE_PER_ADDRESS'] === 'off' ? {} : { perAddressLimits: { trustProxy: '127.0.0.1,::1' } }),
});
const session = new Session();

async function answer(request: ServerRequest): Promise<void> {
  if (request === 'memory') {
    // The heap apart from the resident size: whether memory the attack took is still in use, or only still held.
    send?.({ memory: process.memoryUsage() });
  } else if (request === 'waits') {
    const waits: Waits = { loop: inMs(loopDelay, loopDelay.count), pool: inMs(poolWaits, poolWaits.count) };
    loopDelay.reset();
    poolWaits = createHistogram();
    send?.({ waits });
  } else if (request === 'close') {
    await api.close();
    process.exit(0);
  } else if (request === 'profile-start') {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    send?.({ profiling: true });
  } else {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(request.profileTo, JSON.stringify(profile));
    session.disconnect();
    send?.({ profiled: request.profileTo });
  }
}

process.on('message', (request: ServerRequest) => void answer(request));
send({ url: api.url });
