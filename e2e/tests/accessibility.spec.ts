import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures.ts';

const pages = [
  { path: '/', ready: 'Coming up' },
  { path: '/e/harbour-lights-festival', ready: 'Harbour Lights Festival' },
  { path: '/sign-in', ready: 'Sign in' },
];

for (const { path, ready } of pages) {
  test(`axe finds no serious or critical problems on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    expect(serious).toEqual([]);
    // The check really ran: it looked at the page's elements.
    expect(results.passes.length).toBeGreaterThan(10);
  });
}

test('the event page works by keyboard alone: tabs, FAQ and the ticket list', async ({ page }) => {
  await page.goto('/e/harbour-lights-festival');
  const about = page.getByRole('tab', { name: 'About' });
  await about.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Tickets' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Tickets' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Ticket types' })).toBeVisible();
});
