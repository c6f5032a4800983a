import type { Page, Response } from '@playwright/test';

/**
 * The scripts a page loads from here on, for tests that read what a page carries. The response handler only notes
 * each script's address: reading a body there starts a promise that can still be pending when the page navigates
 * or the test ends, and then rejects ("Test ended."). The bodies are read when the test asks, from the server,
 * awaited by the test, so nothing outlives it.
 */
export function recordLoadedScripts(page: Page): { bodies(): Promise<string[]> } {
  const addresses = new Set<string>();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script' && /^https?:/.test(response.url())) {
      addresses.add(response.url());
    }
  };
  page.on('response', onResponse);
  return {
    async bodies() {
      return Promise.all([...addresses].map(async (address) => (await page.request.get(address)).text()));
    },
  };
}
