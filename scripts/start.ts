/**
 * `npm start`: the whole of Admit on one machine with nothing to set up.
 * Starts the Auth Emulator, then the API (which migrates, seeds on first run
 * and serves the built web app), and prints the URL. Ctrl-C stops both.
 */
import '../apps/api/src/runtime/require-supported-node.js';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { exitOnStartupError, prepareDatabase, startApi, type RunningApi } from '../apps/api/src/main.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PLATFORM_ADMIN_EMAIL } from '../apps/api/src/seed/demo-accounts.ts';
import { authEmulatorPorts, startAuthEmulator, type AuthEmulator } from './lib/auth-emulator.ts';
import { personFacingMessage } from './lib/emulator-messages.ts';
import { assertPortFree } from './lib/ports.ts';

const root = path.resolve(import.meta.dirname, '..');
const startedAt = performance.now();
const apiPort = Number(process.env.PORT ?? 3000);
const emulatorPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const dataDir = process.env.DATA_DIR ?? path.join(root, '.data');
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-admit';

let emulator: AuthEmulator | undefined;
let webBuild: ChildProcess | undefined;
const cancelStart = new AbortController();
let api: RunningApi | undefined;
let stopping = false;

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\nStopping Admit…');
    cancelStart.abort();
    webBuild?.kill('SIGTERM');
    await api?.close().catch(() => undefined);
    await emulator?.stop().catch(() => undefined);
  }
  process.exit(code);
}

/** The production build of apps/web (apps/web/build.ts), into the directory the API serves. */
function buildWebApp(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    webBuild = spawn(process.execPath, [path.join(root, 'apps/web/build.ts'), '--quiet'], {
      cwd: path.join(root, 'apps/web'),
      env: { ...process.env, WEB_DIST_DIR: outDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    webBuild.once('error', reject);
    webBuild.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The web build failed (exit ${code}).`)),
    );
  });
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  await assertPortFree(apiPort, 'Admit', 'PORT');
  for (const port of authEmulatorPorts(emulatorPort)) {
    await assertPortFree(port, 'Auth Emulator', 'AUTH_EMULATOR_PORT');
  }
  console.log('Starting the Firebase Auth Emulator, building the web app and migrating the database…');
  const config = loadConfig({
    ...process.env,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}`,
    DATA_DIR: dataDir,
    PLATFORM_ADMIN_EMAILS: process.env.PLATFORM_ADMIN_EMAILS ?? DEMO_PLATFORM_ADMIN_EMAIL,
    // Per-request logs drown the URL a newcomer needs; LOG_LEVEL=info brings them back.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  // The emulator spends most of its start-up compiling request validators;
  // the build and the migrations run meanwhile.
  const [started, , database] = await Promise.all([
    // Kept as soon as it exists, so a failure elsewhere still stops it.
    startAuthEmulator({
      port: emulatorPort,
      projectId,
      dataDir: path.join(dataDir, 'auth-emulator'),
      signal: cancelStart.signal,
      // Emailed links and texted codes, for the person at the terminal.
      onOutput: (chunk) => {
        for (const line of chunk.split('\n')) {
          const message = personFacingMessage(line, `http://localhost:${apiPort}`);
          if (message) console.log(message);
        }
      },
    }).then((e) => (emulator = e)),
    process.env.SKIP_WEB_BUILD === 'true' ? Promise.resolve() : buildWebApp(config.webDistDir),
    prepareDatabase(config),
  ]);
  emulator = started;
  emulator.child.once('exit', (code) => {
    if (!stopping) {
      console.error(`admit: the Auth Emulator stopped unexpectedly (exit ${code}).`);
      void stop(1);
    }
  });
  api = await startApi(config, database);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`\nAdmit is ready at ${api.url} (started in ${seconds}s)`);
  console.log(`Demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  console.log('Press Ctrl-C to stop.');
} catch (error) {
  cancelStart.abort();
  webBuild?.kill('SIGTERM');
  await emulator?.stop().catch(() => undefined);
  if (error instanceof Error && /already in use/.test(error.message)) {
    console.error(`admit: ${error.message}`);
    process.exit(1);
  }
  exitOnStartupError(error);
}
