import type { Page } from '@playwright/test';
import { expect, expectNoCspViolations, guardContext, newGuards, test, type Guards } from '../fixtures.ts';

/** What an injected script would look like to the page: a script element from another origin, or inline. */
async function injectScript(page: Page, script: { src: string } | { text: string }): Promise<void> {
  await page.evaluate((script) => {
    const element = document.createElement('script');
    if ('src' in script) element.src = script.src;
    else element.textContent = script.text;
    document.head.append(element);
  }, script);
}

test('the Content-Security-Policy guard records what a page and its popup were refused, and fails the test on it', async ({
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL ?? '';
  // A context with guards of its own, so this test can read them instead of failing on them.
  const own: Guards = newGuards();
  const context = await browser.newContext({ baseURL });
  await guardContext(context, own);
  try {
    const page = await context.newPage();
    await page.goto('/');
    await injectScript(page, { src: 'https://scripts.example/skimmer.js' });
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open('/sign-in'))]);
    await popup.waitForLoadState();
    await injectScript(popup, { text: 'document.title = "injected"' });

    await expect.poll(() => own.cspViolations.length).toBe(2);
    expect(own.cspViolations).toMatchObject([
      {
        documentURI: `${baseURL}/`,
        blockedURI: 'https://scripts.example/skimmer.js',
        violatedDirective: 'script-src-elem',
      },
      { documentURI: `${baseURL}/sign-in`, blockedURI: 'inline', violatedDirective: 'script-src-elem' },
    ]);
    await expect(popup).not.toHaveTitle('injected');
    // The policy refused the script before any request: the outbound guard saw nothing.
    expect(own.outbound).toEqual([]);
    // What runs after every test fails on them.
    expect(() => expectNoCspViolations(own.cspViolations)).toThrow(/scripts\.example\/skimmer\.js/);
  } finally {
    await context.close();
  }
});
