import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test, uniqueEmail } from '../fixtures.ts';
import { buyThroughApi } from '../support/buyer-api.ts';
import { ORGANIZER_PASSWORD, publishedEvent } from '../support/organizer-api.ts';

/*
 * How the main screens look at phone size: the brand's green where Bootstrap would put its blue, labels in the
 * middle of their buttons, rows and tabs that fit the phone, and each sign-in provider's own mark.
 */

/** Bootstrap's primary blue (#0d6efd), its tints and shades: all of one hue, 214°–218°, strongly saturated. */
function isBootstrapBlue(r: number, g: number, b: number): boolean {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max !== b || max - min < 40) return false;
  const hue = 60 * (4 + (r - g) / (max - min));
  const saturation = (max - min) / (255 - Math.abs(max + min - 255));
  return hue >= 212 && hue <= 220 && saturation > 0.85;
}

/**
 * Every element on the page whose computed colour, background, border, outline, shadow, fill or stroke is
 * Bootstrap's blue: "tag.class: property rgb(…)". The sign-in providers' marks keep their brands' colours.
 */
async function bluesOn(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const properties = [
      'color',
      'background-color',
      'border-top-color',
      'border-right-color',
      'border-bottom-color',
      'border-left-color',
      'outline-color',
      'box-shadow',
      'fill',
      'stroke',
      'text-decoration-color',
    ];
    const out: { where: string; property: string; value: string; rgb: number[][] }[] = [];
    for (const element of document.querySelectorAll('body *')) {
      if (element.closest('[data-provider-mark]')) continue;
      const style = getComputedStyle(element);
      for (const property of properties) {
        const value = style.getPropertyValue(property);
        const rgb = [...value.matchAll(/rgba?\((\d+),\s*(\d+),\s*(\d+)/g)].map((m) => [
          Number(m[1]),
          Number(m[2]),
          Number(m[3]),
        ]);
        if (rgb.length > 0)
          out.push({ where: `${element.tagName.toLowerCase()}.${element.className}`, property, value, rgb });
      }
    }
    return out;
  });
  return found
    .filter((f) => f.rgb.some(([r = 0, g = 0, b = 0]) => isBootstrapBlue(r, g, b)))
    .map((f) => `${f.where}: ${f.property} ${f.value}`);
}

/** The page has none of Bootstrap's blue, also with the focus on `focus` (the focus ring is a colour too). */
async function expectNoBlue(page: Page, screen: string, focus?: Locator): Promise<void> {
  expect(await bluesOn(page), `${screen}: Bootstrap's blue`).toEqual([]);
  if (focus) {
    await focus.focus();
    expect(await bluesOn(page), `${screen}, focused: Bootstrap's blue`).toEqual([]);
  }
}

/** How far the middle of a control's words sits from the middle of the control, in px (up is negative). */
async function labelOffset(control: Locator): Promise<number> {
  return control.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const words = [...range.getClientRects()].filter((r) => r.height > 0);
    const top = Math.min(...words.map((r) => r.top));
    const bottom = Math.max(...words.map((r) => r.bottom));
    const box = element.getBoundingClientRect();
    return (top + bottom) / 2 - (box.top + box.bottom) / 2;
  });
}

test('no screen shows Bootstrap’s blue: the steppers, buttons, tabs, links and focus rings are the brand’s green', async ({
  page,
  emulator,
  baseURL,
}) => {
  // Visitors: home, an event's tickets with their steppers, sign-in with its method tabs and its button.
  await page.goto('/');
  await expectNoBlue(page, 'home', page.getByRole('searchbox', { name: 'Search events' }));
  await page.goto('/e/harbour-lights-festival');
  await page.getByRole('tab', { name: 'Tickets' }).click();
  const add = page.getByRole('button', { name: 'Add a General admission ticket' });
  await expect(add).toBeVisible();
  await expectNoBlue(page, 'event tickets', add);
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expectNoBlue(page, 'sign-in', page.getByRole('button', { name: 'Sign in', exact: true }));
  await page.getByRole('button', { name: 'Phone' }).click();
  await expectNoBlue(page, 'sign-in by phone', page.getByRole('button', { name: 'Password', exact: true }));

  // A buyer: the order with "View ticket", the ticket with "Add to calendar".
  const event = await publishedEvent(baseURL ?? '', emulator, 'Green Evening', [
    { name: 'Standing', priceMinor: 1500 },
  ]);
  const buyerEmail = uniqueEmail('green-buyer');
  const buyer = await emulator.signUpVerified(buyerEmail, ORGANIZER_PASSWORD);
  const order = await buyThroughApi(baseURL ?? '', buyer.idToken, {
    eventId: event.eventId,
    ticketTypeId: event.ticketTypes[0]?.id ?? '',
    buyerEmail,
    attendeeNames: ['Ada Lovelace'],
  });
  await signIn(page, buyerEmail, ORGANIZER_PASSWORD);
  await page.goto(`/orders/${order.orderId}`);
  const viewTicket = page.getByRole('link', { name: 'View the ticket for Ada Lovelace' });
  await expect(viewTicket).toBeVisible();
  await expectNoBlue(page, 'order', viewTicket);
  // Its label in the middle, as every button's (the labels test below): the one shared rule.
  expect(Math.abs(await labelOffset(viewTicket))).toBeLessThanOrEqual(1);
  await page.goto(`/tickets/${order.tickets[0]?.id ?? ''}`);
  const calendar = page.getByRole('button', { name: 'Add to calendar' });
  await expect(calendar).toBeVisible();
  await expectNoBlue(page, 'ticket', calendar);
  await page.goto('/tickets');
  await expect(page.getByTestId('ticket')).toHaveCount(1);
  await expectNoBlue(page, 'my tickets');

  // The organizer: ticket types, images, the door's code entry.
  await page.goto('/account');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, event.organizerEmail, ORGANIZER_PASSWORD);
  const manage = `/manage/${event.orgSlug}/events/${event.slug}`;
  await page.goto(`${manage}/ticket-types`);
  const newType = page.getByRole('button', { name: 'New ticket type' });
  await expect(newType).toBeVisible();
  await expectNoBlue(page, 'ticket types', newType);
  await page.goto(`${manage}/images`);
  const upload = page.getByRole('button', { name: 'Upload cover' });
  await expect(upload).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to gallery' })).toBeVisible();
  await expectNoBlue(page, 'images', upload);
  await page.goto(`/scan/${event.slug}`);
  const check = page.getByRole('button', { name: 'Check code' });
  await expect(check).toBeVisible();
  await expectNoBlue(page, 'door', check);
});

test('labels sit in the middle of their buttons: "See tickets", "View ticket" and the date chips', async ({ page }) => {
  await page.goto('/');
  for (const chip of await page.locator('.date-chips label.btn').all()) {
    expect(Math.abs(await labelOffset(chip)), `chip ${await chip.textContent()}`).toBeLessThanOrEqual(1);
  }
  await page.goto('/e/harbour-lights-festival');
  const seeTickets = page.getByRole('region', { name: 'Tickets' }).getByRole('link', { name: 'See tickets' });
  expect(Math.abs(await labelOffset(seeTickets))).toBeLessThanOrEqual(1);
  // "View ticket" (a small outline button, on the order page) is checked in the colours test above.
  const box = await seeTickets.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
});

test('the search box’s placeholder fits the box on a phone', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search events' });
  const fits = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
  expect(fits).toBe(true);
});

test('the home rows start at the left edge, and "Coming up" repeats no card of "This weekend"', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const rows = page.locator('section.card-row');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const name = await row.locator('.card-row__title').textContent();
    const rowBox = await row.boundingBox();
    const firstCard = await row.locator('.react-multi-carousel-item').first().boundingBox();
    // Within a pixel or two of the row's left edge: never the peek's 88 px pushed in front of a lone card.
    expect(Math.abs((firstCard?.x ?? 0) - (rowBox?.x ?? 0)), `${name}: first card's left`).toBeLessThanOrEqual(2);
  }
  const titles = async (name: string) =>
    page
      .getByRole('region', { name })
      .locator('.react-multi-carousel-item')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('h3, h2')?.textContent ?? ''));
  const weekend = await titles('This weekend');
  const comingUp = await titles('Coming up');
  expect(comingUp.length).toBeGreaterThan(0);
  expect(comingUp.filter((title) => weekend.includes(title))).toEqual([]);
});

test('the sign-in buttons carry each provider’s mark, on its own colours, and keep their names', async ({ page }) => {
  await page.goto('/sign-in');
  const providers = [
    { name: 'Continue with Google', mark: 'google', background: 'rgb(255, 255, 255)' },
    { name: 'Continue with Facebook', mark: 'facebook', background: 'rgb(255, 255, 255)' },
    { name: 'Continue with GitHub', mark: 'github', background: 'rgb(36, 41, 47)' },
    { name: 'Continue with X (Twitter)', mark: 'twitter', background: 'rgb(0, 0, 0)' },
  ];
  for (const provider of providers) {
    const button = page.getByRole('button', { name: provider.name, exact: true });
    await expect(button).toBeVisible();
    const mark = button.locator(`svg[data-provider-mark="${provider.mark}"]`);
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(button).toHaveCSS('background-color', provider.background);
  }
  // Google's "G" is in its four colours.
  const fills = await page
    .locator('svg[data-provider-mark="google"] path')
    .evaluateAll((paths) => paths.map((p) => p.getAttribute('fill')?.toUpperCase()));
  expect(fills).toEqual(['#EA4335', '#4285F4', '#FBBC05', '#34A853']);
  // Facebook's disc in its blue, GitHub's and X's marks white on their dark buttons.
  await expect(page.locator('svg[data-provider-mark="facebook"] path')).toHaveAttribute('fill', '#1877F2');
  await expect(page.locator('svg[data-provider-mark="github"] path')).toHaveAttribute('fill', '#fff');
  await expect(page.locator('svg[data-provider-mark="twitter"] path')).toHaveAttribute('fill', '#fff');
});

test('the account page’s six tabs stay on one row that fits the phone, and each can be reached', async ({
  page,
  emulator,
}) => {
  const email = uniqueEmail('tabs');
  await emulator.signUpVerified(email, ORGANIZER_PASSWORD);
  await signIn(page, email, ORGANIZER_PASSWORD);
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveCount(6);
  const tops = await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  expect(new Set(tops).size, 'rows of tabs').toBe(1);
  // Nothing wider than the phone: the row scrolls inside itself, the page does not.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('tab', { name: 'Delete' }).click();
  await expect(page.getByRole('tab', { name: 'Delete' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeInViewport();
});
