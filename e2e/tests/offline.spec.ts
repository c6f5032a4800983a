import type { Page } from '@playwright/test';
import { expect, signIn, test, uniqueEmail, FIREBASE_STARTS_OFFLINE } from '../fixtures.ts';
import { buyThroughApi } from '../support/buyer-api.ts';
import { ORGANIZER_PASSWORD, publishedEvent } from '../support/organizer-api.ts';

/*
 * With the network gone, the app says so: the shell shows it is offline, a screen with a copy saved on the phone
 * (My tickets) shows that copy and says it is the saved one, and a screen without one (an order) says it needs
 * the network, not that something failed. Nothing is thrown at the page meanwhile (the guards fail the test on any
 * uncaught error or console error).
 */

/** The Auth Emulator's stand-ins for Firebase's accounts:lookup and token refresh. */
const FIREBASES_OWN =
  /^\/(identitytoolkit\.googleapis\.com\/v1\/accounts:lookup|securetoken\.googleapis\.com\/v1\/token)$/;

// The app's service worker is what opens the app, and keeps the tickets, with the network off.
test.use({ serviceWorkers: 'allow' });

/** The service worker controls the page and has kept My tickets' answer. */
async function waitUntilTicketsKept(page: Page): Promise<void> {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await caches.open('admit-tickets')).keys()).map(
            (request) => new URL(request.url).searchParams.get('operationName') ?? '',
          ),
        ),
      { message: 'My tickets kept by the service worker', timeout: 15_000 },
    )
    .toContain('MyTickets');
}

test('offline, the order page says it needs the network, My tickets shows its saved copy, and nothing is thrown', async ({
  page,
  context,
  emulator,
  baseURL,
  guards,
}) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Night Without Signal', [
    { name: 'Standing', priceMinor: 1200 },
  ]);
  const buyerEmail = uniqueEmail('offline-buyer');
  const buyer = await emulator.signUpVerified(buyerEmail, ORGANIZER_PASSWORD);
  const order = await buyThroughApi(baseURL ?? '', buyer.idToken, {
    eventId: event.eventId,
    ticketTypeId: event.ticketTypes[0]?.id ?? '',
    buyerEmail,
    attendeeNames: ['Ada Lovelace'],
  });
  await signIn(page, buyerEmail, ORGANIZER_PASSWORD);
  await page.goto('/tickets');
  await expect(page.getByTestId('ticket')).toHaveCount(1);
  await waitUntilTicketsKept(page);
  await page.goto(`/orders/${order.orderId}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeEmpty();

  // The only requests that may fail offline are the Firebase SDK's own: it looks the saved account up as it starts
  // (accounts:lookup), and refreshes an expired token by itself, before the app has a say; it carries on without
  // them. The browser logs those failures. Everything else the app holds back while offline (lib/apollo.ts), or the
  // service worker answers.
  guards.expected.push(FIREBASE_STARTS_OFFLINE);
  const failedByThePage: string[] = [];
  context.on('requestfailed', (request) => {
    if (!request.serviceWorker()) failedByThePage.push(new URL(request.url()).pathname);
  });
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(banner).toContainText("You're offline.");
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText("You're offline; this page needs the network.");
    await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
    await expect(alert.getByRole('link', { name: 'Your saved tickets' })).toBeVisible();

    await page.goto('/tickets');
    await expect(page.getByRole('article', { name: event.title }).getByTestId('ticket')).toHaveCount(1);
    await expect(page.getByTestId('saved-copy-note')).toHaveText(
      "You're offline: your tickets as saved on this phone when you were last online.",
    );
    await expect(banner).toContainText("You're offline.");
    await page.reload();
    await expect(page.getByRole('article', { name: event.title }).getByTestId('ticket')).toHaveCount(1);
    await expect(page.getByTestId('saved-copy-note')).toBeVisible();

    // Two hours on, the session's ID token has expired and cannot be refreshed offline: the saved copy still opens.
    await page.clock.install({ time: Date.now() + 2 * 3_600_000 });
    await page.reload();
    await expect(page.getByRole('article', { name: event.title }).getByTestId('ticket')).toHaveCount(1);
    await expect(page.getByTestId('saved-copy-note')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  expect(failedByThePage.length).toBeGreaterThan(0);
  expect(failedByThePage.filter((path) => !FIREBASES_OWN.test(path))).toEqual([]);
  // Back online, the notes go.
  await expect(banner).toBeEmpty();
  await expect(page.getByTestId('saved-copy-note')).toHaveCount(0);
});
