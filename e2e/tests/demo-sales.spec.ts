import { expect, signIn, test } from '../fixtures.ts';

// `npm start` seeds the demo on first run, so these accounts (seed/demo-accounts.ts) exist on the test server.
const DEMO_PASSWORD = 'admit-demo-1';

test('attendee@admit.test has real tickets to two demo events the moment they sign in', async ({ page }) => {
  await signIn(page, 'attendee@admit.test', DEMO_PASSWORD);
  await page.goto('/tickets');
  const events = page.getByTestId('event-tickets');
  await expect(events.getByRole('heading', { name: 'Jazz by the Docks' })).toBeVisible();
  await expect(events.getByRole('heading', { name: 'Harbour Lights Festival' })).toBeVisible();
  // Each a ticket in their name, as bought through checkout.
  await expect(page.getByTestId('ticket').filter({ hasText: 'Avery Attendee' }).first()).toBeVisible();
});

test('door staff see what each ticket type sold, never a "?", and it adds up to the door\'s total', async ({
  page,
}) => {
  await signIn(page, 'door@admit.test', DEMO_PASSWORD);
  await page.goto('/manage/harbour-lights/events/jazz-by-the-docks/ticket-types');
  const types = page.getByTestId('ticket-type');
  await expect(types.first()).toBeVisible();
  const texts = await types.allInnerTexts();
  expect(texts.join('\n')).not.toContain('?');
  const sold = texts.map((text) => Number(/(\d+) \/ \d+ sold/.exec(text)?.[1]));
  expect(sold.every((n) => n > 0)).toBe(true);
  const total = sold.reduce((a, b) => a + b, 0);

  // The door's count of tickets it admits is the same number: the demo's sales are real orders.
  await page.goto('/scan/jazz-by-the-docks');
  await expect(page.getByTestId('checkin-counts')).toContainText(new RegExp(`\\d+ / ${total} checked in`));
});
