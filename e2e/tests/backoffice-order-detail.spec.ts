import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { expect, signIn, test, uniqueEmail, type Emulator } from '../fixtures.ts';
import { buyThroughApi } from '../support/buyer-api.ts';
import { payByCard } from '../support/checkout-steps.ts';
import { waitForMail } from '../support/mailbox.ts';
import { graphqlCall } from '../support/organizer-api.ts';

// `npm start` seeds the demo on first run (seed/demo-accounts.ts): manager@admit.test manages Harbour Lights,
// whose festival sells General admission at £25.00.
const DEMO_PASSWORD = 'admit-demo-1';
const EVENT = '/manage/harbour-lights/events/harbour-lights-festival';

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

type DemoEvent = { id: string; ticketTypes: { id: string; name: string }[] };

/** The demo festival and its General admission type, as the public reads them. */
async function demoFestival(baseURL: string): Promise<{ eventId: string; generalId: string }> {
  const { event } = await graphqlCall<{ event: DemoEvent }>(
    baseURL,
    `query { event(slug: "harbour-lights-festival") { id ticketTypes { id name } } }`,
    {},
  );
  return { eventId: event.id, generalId: event.ticketTypes.find((t) => t.name === 'General admission')?.id ?? '' };
}

/** A new buyer's paid order of two General admission tickets at the demo festival, and its code. */
async function paidDemoOrder(
  baseURL: string,
  emulator: Emulator,
  attendeeNames = ['Ada Lovelace', 'Alan Turing'],
  buyerEmail = uniqueEmail('buyer'),
) {
  const { eventId, generalId } = await demoFestival(baseURL);
  const buyer = await emulator.signUpVerified(buyerEmail, 'tickets4all');
  const order = await buyThroughApi(baseURL, buyer.idToken, {
    eventId,
    ticketTypeId: generalId,
    buyerEmail,
    attendeeNames,
  });
  const { order: read } = await graphqlCall<{ order: { code: string } }>(
    baseURL,
    `query($id: ID!) { order(id: $id) { code } }`,
    { id: order.orderId },
    buyer.idToken,
  );
  return read.code;
}

test('a manager opens an order by its address, renames an attendee, sees it in the history, and cancels it', async ({
  page,
  emulator,
  baseURL,
}) => {
  const code = await paidDemoOrder(baseURL ?? '', emulator);
  await signIn(page, 'manager@admit.test', DEMO_PASSWORD);

  // Straight to the order by its address, as a link from a colleague (or the orders table) gives it.
  await page.goto(`${EVENT}/orders/${code.toLowerCase()}`);
  await expect(page.getByTestId('order-code')).toHaveText(code);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  const tickets = page.getByRole('list', { name: 'Tickets of this order' });
  await expect(tickets.getByTestId('order-ticket')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Mails about this order' })).toContainText('Your tickets for');

  // Rename: the modal says what changes, and the ticket and the history show it.
  await tickets.getByRole('button', { name: 'Rename Ada Lovelace' }).click();
  const rename = page.getByRole('dialog');
  await expect(rename.getByTestId('action-effect')).toHaveText(
    'The ticket now held by Ada Lovelace changes name. The door’s scanners show the new name at their next sync; the ticket’s QR code stays the same.',
  );
  await rename.getByLabel('New name').fill('Ada King');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();
  await expect(tickets).toContainText('Ada King');
  await expect(tickets).not.toContainText('Ada Lovelace');
  const history = page.getByRole('list', { name: 'History of this order' });
  const renamed = history.getByTestId('history-entry').first();
  await expect(renamed).toContainText('Renamed the attendee · Ticket of Ada King');
  await expect(renamed).toContainText('attendee name: Ada Lovelace → Ada King');
  await expect(renamed).toContainText('manager@admit.test');

  // The attendee list's file holds the change: exported as CSV and read back.
  await page.goto(`${EVENT}/attendees?q=${encodeURIComponent('Ada King')}`);
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV (attendees)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^harbour-lights-festival-attendees-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows: Record<string, string>[] = parse(await readFile(await download.path(), 'utf8'), {
    columns: true,
    bom: true,
  });
  const ofOrder = rows.filter((r) => r['order_code'] === code).map((r) => [r['attendee_name'], r['ticket_status']]);
  expect(ofOrder).toEqual([
    ['Ada King', 'VALID'],
    ['Alan Turing', 'VALID'],
  ]);
  await page.goto(`${EVENT}/orders/${code}`);

  // Cancel: the effect in words follows the switches, then the order is cancelled and its tickets void.
  await page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Cancel order' }).click();
  const cancel = page.getByRole('dialog');
  const effect = cancel.getByTestId('action-effect');
  await expect(effect).toHaveText(
    'The tickets are voided and 2 places go back on sale; £50.00 goes back to the card it was paid with. The buyer is emailed.',
  );
  await cancel.getByLabel('Email the buyer').uncheck();
  await expect(effect).toHaveText(
    'The tickets are voided and 2 places go back on sale; £50.00 goes back to the card it was paid with. The buyer is not told.',
  );
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(tickets.getByText('Void')).toHaveCount(2);
  await expect(history.getByTestId('history-entry').filter({ hasText: 'Cancelled the order' })).toContainText(
    'status: PAID → CANCELLED',
  );
  await expect(history).toContainText('Refunded · Order');
  await expect(page.getByRole('list', { name: 'Refunds of this order' })).toContainText('£50.00 · Refunded');

  // A reload reads the same from the server.
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByRole('group', { name: 'Order actions' }).getByRole('button')).toHaveCount(0);
});

test('a manager extends a hold, and is told when the order changed behind the screen', async ({
  page,
  emulator,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const { eventId, generalId } = await demoFestival(base);
  const buyer = await emulator.signUpVerified(uniqueEmail('buyer'), 'tickets4all');
  const { reserveTickets: held } = await graphqlCall<{
    reserveTickets: { claimToken: string; order: { id: string; code: string } };
  }>(
    base,
    `mutation($eventId: ID!, $input: ReserveInput!) {
      reserveTickets(eventId: $eventId, input: $input) { claimToken order { id code } }
    }`,
    { eventId, input: { lines: [{ ticketTypeId: generalId, quantity: 2 }], unlockCode: null } },
    buyer.idToken,
  );
  await signIn(page, 'manager@admit.test', DEMO_PASSWORD);
  await page.goto(`${EVENT}/orders/${held.order.code}`);
  await expect(page.getByTestId('order-status')).toHaveText('Reserved');
  const ends = page.getByTestId('hold-ends');
  const before = await ends.innerText();

  await page.getByRole('button', { name: 'Extend the hold' }).click();
  const extend = page.getByRole('dialog');
  await extend.getByLabel('Extend by').selectOption('60');
  await expect(extend.getByTestId('action-effect')).toHaveText(
    /^The hold lasts 60 minutes longer: its 2 places stay reserved until .+\.$/,
  );
  await extend.getByRole('button', { name: 'Extend by 60 minutes' }).click();
  await expect(extend).toBeHidden();
  await expect(ends).not.toHaveText(before);
  await expect(page.getByRole('list', { name: 'History of this order' })).toContainText('Extended the hold');

  // The buyer lets the hold go while the page is open: the manager's cancel is refused, said, and the order re-read.
  await graphqlCall(
    base,
    `mutation($id: ID!, $claimToken: String) { cancelReservation(id: $id, claimToken: $claimToken) { id } }`,
    { id: held.order.id, claimToken: held.claimToken },
    buyer.idToken,
  );
  await page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Cancel order' }).click();
  const cancel = page.getByRole('dialog');
  await expect(cancel.getByTestId('action-effect')).toHaveText(
    'The hold ends now and 2 places go back on sale. The buyer is emailed.',
  );
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByTestId('order-conflict')).toContainText(
    'This order changed since you opened it: it is now cancelled.',
  );
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
});

/** The attendee list exported as CSV from the attendees screen, read back: each ticket's name, type and status. */
async function exportedAttendees(page: Page, search: string, code: string) {
  await page.goto(`${EVENT}/attendees?q=${encodeURIComponent(search)}`);
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV (attendees)' }).click();
  const rows: Record<string, string>[] = parse(await readFile(await (await downloading).path(), 'utf8'), {
    columns: true,
    bom: true,
  });
  return rows
    .filter((r) => r['order_code'] === code)
    .map((r) => [r['attendee_name'], r['ticket_type'], r['ticket_status']]);
}

test('a manager finds an order by part of a surname, moves a ticket to a dearer type the buyer pays for, refunds the other, and exports', async ({
  page,
  browser,
  emulator,
  baseURL,
}) => {
  // A surname of this run's own, so the search finds this order alone.
  const surname = `Quintanilla${Date.now().toString(36).slice(-4)}`;
  const buyerEmail = uniqueEmail('buyer');
  const code = await paidDemoOrder(baseURL ?? '', emulator, [`Marta ${surname}`, 'Oskar Lind'], buyerEmail);
  await signIn(page, 'manager@admit.test', DEMO_PASSWORD);
  await page.goto(`${EVENT}/orders`);
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(surname.slice(2, 9).toUpperCase());
  await expect(page).toHaveURL(new RegExp(`[?&]q=${surname.slice(2, 9).toUpperCase()}`));
  await expect(page.getByTestId('order-total')).toHaveText(/^1 order/);
  const row = page.getByRole('table', { name: 'Orders' }).getByTestId('order-row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await row.getByTestId('order-code-link').click();
  await expect(page.getByTestId('order-code')).toHaveText(code);

  // The sold-out type cannot be chosen; a dearer one says the buyer pays the difference.
  const tickets = page.getByRole('list', { name: 'Tickets of this order' });
  await tickets.getByRole('button', { name: `Change type of Marta ${surname}’s ticket` }).click();
  const change = page.getByRole('dialog');
  await expect(change.getByRole('option', { name: /^VIP deck .* sold out$/ })).toBeDisabled();
  await change.getByLabel('Move to').selectOption({ label: 'Final release · £30.00 · 300 left' });
  await expect(change.getByTestId('action-effect')).toHaveText(
    'Final release costs £5.00 more; the buyer is emailed a link to pay it, and the ticket changes once they have. Its place is held meanwhile.',
  );
  await change.getByRole('button', { name: 'Change type' }).click();
  await expect(change).toBeHidden();
  const changes = page.getByRole('list', { name: 'Type changes of this order' });
  await expect(changes).toContainText('Waiting for payment');
  await expect(changes).toContainText('General admission → Final release');

  // The buyer pays the difference from the mailed link, in a browser of their own, signed out.
  const mail = await waitForMail(buyerEmail, /^Pay the difference/);
  const link = /https?:\/\/\S+\/changes\/\S+/.exec(mail.text)?.[0] ?? '';
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(link);
  await expect(buyerPage.getByRole('heading', { name: 'Your ticket change' })).toBeVisible();
  await payByCard(buyerPage, '4242 4242 4242 4242');
  await expect(buyerPage.getByText(`Marta ${surname}’s ticket is now Final release`)).toBeVisible();
  await buyerContext.close();

  // Back in the back office: the ticket is Final release; the other one is refunded.
  await page.reload();
  await expect(changes).toContainText('Done');
  const marta = tickets.getByTestId('order-ticket').filter({ hasText: `Marta ${surname}` });
  await expect(marta.getByTestId('order-ticket-type')).toHaveText('Final release');
  await tickets.getByRole('button', { name: 'Refund Oskar Lind’s ticket' }).click();
  const refund = page.getByRole('dialog');
  await refund.getByRole('button', { name: 'Refund £25.00' }).click();
  await expect(refund).toBeHidden();
  await expect(tickets.getByTestId('order-ticket').filter({ hasText: 'Oskar Lind' })).toContainText('Void');

  // The exported attendee list holds both changes.
  expect(await exportedAttendees(page, surname, code)).toEqual([
    [`Marta ${surname}`, 'Final release', 'VALID'],
    ['Oskar Lind', 'General admission', 'VOID'],
  ]);
});
