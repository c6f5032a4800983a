import { defineConfig } from '@playwright/test';
import config from './playwright.config.ts';

/**
 * `npm run bench:scan`: the door's browser benchmarks (e2e/bench/), on the same server and Chromium as the
 * end-to-end suite. Not part of `npm test`: they measure, and print what they measured.
 */
export default defineConfig({ ...config, testDir: './bench', testMatch: '*.bench.ts', timeout: 600_000 });
