import { test as base, expect } from '@playwright/test';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Every test runs with the network closed beyond loopback: a request to any
 * other host is aborted and recorded, and the test fails if there was one.
 */
export const test = base.extend<{ outbound: string[] }>({
  outbound: [
    async ({ context }, use) => {
      const outbound: string[] = [];
      await context.route('**/*', async (route) => {
        const url = new URL(route.request().url());
        if (url.protocol === 'data:' || url.protocol === 'blob:' || LOOPBACK.has(url.hostname)) {
          await route.continue();
        } else {
          outbound.push(route.request().url());
          await route.abort('blockedbyclient');
        }
      });
      await use(outbound);
      expect(outbound, 'requests left loopback').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A fresh address per run, so tests never depend on each other's accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}
