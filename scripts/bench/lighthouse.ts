/**
 * `npm run bench:lighthouse`: Lighthouse's mobile performance score for the event page and the home page, with
 * Debian's Chromium, three runs each (RUNS), reported one by one and as the median. Lighthouse is fetched by npx at
 * run time (it is large and only this benchmark needs it); its default mobile settings apply: a mid-range phone on
 * slow 4G, simulated. The pages are served as they ship: rendered on the server, with the read cache.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';
import { serveDemo } from './serve-demo.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const RUNS = Number(process.env['RUNS'] ?? 3);
const pages = ['/e/harbour-lights-festival', '/'];

type Report = {
  categories: { performance: { score: number } };
  audits: Record<string, { displayValue?: string; numericValue?: number }>;
};

const out = mkdtempSync(path.join(os.tmpdir(), 'admit-lighthouse-'));
const api = await serveDemo({ port: 3394, dataDir: path.join(out, 'data') });
try {
  for (const page of pages) {
    const runs: Report[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const report = path.join(out, `${page.replace(/\W+/g, '_')}-${run}.json`);
      // Asynchronous: the API answering Lighthouse runs in this same process.
      await promisify(execFile)(
        'npx',
        [
          '--yes',
          LIGHTHOUSE,
          `${api.url}${page}`,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${report}`,
          `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
          '--quiet',
        ],
        { env: { ...process.env, CHROME_PATH: chromiumPath() }, maxBuffer: 64 * 1024 * 1024 },
      );
      const lhr = JSON.parse(readFileSync(report, 'utf8')) as Report;
      runs.push(lhr);
      const a = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      console.log(
        `${page} run ${run}: performance ${Math.round(lhr.categories.performance.score * 100)} ` +
          `(FCP ${a('first-contentful-paint')}, LCP ${a('largest-contentful-paint')}, TBT ${a('total-blocking-time')}, ` +
          `CLS ${a('cumulative-layout-shift')}, SI ${a('speed-index')})`,
      );
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? NaN;
    const of = (id: string) => median(runs.map((r) => r.audits[id]?.numericValue ?? NaN));
    console.log(
      `${page} median of ${RUNS}: performance ${median(runs.map((r) => Math.round(r.categories.performance.score * 100)))}, ` +
        `FCP ${(of('first-contentful-paint') / 1000).toFixed(1)} s, LCP ${(of('largest-contentful-paint') / 1000).toFixed(1)} s, ` +
        `TBT ${of('total-blocking-time').toFixed(0)} ms, CLS ${of('cumulative-layout-shift').toFixed(3)}, ` +
        `SI ${(of('speed-index') / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await api.close();
}
