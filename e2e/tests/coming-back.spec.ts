import { expect, signOut, test, uniqueEmail } from '../fixtures.ts';
import { chooseTickets, getTickets } from '../support/checkout-steps.ts';
import { publishedEvent } from '../support/organizer-api.ts';

// Coming back to where the buyer was: a hold still running, and the page sign-in was asked from. Phone size.

test('back on the event page, the hold still running is offered with its countdown; starting again lets it go', async ({
  page,
  baseURL,
  emulator,
}) => {
  // Two places only: holding both again after "start again" shows they really went back on sale.
  const event = await publishedEvent(baseURL ?? '', emulator, 'Lantern Walk', [
    { name: 'Lantern pass', priceMinor: 800, capacity: 2 },
  ]);
  await chooseTickets(page, event.slug, { 'Lantern pass': 2 });
  const orderId = await getTickets(page);
  await expect(page.getByRole('region', { name: 'Your hold' })).toContainText('Tickets held for');

  await page.goto(`/e/${event.slug}`);
  await page.getByRole('tab', { name: 'Tickets' }).click();
  const notice = page.getByRole('region', { name: 'You have tickets held for this event' });
  await expect(notice.getByRole('timer')).toHaveText(/^(10:00|9:\d\d)$/);
  await notice.getByRole('link', { name: 'Continue checkout' }).click();
  // The same order, the same hold: not a second one.
  await expect(page).toHaveURL(`/checkout/${orderId}`);
  await expect(page.getByRole('table', { name: 'Your tickets' })).toContainText('2 × Lantern pass');

  await page.goto(`/e/${event.slug}`);
  await page.getByRole('tab', { name: 'Tickets' }).click();
  const letGo = page.waitForResponse((r) => r.request().postDataJSON()?.operationName === 'ReleaseHold');
  await notice.getByRole('button', { name: 'Start again' }).click();
  expect(await (await letGo).json()).toMatchObject({ data: { cancelReservation: { status: 'CANCELLED' } } });
  await expect(notice).toBeHidden();

  // Both places are back on sale: a new hold takes them.
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Add a Lantern pass ticket' }).click();
  const again = await getTickets(page);
  expect(again).not.toBe(orderId);
  await expect(page.getByRole('table', { name: 'Your tickets' })).toContainText('2 × Lantern pass');
});

test('signing in from an event page comes back to it; an address of another site is never followed', async ({
  page,
  baseURL,
  emulator,
}) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Quayside Choir', [{ name: 'Seat', priceMinor: 1000 }]);
  const email = uniqueEmail('returning');
  await emulator.signUpVerified(email, 'tickets4all');

  // A "next" that a browser would read as another site ("/\t/" is "//") goes to the account page instead.
  await page.goto(`/sign-in?next=${encodeURIComponent('/\t/evil.example/phish')}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('tickets4all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByTestId('viewer-email')).toHaveText(email);
  await signOut(page);

  await page.goto(`/e/${event.slug}`);
  await page.getByRole('navigation').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(`/e/${event.slug}`)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('tickets4all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/e/${event.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Quayside Choir/ })).toBeVisible();
});

test('the hold’s countdown stays in sight on the sign-in page during checkout', async ({ page, baseURL, emulator }) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Pier Sessions', [{ name: 'Seat', priceMinor: 900 }]);
  const email = uniqueEmail('holder');
  await emulator.signUpVerified(email, 'tickets4all');
  await chooseTickets(page, event.slug, { Seat: 1 });
  const orderId = await getTickets(page);
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(`/checkout/${orderId}`)}`);
  await expect(page.getByRole('region', { name: 'Your hold' })).toContainText(/Tickets held for (10:00|9:\d\d)/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('tickets4all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back to the same order, now the account's: its details next.
  await expect(page).toHaveURL(`/checkout/${orderId}`);
  await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
});

test('an emailed sign-in link, opened on the same phone, comes back to the page sign-in was asked from', async ({
  page,
  baseURL,
  emulator,
}) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Harbour Strings', [{ name: 'Seat', priceMinor: 1000 }]);
  const email = uniqueEmail('link-back');
  await page.goto(`/e/${event.slug}`);
  await page.getByRole('navigation').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Email link' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText(`We sent a sign-in link to ${email}`);

  await page.goto(await emulator.latestLinkPath(email, 'EMAIL_SIGNIN'));
  await expect(page).toHaveURL(`/e/${event.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Harbour Strings/ })).toBeVisible();
});
