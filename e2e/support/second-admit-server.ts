/**
 * Another Admit server beside the e2e one, for a test that needs other settings (Stripe's keys): the same code
 * and web build, the same Auth Emulator and project, its own port and database. A child process, as `npm start`
 * runs the API, so its settings are its environment and nothing leaks into the test's process.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { withRequestLimitsLifted } from '../../apps/api/src/rate-limits/limits.ts';
import { E2E_AUTH_EMULATOR_PORT, E2E_PROJECT_ID, E2E_WEB_DIST_DIR } from '../playwright.config.ts';

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type SecondServer = { url: string; stop(): Promise<void> };

export async function startSecondAdmitServer(settings: Record<string, string>): Promise<SecondServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'admit-e2e-second-'));
  let output = '';
  const child = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.homedir(),
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: E2E_WEB_DIST_DIR,
      FIREBASE_PROJECT_ID: E2E_PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${E2E_AUTH_EMULATOR_PORT}`,
      // The demo catalogue is not needed, and drawing its pictures takes seconds.
      SEED_ON_FIRST_RUN: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: withRequestLimitsLifted(),
      ...settings,
    },
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The second Admit server stopped:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The second Admit server did not start within a minute:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
