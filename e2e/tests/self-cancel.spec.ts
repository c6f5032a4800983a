import { expect, signIn, test, uniqueEmail } from '../fixtures.ts';
import { buyThroughApi } from '../support/buyer-api.ts';
import { graphqlCall, organizerToken, publishedEvent } from '../support/organizer-api.ts';

// At phone size (the default project): a buyer cancels under the organizer's refund policy.
test('a buyer reads the refund policy, sees what cancelling gives back, cancels, and is refunded', async ({
  page,
  baseURL,
  emulator,
}) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Harbour Cinema', [{ name: 'Seat', priceMinor: 1200 }]);
  await graphqlCall(
    baseURL ?? '',
    `mutation($eventId: ID!, $input: RefundPolicyInput!) { setRefundPolicy(eventId: $eventId, input: $input) { id } }`,
    { eventId: event.eventId, input: { mode: 'PERCENT', days: 0, percent: 75 } },
    await organizerToken(emulator, event),
  );
  const email = uniqueEmail('buyer');
  const buyer = await emulator.signUpVerified(email, 'tickets4all');
  const { orderId } = await buyThroughApi(baseURL ?? '', buyer.idToken, {
    eventId: event.eventId,
    ticketTypeId: event.ticketTypes[0]?.id ?? '',
    buyerEmail: email,
    attendeeNames: ['Ada Reel', 'Ben Reel'],
  });

  // The policy is on the event page, beside the tickets.
  await page.goto(`/e/${event.slug}`);
  await expect(page.getByTestId('ticket-terms')).toContainText('Cancel for 75% back until the event starts.');

  await signIn(page, email, 'tickets4all');
  await page.goto(`/orders/${orderId}`);
  const cancelling = page.getByRole('region', { name: 'Cancelling' });
  await expect(cancelling).toContainText('Cancel for 75% back until the event starts.');
  // Two seats at £12.00: 75% of £24.00.
  await expect(page.getByTestId('cancel-quote')).toContainText('Cancel now and get £18.00 back');
  await cancelling.getByRole('button', { name: 'Cancel my order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your order?' });
  await expect(dialog).toContainText('You get £18.00 back to the card you paid with');
  // Keeping the order changes nothing.
  await dialog.getByRole('button', { name: 'Keep my order' }).click();
  await expect(dialog).toBeHidden();
  await cancelling.getByRole('button', { name: 'Cancel my order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel and refund £18.00' }).click();

  // The refund goes through the refund path: the order says refunded, with the amount, and nothing is left to cancel.
  await expect(page.getByTestId('ticket-state')).toHaveText(['Refunded', 'Refunded']);
  await expect(page.getByRole('region', { name: 'Refunds' })).toContainText('£18.00 for 2 tickets');
  await expect(page.getByRole('button', { name: 'Cancel my order' })).toHaveCount(0);
});
