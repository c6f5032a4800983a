import { devices } from '@playwright/test';
import { expect, guardContext, test } from '../fixtures.ts';

// The demo catalogue: "Harbour Lights Festival" has general admission on sale at £25.00.
const EVENT = '/e/harbour-lights-festival';

/** The page's text as the server sent it, tags and scripts aside: what a link preview or a crawler reads. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test('the event page’s title, date and price are in the first HTML response, before any script runs', async ({
  request,
}) => {
  const res = await request.get(EVENT, { headers: { 'accept-language': 'en-US' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  const html = await res.text();
  const text = textOf(html);
  expect(text).toContain('Harbour Lights Festival');
  // The date, in the venue's zone, as an en-US browser writes it.
  expect(text).toMatch(/[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} (AM|PM) – \d{2}:\d{2} (AM|PM) GMT/);
  expect(text).toContain('Tickets available from £25.00');
  expect(text).toContain('The Old Harbour');
  // Link previews and search engines get the same from the head.
  expect(html).toContain('<meta property="og:title" content="Harbour Lights Festival"/>');
  expect(html).toContain('"@type":"Event"');
});

test('a server-rendered page hydrates without a warning, keeping every element the server wrote', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  // Before any of the page's scripts: note every element removed until the page says it is live. Hydration that
  // disagreed with the server's HTML would throw elements away and draw its own.
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { __removedBeforeHydration: removed });
    new MutationObserver((records) => {
      if (document.documentElement.dataset['hydrated']) return;
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node.nodeType === Node.ELEMENT_NODE) removed.push((node as Element).outerHTML.slice(0, 120));
        }
      }
    }).observe(document, { subtree: true, childList: true });
  });
  for (const path of [EVENT, '/']) {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const removed = await page.evaluate(
      () => (window as unknown as { __removedBeforeHydration: string[] }).__removedBeforeHydration,
    );
    expect(removed, path).toEqual([]);
  }
  // And it is live: the tabs answer.
  await page.goto(EVENT);
  await page.getByRole('tab', { name: 'Venue' }).click();
  await expect(page.getByRole('tab', { name: 'Venue' })).toHaveAttribute('aria-selected', 'true');
  expect(messages).toEqual([]);
});

test('with JavaScript off, the event page still reads, and its link leads to the tickets and their prices', async ({
  browser,
  guards,
}) => {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL ?? '',
  });
  await guardContext(context, guards);
  try {
    const page = await context.newPage();
    await page.goto(EVENT);
    await expect(page.getByRole('heading', { level: 1, name: 'Harbour Lights Festival' })).toBeVisible();
    await expect(page.getByText(/– \d{2}:\d{2} (AM|PM) GMT$/)).toBeVisible();
    await expect(page.getByText('Two stages on the water')).toBeVisible();
    // The sticky bar's link goes to the tickets, which show with every other section when nothing can switch tabs.
    await page.getByRole('region', { name: 'Tickets' }).getByRole('link', { name: 'See tickets' }).click();
    await expect(page).toHaveURL(/#tickets-heading$/);
    const tickets = page.getByRole('list', { name: 'Ticket types' }).getByRole('listitem');
    await expect(tickets.filter({ hasText: 'General admission' })).toContainText('£25.00');
    await expect(tickets.filter({ hasText: 'VIP deck' })).toContainText('Sold out');
    await expect(page.getByText('Buying tickets needs JavaScript')).toBeVisible();
    // The home page reads too, and its search is a plain form.
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search events' }).fill('harbour');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'Results for “harbour”' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Harbour Lights Festival' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a page revalidates for free: an unchanged page answers 304 to its ETag', async ({ request }) => {
  const first = await request.get(EVENT);
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  expect(first.headers()['cache-control']).toBe('public, no-cache');
  const again = await request.get(EVENT, { headers: { 'if-none-match': etag ?? '' } });
  expect(again.status()).toBe(304);
});
