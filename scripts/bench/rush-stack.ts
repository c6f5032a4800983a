/**
 * What the rush runs against: a fresh PostgreSQL database, the Firebase Auth Emulator, and API instances as child
 * processes (apps/api/src/main.ts, as a deployment starts them) sharing that database behind a "load balancer" (the
 * buyers alternate between them). Linux only: memory is read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');

/** A connection of its own to `url` for `work`, closed afterwards whatever happens. */
export async function withPg<T>(url: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Drops and creates `name` on the server `serverUrl` names; returns the new database's URL. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  await withPg(serverUrl, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export type Instance = {
  url: string;
  pid: number;
  /** The statements it has sent to PostgreSQL so far (started with `probe`), else null. */
  statements(): Promise<number | null>;
  stop(): Promise<void>;
};

/**
 * One API instance: `node apps/api/src/main.ts` with `env` on top of the caller's environment. Resolves once it
 * prints that it is ready; its other output (a MAIL line per confirmation) is dropped, its errors are shown.
 * `nodeOptions` go before the entry (e.g. --cpu-prof); `probe` preloads rush-probe.ts, which counts statements.
 * `entry` and `ready` start another of Admit's processes (the waiting stream's) and know its ready line.
 */
export function startInstance(
  name: string,
  env: Record<string, string>,
  options: { nodeOptions?: string[]; probe?: boolean; entry?: string; ready?: RegExp } = {},
): Promise<Instance> {
  const probe = options.probe ? ['--import', path.join(import.meta.dirname, 'rush-probe.ts')] : [];
  const entry = path.join(root, options.entry ?? 'apps/api/src/main.ts');
  const readyLine = options.ready ?? /Admit API ready at (\S+)/;
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeOptions ?? []), ...probe, entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: options.probe ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killNow = () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL');
  process.once('exit', killNow);
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk.toString()}`));
  return new Promise<Instance>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      const ready = readyLine.exec(output);
      if (!ready?.[1] || !child.pid) return;
      child.stdout?.off('data', onData);
      child.stdout?.resume(); // keep draining, unread
      const pid = child.pid;
      resolve({
        url: ready[1],
        pid,
        statements() {
          if (!child.send) return Promise.resolve(null);
          return new Promise<number>((answer) => {
            child.once('message', (message: { statements: number }) => answer(message.statements));
            child.send?.('statements');
          });
        },
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM'); // main.ts closes and exits 0, which also writes a --cpu-prof profile
          const timer = setTimeout(killNow, 15_000);
          await exited;
          clearTimeout(timer);
          process.removeListener('exit', killNow);
        },
      });
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} exited (code ${code}) before it was ready:\n${output}`)));
  });
}

/**
 * What a benchmark's API instance runs with: development mode (production refuses the emulator and the simulated
 * processor), loopback, the balancer's X-Forwarded-For believed (TRUST_PROXY), quiet logs, no demo seed.
 */
export function benchInstanceEnv(o: {
  port: number;
  publicPort: number;
  databaseUrl: string;
  projectId: string;
  emulatorHost: string;
  rateLimits: string;
}): Record<string, string> {
  return {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(o.port),
    DATABASE_URL: o.databaseUrl,
    FIREBASE_PROJECT_ID: o.projectId,
    FIREBASE_AUTH_EMULATOR_HOST: o.emulatorHost,
    TRUST_PROXY: '127.0.0.1,::1',
    RATE_LIMITS: o.rateLimits,
    LOG_LEVEL: 'warn',
    SEED_ON_FIRST_RUN: 'false',
    PUBLIC_ORIGINS: `http://127.0.0.1:${o.publicPort}`,
  };
}

/** A process's resident memory now and at its peak since it started (VmHWM), in MiB. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** CPU seconds (user + system) a process has used, from /proc (100 ticks a second); 0 once it is gone. */
export function cpuOf(pid: number | string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by each PostgreSQL process that works for `database`: its backends (their command line
 * names the database) and the server's own processes (WAL writer, checkpointer…), not other databases' backends.
 */
export function postgresCpu(database: string): Map<string, number> {
  const used = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const backend = /\d+\.\d+\.\d+\.\d+\(\d+\)|\[local\]/.test(command);
      if (!backend || command.includes(` ${database} `)) used.set(pid, cpuOf(pid));
    } catch {
      // gone meanwhile
    }
  }
  return used;
}

/** CPU seconds between two readings of postgresCpu: a backend that started meanwhile counts from zero. */
export function postgresCpuBetween(a: Map<string, number>, b: Map<string, number>): number {
  let seconds = 0;
  for (const [pid, used] of b) seconds += used - (a.get(pid) ?? 0);
  return seconds;
}

/** CPU seconds used so far by every process on the machine, by pid (those gone before the next reading are lost). */
export function everyProcessCpu(): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) used.set(Number(pid), cpuOf(pid));
  return used;
}

/** The machine's busy and total CPU ticks so far (all cores), and its steal. */
export function machineTicks(): { busy: number; all: number; steal: number } {
  const ticks = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const all = ticks.reduce((s, n) => s + n, 0);
  return { busy: all - idle, all, steal: ticks[7] ?? 0 };
}

/** Runs `work` over `items` with at most `limit` at once. */
export async function inBatches<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T, i);
    }),
  );
  return results;
}
