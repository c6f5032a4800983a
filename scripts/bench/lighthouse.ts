/**
 * `npm run bench:lighthouse`: Lighthouse's mobile performance score for an
 * event page, with Debian's Chromium. Lighthouse is fetched by npx at run
 * time (it is large and only this benchmark needs it); its default mobile
 * settings apply: a mid-range phone on slow 4G, simulated.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';
import { serveDemo } from './serve-demo.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const pages = ['/e/harbour-lights-festival', '/'];
const out = mkdtempSync(path.join(os.tmpdir(), 'admit-lighthouse-'));
const api = await serveDemo({ port: 3394, dataDir: path.join(out, 'data') });
try {
  for (const page of pages) {
    const report = path.join(out, `${page.replace(/\W+/g, '_')}.json`);
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
    const lhr = JSON.parse(readFileSync(report, 'utf8')) as {
      categories: { performance: { score: number } };
      audits: Record<string, { displayValue?: string }>;
    };
    const a = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    console.log(
      `${page}: performance ${Math.round(lhr.categories.performance.score * 100)} ` +
        `(FCP ${a('first-contentful-paint')}, LCP ${a('largest-contentful-paint')}, TBT ${a('total-blocking-time')}, CLS ${a('cumulative-layout-shift')}, SI ${a('speed-index')})`,
    );
  }
} finally {
  await api.close();
}
