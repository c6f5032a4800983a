/**
 * `npm run bench:startup`: wall time from running `npm start` to the first
 * 200 from /healthz. A cold run has an empty data directory (migrations and
 * seeding happen); a warm run reuses it. Three runs of each; prints the median.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const PORT = 3390;
const RUNS = 3;

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(PORT), AUTH_EMULATOR_PORT: '9790', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      try {
        const res = await fetch(`http://localhost:${PORT}/healthz`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not up yet
      }
      if (performance.now() - started > 120_000) throw new Error('npm start did not become ready in 120 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    process.kill(-(child.pid ?? 0), 'SIGINT');
    await exited;
    await new Promise((r) => setTimeout(r, 500));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const cold: number[] = [];
const warm: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'admit-bench-'));
  cold.push(await timeStart(dataDir));
  warm.push(await timeStart(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
const fmt = (values: number[]) => values.map((v) => (v / 1000).toFixed(2)).join(', ');
console.log(`cold start (empty data dir): median ${(median(cold) / 1000).toFixed(2)} s  [${fmt(cold)}]`);
console.log(`warm start (existing data):  median ${(median(warm) / 1000).toFixed(2)} s  [${fmt(warm)}]`);
