import { expect, signOut, test, uniqueEmail } from '../fixtures.ts';
import { chooseTickets, getTickets, payByCard, secondsHeld, signedInBuyer } from '../support/checkout-steps.ts';
import { publishedEvent } from '../support/organizer-api.ts';

// Checkout with the simulated processor (the default: no Stripe keys), at phone size.

test('a visitor picks two tickets signed out, signs up during checkout with the hold kept, and pays', async ({
  page,
  baseURL,
  emulator,
}) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Harbour Nights', [
    { name: 'General admission', priceMinor: 1500 },
  ]);
  // The payment forms' code, which only the payment step may load.
  const paymentChunks: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/(SimulatedCardForm|StripePaymentForm)-[^/]+\.js$/.exec(request.url());
    if (match?.[1]) paymentChunks.push(match[1]);
  });
  // How the page learns PAID: operations named OrderPaymentStatus, and what each accepted back.
  const paidWatch: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql') && (request.postData() ?? request.url()).includes('OrderPaymentStatus')) {
      paidWatch.push(`${request.method()} ${request.headers()['accept'] ?? ''}`);
    }
  });
  await chooseTickets(page, event.slug, { 'General admission': 2 });
  await expect(page.getByTestId('selection-total')).toHaveText('Total £30.00');
  const orderId = await getTickets(page);

  // The hold is on, and shown throughout.
  const banner = page.getByRole('region', { name: 'Your hold' });
  await expect(banner).toContainText(/Tickets held for (10:00|9:\d\d)/);
  await expect(page.getByRole('table', { name: 'Your tickets' })).toContainText('2 × General admission');
  await expect(page.getByTestId('order-total')).toHaveText('£30.00');
  await expect(
    page.getByRole('heading', { name: 'How would you like to check out? Your tickets stay held' }),
  ).toBeVisible();
  const heldBefore = await secondsHeld(page);

  // Signing up takes the visitor away and back, to the same order; the hold's countdown goes along.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(`/sign-up?next=${encodeURIComponent(`/checkout/${orderId}`)}`);
  await expect(banner).toContainText(/Tickets held for (10:00|9:\d\d)/);
  expect(await secondsHeld(page)).toBeLessThanOrEqual(heldBefore);
  const email = uniqueEmail('visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('tickets4all');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`/checkout/${orderId}`);

  // Claimed on arrival: the details step, prefilled with the new account's email, and the same hold ticking on.
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel('Email for your confirmation')).toHaveValue(email);
  await expect(page.getByRole('table', { name: 'Your tickets' })).toContainText('2 × General admission');
  const heldAfter = await secondsHeld(page);
  expect(heldAfter).toBeLessThanOrEqual(heldBefore);
  expect(heldAfter).toBeGreaterThan(heldBefore - 60);

  // Each ticket needs its holder's name; the shared rules say so beside the field.
  await details.getByLabel('Name on ticket 1 (General admission)').fill('Ada Lovelace');
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(details.getByLabel('Name on ticket 2 (General admission)')).toHaveAccessibleDescription(
    'Enter the name of the person using this ticket.',
  );
  await details.getByLabel('Name on ticket 2 (General admission)').fill('Grace Hopper');
  expect(paymentChunks, 'the event page and the steps before payment').toEqual([]);
  await details.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('list', { name: 'Test cards' })).toContainText('4242 4242 4242 4242 pays');
  expect(paymentChunks, 'the simulated processor’s form only').toEqual(['SimulatedCardForm']);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment received — issuing your tickets…')).toBeVisible();

  // The confirmation, then the order's details one link away.
  await expect(page.getByRole('heading', { level: 1, name: /^You’re going to Harbour Nights/ })).toBeVisible();
  await expect(page).toHaveURL(`/checkout/${orderId}`);
  // PAID was pushed: one stream over Server-Sent Events, no poll.
  expect(paidWatch).toEqual(['POST text/event-stream']);
  await page.getByRole('link', { name: 'Order details' }).click();
  await expect(page).toHaveURL(`/orders/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('order-total')).toHaveText('£30.00');
  await expect(page.getByText('Card, simulated test payment (no money moved)')).toBeVisible();
  const tickets = page.getByRole('list', { name: 'Tickets' }).getByRole('listitem');
  await expect(tickets).toHaveCount(2);
  await expect(tickets.nth(0)).toContainText('Ada Lovelace');
  await expect(tickets.nth(1)).toContainText('Grace Hopper');
  await expect(tickets.nth(0)).toContainText('General admission');
  const firstTicket = page.getByRole('link', { name: 'View the ticket for Ada Lovelace' });
  await expect(firstTicket).toHaveAttribute('href', /^\/tickets\/[0-9a-f-]{36}$/);

  // On a shared phone, the next person finds nothing of this order: signing out forgets the claim token, and the
  // token no longer opens an order its buyer has claimed.
  const holds = () => page.evaluate(() => localStorage.getItem('admit.holds'));
  expect(await holds()).toContain(orderId);
  await page.goto('/account');
  await signOut(page);
  expect(await holds()).toBeNull();
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: 'We could not find this order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to see your orders' })).toBeVisible();
});

test('a declined card says why and keeps the hold; then a 3-D Secure challenge, failed once, pays', async ({
  page,
  baseURL,
  emulator,
}) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Quay Sessions', [
    { name: 'Standing', priceMinor: 2250 },
  ]);
  const email = await signedInBuyer(page, emulator);
  await chooseTickets(page, event.slug, { Standing: 1 });
  const orderId = await getTickets(page);

  // Signed in already: straight to the details, the email filled in.
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel('Email for your confirmation')).toHaveValue(email);
  await details.getByLabel('Name on ticket 1 (Standing)').fill('Katherine Johnson');
  await details.getByRole('button', { name: 'Continue to payment' }).click();

  // The test-mode box lists the cards for each outcome, from the list the simulated processor follows.
  await expect(page.getByRole('list', { name: 'Test cards' }).getByRole('listitem')).toHaveText([
    '4242 4242 4242 4242 pays',
    '4000 0000 0000 0002 is declined',
    '4000 0000 0000 9995 is declined for insufficient funds',
    '4000 0027 6000 3184 asks for 3-D Secure',
  ]);
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await payByCard(page, '4000 0000 0000 9995');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds.' })).toBeVisible();
  // The hold stays, and so does the form, for another card.
  await expect(page.getByRole('region', { name: 'Your hold' })).toContainText('Tickets held for');
  await expect(page).toHaveURL(`/checkout/${orderId}`);

  await payByCard(page, '4000 0027 6000 3184');
  const challenge = page.getByRole('dialog', { name: 'Confirm this payment — your bank asks you to authenticate' });
  await expect(challenge).toBeVisible();
  await expect(challenge).toContainText('£22.50');
  await challenge.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(challenge).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'We are unable to authenticate' })).toBeVisible();

  await payByCard(page, '4000 0027 6000 3184');
  await expect(challenge).toBeVisible();
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText('Payment received — issuing your tickets…')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^You’re going to Quay Sessions/ })).toBeVisible();
  await expect(page).toHaveURL(`/checkout/${orderId}`);
  await expect(page.getByRole('list', { name: 'Tickets' }).getByRole('listitem')).toHaveText([
    /Katherine Johnson.*Standing/,
  ]);
});

test('a hold that runs out: warned at one minute, then the tickets go back on sale and the buyer starts again', async ({
  page,
  baseURL,
  emulator,
}) => {
  // Two places only: getting both again after the hold ended shows they really went back on sale.
  const event = await publishedEvent(baseURL ?? '', emulator, 'Lantern Walk', [
    { name: 'Lantern pass', priceMinor: 800, capacity: 2 },
  ]);
  // The server's hold is the e2e server's ten minutes; the page's clock is Playwright's, so the countdown can
  // be run forward without waiting. The page lets the hold go when its countdown ends.
  await page.clock.install();
  await chooseTickets(page, event.slug, { 'Lantern pass': 2 });
  await getTickets(page);
  const banner = page.getByRole('region', { name: 'Your hold' });
  await expect(banner).toContainText(/Tickets held for (10:00|9:\d\d)/);
  await expect(banner.getByRole('alert')).toHaveCount(0);

  // The page's clock stops, so that only the test moves the countdown (a busy machine's real seconds would move it
  // too), and is run to 55 seconds left from whatever it shows.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
  const shown = /Tickets held for (\d+):(\d\d)/.exec((await banner.textContent()) ?? '');
  await page.clock.runFor((Number(shown?.[1]) * 60 + Number(shown?.[2]) - 55) * 1000);
  await expect(banner).toContainText(/Tickets held for 0:5\d/);
  await expect(banner.getByRole('alert')).toHaveText(
    'Less than a minute left: finish now, or the tickets go back on sale.',
  );

  // At zero the page lets the hold go; the buyer starts again once the server has put the tickets back.
  const letGo = page.waitForResponse((r) => r.request().postDataJSON()?.operationName === 'CancelReservation');
  await page.clock.runFor(60_000);
  await expect(page.getByRole('heading', { name: 'Your hold ended; the tickets went back on sale' })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await (await letGo).json()).toMatchObject({ data: { cancelReservation: { status: 'CANCELLED' } } });
  await page.clock.resume();

  await page.getByRole('link', { name: 'Start again' }).click();
  await expect(page).toHaveURL(`/e/${event.slug}`);
  await page.getByRole('tab', { name: 'Tickets' }).click();
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Add a Lantern pass ticket' }).click();
  await getTickets(page);
  await expect(page.getByRole('table', { name: 'Your tickets' })).toContainText('2 × Lantern pass');
});

test('a hidden ticket type is bought with its access code; a free order skips payment', async ({
  page,
  baseURL,
  emulator,
}) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Dockside Festival', [
    { name: 'Day ticket', priceMinor: 3500 },
    { name: 'Crew', priceMinor: 0, hidden: true, unlockCode: 'CREW-2042' },
  ]);
  await signedInBuyer(page, emulator);
  await page.goto(`/e/${event.slug}`);
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await expect(page.getByRole('button', { name: 'Add a Crew ticket' })).toHaveCount(0);
  await page.getByLabel('Have a promo or access code?').fill('crew-2042');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Add a Crew ticket' }).click();
  await expect(page.getByTestId('selection-total')).toHaveText('Free');
  const orderId = await getTickets(page);
  await expect(page.getByRole('table', { name: 'Your tickets' })).toContainText('1 × Crew');

  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Name on ticket 1 (Crew)').fill('Mary Jackson');
  await details.getByRole('button', { name: 'Continue to payment' }).click();

  // Nothing to pay: no card form, straight to the confirmation; the order says it was free.
  await expect(page.getByRole('heading', { level: 1, name: /^You’re going to Dockside Festival/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tickets' }).getByRole('listitem')).toHaveText([/Mary Jackson.*Crew/]);
  await page.getByRole('link', { name: 'Order details' }).click();
  await expect(page).toHaveURL(`/orders/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByText('Free: nothing to pay')).toBeVisible();
});

test('a sold-out refusal names what remains, in the Tickets tab; choosing nothing is refused before sending', async ({
  page,
  baseURL,
  emulator,
}) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Pier Cinema', [
    { name: 'Deckchair', priceMinor: 1200, capacity: 1, maxPerOrder: 4 },
  ]);
  await chooseTickets(page, event.slug, { Deckchair: 2 });
  await page.getByRole('button', { name: 'Get tickets' }).click();
  await expect(page.getByRole('alert')).toHaveText('Not enough tickets: only 1 Deckchair left.');
  await expect(page).toHaveURL(`/e/${event.slug}`);

  // Nothing chosen: the shared rules answer before anything is sent.
  await page.getByRole('button', { name: 'Remove a Deckchair ticket' }).click();
  await page.getByRole('button', { name: 'Remove a Deckchair ticket' }).click();
  await page.getByRole('button', { name: 'Get tickets' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose at least one ticket.');

  // Choosing a ticket answers it: the refusal goes as the total appears, and never lingers beside it.
  await page.getByRole('button', { name: 'Add a Deckchair ticket' }).click();
  await expect(page.getByTestId('selection-total')).toHaveText('Total £12.00');
  await expect(page.getByText('Choose at least one ticket.')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
