/**
 * `npm run bench:abuse` (hardening issue): a normal client reads the event page while 200 connections send the
 * costliest operations the query limits accept, operations just over each limit, and aliased unlock-code guesses
 * (abuse-queries.ts). Three processes: the API on PostgreSQL with the demo catalogue (abuse-server.ts), the attack
 * (abuse-attack.ts), and this one, the normal client. It reads the event page for 20 s alone (baseline), 20 s
 * under attack, and 20 s alone again (recovery). Linux only: memory and CPU are read from /proc.
 *
 * BENCH_DATABASE_URL names the PostgreSQL server; a database "admit_bench_abuse" is made fresh on it.
 * ABUSE_CPU_PROF=<file> writes a CPU profile of the API while the attack lasts (open it in Chrome's DevTools).
 * ABUSE_EXCLUDE=<text> leaves out the shapes whose name contains it.
 */
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { AttackMessage, AttackReport } from './abuse-attack.ts';
import {
  attackShapes,
  classify,
  describe,
  GUESSED_EVENT,
  OUTCOMES,
  type Outcome,
  type Shape,
  ADDRESSES,
} from './abuse-queries.ts';
import type { ServerRequest, Waits } from './abuse-server.ts';
import { EVENT_PAGE, getUrl } from './event-query.ts';

const ATTACK = { connections: 200, duration: 20 };
/** A few people reading the event page: 4 connections, 40 requests a second between them, as the web app asks. */
const NORMAL = { connections: 4, overallRate: 40, duration: 20 };
const EXPECTED: Record<Shape['expected'], Outcome> = {
  accepted: '200',
  'too complex': OUTCOMES[1],
  'rate limited': OUTCOMES[2],
};

const serverUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query('drop database if exists admit_bench_abuse with (force)');
await admin.query('create database admit_bench_abuse');
await admin.end();
const benchUrl = new URL(serverUrl);
benchUrl.pathname = '/admit_bench_abuse';

const server = fork(path.join(import.meta.dirname, 'abuse-server.ts'), {
  env: { ...process.env, ABUSE_DATABASE_URL: benchUrl.toString() },
});
let serverExit: string | null = null;
server.on('exit', (code, signal) => void (serverExit = `exited (code ${code}, signal ${signal})`));

/** Sends the API process a request, and waits for its message carrying `key`. */
function ask<T>(request: ServerRequest | null, key: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const exited = () => reject(new Error(`The API ${serverExit} before answering ${key}.`));
    const listen = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !(key in message)) return;
      server.off('message', listen);
      server.off('exit', exited);
      resolve((message as Record<string, T>)[key] as T);
    };
    server.on('message', listen);
    server.once('exit', exited);
    if (request !== null) server.send(request);
  });
}
const apiUrl = await ask<string>(null, 'url');

/** The API's resident memory now and at its peak so far, in MiB. */
function memoryOf(pid: number | undefined): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** CPU seconds (user + system) a process has used, from /proc (100 ticks a second); 0 once it is gone. */
function cpuOf(pid: number | string | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

type Usage = { at: number; api: number; postgres: Map<string, number>; machineBusy: number; machineAll: number };

/** CPU used so far by the API, by each PostgreSQL process, and by the whole machine (other work included). */
function usage(): Usage {
  const postgres = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') postgres.set(pid, cpuOf(pid));
    } catch {
      // gone meanwhile
    }
  }
  const ticks = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const all = ticks.reduce((s, n) => s + n, 0);
  return { at: performance.now(), api: cpuOf(server.pid), postgres, machineBusy: all - idle, machineAll: all };
}

/** Shares of one core used between two readings, and of both cores for the machine. */
function cpuBetween(a: Usage, b: Usage): { api: number; postgres: number; machine: number } {
  const seconds = (b.at - a.at) / 1000;
  let postgres = 0;
  // A backend that started meanwhile counts from zero; one that ended meanwhile is lost (the pool keeps its own).
  for (const [pid, used] of b.postgres) postgres += used - (a.postgres.get(pid) ?? 0);
  return {
    api: (b.api - a.api) / seconds,
    postgres: postgres / seconds,
    machine: (b.machineBusy - a.machineBusy) / (b.machineAll - a.machineAll),
  };
}

const eventPage = getUrl('EventPage', EVENT_PAGE, { slug: GUESSED_EVENT });
const pageHeaders = {
  'apollo-require-preflight': 'true',
  'accept-encoding': 'gzip',
};

type NormalRun = {
  result: autocannon.Result;
  withErrors: number;
  cpu: ReturnType<typeof cpuBetween>;
  self: number;
  startedAt: number;
  endedAt: number;
  waits: Waits;
};

/** The normal client: the event page's GET, at a fixed rate. An answer without errors is the one cached publicly. */
async function normalClient(duration: number): Promise<NormalRun> {
  let withErrors = 0;
  let readers = 0;
  await ask<Waits>('waits', 'waits'); // from now on
  const before = usage();
  const selfBefore = process.cpuUsage();
  const startedAt = Date.now();
  const result = await autocannon({
    url: `${apiUrl}${eventPage}`,
    headers: pageHeaders,
    connections: NORMAL.connections,
    overallRate: NORMAL.overallRate,
    duration,
    timeout: 60,
    // Each answer's own time. autocannon's correction for coordinated omission assumes 1 ms between requests
    // (Math.ceil(1 / rate), in requests per second), which would fill a slow answer's histogram with 1…n ms.
    // Closed loop instead: under attack each connection waits, and sends fewer requests (the count shows it).
    ignoreCoordinatedOmission: true,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': ADDRESSES.reader((readers += 1)) },
        }),
        onResponse: (status, _body, _context, headers) => {
          const cache = Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === 'cache-control')?.[1];
          if (status !== 200 || !String(cache).startsWith('public')) withErrors++;
        },
      },
    ],
  });
  const self = process.cpuUsage(selfBefore);
  const cpu = cpuBetween(before, usage());
  const run = { result, withErrors, cpu, startedAt, endedAt: Date.now(), waits: await ask<Waits>('waits', 'waits') };
  return { ...run, self: (self.user + self.system) / 1e6 / duration };
}

/** The attack, in its own process; resolves once it has started, with its report to come (wrapped, not awaited). */
async function startAttack(): Promise<{ report: Promise<AttackReport> }> {
  const attacker = fork(path.join(import.meta.dirname, 'abuse-attack.ts'), {
    env: {
      ...process.env,
      ABUSE_URL: apiUrl,
      ABUSE_CONNECTIONS: String(ATTACK.connections),
      ABUSE_DURATION: String(ATTACK.duration),
    },
  });
  const report = new Promise<AttackReport>((resolve, reject) => {
    attacker.on('message', (message: AttackMessage) => void (message.type === 'done' && resolve(message)));
    attacker.once('exit', (code) => reject(new Error(`The attack ended without a report (code ${code}).`)));
  });
  await new Promise<void>((resolve, reject) => {
    attacker.on('message', (message: AttackMessage) => void (message.type === 'started' && resolve()));
    attacker.once('exit', (code) => reject(new Error(`The attack did not start (code ${code}).`)));
  });
  return { report };
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
const mib = (n: number) => `${n.toFixed(0)} MiB`;
const cores = (n: number) => `${(100 * n).toFixed(0)}%`;
const ms = (n: number) => `${n < 10 ? n.toFixed(1) : n.toFixed(0)} ms`;

try {
  // Each shape once, by hand: the ones at the limits run, the ones over them are refused, guesses are limited.
  const shapes = attackShapes();
  console.log(`API ${apiUrl} (pid ${server.pid}); the shapes, each sent once:`);
  for (const shape of shapes) {
    const answers: string[] = [];
    let outcome: Outcome | undefined;
    // Unlock-code guesses count only once they are wrong: the first request may still be answered.
    for (let attempt = 0; attempt < (shape.expected === 'rate limited' ? 2 : 1); attempt++) {
      const started = performance.now();
      const res = await fetch(`${apiUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'apollo-require-preflight': 'true',
          'x-forwarded-for': ADDRESSES.attacker,
        },
        body: JSON.stringify({ query: shape.query, variables: shape.variables ?? {} }),
      });
      const body = await res.text();
      const ms = performance.now() - started;
      const sorted = classify(res.status, body);
      outcome = sorted.outcome;
      answers.push(`${sorted.detail} (${(body.length / 1024).toFixed(1)} KiB, ${ms.toFixed(0)} ms)`);
    }
    console.log(`  ${shape.name}: ${describe(shape)}; ${shape.query.length} characters → ${answers.join(', then ')}`);
    if (shape.loophole && outcome === EXPECTED['too complex']) {
      console.log(`    (refused: the API has closed the gap: ${shape.loophole})`);
    } else if (outcome !== EXPECTED[shape.expected]) {
      throw new Error(`${shape.name}: expected ${shape.expected}`);
    }
  }
  const check = await fetch(`${apiUrl}${eventPage}`, { headers: { 'apollo-require-preflight': 'true' } });
  const checked = (await check.json()) as { errors?: unknown };
  if (!check.ok || checked.errors) throw new Error(`event page: ${check.status} ${JSON.stringify(checked.errors)}`);

  // What one request of each kind costs on the idle API: the median of ten in a row, after one to warm up.
  const median = async (send: () => Promise<Response>) => {
    const times: number[] = [];
    for (let i = 0; i <= 10; i++) {
      const started = performance.now();
      await (await send()).arrayBuffer();
      if (i > 0) times.push(performance.now() - started);
    }
    return `${times.sort((a, b) => a - b)[5]?.toFixed(1)} ms`;
  };
  const costs = [`event page ${await median(() => fetch(`${apiUrl}${eventPage}`, { headers: pageHeaders }))}`];
  for (const shape of shapes.filter((s) => s.expected === 'accepted')) {
    const body = JSON.stringify({ query: shape.query, variables: shape.variables ?? {} });
    const headers = {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      'x-forwarded-for': ADDRESSES.attacker,
    };
    costs.push(`${shape.name} ${await median(() => fetch(`${apiUrl}/graphql`, { method: 'POST', headers, body }))}`);
  }
  console.log(`One at a time on the idle API (median of 10): ${costs.join('; ')}.`);

  await normalClient(3); // warm-up: JIT, pool, caches
  const memoryBefore = memoryOf(server.pid);
  const heapBefore = await ask<NodeJS.MemoryUsage>('memory', 'memory');
  console.log(`\nBaseline: the event page alone, ${NORMAL.duration} s…`);
  const baseline = await normalClient(NORMAL.duration);

  console.log(`Abuse: ${ATTACK.connections} connections for ${ATTACK.duration} s, and the event page…`);
  const profileTo = process.env['ABUSE_CPU_PROF'];
  if (profileTo) await ask('profile-start', 'profiling');
  let peakDuring = 0;
  const sampler = setInterval(() => void (peakDuring = Math.max(peakDuring, memoryOf(server.pid).rss)), 250);
  const attack = await startAttack();
  const [underAttack, report] = await Promise.all([normalClient(NORMAL.duration), attack.report]);
  clearInterval(sampler);
  // Straight after the attack: whatever the API still has queued is ahead of this.
  const healthStarted = performance.now();
  const healthRightAfter = await fetch(`${apiUrl}/healthz`).then(
    (res) => `${res.status} in ${(performance.now() - healthStarted).toFixed(0)} ms`,
    (error: unknown) => `no answer (${String(error)})`,
  );
  if (profileTo) console.log(`CPU profile of the API under attack: ${await ask<string>({ profileTo }, 'profiled')}`);
  const memoryAfterAttack = memoryOf(server.pid);

  console.log(`Recovery: the event page alone again, ${NORMAL.duration} s…`);
  const recovery = await normalClient(NORMAL.duration);
  const health = await fetch(`${apiUrl}/healthz`).then(
    async (res) => `${res.status} ${await res.text()}`,
    (error: unknown) => `no answer (${String(error)})`,
  );
  const memoryAfter = memoryOf(server.pid);
  const heapAfter = await ask<NodeJS.MemoryUsage>('memory', 'memory');

  console.log(
    `\nThe normal client (${NORMAL.connections} connections, ${NORMAL.overallRate} requests/s, GET, gzip); CPU ` +
      `as shares of one core, the machine's (and other processes') of both cores:\n`,
  );
  console.log(
    '| Phase | Requests | p50 | p90 | p99 | Max | Not 200 without errors | Socket errors | CPU: API | PostgreSQL | ' +
      'machine | other work | Event-loop delay p50/p99 | Queries | Pool wait p50/p99 |',
  );
  console.log(`|${' --- |'.repeat(15)}`);
  for (const [phase, { result, withErrors, cpu, self, waits }] of [
    ['alone (baseline)', baseline],
    ['under abuse', underAttack],
    ['alone again (recovery)', recovery],
  ] as const) {
    const l = result.latency;
    // The machine's busy share less this benchmark's processes: other work on the machine (both cores = 100%).
    const attacker = result === underAttack.result ? report.cpuSeconds / ATTACK.duration : 0;
    const others = cpu.machine - (cpu.api + cpu.postgres + self + attacker) / 2;
    console.log(
      `| ${phase} | ${result.requests.total} | ${l.p50} ms | ${l.p90} ms | ${l.p99} ms | ${l.max} ms | ${withErrors} | ` +
        `${result.errors} | ${cores(cpu.api)} | ${cores(cpu.postgres)} | ${cores(cpu.machine)} | ` +
        `${cores(Math.max(0, others))} | ${ms(waits.loop.p50)} / ${ms(waits.loop.p99)} | ${waits.pool.count} | ` +
        `${ms(waits.pool.p50)} / ${ms(waits.pool.p99)} |`,
    );
  }

  const overlap = Math.min(report.endedAt, underAttack.endedAt) - Math.max(report.startedAt, underAttack.startedAt);
  console.log(
    `\nThe attack ran ${((report.endedAt - report.startedAt) / 1000).toFixed(1)} s, the normal client ` +
      `${((underAttack.endedAt - underAttack.startedAt) / 1000).toFixed(1)} s beside it, together for ` +
      `${(overlap / 1000).toFixed(1)} s.`,
  );
  const total = report.responses + report.socketErrors;
  const sum = (outcome: Outcome) => Object.values(report.byShape).reduce((s, counts) => s + counts[outcome], 0);
  console.log(
    `The abuse: ${report.requestsPerSecond.toFixed(0)} requests/s (mean), ${total} requests, ` +
      `${(report.bytesPerSecond / 1024 / 1024).toFixed(1)} MiB/s of answers, latency p50 ${report.latencyP50} ms, ` +
      `p99 ${report.latencyP99} ms; status codes ${JSON.stringify(report.statusCodes)}; the attacker used ` +
      `${cores(report.cpuSeconds / ATTACK.duration)} of a core.`,
  );
  console.log(
    `Outcomes: ${OUTCOMES.map((o) => `${o} ${sum(o)} (${pct(sum(o), total)})`).join(', ')}, ` +
      `socket errors ${report.socketErrors} (${pct(report.socketErrors, total)}; ${report.timeouts} timeouts).`,
  );
  if (Object.keys(report.others).length) console.log(`Other answers: ${JSON.stringify(report.others)}.`);
  console.log('\n| Shape | Answers | ' + OUTCOMES.join(' | ') + ' |');
  console.log('| --- | --- | ' + OUTCOMES.map(() => '---').join(' | ') + ' |');
  for (const [name, counts] of Object.entries(report.byShape)) {
    const answered = OUTCOMES.reduce((s, o) => s + counts[o], 0);
    console.log(`| ${name} | ${answered} | ${OUTCOMES.map((o) => counts[o]).join(' | ')} |`);
  }

  const heap = (m: NodeJS.MemoryUsage) =>
    `heap ${mib(m.heapUsed / 2 ** 20)} used of ${mib(m.heapTotal / 2 ** 20)}, external ${mib(m.external / 2 ** 20)}`;
  console.log(
    `\nThe API: RSS ${mib(memoryBefore.rss)} before, at most ${mib(Math.max(peakDuring, memoryAfterAttack.peak))} ` +
      `under abuse, ${mib(memoryAfterAttack.rss)} right after, ${mib(memoryAfter.rss)} after the recovery ` +
      `(before: ${heap(heapBefore)}; after the recovery: ${heap(heapAfter)}); ` +
      `${serverExit ?? 'still running'}; /healthz right after the attack: ${healthRightAfter}; after the recovery: ` +
      `${health}.`,
  );
} finally {
  if (serverExit === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.send('close' satisfies ServerRequest);
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (serverExit === null) server.kill();
  }
}
