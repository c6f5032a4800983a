import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { withRequestLimitsLifted } from '../apps/api/src/rate-limits/limits.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');

const chromium = chromiumPath();

// Ports of their own, so the tests run beside a developer's `npm start`.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_AUTH_EMULATOR_PORT = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 9499);
export const E2E_PROJECT_ID = 'demo-admit-e2e';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'admit-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'phone', use: { browserName: 'chromium' } }],
  webServer: {
    // The Node running the tests (the project's Node 24), which runs TypeScript as it is.
    command: `"${process.execPath}" scripts/start.ts`,
    cwd: root,
    url: `http://localhost:${E2E_PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(E2E_PORT),
      AUTH_EMULATOR_PORT: String(E2E_AUTH_EMULATOR_PORT),
      DATA_DIR: dataDir,
      // Its own build output, so a developer's running `npm start` keeps its assets.
      WEB_DIST_DIR: path.join(dataDir, 'web'),
      FIREBASE_PROJECT_ID: E2E_PROJECT_ID,
      LOG_LEVEL: 'warn',
      // Every test's requests come from one address, faster than a person: the per-address request limits are
      // lifted (the action limits, such as wrong access codes, stay as they ship).
      RATE_LIMITS: withRequestLimitsLifted(),
    },
  },
});
