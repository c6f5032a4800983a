/**
 * Adds up the JSON reports that vitest and Playwright wrote, and prints the
 * one line CI reads: "tests: N passed, M failed". A step that failed without
 * reporting a failed test (lint, type check, a crash) counts as one failure.
 */
import { existsSync, readFileSync } from 'node:fs';

type VitestReport = { numPassedTests: number; numFailedTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number } };

const [, , ...args] = process.argv;
let passed = 0;
let failed = 0;
const stepFailures = args.filter((arg) => arg.startsWith('--failed-step=')).length;

for (const file of args.filter((arg) => !arg.startsWith('--'))) {
  if (!existsSync(file)) {
    console.log(`(no report at ${file})`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as Partial<VitestReport & PlaywrightReport>;
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
}
if (failed === 0) failed += stepFailures;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
