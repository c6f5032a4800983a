import { expect, signIn, signOut, test, uniqueEmail } from '../fixtures.ts';
import { buyThroughApi } from '../support/buyer-api.ts';
import { payByCard } from '../support/checkout-steps.ts';
import { waitForMail } from '../support/mailbox.ts';
import { graphqlCall, ORGANIZER_PASSWORD, organizerToken, publishedEvent } from '../support/organizer-api.ts';

// At phone size (the default project): a sold-out type's waiting list, from joining to buying through the offer.
test('a second buyer joins a sold-out type’s waiting list, is mailed the place when the first refunds, and buys it', async ({
  page,
  baseURL,
  emulator,
}) => {
  const base = baseURL ?? '';
  const event = await publishedEvent(base, emulator, 'Lighthouse Gig', [
    { name: 'Front row', priceMinor: 4000, capacity: 1, maxPerOrder: 2 },
  ]);
  const organizer = await organizerToken(emulator, event);
  await graphqlCall(
    base,
    `mutation($eventId: ID!, $input: WaitingListPolicyInput!) { setWaitingListPolicy(eventId: $eventId, input: $input) { id } }`,
    { eventId: event.eventId, input: { enabled: true, autoOffer: true, offerHours: 24, skipGroups: false } },
    organizer,
  );
  const firstEmail = uniqueEmail('first');
  const first = await emulator.signUpVerified(firstEmail, 'tickets4all');
  const bought = await buyThroughApi(base, first.idToken, {
    eventId: event.eventId,
    ticketTypeId: event.ticketTypes[0]?.id ?? '',
    buyerEmail: firstEmail,
    attendeeNames: ['Fay First'],
  });

  // The second buyer finds it sold out, and joins its waiting list from the event page.
  const secondEmail = uniqueEmail('second');
  await emulator.signUpVerified(secondEmail, 'tickets4all');
  await signIn(page, secondEmail, 'tickets4all');
  await page.goto(`/e/${event.slug}`);
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await page.getByRole('link', { name: 'Join the waiting list' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting list: Front row' })).toBeVisible();
  // More places than one order may hold are not offered; the account's address is used when none is typed.
  await expect(page.getByLabel('How many places').locator('option')).toHaveText(['1', '2']);
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByTestId('waiting-list-joined')).toContainText(
    `You’re on the waiting list for 1 Front row ticket. When places come back, we hold them for you and write to ${secondEmail}.`,
  );

  // The first buyer's order is refunded: the place is held for the second, and mailed.
  await graphqlCall(base, `mutation($id: ID!) { refundOrder(id: $id) { id } }`, { id: bought.orderId }, organizer);
  const mail = await waitForMail(secondEmail, /^Tickets for Lighthouse Gig .* are held for you$/);
  const link = /https?:\/\/\S+\/waiting-list\/offers\/\S+/.exec(mail.text)?.[0] ?? '';
  expect(link).not.toBe('');

  // Meanwhile nobody else can buy it: the event page shows it sold out.
  await page.goto(`/e/${event.slug}`);
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await expect(page.getByRole('button', { name: 'Add a Front row ticket' })).toHaveCount(0);

  // The link opens the offer, and its checkout: details, then the card.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: /^Places held for you: Lighthouse Gig/ })).toBeVisible();
  await expect(page.getByText('1 × Front row · £40.00')).toBeVisible();
  await page.getByRole('button', { name: 'Buy these tickets' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Name on ticket 1 (Front row)').fill('Sam Second');
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('button', { name: 'Pay £40.00' })).toBeVisible();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: /^You’re going to Lighthouse Gig/ })).toBeVisible();
  await page.goto('/tickets');
  await expect(page.getByRole('region', { name: 'Upcoming' })).toContainText('Lighthouse Gig');
  await page.goto('/account');
  await signOut(page);

  // The organizer's waiting list says the entry bought its place.
  await signIn(page, event.organizerEmail, ORGANIZER_PASSWORD);
  await page.goto(`/manage/${event.orgSlug}/events/${event.slug}/waiting-list`);
  const entry = page.getByTestId('waiting-list-entry');
  await expect(entry).toContainText(secondEmail);
  await expect(entry).toContainText('Bought');
});
