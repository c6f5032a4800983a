import { expect, signIn, test, uniqueEmail, type Emulator } from '../fixtures.ts';
import { buyThroughApi } from '../support/buyer-api.ts';
import { graphqlCall } from '../support/organizer-api.ts';

// `npm start` seeds the demo on first run (seed/demo-accounts.ts): manager@admit.test manages Harbour Lights,
// whose festival has a few hundred orders.
const DEMO_PASSWORD = 'admit-demo-1';
const ORDERS = '/manage/harbour-lights/events/harbour-lights-festival/orders';

/** A new buyer's paid order at the demo festival, for two attendees with a surname no demo order has. */
async function orderForQuennells(baseURL: string, emulator: Emulator) {
  const { event } = await graphqlCall<{ event: { id: string; ticketTypes: { id: string; name: string }[] } }>(
    baseURL,
    `query { event(slug: "harbour-lights-festival") { id ticketTypes { id name } } }`,
    {},
  );
  const general = event.ticketTypes.find((t) => t.name === 'General admission');
  const buyerEmail = uniqueEmail('quennell');
  const buyer = await emulator.signUpVerified(buyerEmail, 'tickets4all');
  await buyThroughApi(baseURL, buyer.idToken, {
    eventId: event.id,
    ticketTypeId: general?.id ?? '',
    buyerEmail,
    attendeeNames: ['Éloïse Quennell', 'Hugo Quennell'],
  });
  return buyerEmail;
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('a manager finds an order by part of a surname; a status filter lives in the address and survives a reload', async ({
    page,
    emulator,
    baseURL,
  }) => {
    const buyerEmail = await orderForQuennells(baseURL ?? '', emulator);
    await signIn(page, 'manager@admit.test', DEMO_PASSWORD);
    await page.goto(ORDERS);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table).toBeVisible();
    await expect(page.getByTestId('order-total')).toContainText(/\d+ orders/);

    // Part of the surname, accents and case aside: the new order is found, its code beside it.
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('UENNEL');
    await expect(page).toHaveURL(/[?&]q=UENNEL/);
    const row = table.getByTestId('order-row').filter({ hasText: buyerEmail });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Éloïse Quennell, Hugo Quennell');
    await expect(row).toContainText('Paid');
    await expect(row.getByTestId('order-code-link')).toHaveText(/^[2-9A-HJKMNP-Z]{6}$/);

    // Opened in place, the order's tickets and its refund stay at hand.
    await row.getByRole('button', { name: /^Open order/ }).click();
    await expect(table.getByTestId('managed-order').getByTestId('order-ticket')).toHaveCount(2);

    // Rows are selected for an action on many; a new search lets go of them.
    await row.getByRole('checkbox').check();
    await expect(page.getByTestId('order-selection')).toHaveText(/1 selected/);

    // A status filter: in the address, and the same list after a reload.
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page.getByTestId('order-selection')).toBeHidden();
    await page.getByRole('group', { name: 'Status' }).getByLabel('Refunded', { exact: true }).check();
    await expect(page).toHaveURL(/[?&]status=REFUNDED/);
    const statuses = table.getByTestId('order-status');
    await expect(statuses.first()).toHaveText('Refunded');
    const count = await statuses.count();
    expect(count).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('group', { name: 'Status' }).getByLabel('Refunded', { exact: true })).toBeChecked();
    await expect(table.getByTestId('order-status')).toHaveCount(count);
    for (const status of await table.getByTestId('order-status').allTextContents()) expect(status).toBe('Refunded');

    // Sorting by total is the server's, and in the address too.
    await page.getByRole('group', { name: 'Status' }).getByLabel('Refunded', { exact: true }).uncheck();
    await table.getByRole('button', { name: 'Total' }).click();
    await expect(page).toHaveURL(/[?&]sort=TOTAL_DESC/);
    await expect(table.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'descending');

    // Columns can be hidden.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByLabel('Payment', { exact: true }).uncheck();
    await expect(table.getByRole('columnheader', { name: 'Payment' })).toHaveCount(0);
  });

  test('a manager sends two orders’ tickets again at once, and watches it finish', async ({
    page,
    emulator,
    baseURL,
  }) => {
    const buyerEmail = await orderForQuennells(baseURL ?? '', emulator);
    await orderForQuennells(baseURL ?? '', emulator);
    await signIn(page, 'manager@admit.test', DEMO_PASSWORD);
    await page.goto(`${ORDERS}?q=quennell`);
    const table = page.getByRole('table', { name: 'Orders' });
    const rows = table.getByTestId('order-row');
    await expect(rows.filter({ hasText: buyerEmail })).toHaveCount(1);
    const shown = await rows.count();
    for (const row of (await rows.all()).slice(0, 2)) await row.getByRole('checkbox').check();
    await expect(page.getByTestId('order-selection')).toHaveText(/2 selected/);

    await page.getByTestId('order-selection').getByRole('button', { name: 'Send tickets again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send tickets again?' });
    await expect(dialog.getByTestId('bulk-effect')).toHaveText(/^The tickets of 2 orders are mailed again/);
    // The whole filter instead of the selection: the words follow.
    await dialog.getByLabel(/orders matching this filter/).check();
    await expect(dialog.getByTestId('bulk-effect')).toContainText(`The tickets of ${shown} orders`);
    await dialog.getByLabel(/orders matching this filter/).uncheck();
    await dialog.getByRole('button', { name: 'Send tickets again' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('bulk-progress')).toContainText('Done: 2 of 2 orders.');
    await expect(page.getByTestId('order-selection')).toBeHidden();
  });
});

test('on a phone, the orders are cards and the filters open in a panel', async ({ page }) => {
  await signIn(page, 'manager@admit.test', DEMO_PASSWORD);
  await page.goto(ORDERS);
  const cards = page.getByTestId('order-cards');
  await expect(cards.getByTestId('event-order').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await expect(panel).toBeVisible();
  await panel.getByRole('group', { name: 'Status' }).getByLabel('Paid', { exact: true }).check();
  await panel.getByRole('button', { name: 'Show orders' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/[?&]status=PAID/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(cards.getByTestId('order-status').first()).toHaveText('Paid');
  for (const status of await cards.getByTestId('order-status').allTextContents()) expect(status).toBe('Paid');

  // A card opens into its order.
  const first = cards.getByTestId('event-order').first();
  await first.getByRole('button').first().click();
  await expect(first.getByTestId('managed-order')).toBeVisible();
});
