import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export type AuthEmulator = {
  /** host:port, the form FIREBASE_AUTH_EMULATOR_HOST takes. */
  host: string;
  url: string;
  projectId: string;
  child: ChildProcess;
  /** Stops the emulator gracefully (saving its state if a data dir was given). */
  stop(): Promise<void>;
};

export type AuthEmulatorOptions = {
  port: number;
  projectId: string;
  /** Keep accounts across restarts here (import on start, export on exit). */
  dataDir?: string;
  /** Where the emulator's own output goes; silent by default. */
  onOutput?: (chunk: string) => void;
  readyTimeoutMs?: number;
  /** Aborting while it starts kills it, so a failure elsewhere leaves nothing behind. */
  signal?: AbortSignal;
};

/** The emulator takes its port and the next two (hub, logging). */
export function authEmulatorPorts(port: number): number[] {
  return [port, port + 1, port + 2];
}

const require = createRequire(import.meta.url);

/** A config dir of its own, naming the ports: the hub and logging ports are reserved by the CLI even with --only auth. */
function emulatorConfig(port: number): { configDir: string; configPath: string } {
  const configDir = mkdtempSync(path.join(os.tmpdir(), 'admit-auth-emulator-'));
  const configPath = path.join(configDir, 'firebase.json');
  const at = (p: number) => ({ host: '127.0.0.1', port: p });
  const emulators = { auth: at(port), hub: at(port + 1), logging: at(port + 2), ui: { enabled: false } };
  writeFileSync(configPath, JSON.stringify({ emulators: { ...emulators, singleProjectMode: true } }));
  return { configDir, configPath };
}

function emulatorArgs(options: AuthEmulatorOptions, configPath: string): string[] {
  const args = ['emulators:start', '--only', 'auth', '--project', options.projectId, '--config', configPath];
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    if (existsSync(path.join(options.dataDir, 'firebase-export-metadata.json'))) args.push('--import', options.dataDir);
    args.push('--export-on-exit', options.dataDir);
  }
  return args;
}

/** The CLI's process, with its last output kept for an error message. */
function spawnEmulator(options: AuthEmulatorOptions) {
  const { configDir, configPath } = emulatorConfig(options.port);
  const cli = require.resolve('firebase-tools/lib/bin/firebase.js');
  const child = spawn(process.execPath, [cli, ...emulatorArgs(options, configPath)], {
    cwd: configDir,
    // CI=1 stops the CLI fetching its message of the day from the internet;
    // NO_UPDATE_NOTIFIER stops the npm update check. Both would leave loopback.
    env: { ...process.env, CI: '1', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a terminal's Ctrl-C would otherwise signal it a
    // second time after our stop(), and firebase-tools treats a second signal
    // as "force exit" and skips saving its accounts.
    detached: true,
  });
  const killNow = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  // Detached children outlive a crashed parent; this covers every exit but SIGKILL.
  process.once('exit', killNow);
  options.signal?.addEventListener('abort', killNow, { once: true });
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-8000);
    options.onOutput?.(text);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, killNow, output: () => output };
}

/** Polls until the emulator answers; fails with its output if it exits, is cancelled or is too slow. */
async function untilReady(
  started: ReturnType<typeof spawnEmulator>,
  url: string,
  options: AuthEmulatorOptions,
): Promise<void> {
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    const { child } = started;
    if (child.exitCode !== null) {
      throw new Error(`The Auth Emulator exited with code ${child.exitCode}:\n${started.output()}`);
    }
    if (options.signal?.aborted) throw new Error('The Auth Emulator start was cancelled.');
    if (Date.now() > deadline) {
      started.killNow();
      throw new Error(`The Auth Emulator was not ready on ${url} in time:\n${started.output()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * Starts the Firebase Auth Emulator from the firebase-tools devDependency.
 * Used by `npm start`, the API tests and the end-to-end tests alike, each on
 * its own ports so they can run side by side.
 */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const started = spawnEmulator(options);
  const { child, killNow } = started;
  const host = `127.0.0.1:${options.port}`;
  const url = `http://${host}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await untilReady(started, url, options);
  return {
    host,
    url,
    projectId: options.projectId,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      const timer = setTimeout(killNow, 10_000);
      await exited;
      clearTimeout(timer);
      process.removeListener('exit', killNow);
    },
  };
}
