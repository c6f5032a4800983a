import { expect, signIn, test, uniqueEmail } from '../fixtures.ts';
import { getTickets, payByCard } from '../support/checkout-steps.ts';
import { graphqlCall, ORGANIZER_PASSWORD, organizerToken, publishedEvent } from '../support/organizer-api.ts';

// The waiting room at phone size: places in line, pushed live (SSE), let through in order, then checkout with the
// room's pass. The room opens at once (this minute), admitting one place every 10 seconds.

test('a buyer waits, sees their place fall, is let through and buys; one who joined later comes after', async ({
  page,
  browser,
  baseURL,
  emulator,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const event = await publishedEvent(origin, emulator, 'Stadium Night', [{ name: 'Standing', priceMinor: 4500 }]);
  const token = await organizerToken(emulator, event);
  await graphqlCall(
    origin,
    `mutation($e: ID!, $i: WaitingRoomInput!) { configureWaitingRoom(eventId: $e, input: $i) { enabled } }`,
    {
      e: event.eventId,
      i: {
        enabled: true,
        opensAt: new Date().toISOString().slice(0, 16),
        preQueueMinutes: 15,
        admitPerMinute: 6,
        holdMinutes: 5,
      },
    },
    token,
  );
  const phone = { viewport: page.viewportSize() ?? { width: 412, height: 915 } };
  const first = await browser.newContext(phone);
  const later = await browser.newContext(phone);
  try {
    // Someone is already in line: they join first, from a browser of their own.
    const ahead = await first.newPage();
    await ahead.goto(`/e/${event.slug}/queue`);
    await expect(ahead.getByTestId('queue-position')).toHaveText('1');

    // The buyer's "Get tickets" sends them to the room, which gives them the next place.
    await page.goto(`/e/${event.slug}`);
    await page.getByRole('tab', { name: 'Tickets' }).click();
    await page.getByRole('button', { name: 'Add a Standing ticket' }).click();
    await page.getByRole('button', { name: 'Get tickets' }).click();
    await expect(page).toHaveURL(`/e/${event.slug}/queue`);
    await expect(page.getByText('Do not refresh: you keep your place.')).toBeVisible();
    const position = page.getByTestId('queue-position');
    await expect(position).toHaveText(/^[12]$/);

    // A second browser joins after the buyer: it is behind them.
    const behind = await later.newPage();
    await behind.goto(`/e/${event.slug}/queue`);
    await expect(behind.getByTestId('queue-position')).toHaveText(/^[23]$/);

    // The buyer's place falls as the line moves, without a reload, until it is their turn.
    await expect(position).toHaveText('1', { timeout: 25_000 });
    await expect(page.getByRole('heading', { name: 'It’s your turn' })).toBeVisible({ timeout: 25_000 });
    await expect(behind.getByTestId('queue-position')).toHaveText('1');
    await page.getByRole('link', { name: 'Choose tickets' }).click();
    await page.getByRole('tab', { name: 'Tickets' }).click();
    await page.getByRole('button', { name: 'Add a Standing ticket' }).click();
    const orderId = await getTickets(page);
    expect(orderId).not.toBe('');
    // The room's holds are short: five minutes, not checkout's usual ten.
    const banner = page.getByRole('region', { name: 'Your hold' });
    await expect(banner).toContainText(/Tickets held for (5:00|4:\d\d)/);
    await page.getByRole('button', { name: 'Continue as a guest' }).click();
    const details = page.getByRole('form', { name: 'Your details' });
    await details.getByLabel('Email for your confirmation').fill(uniqueEmail('queue-buyer'));
    await details.getByLabel('Name on ticket 1 (Standing)').fill('Ada Lovelace');
    await details.getByRole('button', { name: 'Continue to payment' }).click();
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: /^You’re going to Stadium Night/ })).toBeVisible();

    // The one who joined later is let through after the buyer.
    await expect(behind.getByRole('heading', { name: 'It’s your turn' })).toBeVisible({ timeout: 25_000 });
  } finally {
    await first.close();
    await later.close();
  }
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('an organizer sets the waiting room, a bad rate refused beside its field', async ({
    page,
    baseURL,
    emulator,
  }) => {
    const event = await publishedEvent(baseURL ?? '', emulator, 'Arena Tour', [{ name: 'Seated', priceMinor: 6000 }]);
    await signIn(page, event.organizerEmail, ORGANIZER_PASSWORD);
    await page.goto(`/manage/${event.orgSlug}/events/${event.slug}/on-sale`);
    const form = page.getByRole('form', { name: 'Waiting room' });
    await expect(page.getByText('No waiting room is set.')).toBeVisible();

    const rate = form.getByLabel('People let through per minute');
    await rate.fill('0');
    await form.getByRole('button', { name: 'Save waiting room' }).click();
    await expect(rate).toHaveAccessibleDescription(/Admit at least one person a minute\./);

    await rate.fill('250');
    await form.getByRole('button', { name: 'Save waiting room' }).click();
    await expect(form.getByText('The waiting room is saved.')).toBeVisible();
    await expect(page.getByTestId('room-joined')).toHaveText('0');

    // Visitors now meet the room: its page is there to join.
    await page.goto(`/e/${event.slug}/queue`);
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  });
});
