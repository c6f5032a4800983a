/**
 * The on-sale anchor in the same sitting: Vendure's guest checkout (../shared/bench/vendure-peer/rush.js) with its
 * own scripts: `setup.sh --reset` (installs Vendure under /tmp/vendure-peer the first time, ~90 s, and loads its
 * catalogue afresh, ~40 s, since every rush sells the variant's stock down as Admit's sells its fresh event), start.sh,
 * rush.js with this Node (the scripts and the server with the machine's), stop.sh. Run only after Admit's
 * instances have stopped, so the two never share the cores.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cpuOf, everyProcessCpu, machineTicks } from './rush-stack.ts';

const peerDir = path.resolve(import.meta.dirname, '../../../shared/bench/vendure-peer');
const root = process.env['VP_ROOT'] ?? '/tmp/vendure-peer';
const installed = path.join(root, 'app/node_modules/@vendure/core');

export type VendureRush = {
  buyers: number;
  seconds: number;
  ordersPerMinute: number;
  /** Checkouts that did not complete (out of stock among them): a run with any is no anchor. */
  failed: number;
  /** Shares of one core over the run: Vendure's server, its PostgreSQL, rush.js; the machine's (both cores). */
  cpu: { vendure: number; postgres: number; client: number; machine: number; otherWork: number };
  summary: string;
};

/**
 * The peer's scripts run as its README runs them, from a plain shell: with the machine's own node and npm, not the
 * ones npm's PATH puts first (this project's Node 24 and npm, whose install the peer's dependency check refuses),
 * and without the npm_* settings npm passes down (this project's strict-allow-scripts refuses the peer's install).
 */
const machineEnv: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_'))),
  PATH: (process.env['PATH'] ?? '')
    .split(path.delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(path.delimiter),
};

/** The peer's own processes: its server (run/vendure.pid) and its PostgreSQL cluster (not the machine's 15/main). */
function peerPids(): { vendure: number | null; postgres: Set<number> } {
  const pidFile = path.join(root, 'run/vendure.pid');
  const vendure = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').trim()) : null;
  const postgres = new Set<number>();
  for (const [pid] of everyProcessCpu()) {
    try {
      const postgresProcess = readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      if (postgresProcess && !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('15/main')) postgres.add(pid);
    } catch {
      // gone meanwhile
    }
  }
  return { vendure, postgres };
}

function run(
  command: string,
  args: string[],
  echo: boolean,
  onStart: (pid: number) => void = () => undefined,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: peerDir,
      env: machineEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid) onStart(child.pid);
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(command)} exited ${code}:\n${output}`)),
    );
  });
}

/**
 * Runs rush.js once per entry of `buyers`, each for `seconds` on a fresh catalogue and a fresh Vendure start (as the
 * README runs it); the variant is rush.js's.
 */
export async function rushVendure(buyers: number[], seconds: number, variantId = '2'): Promise<VendureRush[]> {
  if (!existsSync(peerDir)) throw new Error(`The Vendure peer is not at ${peerDir}.`);
  const results: VendureRush[] = [];
  for (const n of buyers) {
    if (!existsSync(installed)) console.log('Installing Vendure under /tmp/vendure-peer (setup.sh, about 90 s)…');
    await run(path.join(peerDir, 'setup.sh'), ['--reset'], false);
    await run(path.join(peerDir, 'start.sh'), [], false);
    try {
      // What every process used meanwhile: the peer's, rush.js's (read while it runs), and other work's.
      const peer = peerPids();
      const before = { at: performance.now(), every: everyProcessCpu(), machine: machineTicks() };
      let client = { pid: 0, used: 0 };
      const sampler = setInterval(() => (client = { ...client, used: cpuOf(client.pid) || client.used }), 250);
      const output = await run(
        process.execPath,
        [path.join(peerDir, 'rush.js'), String(n), String(seconds), variantId],
        true,
        (pid) => (client = { pid, used: 0 }),
      ).finally(() => clearInterval(sampler));
      const after = { at: performance.now(), every: everyProcessCpu(), machine: machineTicks() };
      // Backends its pool opened meanwhile are the peer's too.
      for (const pid of peerPids().postgres) peer.postgres.add(pid);
      const span = (after.at - before.at) / 1000;
      const delta = (pid: number) => (after.every.get(pid) ?? 0) - (before.every.get(pid) ?? 0);
      let postgres = 0;
      let other = 0;
      for (const pid of after.every.keys()) {
        if (peer.postgres.has(pid)) postgres += delta(pid);
        else if (pid !== peer.vendure && pid !== client.pid && pid !== process.pid) other += delta(pid);
      }
      const cpu = {
        vendure: (peer.vendure ? delta(peer.vendure) : 0) / span,
        postgres: postgres / span,
        client: client.used / span,
        machine: (after.machine.busy - before.machine.busy) / (after.machine.all - before.machine.all),
        otherWork: other / span / 2,
      };
      const counts = /(\d+) failed -> (\d+) orders\/min/.exec(output);
      if (!counts) throw new Error(`rush.js gave no orders/min:\n${output}`);
      results.push({
        buyers: n,
        seconds,
        ordersPerMinute: Number(counts[2]),
        failed: Number(counts[1]),
        cpu,
        summary: output.trim(),
      });
    } finally {
      await run(path.join(peerDir, 'stop.sh'), [], false);
    }
  }
  return results;
}
