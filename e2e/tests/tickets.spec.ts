import { readFile } from 'node:fs/promises';
import { devices, type Page } from '@playwright/test';
import {
  expect,
  guardContext,
  signIn,
  test,
  uniqueEmail,
  type Emulator,
  FIREBASE_STARTS_OFFLINE,
} from '../fixtures.ts';
import { buyThroughApi, type PaidOrder } from '../support/buyer-api.ts';
import { mailTo, waitForMail } from '../support/mailbox.ts';
import { graphqlCall, ORGANIZER_PASSWORD, publishedEvent, type OrganizerEvent } from '../support/organizer-api.ts';

/*
 * My tickets, a ticket's page, offline tickets, the organizer's refunds and the order mail, at phone size. Orders
 * are bought through the API (buyer-api.ts), so these tests stand apart from the checkout screens; mail arrives
 * at the suite's SMTP sink (support/smtp-sink.ts), sent by the server over SMTP as in production.
 */

const PASSWORD = 'tickets4all';

type Bought = { event: OrganizerEvent; buyerEmail: string; order: PaidOrder };

/**
 * A published event with one £25 type, and a new buyer (their address verified) who paid for Ada's and Grace's
 * places; the tickets mailed to `mailTo`, the buyer's own address by default.
 */
async function boughtTwoTickets(baseURL: string, emulator: Emulator, title: string, mailTo?: string): Promise<Bought> {
  const event = await publishedEvent(baseURL, emulator, title, [{ name: 'Standing', priceMinor: 2500 }]);
  const buyerEmail = uniqueEmail('buyer');
  const buyer = await emulator.signUpVerified(buyerEmail, PASSWORD);
  const order = await buyThroughApi(baseURL, buyer.idToken, {
    eventId: event.eventId,
    ticketTypeId: event.ticketTypes[0]?.id ?? '',
    buyerEmail: mailTo ?? buyerEmail,
    attendeeNames: ['Ada Lovelace', 'Grace Hopper'],
  });
  return { event, buyerEmail, order };
}

const ticketIdOf = (bought: Bought, name: string) => bought.order.tickets.find((t) => t.attendeeName === name)?.id;

/** The page is controlled by the service worker, which has kept these ticket queries' answers. */
async function waitUntilKeptOffline(page: Page, operations: string[]): Promise<void> {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('admit-tickets');
          return (await cache.keys()).map((request) => {
            const url = new URL(request.url);
            return `${url.searchParams.get('operationName')} ${url.searchParams.get('variables') ?? ''}`;
          });
        }),
      { message: 'ticket answers kept by the service worker', timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining(operations.map((o) => expect.stringContaining(o))));
}

test('the buyer is mailed their order, finds both tickets under the event, and opens one to its QR code', async ({
  page,
  emulator,
  baseURL,
}) => {
  const bought = await boughtTwoTickets(baseURL ?? '', emulator, 'Harbour Lights');
  const { event, buyerEmail, order } = bought;

  // The confirmation reached the buyer's address over SMTP, with the link to the order and its tickets.
  const mail = await waitForMail(buyerEmail, /^Your tickets for /);
  expect(mail.subject).toBe(`Your tickets for ${event.title}`);
  expect(mail.text).toContain(`/orders/${order.orderId}`);
  expect(mail.text).toContain('2 × Standing');

  await signIn(page, buyerEmail, PASSWORD);
  await page.goto('/tickets');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const card = upcoming.getByRole('article', { name: event.title });
  await expect(card).toContainText('The Old Harbour');
  await expect(card.getByTestId('ticket')).toHaveText([/Ada Lovelace\s*Standing\s*Valid/, /Grace Hopper\s*Standing/]);
  await expect(page.getByRole('region', { name: 'Past' })).toHaveCount(0);

  await card.getByRole('link', { name: /Ada Lovelace/ }).click();
  await expect(page).toHaveURL(`/tickets/${ticketIdOf(bought, 'Ada Lovelace')}`);
  const code = page.getByTestId('ticket-code');
  await expect(code.getByRole('img', { name: 'Ticket code for Ada Lovelace' }).locator('svg')).toBeVisible();
  await expect(code).toContainText('Ada Lovelace');
  await expect(code).toContainText('Standing');
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByText('The Old Harbour')).toBeVisible();
  await expect(page.getByText('1 Quay Street, Bristol')).toBeVisible();
  // Large: the code spans the card, which spans the phone's width (less the page's margins).
  const viewport = page.viewportSize()?.width ?? 0;
  const box = await code.locator('svg').boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(viewport * 0.7);
  expect(box?.width).toBeCloseTo(box?.height ?? 0, 0);
});

test("tickets sent to another address wait until that address confirms itself, through a mail that carries none of the organizer's words", async ({
  page,
  emulator,
  baseURL,
}) => {
  const friend = uniqueEmail('friend');
  const { event, order } = await boughtTwoTickets(baseURL ?? '', emulator, 'Harbour Lights', friend);
  const request = await waitForMail(friend, /^Confirm your email address/);
  expect(request.text).not.toContain(event.title);
  expect((await mailTo(friend)).map((m) => m.subject)).toEqual([request.subject]);

  const link = new URL(/https?:\/\/\S+\/confirm-email\?token=\S+/.exec(request.text)?.[0] ?? '');
  // A mail scanner opening the link confirms nothing: a person presses the button.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your address is confirmed. Your tickets are on their way: one order.',
  );
  const tickets = await waitForMail(friend, /^Your tickets for /);
  expect(tickets.text).toContain(`/orders/${order.orderId}`);

  // A link that was changed is refused, and says so.
  await page.goto(`${link.pathname}?token=changed-${Date.now()}`);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('alert')).toContainText('This link does not work');
});

test.describe('offline', () => {
  // The app's service worker keeps the tickets: this is what it is for (the config blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('after one online visit, My tickets and a ticket reload with the network off', async ({
    page,
    context,
    emulator,
    baseURL,
    guards,
  }) => {
    const bought = await boughtTwoTickets(baseURL ?? '', emulator, 'Offline Night');
    const adaId = ticketIdOf(bought, 'Ada Lovelace') ?? '';
    const graceId = ticketIdOf(bought, 'Grace Hopper') ?? '';
    await signIn(page, bought.buyerEmail, PASSWORD);
    await page.goto('/tickets');
    await expect(page.getByTestId('ticket')).toHaveCount(2);
    await page.getByRole('link', { name: /Ada Lovelace/ }).click();
    await expect(page.getByRole('img', { name: 'Ticket code for Ada Lovelace' })).toBeVisible();
    // My tickets, the ticket opened, and Grace's, asked for ahead by My tickets since it is still to be used.
    await waitUntilKeptOffline(page, ['MyTickets', `TicketPage {"id":"${adaId}"}`, `TicketPage {"id":"${graceId}"}`]);

    // The worker itself is never kept stale by the HTTP cache: a new deployment's worker is found on the next visit.
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');

    // The Firebase SDK's own look-up of the saved account as it starts, which fails offline and which the browser
    // logs; the app sends nothing else that could fail (offline.spec.ts checks which requests fail).
    guards.expected.push(FIREBASE_STARTS_OFFLINE);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('img', { name: 'Ticket code for Ada Lovelace' }).locator('svg')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: bought.event.title })).toBeVisible();

      await page.goto('/tickets');
      await expect(page.getByRole('article', { name: bought.event.title }).getByTestId('ticket')).toHaveCount(2);
      // A ticket never opened online opens too.
      await page.getByRole('link', { name: /Grace Hopper/ }).click();
      await expect(page.getByRole('img', { name: 'Ticket code for Grace Hopper' }).locator('svg')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('img', { name: 'Ticket code for Grace Hopper' }).locator('svg')).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

test('a ticket adds to the calendar as an .ics file with the event’s title and start', async ({
  page,
  emulator,
  baseURL,
}) => {
  const bought = await boughtTwoTickets(baseURL ?? '', emulator, 'Calendar Evening');
  const { event: starts } = await graphqlCall<{ event: { startsAt: string } }>(
    baseURL ?? '',
    `query($slug: String!) { event(slug: $slug) { startsAt } }`,
    { slug: bought.event.slug },
  );
  await signIn(page, bought.buyerEmail, PASSWORD);
  await page.goto(`/tickets/${ticketIdOf(bought, 'Ada Lovelace')}`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${bought.event.slug}.ics`);
  const path = await download.path();
  const ics = (await readFile(path, 'utf8')).replace(/\r\n[ \t]/g, '');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:${bought.event.title}`);
  // 2028-01-02T19:30:00.000Z → 20280102T193000Z
  const start = new Date(starts.startsAt)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  expect(ics).toContain(`DTSTART:${start}`);
});

test('an organizer refunds one ticket after seeing its amount; the buyer sees it refunded and is mailed', async ({
  page,
  browser,
  emulator,
  baseURL,
  guards,
}) => {
  const bought = await boughtTwoTickets(baseURL ?? '', emulator, 'Refund Matinee');
  const { event, buyerEmail } = bought;

  await signIn(page, event.organizerEmail, ORGANIZER_PASSWORD);
  await page.goto(`/manage/${event.orgSlug}/events/${event.slug}/orders`);
  const orders = page.getByRole('region', { name: 'Orders' });
  const order = orders.getByTestId('event-order');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(buyerEmail);
  await expect(order).toContainText('Paid');
  await expect(order).toContainText('£50.00');
  await order.getByRole('button', { name: new RegExp(buyerEmail) }).click();
  await expect(order.getByTestId('order-ticket')).toHaveCount(2);

  await order.getByRole('button', { name: 'Refund Grace Hopper’s ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this ticket?' });
  await expect(dialog.getByTestId('refund-amount')).toHaveText('£25.00');
  await expect(dialog).toContainText(buyerEmail);
  await dialog.getByRole('button', { name: 'Refund £25.00' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`Refunded £25.00 to ${buyerEmail}.`);
  await expect(order.getByTestId('order-status')).toHaveText('Partially refunded');
  await expect(order.getByTestId('order-ticket').filter({ hasText: 'Grace Hopper' })).toContainText('Refunded');
  await expect(order.getByRole('button', { name: 'Refund Ada Lovelace’s ticket' })).toBeVisible();
  await expect(order.getByRole('list', { name: 'Refunds of this order' })).toContainText('£25.00 for 1 ticket');

  // The buyer, on their own phone.
  const buyerContext = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: baseURL ?? '',
    serviceWorkers: 'block',
  });
  await guardContext(buyerContext, guards);
  try {
    const buyerPage = await buyerContext.newPage();
    await signIn(buyerPage, buyerEmail, PASSWORD);
    await buyerPage.goto(`/tickets/${ticketIdOf(bought, 'Grace Hopper')}`);
    await expect(buyerPage.getByText('This ticket was refunded and no longer admits anyone.')).toBeVisible();
    await expect(buyerPage.getByTestId('ticket-code')).toHaveCount(0);
    await expect(buyerPage.getByRole('img', { name: /Ticket code/ })).toHaveCount(0);
    await buyerPage.goto('/tickets');
    const tickets = buyerPage.getByRole('article', { name: event.title }).getByTestId('ticket');
    await expect(tickets.filter({ hasText: 'Grace Hopper' })).toContainText('Refunded');
    await expect(tickets.filter({ hasText: 'Ada Lovelace' })).toContainText('Valid');
  } finally {
    await buyerContext.close();
  }

  const refundMail = await waitForMail(buyerEmail, /^Refund for /);
  expect(refundMail.subject).toBe(`Refund for ${event.title}`);
  expect(refundMail.text).toContain('£25.00');
  expect(refundMail.text).toContain('1 ticket');
});
