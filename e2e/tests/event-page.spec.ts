import { expect, test } from '../fixtures.ts';
import { graphqlCall, organizerToken, publishedEvent } from '../support/organizer-api.ts';

/* An event's public page at phone size: the sticky ticket bar, and how a cancelled event reads. */

test('the sticky "See tickets" bar goes away while the tickets are on screen, and comes back when they are not', async ({
  page,
}) => {
  await page.goto('/e/harbour-lights-festival');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const bar = page.getByRole('region', { name: 'Tickets' });
  await expect(bar).toBeVisible();
  // It slides (people who have not asked for less motion).
  expect(await bar.evaluate((el) => getComputedStyle(el).transitionProperty)).toContain('transform');

  await bar.getByRole('link', { name: 'See tickets' }).click();
  const tickets = page.getByRole('list', { name: 'Ticket types' });
  await expect(tickets).toBeInViewport();
  await expect(bar).toBeHidden();
  // Hidden for keyboards and screen readers too, not only to the eye.
  await expect(page.getByRole('link', { name: 'See tickets' })).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('tab', { name: 'About' }).click();
  await expect(bar).toBeVisible();
});

test('with reduced motion the ticket bar does not slide: it is simply gone while the tickets show', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/e/harbour-lights-festival');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const bar = page.getByRole('region', { name: 'Tickets' });
  expect(await bar.evaluate((el) => getComputedStyle(el).transitionProperty)).not.toContain('transform');
  await bar.getByRole('link', { name: 'See tickets' }).click();
  await expect(bar).toBeHidden();
});

test('a cancelled event’s page says "Cancelled" at once (the kept page forgotten), offers no tickets and lists none on sale', async ({
  page,
  emulator,
  baseURL,
}) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Harbour Regatta', [
    { name: 'Standing', priceMinor: 1800 },
    { name: 'Grandstand', priceMinor: 3500 },
  ]);
  // Seen once while on sale: the server keeps this page (the read cache) until something it shows changes.
  await page.goto(`/e/${event.slug}`);
  await expect(page.getByRole('region', { name: 'Tickets' }).getByRole('link', { name: 'See tickets' })).toBeVisible();

  await graphqlCall(
    baseURL ?? '',
    `mutation($id: ID!) { cancelEvent(id: $id) { id } }`,
    { id: event.eventId },
    await organizerToken(emulator, event),
  );

  await page.reload();
  const note = page.getByRole('alert').filter({ hasText: 'Cancelled' });
  await expect(note).toBeVisible();
  await expect(note).toContainText('This event was cancelled');
  // Above the title: the first thing read.
  const noteBox = await note.boundingBox();
  const titleBox = await page.getByRole('heading', { level: 1, name: event.title }).boundingBox();
  expect(noteBox?.y ?? Infinity).toBeLessThan(titleBox?.y ?? 0);
  // No green button, no sticky bar, nothing that leads to buying.
  await expect(page.getByRole('link', { name: 'See tickets' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Tickets' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Tickets' }).click();
  const types = page.getByRole('list', { name: 'Ticket types' }).getByRole('listitem');
  await expect(types).toHaveCount(2);
  for (const type of await types.all()) {
    await expect(type).toContainText('Not on sale');
    await expect(type.getByText('On sale', { exact: true })).toHaveCount(0);
    await expect(type.getByRole('button')).toHaveCount(0);
  }
});
