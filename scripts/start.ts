/**
 * `npm start`: the whole of Admit on one machine with nothing to set up.
 * Starts the Auth Emulator, then the API (which migrates, seeds on first run
 * and serves the built web app), and prints the URL. Ctrl-C stops both.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/api/src/config.ts';
import { exitOnStartupError, startApi, type RunningApi } from '../apps/api/src/main.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PLATFORM_ADMIN_EMAIL } from '../apps/api/src/seed/demo-accounts.ts';
import { startAuthEmulator, type AuthEmulator } from './lib/auth-emulator.ts';
import { assertPortFree } from './lib/ports.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startedAt = performance.now();
const apiPort = Number(process.env.PORT ?? 3000);
const emulatorPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const dataDir = process.env.DATA_DIR ?? path.join(root, '.data');
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-admit';

let emulator: AuthEmulator | undefined;
let api: RunningApi | undefined;
let stopping = false;

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\nStopping Admit…');
    await api?.close().catch(() => undefined);
    await emulator?.stop().catch(() => undefined);
  }
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  await assertPortFree(apiPort, 'Admit', 'PORT');
  await assertPortFree(emulatorPort, 'Auth Emulator', 'AUTH_EMULATOR_PORT');
  console.log('Starting the Firebase Auth Emulator…');
  emulator = await startAuthEmulator({
    port: emulatorPort,
    projectId,
    dataDir: path.join(dataDir, 'auth-emulator'),
  });
  emulator.child.once('exit', (code) => {
    if (!stopping) {
      console.error(`admit: the Auth Emulator stopped unexpectedly (exit ${code}).`);
      void stop(1);
    }
  });
  const config = loadConfig({
    ...process.env,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    DATA_DIR: dataDir,
    // Per-request logs drown the URL a newcomer needs; LOG_LEVEL=info brings them back.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    PLATFORM_ADMIN_EMAILS: process.env.PLATFORM_ADMIN_EMAILS ?? DEMO_PLATFORM_ADMIN_EMAIL,
  });
  api = await startApi(config);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`\nAdmit is ready at ${api.url} (started in ${seconds}s)`);
  console.log(`Demo accounts (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
  console.log('Press Ctrl-C to stop.');
} catch (error) {
  await emulator?.stop().catch(() => undefined);
  if (error instanceof Error && /already in use/.test(error.message)) {
    console.error(`admit: ${error.message}`);
    process.exit(1);
  }
  exitOnStartupError(error);
}
