/**
 * `npm run bench:bundle`: the JavaScript a phone downloads on a first visit to
 * each public page, gzipped (as a compressing proxy or CDN would send it).
 * Chromium loads the page from the real server; every script response is
 * counted, whichever chunk it is.
 */
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';
import { serveDemo } from './serve-demo.ts';

// The waiting page joins as a visitor would (its proof-of-work solver loads to join), so it counts everything.
const pages = ['/', '/e/harbour-lights-festival', '/e/brooklyn-basement-sessions/queue', '/sign-in'];
// The demo catalogue, so the home and event pages show what a visitor would see. Seeded afresh each run: a demo kept
// from an earlier day has its waiting room past the on-sale, where the page's stream never lets the network idle.
const dataDir = '/tmp/admit-bench-bundle';
rmSync(dataDir, { recursive: true, force: true });
const api = await serveDemo({ port: 3391, dataDir });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const pagePath of pages) {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    });
    await page.goto(`${api.url}${pagePath}`, { waitUntil: 'networkidle' });
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
    console.log(
      `${pagePath}: ${(total / 1024).toFixed(1)} KiB gzipped JS (${(raw / 1024).toFixed(1)} KiB raw) in ${scripts.length} files`,
    );
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} KiB  ${s.url}`);
    const firebase = scripts.filter((s) => s.url.includes('firebase'));
    console.log(`  Firebase SDK downloaded: ${firebase.length > 0 ? 'yes' : 'no'}`);
    await context.close();
  }
} finally {
  await browser.close();
  await api.close();
}
