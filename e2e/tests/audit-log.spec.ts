import { expect, signIn, test, type Emulator } from '../fixtures.ts';
import { graphqlCall, ORGANIZER_PASSWORD, publishedEvent } from '../support/organizer-api.ts';

// `npm start` seeds the demo on first run (seed/demo-accounts.ts): manager@admit.test manages Harbour Lights,
// whose festival sells General admission (£25.00 as seeded).
const DEMO_PASSWORD = 'admit-demo-1';
const ORGANIZATION = '/manage/harbour-lights';
const FESTIVAL = `${ORGANIZATION}/events/harbour-lights-festival`;

type TicketTypeFields = {
  id: string;
  name: string;
  description: string;
  priceMinor: number;
  capacity: number;
  salesStartAtLocal: string | null;
  salesEndAtLocal: string | null;
  minPerOrder: number;
  maxPerOrder: number;
  hidden: boolean;
  sortOrder: number;
};

/** The festival's General admission as its manager reads it: everything its edit form holds. */
async function generalAdmission(baseURL: string, token: string): Promise<TicketTypeFields> {
  const { event } = await graphqlCall<{ event: { ticketTypes: TicketTypeFields[] } }>(
    baseURL,
    `query { event(slug: "harbour-lights-festival") { ticketTypes { id name description priceMinor capacity
      salesStartAtLocal salesEndAtLocal minPerOrder maxPerOrder hidden sortOrder } } }`,
    {},
    token,
  );
  const general = event.ticketTypes.find((t) => t.name === 'General admission');
  if (!general) throw new Error('the demo festival has no General admission');
  return general;
}

/** Puts the type's price back through the API, so the suite's other tests find the festival as seeded. */
async function restorePrice(baseURL: string, emulator: Emulator, priceMinor: number) {
  const { idToken } = await emulator.signIn('manager@admit.test', DEMO_PASSWORD);
  const { id, salesStartAtLocal, salesEndAtLocal, ...rest } = await generalAdmission(baseURL, idToken);
  const input = { ...rest, priceMinor, salesStartAt: salesStartAtLocal, salesEndAt: salesEndAtLocal };
  await graphqlCall(
    baseURL,
    `mutation($id: ID!, $i: TicketTypeInput!) { updateTicketType(id: $id, input: $i) { id } }`,
    { id, i: input },
    idToken,
  );
}

const major = (minor: number) => (minor / 100).toFixed(2);

test('a manager changes a price, then reads it in the audit log, in words, filtered by the address', async ({
  page,
  emulator,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const { idToken } = await emulator.signIn('manager@admit.test', DEMO_PASSWORD);
  const was = (await generalAdmission(base, idToken)).priceMinor;
  const now = was + 100;
  try {
    await signIn(page, 'manager@admit.test', DEMO_PASSWORD);
    await page.goto(`${FESTIVAL}/ticket-types`);
    await page.getByRole('button', { name: 'Edit General admission' }).click();
    const form = page.getByRole('form', { name: 'Ticket type' });
    await form.getByLabel('Price (GBP)').fill(major(now));
    await form.getByRole('button', { name: 'Save ticket type' }).click();
    await expect(form).toHaveCount(0);

    // The organization's page links to its log.
    await page.goto(ORGANIZATION);
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/manage\/harbour-lights\/audit$/);
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    const words = `price ${major(was)} → ${major(now)} GBP`;
    // On a phone: cards, newest first; the change just made is the first.
    const cards = page.getByRole('list', { name: 'Audit log' });
    const newest = cards.getByTestId('audit-entry').first();
    await expect(newest).toContainText('Changed a ticket type · Ticket type General admission');
    await expect(newest).toContainText(words);
    await expect(newest).toContainText('manager@admit.test');
    await expect(newest).toContainText('Harbour Lights Festival');

    // Filters go to the address, and a reload reads them back.
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('form', { name: 'Filter the audit log' });
    await filters.getByLabel('Event').selectOption({ label: 'Harbour Lights Festival' });
    await filters.getByLabel('Action').selectOption({ label: 'Changed a ticket type' });
    await filters.getByLabel('Who (email or id)').fill('manager@admit.test');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/action=ticket_type\.updated/);
    await expect(page).toHaveURL(/actor=manager%40admit\.test/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
    const entries = page.getByTestId('audit-entry');
    await expect(entries.first()).toContainText(words);
    await expect(entries.filter({ hasNotText: 'Changed a ticket type' })).toHaveCount(0);
  } finally {
    await restorePrice(base, emulator, was);
  }
});

test('door staff are told the log is for owners and managers', async ({ page }) => {
  await signIn(page, 'door@admit.test', DEMO_PASSWORD);
  await page.goto(ORGANIZATION);
  await expect(page.getByRole('heading', { name: 'Harbour Lights Co.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.goto(`${ORGANIZATION}/audit`);
  await expect(page.getByRole('alert')).toHaveText('Only owners and managers can read the audit log.');
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('an owner reads the log as a table, and loads more by cursor', async ({ page, emulator, baseURL }) => {
    const base = baseURL ?? '';
    const event = await publishedEvent(base, emulator, 'Audit Night', [{ name: 'Standing', priceMinor: 1000 }]);
    const { idToken } = await emulator.signIn(event.organizerEmail, ORGANIZER_PASSWORD);
    const standing = event.ticketTypes[0]?.id ?? '';
    // Thirty price changes: more than one page (25) of the organization's log.
    for (let step = 1; step <= 30; step += 1) {
      const input = {
        ...{ name: 'Standing', description: '', capacity: 100, salesStartAt: null, salesEndAt: null },
        ...{ minPerOrder: 1, maxPerOrder: 10, hidden: false, sortOrder: 0 },
        priceMinor: 1000 + step * 10,
      };
      await graphqlCall(
        base,
        `mutation($id: ID!, $i: TicketTypeInput!) { updateTicketType(id: $id, input: $i) { id } }`,
        { id: standing, i: input },
        idToken,
      );
    }
    await signIn(page, event.organizerEmail, ORGANIZER_PASSWORD);
    await page.goto(`/manage/${event.orgSlug}/audit`);
    const table = page.getByRole('table', { name: 'Audit log' });
    await expect(table.getByRole('columnheader')).toHaveText(['When', 'Who', 'Event', 'What', 'Changes']);
    const rows = table.getByTestId('audit-entry');
    await expect(rows).toHaveCount(25);
    await expect(rows.first()).toContainText('price 12.90 → 13.00 GBP');
    await expect(rows.first()).toContainText(event.organizerEmail);
    await page.getByRole('button', { name: 'Load more' }).click();
    // The rest: the five oldest changes, the type's creation and the event's publication.
    await expect(rows.last()).toContainText('Added a ticket type');
    await expect(rows.filter({ hasText: 'price 10.00 → 10.10 GBP' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });
});
