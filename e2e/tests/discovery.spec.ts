import { expect, test } from '../fixtures.ts';
import { recordLoadedScripts } from '../support/loaded-scripts.ts';

// The demo catalogue is seeded when the test server first starts; "Harbour
// Lights Festival" has a ticket type in every state and a hidden crew type.

test('a visitor finds an event by search, opens it and sees every ticket state', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured events' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search events' }).fill('lights festival');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\?q=lights\+festival/);
  await expect(page.getByRole('heading', { name: 'Results for “lights festival”' })).toBeVisible();
  const results = page.getByRole('article');
  await expect(results).toHaveCount(1);
  await expect(results).toContainText('From £25.00');
  await results.getByRole('link', { name: 'Harbour Lights Festival' }).click();

  await expect(page).toHaveURL(/\/e\/harbour-lights-festival$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Lights Festival' })).toBeVisible();
  await expect(page).toHaveTitle('Harbour Lights Festival · Admit');
  // Shown in the venue's zone, with the zone named.
  await expect(page.getByText(/– \d{2}:\d{2} (AM|PM) GMT$/)).toBeVisible();

  // The sticky bar leads to the Tickets tab, never to a dead end.
  const bar = page.getByRole('region', { name: 'Tickets' });
  await expect(bar).toContainText('Tickets available from £25.00');
  await bar.getByRole('link', { name: 'See tickets' }).click();
  await expect(page.getByRole('tab', { name: 'Tickets' })).toHaveAttribute('aria-selected', 'true');
  const tickets = page.getByRole('list', { name: 'Ticket types' }).getByRole('listitem');
  await expect(tickets).toHaveCount(4);
  await expect(tickets.filter({ hasText: 'Early bird' })).toContainText('Sales ended');
  await expect(tickets.filter({ hasText: 'General admission' })).toContainText('On sale');
  await expect(tickets.filter({ hasText: 'VIP deck' })).toContainText('Sold out');
  await expect(tickets.filter({ hasText: 'Final release' })).toContainText('Not yet on sale');
  await expect(tickets.filter({ hasText: 'VIP deck' })).toContainText('£65.00');

  // A wrong code says so beside the field; the right one reveals the crew tickets.
  await page.getByLabel('Have a promo or access code?').fill('WRONG');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('That code is not valid for this event.')).toBeVisible();
  await page.getByLabel('Have a promo or access code?').fill('crew-demo');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(tickets.filter({ hasText: 'Crew & volunteers' })).toContainText('Free');

  // FAQ answers open and close.
  await page.getByRole('tab', { name: 'About' }).click();
  const question = page.getByRole('button', { name: 'Do I need to print my ticket?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('No. Show the QR code on your phone at the door.')).toBeVisible();
});

test('the date chips narrow the list, and events with no tickets on sale say when sales open', async ({
  page,
  guards,
}) => {
  await page.goto('/');
  // The chips are radio buttons drawn as buttons: a tap lands on the visible label.
  const chip = (name: string) => page.locator('label.btn', { hasText: new RegExp(`^${name}$`) });
  await chip('Today').click();
  await expect(page.getByRole('radio', { name: 'Today' })).toBeChecked();
  await expect(page).toHaveURL(/when=TODAY/);
  await expect(page.getByRole('article').filter({ hasText: 'Jazz by the Docks' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Neon Garden Rave' })).toHaveCount(0);

  await chip('Later').click();
  await expect(page.getByRole('article').filter({ hasText: 'Neon Garden Rave' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Jazz by the Docks' })).toHaveCount(0);

  // Cancelled and draft events are not listed; a cancelled one's page says so.
  await page.goto('/?q=rooftop');
  await expect(page.getByRole('heading', { name: 'No events match' })).toBeVisible();
  await page.goto('/e/rooftop-cinema');
  await expect(page.getByRole('alert').first()).toContainText('Cancelled');
  await expect(page.getByRole('alert').first()).toContainText('This event was cancelled');
  // Nothing leads to tickets that are not on sale (event-page.spec.ts shows the rest).
  await expect(page.getByRole('region', { name: 'Tickets' })).toHaveCount(0);
  // A draft's address answers 404, which the browser logs as it loads the page.
  guards.expected.push(/status of 404 .*@ .*\/e\/spring-launch-party$/);
  await page.goto('/e/spring-launch-party');
  await expect(page.getByRole('heading', { name: 'We could not find that event' })).toBeVisible();
});

test('an event page arrives written: no request for its data, and public pages carry neither Firebase nor organizer code', async ({
  page,
}) => {
  const scripts = recordLoadedScripts(page);
  const graphql: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request.url());
  });
  await page.goto('/e/tokyo-night-market');
  // Yen have no minor unit.
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await expect(page.getByRole('list', { name: 'Ticket types' })).toContainText('¥2,500');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Coming up' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Both pages came with their data: the browser asked the API for nothing.
  expect(graphql).toEqual([]);
  const bodies = await scripts.bodies();
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((b) => b.includes('identitytoolkit.googleapis.com'))).toEqual([]);
  // The organizer screens' own operation; present only in their chunks.
  expect(bodies.filter((b) => b.includes('CreateOrganization'))).toEqual([]);

  // The same check can fail: the manage route does fetch that code.
  const manageScripts = recordLoadedScripts(page);
  await page.goto('/manage');
  await page.waitForLoadState('networkidle');
  expect((await manageScripts.bodies()).some((b) => b.includes('CreateOrganization'))).toBe(true);
});

test('the app is installable: its manifest names it and its icons exist', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href ?? '')).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Admit', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  // The bottom tab bar on a phone: Manage only for organizers.
  const tabs = page.getByRole('navigation', { name: 'Main' });
  await expect(tabs.getByRole('link')).toHaveText(['Discover', 'Tickets', 'Account']);
  await expect(tabs.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
});

test('the featured slider moves by itself, unless the phone asks for reduced motion', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Featured events' });
  await expect(slider.getByRole('button', { name: 'Pause Featured events' })).toBeVisible();
  const current = slider.locator('[aria-current="true"]');
  const first = await current.getAttribute('aria-label');
  await page.clock.runFor(3100);
  await expect(current).not.toHaveAttribute('aria-label', first ?? '');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(slider).toBeVisible();
  // Nothing moves, so there is nothing to pause.
  await expect(slider.getByRole('button', { name: /^(Pause|Play) Featured events$/ })).toHaveCount(0);
  const still = await current.getAttribute('aria-label');
  await page.clock.runFor(10_000);
  await expect(current).toHaveAttribute('aria-label', still ?? '');
});

test('after ten wrong access codes the field says when to try again, and the tickets stay on the page', async ({
  page,
  guards,
}) => {
  await page.goto('/e/golden-gate-comedy-hour');
  await page.getByRole('tab', { name: 'Tickets' }).click();
  const tickets = page.getByRole('list', { name: 'Ticket types' }).getByRole('listitem');
  await expect(tickets).toHaveCount(1);
  const field = page.getByLabel('Have a promo or access code?');
  for (let i = 0; i < 10; i++) {
    // A different code each time: the same one would be answered from the page's cache without asking.
    await field.fill(`WRONG-${i}`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('That code is not valid for this event.')).toBeVisible();
  }
  // The eleventh is refused with 429, which the browser logs for the request.
  guards.expected.push(/status of 429 .*@ .*operationName=EventPage/);
  await field.fill('WRONG-10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Too many wrong codes for this event. Try again in 10 minutes.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-describedby', 'unlock-code-error');
  await expect(tickets).toHaveCount(1);
});
