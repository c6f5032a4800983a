import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertPortFree } from './lib/ports.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Runs `npm start`'s script in its own process group, the way a terminal does. */
function startAdmit(env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'silent',
      SKIP_WEB_BUILD: 'true',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'admit-start-')),
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('npm start', () => {
  it('explains a port that is already taken, and exits', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(3290, '127.0.0.1', resolve));
    try {
      const admit = startAdmit({ PORT: '3290', AUTH_EMULATOR_PORT: '9690' });
      expect(await admit.exited).toBe(1);
      expect(admit.output().stderr).toContain('Port 3290 (Admit) is already in use');
      expect(admit.output().stderr).toContain('PORT');
    } finally {
      blocker.close();
    }
  });

  it('prints its URL when ready, and Ctrl-C stops every child process', async () => {
    const admit = startAdmit({ PORT: '3291', AUTH_EMULATOR_PORT: '9691' });
    const deadline = Date.now() + 90_000;
    while (!admit.output().stdout.includes('Admit is ready at http://localhost:3291')) {
      if (admit.child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`did not start:\n${admit.output().stdout}\n${admit.output().stderr}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const health = await fetch('http://localhost:3291/healthz');
    expect(await health.json()).toMatchObject({ status: 'ok' });

    // Ctrl-C in a terminal signals the whole foreground process group.
    process.kill(-(admit.child.pid ?? 0), 'SIGINT');
    expect(await admit.exited).toBe(0);
    // Nothing is left listening: the API, the emulator and its hub are all gone.
    await expect(assertPortFree(3291, 'Admit', 'PORT')).resolves.toBeUndefined();
    await expect(assertPortFree(9691, 'Auth Emulator', 'AUTH_EMULATOR_PORT')).resolves.toBeUndefined();
    await expect(assertPortFree(9692, 'emulator hub', '-')).resolves.toBeUndefined();
    await expect(assertPortFree(9693, 'emulator logging', '-')).resolves.toBeUndefined();
  });
});
