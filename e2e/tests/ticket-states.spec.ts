import { expect, signIn, test } from '../fixtures.ts';
import { BUYER_PASSWORD, doorEventWithTickets, refundTickets, ticketOf } from '../support/door-event.ts';
import { graphqlCall, organizerToken } from '../support/organizer-api.ts';

/*
 * One vocabulary for a ticket's state, at phone size: the holder's My tickets, the ticket page and the order page
 * name each ticket alike (Valid, Checked in, Refunded, Cancelled), and a ticket that admits prints its short code
 * under the QR, grouped for reading.
 */

test('a checked-in ticket says Checked in and a refunded one Refunded, on My tickets and the order alike', async ({
  page,
  baseURL,
  emulator,
}) => {
  const base = baseURL ?? '';
  const door = await doorEventWithTickets(base, emulator, 'State Night', [
    'Ada Lovelace',
    'Grace Hopper',
    'Alan Turing',
  ]);
  const token = await organizerToken(emulator, door.event);
  // Ada let in at the door by her short code; Grace's ticket refunded.
  const { copy } = await graphqlCall<{ copy: { lists: { id: string }[] } }>(
    base,
    `query($s: String!) { copy: scannerData(eventSlug: $s) { lists { id } } }`,
    { s: door.event.slug },
    token,
  );
  const scan = {
    listId: copy.lists[0]?.id,
    code: ticketOf(door, 'Ada Lovelace').shortCode,
    nonce: `state-${Date.now()}`,
    deviceId: 'door-2',
    deviceName: 'Door 2',
  };
  const { checkIn } = await graphqlCall<{ checkIn: { outcome: string } }>(
    base,
    `mutation($i: CheckInInput!) { checkIn(input: $i) { outcome } }`,
    { i: scan },
    token,
  );
  expect(checkIn.outcome).toBe('ADMITTED');
  await refundTickets(base, token, door, ['Grace Hopper']);

  await signIn(page, door.buyerEmail, BUYER_PASSWORD);
  await page.goto('/tickets');
  const card = page.getByRole('article', { name: door.event.title });
  await expect(card.getByTestId('ticket')).toHaveText([
    /Ada Lovelace.*Checked in$/,
    /Grace Hopper.*Refunded$/,
    /Alan Turing.*Valid$/,
  ]);

  await page.goto(`/orders/${door.orderId}`);
  const onOrder = page.getByRole('list', { name: 'Tickets', exact: true }).getByRole('listitem');
  await expect(onOrder).toHaveText([/Ada Lovelace.*Checked in/, /Grace Hopper.*Refunded/, /Alan Turing.*Valid/]);
  await expect(page.getByRole('list', { name: 'Tickets', exact: true })).not.toContainText('Void');

  // Ada's ticket still admits (re-entry lists): its QR, its short code in two groups, and its state.
  await page.goto(`/tickets/${ticketOf(door, 'Ada Lovelace').id}`);
  const code = page.getByTestId('ticket-code');
  await expect(code.getByRole('img', { name: 'Ticket code for Ada Lovelace' }).locator('svg')).toBeVisible();
  const short = ticketOf(door, 'Ada Lovelace').shortCode;
  await expect(code.getByTestId('short-code')).toHaveText(`${short.slice(0, 4)} ${short.slice(4)}`);
  await expect(code.getByTestId('ticket-state')).toHaveText('Checked in');

  // Grace's says why it no longer admits, in the same word.
  await page.goto(`/tickets/${ticketOf(door, 'Grace Hopper').id}`);
  await expect(page.getByTestId('ticket-state')).toHaveText('Refunded');
  await expect(page.getByTestId('short-code')).toHaveCount(0);
});

test('a cancelled event’s tickets say Cancelled at once, and no longer show a code', async ({
  page,
  baseURL,
  emulator,
}) => {
  const base = baseURL ?? '';
  const door = await doorEventWithTickets(base, emulator, 'Called Off', ['Ada Lovelace', 'Grace Hopper']);
  await graphqlCall(
    base,
    `mutation($id: ID!) { cancelEvent(id: $id) { id } }`,
    { id: door.event.eventId },
    await organizerToken(emulator, door.event),
  );
  await signIn(page, door.buyerEmail, BUYER_PASSWORD);
  await page.goto('/tickets');
  const card = page.getByRole('article', { name: door.event.title });
  await expect(card.getByTestId('ticket')).toHaveText([/Ada Lovelace.*Cancelled$/, /Grace Hopper.*Cancelled$/]);
  await page.goto(`/tickets/${ticketOf(door, 'Ada Lovelace').id}`);
  await expect(page.getByTestId('ticket-state')).toHaveText('Cancelled');
  await expect(page.getByText('This event was cancelled.')).toBeVisible();
  await expect(page.getByTestId('ticket-code')).toHaveCount(0);
});
