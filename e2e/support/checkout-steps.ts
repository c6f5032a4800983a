/** A buyer's steps through checkout, as a person takes them, for the checkout specs. */
import type { Page } from '@playwright/test';
import { expect, signIn, uniqueEmail, type Emulator } from '../fixtures.ts';

/** The event page's Tickets tab, with a quantity chosen for each type named. */
export async function chooseTickets(page: Page, slug: string, quantities: Record<string, number>): Promise<void> {
  await page.goto(`/e/${slug}`);
  await page.getByRole('tab', { name: 'Tickets' }).click();
  for (const [name, quantity] of Object.entries(quantities)) {
    for (let i = 0; i < quantity; i++) await page.getByRole('button', { name: `Add a ${name} ticket` }).click();
    await expect(page.getByRole('status', { name: `${name} tickets chosen` })).toHaveText(String(quantity));
  }
}

/** "Get tickets", and the checkout page it opens. */
export async function getTickets(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Get tickets' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** The countdown in the hold banner, as seconds. */
export async function secondsHeld(page: Page): Promise<number> {
  const text = (await page.getByTestId('hold-countdown').textContent()) ?? '';
  const [minutes = '0', seconds = '0'] = text.split(':');
  return Number(minutes) * 60 + Number(seconds);
}

/** The simulated processor's card form, with a test card number and any expiry in the future. */
export async function payByCard(page: Page, number: string): Promise<void> {
  const card = page.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: /^Pay / }).click();
}

/** A new account, signed in through the form; its email. */
export async function signedInBuyer(page: Page, emulator: Emulator): Promise<string> {
  const email = uniqueEmail('buyer');
  await emulator.signUp(email, 'tickets4all');
  await signIn(page, email, 'tickets4all');
  return email;
}
