import { devices, type Page } from '@playwright/test';
import { expect, guardContext, signIn, test, uniqueEmail, type Emulator } from '../fixtures.ts';
import { buyThroughApi } from '../support/buyer-api.ts';
import { addMember, ORGANIZER_PASSWORD, publishedEvent, type OrganizerEvent } from '../support/organizer-api.ts';

/*
 * An event's manage pages as sections with addresses of their own (overview, ticket types, orders, check-in,
 * details, images), the organization's list with each event's sales, and a cancel that says what it refunds and
 * leaves nothing badged "On sale".
 */

const SECTIONS = [
  'Overview',
  'Ticket types',
  'Orders',
  'Attendees',
  'Messages',
  'On-sale',
  'Promo codes',
  'Questions',
  'Waiting list',
  'Check-in',
  'Details',
  'Images',
];

/** A published event with one £25 type (capacity 100), and a buyer's paid order of two tickets. */
async function eventWithAnOrder(baseURL: string, emulator: Emulator, title: string) {
  const event = await publishedEvent(baseURL, emulator, title, [{ name: 'Standing', priceMinor: 2500 }]);
  const buyerEmail = uniqueEmail('buyer');
  const buyer = await emulator.signUpVerified(buyerEmail, 'tickets4all');
  await buyThroughApi(baseURL, buyer.idToken, {
    eventId: event.eventId,
    ticketTypeId: event.ticketTypes[0]?.id ?? '',
    buyerEmail,
    attendeeNames: ['Ada Lovelace', 'Grace Hopper'],
  });
  return event;
}

const sectionsNav = (page: Page) => page.getByRole('navigation', { name: 'Event sections' });
const base = (event: OrganizerEvent) => `/manage/${event.orgSlug}/events/${event.slug}`;

test('each section of an event’s manage page has its own address, survives a reload, and is marked current; on a phone the sections are one scrolling row', async ({
  page,
  baseURL,
  emulator,
}) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Sectioned Night', [
    { name: 'Standing', priceMinor: 2500 },
  ]);
  await signIn(page, event.organizerEmail, ORGANIZER_PASSWORD);
  await page.goto(base(event));

  const nav = sectionsNav(page);
  await expect(nav.getByRole('link')).toHaveText(SECTIONS);
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  // The overview holds the lifecycle and sales; the form and the images are sections of their own now.
  await expect(page.getByRole('button', { name: 'Cancel event' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sales by ticket type' })).toContainText('0 / 100 sold');
  await expect(page.getByRole('form', { name: 'Event details' })).toHaveCount(0);

  // One row on a Pixel 7: every pill on the same line, the row scrolls sideways and the page does not.
  const tops = await nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);

  await nav.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`${base(event)}/details$`));
  await expect(page.getByRole('form', { name: 'Event details' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'page');
  // The current pill is scrolled into the row's view.
  await expect(nav.getByRole('link', { name: 'Details' })).toBeInViewport({ ratio: 1 });

  // A reload, and a link opened fresh, land on the section.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Event details' })).toBeVisible();
  await expect(sectionsNav(page).getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
  await page.goto(`${base(event)}/ticket-types`);
  await expect(page.getByRole('region', { name: 'Ticket types' }).getByTestId('ticket-type')).toContainText('Standing');
  await expect(page).toHaveTitle(new RegExp(`^Ticket types · ${event.title}`));
  await page.goto(`${base(event)}/check-in`);
  await expect(page.getByRole('list', { name: 'Check-in lists' })).toBeVisible();
  await page.goto(`${base(event)}/orders`);
  await expect(page.getByRole('region', { name: 'Orders' })).toContainText('No orders yet.');
  await page.goto(`${base(event)}/attendees`);
  await expect(page.getByRole('region', { name: 'Attendees' })).toContainText('No attendees match.');
  await page.goto(`${base(event)}/images`);
  await expect(
    page.getByRole('region', { name: 'Images' }).getByRole('button', { name: 'Upload cover' }),
  ).toBeVisible();
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the sections are tabs, each a link to its address, the current one marked', async ({
    page,
    baseURL,
    emulator,
  }) => {
    const event = await publishedEvent(baseURL ?? '', emulator, 'Tabbed Night', [
      { name: 'Standing', priceMinor: 2500 },
    ]);
    await signIn(page, event.organizerEmail, ORGANIZER_PASSWORD);
    await page.goto(base(event));
    const nav = sectionsNav(page);
    await expect(nav.locator('ul')).toHaveClass(/nav-tabs/);
    await expect(nav.getByRole('link')).toHaveText(SECTIONS);
    for (const [name, path] of [
      ['Ticket types', '/ticket-types'],
      ['Orders', '/orders'],
      ['Attendees', '/attendees'],
      ['Messages', '/messages'],
      ['On-sale', '/on-sale'],
      ['Promo codes', '/promo-codes'],
      ['Questions', '/questions'],
      ['Waiting list', '/waiting-list'],
      ['Check-in', '/check-in'],
      ['Details', '/details'],
      ['Images', '/images'],
      ['Overview', ''],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${base(event)}${path}$`));
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });
});

test('cancelling says how many orders it refunds, offers to keep the event, and then nothing is badged On sale', async ({
  page,
  baseURL,
  emulator,
}) => {
  const event = await eventWithAnOrder(baseURL ?? '', emulator, 'Called Off');
  await signIn(page, event.organizerEmail, ORGANIZER_PASSWORD);
  await page.goto(base(event));

  await page.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this event?' });
  await expect(dialog.getByRole('button', { name: 'Cancel the event and refund 1 order' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep the event' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('event-status')).toHaveText('Published');

  await page.getByRole('button', { name: 'Cancel event' }).click();
  await dialog.getByRole('button', { name: 'Cancel the event and refund 1 order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('event-status')).toHaveText('Cancelled');
  const overview = page.getByRole('list', { name: 'Sales by ticket type' });
  await expect(overview).toContainText('Cancelled');
  await expect(overview).not.toContainText('On sale');

  // The ticket types say so too, after a reload as well (from the server, not only the cache).
  await page.goto(`${base(event)}/ticket-types`);
  const standing = page.getByTestId('ticket-type').filter({ hasText: 'Standing' });
  await expect(standing.locator('[data-availability]')).toHaveText('Cancelled');
  await expect(page.getByText('On sale')).toHaveCount(0);
});

test('the organization’s list shows each event’s date, status, tickets sold against capacity and revenue; door staff see the counts without money', async ({
  page,
  browser,
  baseURL,
  emulator,
  guards,
}) => {
  const event = await eventWithAnOrder(baseURL ?? '', emulator, 'Counted Gig');
  await signIn(page, event.organizerEmail, ORGANIZER_PASSWORD);
  await page.goto(`/manage/${event.orgSlug}`);
  const listed = page.getByTestId('organization-event').filter({ hasText: event.title });
  await expect(listed).toContainText('Published');
  await expect(listed).toContainText(/\d{4}/);
  await expect(listed.getByTestId('event-sales')).toHaveText(/2 \/ 100 sold\s*£50\.00 revenue/);

  const doorEmail = await addMember(baseURL ?? '', emulator, event, 'DOOR_STAFF');
  const door = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: baseURL ?? '',
    serviceWorkers: 'block',
  });
  await guardContext(door, guards);
  try {
    const doorPage = await door.newPage();
    await signIn(doorPage, doorEmail, ORGANIZER_PASSWORD);
    await doorPage.goto(`/manage/${event.orgSlug}`);
    const seen = doorPage.getByTestId('organization-event').filter({ hasText: event.title });
    await expect(seen.getByTestId('event-sales')).toHaveText('2 / 100 sold');
    await expect(seen).not.toContainText('£');
    // Their event pages offer no orders, and the overview no revenue.
    await seen.getByRole('link', { name: event.title }).click();
    await expect(sectionsNav(doorPage).getByRole('link')).toHaveText(
      SECTIONS.filter(
        (s) => !['Orders', 'Messages', 'On-sale', 'Promo codes', 'Questions', 'Waiting list'].includes(s),
      ),
    );
    await expect(doorPage.getByTestId('sales-totals')).toContainText('Tickets sold');
    await expect(doorPage.getByTestId('sales-totals')).not.toContainText('Revenue');
    await expect(doorPage.getByRole('main')).not.toContainText('?');
  } finally {
    await door.close();
  }
});

test('a new event submitted empty, or with only a title, shows each field’s error beside it and focuses the first', async ({
  page,
  baseURL,
  emulator,
}) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Form Owner', [{ name: 'Standing', priceMinor: 0 }]);
  await signIn(page, event.organizerEmail, ORGANIZER_PASSWORD);
  await page.goto(`/manage/${event.orgSlug}/events/new`);
  const form = page.getByRole('form', { name: 'Event details' });
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(form.getByLabel('Title')).toBeFocused();
  await expect(form.getByLabel('Title')).toHaveAccessibleDescription('Use at least 3 characters.');
  await expect(form.getByLabel('Venue name')).toHaveAccessibleDescription('Name the venue.');
  await expect(form.getByLabel('Starts')).toHaveAccessibleDescription('Enter a date and time.');
  await expect(form.getByLabel('Ends')).toHaveAccessibleDescription('Enter a date and time.');

  await form.getByLabel('Title').fill('Only A Title');
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(form.getByLabel('Venue name')).toBeFocused();
  await expect(form.getByLabel('Title')).not.toHaveAccessibleDescription('Use at least 3 characters.');
  await expect(form.getByLabel('Venue name')).toHaveAccessibleDescription('Name the venue.');
  await expect(form.getByLabel('Starts')).toHaveAccessibleDescription('Enter a date and time.');
  await expect(page).toHaveURL(/\/events\/new$/);
  // The guards fail the test on any uncaught error (the old "not a local date-time:" was thrown three times).
});
