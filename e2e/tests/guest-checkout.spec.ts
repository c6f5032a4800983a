import { readFile } from 'node:fs/promises';
import { expect, signIn, signOut, test, uniqueEmail } from '../fixtures.ts';
import { chooseTickets, getTickets, payByCard } from '../support/checkout-steps.ts';
import { mailTo, waitForMail } from '../support/mailbox.ts';
import { publishedEvent } from '../support/organizer-api.ts';

/*
 * Buying without an account, and the confirmation every buyer lands on, at phone size. The mail arrives at the
 * suite's SMTP sink (support/smtp-sink.ts), sent by the server as in production.
 */

const PASSWORD = 'tickets4all';

test('a guest buys with an email address, confirms it from the mail, opens the tickets from the mailed link, then keeps them in an account', async ({
  page,
  baseURL,
  emulator,
}) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Tidal Jazz', [{ name: 'Standing', priceMinor: 1800 }]);
  await chooseTickets(page, event.slug, { Standing: 1 });
  const orderId = await getTickets(page);
  const banner = page.getByRole('region', { name: 'Your hold' });

  // No account: an email address is enough, and the hold's countdown stays in sight at every step.
  await page.getByRole('button', { name: 'Continue as a guest' }).click();
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(banner).toContainText(/Tickets held for (10:00|9:\d\d)/);
  const email = uniqueEmail('guest');
  await details.getByLabel('Email for your confirmation').fill(email);
  await details.getByLabel('Name on ticket 1 (Standing)').fill('Ada Lovelace');
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText(`Confirmation to ${email}.`)).toBeVisible();
  await expect(banner).toContainText('Tickets held for');
  await payByCard(page, '4242 4242 4242 4242');

  // Paid: the confirmation, with the ticket's code right here, and the honest next step for a new address.
  await expect(page.getByRole('heading', { level: 1, name: /^You’re going to Tidal Jazz/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ticket code for Ada Lovelace' })).toBeVisible();
  await expect(page.getByTestId('what-happens-next')).toContainText(
    `Confirm your email to get your tickets by mail: we sent a link to ${email}.`,
  );
  await expect(banner).toBeHidden();

  // The address proves itself through the mailed link; only then do the tickets follow.
  const request = await waitForMail(email, /^Confirm your email address/);
  expect((await mailTo(email)).map((m) => m.subject)).toEqual([request.subject]);
  const confirm = new URL(/https?:\/\/\S+\/confirm-email\?token=\S+/.exec(request.text)?.[0] ?? '');
  await page.goto(`${confirm.pathname}${confirm.search}`);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your address is confirmed. Your tickets are on their way: one order.',
  );
  const tickets = await waitForMail(email, /^Your tickets for Tidal Jazz/);
  const mailed = new RegExp(`https?://\\S+/orders/${orderId}\\?access=\\S+`).exec(tickets.text)?.[0] ?? '';
  expect(mailed, 'the mailed link to the tickets').not.toBe('');
  const link = new URL(mailed);

  // Days later, on a phone that kept nothing: the link alone opens the tickets; the bare order address does not.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: 'We could not find this order' })).toBeVisible();
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('img', { name: 'Ticket code for Ada Lovelace' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');

  // Kept in an account: signing up with that address (verified) brings the tickets into My tickets.
  await page.getByRole('link', { name: 'sign in or create one' }).click();
  await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent('/tickets')}`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/tickets');
  await page.goto(await emulator.latestLinkPath(email, 'VERIFY_EMAIL'));
  await expect(page.getByRole('status')).toContainText('Your email is verified.');
  await page.goto('/tickets');
  const card = page.getByTestId('event-tickets').filter({ hasText: 'Tidal Jazz' });
  await expect(card).toContainText('Ada Lovelace');
  await expect(card.getByTestId('ticket')).toHaveCount(1);

  // Signed out, at the door days later, the link still opens them. A mail forwarded by mistake: the link can be
  // stopped from the page it opens, and then opens nothing.
  await page.goto('/account');
  await signOut(page);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('img', { name: 'Ticket code for Ada Lovelace' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop this link working' }).click();
  await expect(page.getByRole('status')).toContainText('This link no longer opens your tickets.');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'We could not find this order' })).toBeVisible();
});

test('the confirmation says where you are going, with the reference, the tickets, the calendar and what comes next', async ({
  page,
  baseURL,
  emulator,
}) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Harbour Lights', [
    { name: 'Standing', priceMinor: 2500 },
  ]);
  const email = uniqueEmail('confirmed');
  await emulator.signUpVerified(email, PASSWORD);
  await signIn(page, email, PASSWORD);
  await chooseTickets(page, event.slug, { Standing: 2 });
  const orderId = await getTickets(page);
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Name on ticket 1 (Standing)').fill('Ada Lovelace');
  await details.getByLabel('Name on ticket 2 (Standing)').fill('Grace Hopper');
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  await payByCard(page, '4242 4242 4242 4242');

  // Not the bare order page: the confirmation, in checkout's place.
  await expect(page.getByRole('heading', { level: 1, name: /^You’re going to Harbour Lights/ })).toBeVisible();
  await expect(page).toHaveURL(`/checkout/${orderId}`);
  await expect(page.getByText('The Old Harbour')).toBeVisible();
  // The order's code, as the mail gives it: six characters without look-alikes.
  await expect(page.getByTestId('order-reference')).toHaveText(/^[2-9A-HJKMNP-Z]{6}$/);
  const next = page.getByTestId('what-happens-next');
  await expect(next).toContainText(`Your tickets are on their way to ${email}.`);
  await expect(next).toContainText('Open them once and they work offline');
  await expect(page.getByRole('list', { name: 'Tickets' }).getByRole('listitem')).toHaveText([
    /Ada Lovelace.*Standing/,
    /Grace Hopper.*Standing/,
  ]);
  await expect(page.getByRole('link', { name: 'View the ticket for Ada Lovelace' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${event.slug}.ics`);
  expect(await readFile(await file.path(), 'utf8')).toContain('BEGIN:VEVENT');

  // And the mail really is on its way.
  await waitForMail(email, /^Your tickets for Harbour Lights/);
});
