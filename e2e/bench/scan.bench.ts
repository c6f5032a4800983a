import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { stripTypeScriptTypes } from 'node:module';
import { encodeTicketCode, ticketSigningBytes, toBase64Url } from '@admit/shared';
import { expect, signIn, test } from '../fixtures.ts';
import { browserWithCamera, fakeCameraVideo } from '../support/fake-camera.ts';
import { addMember, ORGANIZER_PASSWORD, publishedEvent, graphqlCall } from '../support/organizer-api.ts';
import { buyThroughApi } from '../support/buyer-api.ts';

/*
 * The door's two browser figures (docs/benchmarks.md):
 * - verifying one ticket code offline, with the scanner's own verifier (packages/shared ticket-code.ts, as the
 *   browser runs it: WebCrypto's Ed25519), median over 10,000 codes;
 * - the time from the camera frame a code was decoded in to the painted feedback, median over 100 scans, read
 *   from the scanner's own 'scan-feedback' User Timing measures, with the fake camera of the e2e suite.
 */

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)] ?? NaN;

test('verify one code offline, median of 10,000', async ({ page, baseURL }) => {
  // 10,000 codes of one event, signed in Node with a key made for the run.
  const pair = (await crypto.subtle.generateKey('Ed25519', true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
  const eventId = crypto.randomUUID();
  const ticketTypeId = crypto.randomUUID();
  const codes = await Promise.all(
    Array.from({ length: 10_000 }, async () => {
      const payload = { ticketId: crypto.randomUUID(), eventId, ticketTypeId, version: 1 };
      const signature = new Uint8Array(
        await crypto.subtle.sign('Ed25519', pair.privateKey, ticketSigningBytes(payload)),
      );
      return encodeTicketCode(payload, signature);
    }),
  );
  // The verifier's own source, types stripped, loaded in the page as a module (it imports nothing else here).
  const source = stripTypeScriptTypes(
    await readFile(path.join(import.meta.dirname, '../../packages/shared/src/tickets/ticket-code.ts'), 'utf8'),
  );
  // A blank page of its own on the app's origin (a secure context, as the app is), without Admit's CSP, which
  // rightly refuses a script from a blob: URL.
  await page.route('**/verify-bench', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
  await page.goto(`${baseURL ?? ''}/verify-bench`);
  const result = await page.evaluate(
    async ({ source, publicKey, codes }) => {
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const { createTicketVerifier } = (await import(url)) as {
        createTicketVerifier: (key: string) => Promise<(code: string) => Promise<unknown>>;
      };
      const verify = await createTicketVerifier(publicKey);
      for (const code of codes.slice(0, 200)) await verify(code); // warm up
      // performance.now() is coarsened to 0.1 ms in a page that is not cross-origin isolated: each figure is the
      // mean of a run of 100 codes, so the median is of 100 such runs.
      const times: number[] = [];
      let valid = 0;
      for (let i = 0; i < codes.length; i += 100) {
        const started = performance.now();
        for (const code of codes.slice(i, i + 100)) if (await verify(code)) valid += 1;
        times.push((performance.now() - started) / 100);
      }
      return { times, valid, webCrypto: typeof crypto.subtle.verify === 'function' };
    },
    { source, publicKey, codes },
  );
  expect(result.valid).toBe(10_000);
  console.log(
    `VERIFY 10,000 codes in Chromium (${result.times.length} runs of 100): median ${median(result.times).toFixed(3)} ms a code, ` +
      `p95 ${pct(result.times, 0.95).toFixed(3)} ms, p99 ${pct(result.times, 0.99).toFixed(3)} ms`,
  );
});

test('camera frame to feedback, median of 100 scans', async ({ baseURL, emulator, guards }) => {
  const event = await publishedEvent(
    baseURL ?? '',
    emulator,
    'Bench Door',
    [{ name: 'Standing', priceMinor: 2500 }],
    1,
  );
  const buyerEmail = `bench-${Date.now()}@example.test`;
  const buyer = await emulator.signUp(buyerEmail, 'tickets4all');
  const names = Array.from({ length: 10 }, (_, i) => `Guest ${i + 1}`);
  const order = await buyThroughApi(baseURL ?? '', buyer.idToken, {
    eventId: event.eventId,
    ticketTypeId: event.ticketTypes[0]?.id ?? '',
    buyerEmail,
    attendeeNames: names,
  });
  const orderId = order.orderId;
  const { order: withCodes } = await graphqlCall<{ order: { tickets: { code: string | null }[] } }>(
    baseURL ?? '',
    `query($id: ID!) { order(id: $id) { tickets { code } } }`,
    { id: orderId },
    buyer.idToken,
  );
  // Ten tickets, a third of a second each, in a loop: each code comes back after three seconds, past the
  // scanner's one-second rest for a code it just saw, so every showing is a scan.
  const video = await fakeCameraVideo(withCodes.tickets.map((t) => ({ code: t.code, seconds: 0.34 })));
  const staff = await addMember(baseURL ?? '', emulator, event, 'DOOR_STAFF');
  const { browser, context } = await browserWithCamera(video, baseURL ?? '', guards);
  try {
    const page = await context.newPage();
    await signIn(page, staff, ORGANIZER_PASSWORD);
    await page.goto(`/scan/${event.slug}`);
    await expect(page.getByTestId('door-status')).toContainText('Offline copy saved');
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('scan-feedback').length), { timeout: 120_000 })
      .toBeGreaterThanOrEqual(100);
    const times = await page.evaluate(() =>
      performance
        .getEntriesByName('scan-feedback')
        .slice(0, 100)
        .map((e) => e.duration),
    );
    console.log(
      `FEEDBACK ${times.length} scans, camera frame to painted feedback: median ${median(times).toFixed(1)} ms, ` +
        `p95 ${pct(times, 0.95).toFixed(1)} ms, min ${Math.min(...times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
  }
});
