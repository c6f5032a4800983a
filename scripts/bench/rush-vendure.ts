/**
 * The on-sale anchor in the same sitting: Vendure's guest checkout (../shared/bench/vendure-peer/rush.js) with its
 * own scripts: `setup.sh --reset` (installs Vendure under /tmp/vendure-peer the first time, ~90 s, and loads its
 * catalogue afresh, ~40 s, since every rush sells the variant's stock down as Admit's sells its fresh event), start.sh,
 * rush.js with this Node (the scripts and the server with the machine's), stop.sh. Run only after Admit's
 * instances have stopped, so the two never share the cores.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cpuOf, everyProcessCpu, machineTicks } from './rush-stack.ts';
import { installed, peerDir, root, runPeerScript as run } from './vendure-peer.ts';

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
