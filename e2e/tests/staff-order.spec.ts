import { expect, signIn, test, uniqueEmail } from '../fixtures.ts';
import { waitForMail } from '../support/mailbox.ts';

// `npm start` seeds the demo on first run (seed/demo-accounts.ts): manager@admit.test manages Harbour Lights,
// whose festival sells General admission at £25.00.
const DEMO_PASSWORD = 'admit-demo-1';
const EVENT = '/manage/harbour-lights/events/harbour-lights-festival';

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

test('a manager reserves a pay-later order for a buyer, then marks it paid by bank transfer', async ({ page }) => {
  const buyerEmail = uniqueEmail('pay-later');
  await signIn(page, 'manager@admit.test', DEMO_PASSWORD);
  await page.goto(`${EVENT}/orders`);
  await page.getByRole('link', { name: 'New order' }).click();
  await expect(page).toHaveURL(/\/orders\/new$/);

  // The form: two General admission places for a buyer, named, with ten days to pay.
  const form = page.getByRole('form', { name: 'New order' });
  await form.getByLabel(/^General admission/).fill('2');
  await expect(form.getByTestId('staff-order-total')).toHaveText('Total: £50.00');
  await form.getByLabel('Buyer’s name').fill('Grace Hopper');
  await form.getByLabel('Buyer’s email').fill(buyerEmail);
  await form.getByLabel('Attendees (optional)').fill('Grace Hopper\nKatherine Johnson');
  await form.getByLabel('Days to pay').fill('10');
  await form.getByRole('button', { name: 'Reserve for the buyer' }).click();

  // The order page: on hold for days, not paid, the reservation in its history.
  await expect(page).toHaveURL(/\/orders\/[A-Z0-9]{6}$/);
  await expect(page.getByTestId('order-status')).toHaveText('Reserved');
  await expect(page.getByText('Not paid.')).toBeVisible();
  const history = page.getByRole('list', { name: 'History of this order' });
  await expect(history).toContainText('Reserved for the buyer, to pay later');
  await expect(history).toContainText('manager@admit.test');

  // Mark paid: the modal says what it does, in words, before anything happens.
  await page.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('action-effect')).toHaveText(
    `Mark £50.00 as received by bank transfer; the tickets are issued and sent to ${buyerEmail} (an address Admit has not mailed before confirms itself first).`,
  );
  await dialog.getByLabel('Reference (optional)').fill('SEPA 2026-114');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog).toBeHidden();

  // Paid: two valid tickets, the payment with its reference, and the history entry with who did it.
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  const tickets = page.getByRole('list', { name: 'Tickets of this order' });
  await expect(tickets.getByTestId('order-ticket')).toHaveCount(2);
  await expect(tickets).toContainText('Katherine Johnson');
  const payments = page.getByRole('list', { name: 'Payments' });
  await expect(payments).toContainText('£50.00 · Paid outside Admit');
  await expect(payments).toContainText('Reference SEPA 2026-114');
  const marked = history.getByTestId('history-entry').filter({ hasText: 'Marked paid' });
  await expect(marked).toContainText('status: RESERVED → PAID');
  await expect(marked).toContainText('manager@admit.test');
  await expect(page.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);

  // The address was typed by staff: it is asked to confirm itself before the tickets go to it.
  await waitForMail(buyerEmail, /Confirm your email address/);
});
