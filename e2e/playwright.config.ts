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
/** The SMTP server the e2e server mails to (e2e/support/smtp-sink.ts), and the port tests read its mail on. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 9525);
export const E2E_SMTP_SINK_HTTP_PORT = E2E_SMTP_PORT + 1;
// Test workers load this file too, with the runner's environment: they find the runner's directory there, so a
// test may serve the same build from a second server.
const dataDir = (process.env.ADMIT_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'admit-e2e-')));
/** The web app the e2e server serves, built once per run. */
export const E2E_WEB_DIST_DIR = path.join(dataDir, 'web');

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
    // The app's service worker only where a test is about it (working offline: tickets.spec, scanner.spec). With
    // every request routed (fixtures.ts guards the network), a reload under a worker writing its caches can hang
    // in Chromium; a test of anything else must not depend on that.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'phone', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // A real SMTP server, first, so the mail the Admit server sends from its start has somewhere to go.
      command: `"${process.execPath}" e2e/support/smtp-sink.ts`,
      cwd: root,
      url: `http://127.0.0.1:${E2E_SMTP_SINK_HTTP_PORT}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(E2E_SMTP_PORT), SMTP_SINK_HTTP_PORT: String(E2E_SMTP_SINK_HTTP_PORT) },
    },
    {
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
        WEB_DIST_DIR: E2E_WEB_DIST_DIR,
        FIREBASE_PROJECT_ID: E2E_PROJECT_ID,
        LOG_LEVEL: 'warn',
        // Every test's requests come from one address, faster than a person: the per-address request limits are
        // lifted (the action limits, such as wrong access codes, stay as they ship).
        RATE_LIMITS: withRequestLimitsLifted(),
        // session.spec.ts signs a person out everywhere and expects their next request refused, not up to 30 s later
        // (the bound the API's own test of the revocation cache checks).
        AUTH_REVOCATION_CACHE_SECONDS: '0',
        // Order mail over SMTP, as in production, to the sink above (plain SMTP on loopback, no TLS offered).
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      },
    },
  ],
});
