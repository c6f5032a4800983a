/**
 * `npm run dev`: the Auth Emulator, the API restarting on change (node --watch),
 * Vite's dev server with hot reload for the app, which forwards /graphql and
 * the server-rendered pages to the API, and those pages rebuilt on every change
 * (apps/web/build.ts --pages --watch) for the API to render. Ctrl-C stops all.
 */
import '../apps/api/src/runtime/require-supported-node.js';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DEMO_PLATFORM_ADMIN_EMAIL } from '../apps/api/src/seed/demo-accounts.ts';
import { authEmulatorPorts, startAuthEmulator } from './lib/auth-emulator.ts';
import { assertPortFree } from './lib/ports.ts';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = Number(process.env.PORT ?? 3000);
const emulatorPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const dataDir = process.env.DATA_DIR ?? path.join(root, '.data');

await assertPortFree(apiPort, 'Admit API', 'PORT');
for (const port of authEmulatorPorts(emulatorPort)) await assertPortFree(port, 'Auth Emulator', 'AUTH_EMULATOR_PORT');
const emulator = await startAuthEmulator({
  port: emulatorPort,
  projectId: process.env.FIREBASE_PROJECT_ID ?? 'demo-admit',
  dataDir: path.join(dataDir, 'auth-emulator'),
});

const env = {
  ...process.env,
  // The pages' watch build writes here and the API renders from here; the app itself comes from Vite.
  WEB_DIST_DIR: path.join(dataDir, 'web-dev'),
  PORT: String(apiPort),
  API_PORT: String(apiPort),
  DATA_DIR: dataDir,
  FIREBASE_PROJECT_ID: emulator.projectId,
  FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  PLATFORM_ADMIN_EMAILS: process.env.PLATFORM_ADMIN_EMAILS ?? DEMO_PLATFORM_ADMIN_EMAIL,
};
const buildPages = (...flags: string[]) =>
  spawn(process.execPath, [path.join(root, 'apps/web/build.ts'), '--pages', '--quiet', ...flags], {
    cwd: path.join(root, 'apps/web'),
    env,
    stdio: 'inherit',
  });
// Built once before the API starts, so it finds them; then again on every change.
const firstBuild = buildPages();
const built = await new Promise<number | null>((resolve) => firstBuild.once('exit', resolve));
if (built !== 0) {
  await emulator.stop();
  throw new Error('The pages did not build; see above.');
}
const children: ChildProcess[] = [
  buildPages('--watch'),
  spawn(process.execPath, ['--watch', 'apps/api/src/main.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: path.join(root, 'apps/web'),
    env,
    stdio: 'inherit',
  }),
];

async function stop() {
  for (const child of children) child.kill('SIGTERM');
  await emulator.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
