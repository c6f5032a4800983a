import { expect, signIn, signOut, test, uniqueEmail } from '../fixtures.ts';
import { buyThroughApi } from '../support/buyer-api.ts';
import { waitForMail } from '../support/mailbox.ts';
import { graphqlCall, organizerToken, publishedEvent } from '../support/organizer-api.ts';

// At phone size (the default project): a holder passes a ticket to a friend, who accepts it from the mailed link.
test('a holder passes a ticket to a friend, who accepts it and finds it in their tickets', async ({
  page,
  baseURL,
  emulator,
}) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Harbour Cinema', [{ name: 'Seat', priceMinor: 1200 }]);
  await graphqlCall(
    baseURL ?? '',
    `mutation($eventId: ID!, $input: TransferPolicyInput!) { setTransferPolicy(eventId: $eventId, input: $input) { id } }`,
    { eventId: event.eventId, input: { allowed: true, closesHoursBefore: 0 } },
    await organizerToken(emulator, event),
  );
  const holderEmail = uniqueEmail('holder');
  const holder = await emulator.signUpVerified(holderEmail, 'tickets4all');
  const { orderId, tickets } = await buyThroughApi(baseURL ?? '', holder.idToken, {
    eventId: event.eventId,
    ticketTypeId: event.ticketTypes[0]?.id ?? '',
    buyerEmail: holderEmail,
    attendeeNames: ['Hal Holder'],
  });
  const ticketId = tickets[0]?.id ?? '';
  const friendEmail = uniqueEmail('friend');
  await emulator.signUpVerified(friendEmail, 'friends4ever');

  // The holder offers it from the ticket's page; an address of their own is refused beside the field.
  await signIn(page, holderEmail, 'tickets4all');
  await page.goto(`/tickets/${ticketId}`);
  const passing = page.getByRole('region', { name: 'Passing it on' });
  await passing.getByRole('button', { name: 'Pass this ticket on' }).click();
  const address = passing.getByLabel('Their email address');
  await address.fill(holderEmail);
  await passing.getByRole('button', { name: 'Send the ticket' }).click();
  await expect(passing).toContainText('That is your own address');
  await address.fill(friendEmail);
  await passing.getByRole('button', { name: 'Send the ticket' }).click();
  await expect(passing.getByTestId('pending-transfer')).toContainText(`Offered to ${friendEmail}`);
  // Until it is accepted the ticket is still theirs, code and all.
  await expect(page.getByTestId('ticket-code')).toBeVisible();
  await page.goto('/account');
  await signOut(page);

  // The friend opens the mailed link, signs in from it, and accepts under their own name.
  const mail = await waitForMail(friendEmail, /is being passed to you$/);
  const link = /https?:\/\/\S+\/transfers\/\S+/.exec(mail.text)?.[0] ?? '';
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'A ticket for Harbour Cinema' })).toBeVisible();
  await expect(page.getByText(`${holderEmail} is passing you a ticket (Seat).`)).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to accept' }).click();
  await page.getByLabel('Email').fill(friendEmail);
  await page.getByLabel('Password').fill('friends4ever');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Name on the ticket')).toBeVisible();
  await page.getByLabel('Name on the ticket').fill('Fran Friend');
  await page.getByRole('button', { name: 'Accept the ticket' }).click();

  // Their ticket's page: the code, their name, where it came from; and it is among their tickets.
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticketId}$`));
  await expect(page.getByTestId('ticket-code')).toContainText('Fran Friend');
  await expect(page.getByTestId('received-from')).toHaveText(`Passed to you by ${holderEmail}.`);
  await page.goto('/tickets');
  await expect(page.getByRole('region', { name: 'Upcoming' })).toContainText('Harbour Cinema');
  await expect(waitForMail(friendEmail, /^Your ticket for Harbour Cinema/)).resolves.toBeTruthy();
  await page.goto('/account');
  await signOut(page);

  // The holder's order says where it went; the mail told them too.
  await waitForMail(holderEmail, /was passed on$/);
  await signIn(page, holderEmail, 'tickets4all');
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByTestId('ticket-state')).toHaveText(['Transferred']);
  await expect(page.getByTestId('passed-to')).toHaveText(`Passed on to ${friendEmail}`);
});
