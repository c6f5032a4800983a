import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// VITEST_JSON_REPORT=path writes a machine-readable result for .ci/run's summary.
const jsonReport = process.env.VITEST_JSON_REPORT;
// Every suite may reach this machine only; see the file.
const guard = 'scripts/test/outbound-guard.ts';
const faults = 'scripts/bench/faults.test.ts';

export default defineConfig({
  test: {
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], setupFiles: [guard] } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // Component tests render React into a DOM; happy-dom is the lighter of the two usual ones.
          environment: 'happy-dom',
          setupFiles: [guard, 'apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          exclude: [faults],
          setupFiles: [guard],
          testTimeout: 120_000,
        },
      },
      // The fault tests' rushes (two API instances, PostgreSQL restarted) take both cores for a minute or two: they
      // run alone, after every other suite (a later group), so they do not starve other suites' timing.
      { test: { name: 'faults', include: [faults], setupFiles: [guard], sequence: { groupOrder: 1 } } },
      {
        // graphql ships CJS and ESM builds; one copy for everyone, as in production.
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          setupFiles: [guard],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
