import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures.ts';

// `npm start` seeds the demo on first run (seed/demo-accounts.ts): door staff of Harbour Events, and Jazz by the
// Docks on today, its door open, some of its guests checked in already.
const DEMO_PASSWORD = 'admit-demo-1';
const ATTENDEES = '/manage/harbour-lights/events/jazz-by-the-docks/attendees';

/** The scanner screen's count for the event's entrance: "18 / 62 checked in" (read once, on a fresh device). */
async function scannerCounts(page: Page): Promise<{ checkedIn: number; expected: number }> {
  await page.goto('/scan/jazz-by-the-docks');
  const counts = page.getByTestId('checkin-counts');
  await expect(counts).toContainText(/\d+ \/ \d+ checked in/);
  const [, checkedIn, expected] = /(\d+) \/ (\d+) checked in/.exec(await counts.innerText()) ?? [];
  return { checkedIn: Number(checkedIn), expected: Number(expected) };
}

/** The scanner screen comes to show these counts (its saved copy first, then the server's, which it settles on). */
async function expectScannerCounts(page: Page, counts: { checkedIn: number; expected: number }): Promise<void> {
  await page.goto('/scan/jazz-by-the-docks');
  await expect(page.getByTestId('checkin-counts')).toContainText(`${counts.checkedIn} / ${counts.expected} checked in`);
}

test('door staff check someone in by hand from the attendee list, and the scanner’s counts agree', async ({ page }) => {
  await signIn(page, 'door@admit.test', DEMO_PASSWORD);
  const before = await scannerCounts(page);

  // The list of those not checked in yet, as a link would give it (the filter lives in the address).
  await page.goto(`${ATTENDEES}?in=no`);
  await expect(page.getByLabel('Checked in', { exact: true })).toHaveValue('no');
  const list = page.getByRole('list', { name: 'Attendees' });
  const first = list.getByTestId('attendee').first();
  await expect(first).toBeVisible();
  await expect(first.getByTestId('ticket-state')).toHaveText('Valid');
  // Door staff see who is coming, not who paid: no buyer, no email address.
  await expect(list).not.toContainText('Bought by');
  await expect(list).not.toContainText('@');
  const name = (await first.locator('.fw-semibold').innerText()).trim();

  // Found by part of the name, the search kept in the address too.
  await page.getByRole('searchbox', { name: 'Search attendees' }).fill(name.split(' ').at(-1) ?? name);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = list.getByTestId('attendee').filter({ hasText: name }).first();
  await row.getByRole('button', { name: `Check in ${name}` }).click();
  await expect(page.getByRole('status')).toContainText(`${name} is checked in on Entrance.`);
  await expect(row.getByTestId('ticket-state')).toHaveText('Checked in');
  await expect(row).toContainText('Entrance');
  await expect(row).toContainText('Back office');
  await expect(page.getByText(`${before.checkedIn + 1} of ${before.expected} checked in on Entrance`)).toBeVisible();

  // The scanner's screen counts the same entry.
  await expectScannerCounts(page, { checkedIn: before.checkedIn + 1, expected: before.expected });

  // Undone (after a confirmation), and the door's count is back where it was.
  await page.goto(`${ATTENDEES}?q=${encodeURIComponent(name)}`);
  const again = page.getByRole('list', { name: 'Attendees' }).getByTestId('attendee').filter({ hasText: name }).first();
  await again.getByRole('button', { name: `Undo ${name}’s check-in` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Undo check-in' }).click();
  await expect(page.getByRole('status')).toContainText(`${name} is no longer checked in on Entrance.`);
  await expect(again.getByTestId('ticket-state')).toHaveText('Valid');
  await expectScannerCounts(page, before);
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('a manager finds an attendee by part of a surname in the table, with the buyer beside them', async ({
    page,
  }) => {
    await signIn(page, 'manager@admit.test', DEMO_PASSWORD);
    await page.goto(ATTENDEES);
    const table = page.getByRole('table', { name: 'Attendees' });
    const first = table.getByTestId('attendee').first();
    await expect(first).toBeVisible();
    // Owners and managers see who bought each ticket.
    await expect(first).toContainText('Bought by');
    await expect(first).toContainText('@');
    const name = (await first.locator('.fw-semibold').innerText()).trim();
    const surname = name.split(' ').at(-1) ?? name;

    const part = surname.slice(0, 4).toLowerCase();
    await page.getByRole('searchbox', { name: 'Search attendees' }).fill(part);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(part)}`));
    await expect(table.getByTestId('attendee').filter({ hasText: name }).first()).toBeVisible();
    // The address keeps the search: a reload (or a colleague's copy of the link) shows the same list.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search attendees' })).toHaveValue(part);
    await expect(table.getByTestId('attendee').filter({ hasText: name }).first()).toBeVisible();
  });
});
