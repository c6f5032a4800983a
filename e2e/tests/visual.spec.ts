import type { Page } from '@playwright/test';
import { expect, signIn, signOut, test, type Emulator } from '../fixtures.ts';
import { buyThroughApi } from '../support/buyer-api.ts';
import { graphqlCall, ORGANIZER_PASSWORD } from '../support/organizer-api.ts';

/*
 * The main screens at Pixel 7 against committed baselines (visual.spec.ts-snapshots/), so a colour, a spacing or a
 * label that moves is seen in review, not by a customer. Everything on them is fixed for the test (an event on a
 * set date, named people, no cover): what changes from run to run (a QR code, a short code, a countdown) is masked.
 * The suite's database is new each run, so the fixed names and addresses are free. Update the baselines, after
 * looking at the difference, with `npx playwright test -c e2e/playwright.config.ts visual --update-snapshots`.
 */

const SHOT = { fullPage: true, animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 } as const;

type Fixed = { eventId: string; slug: string; orgSlug: string; ticketTypeId: string; organizerToken: string };

/** An organizer, their organization and a published event, with nothing that differs from one run to the next. */
async function fixedEvent(baseURL: string, emulator: Emulator): Promise<Fixed> {
  const organizer = await emulator.signUpVerified('visual-organizer@example.test', ORGANIZER_PASSWORD);
  const token = organizer.idToken;
  const { createOrganization: org } = await graphqlCall<{ createOrganization: { id: string; slug: string } }>(
    baseURL,
    `mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { id slug } }`,
    { input: { name: 'Quayside Live', slug: 'quayside-live' } },
    token,
  );
  const { createEvent: event } = await graphqlCall<{ createEvent: { id: string; slug: string } }>(
    baseURL,
    `mutation($org: ID!, $input: EventInput!) { createEvent(organizationId: $org, input: $input) { id slug } }`,
    {
      org: org.id,
      input: {
        title: 'Midsummer by the Water',
        slug: 'midsummer-by-the-water',
        description: 'Three bands on the quay, food from the harbour kitchens, and the long light of June.',
        venueName: 'The Old Harbour',
        venueAddress: '1 Quay Street, Bristol',
        startsAt: '2031-06-21T18:00',
        endsAt: '2031-06-21T23:00',
        timeZone: 'Europe/London',
        currency: 'GBP',
        faq: [{ question: 'Is there step-free access?', answer: 'Yes, from the Quay Street gate.' }],
      },
    },
    token,
  );
  const { createTicketType } = await graphqlCall<{ createTicketType: { id: string } }>(
    baseURL,
    `mutation($event: ID!, $input: TicketTypeInput!) { createTicketType(eventId: $event, input: $input) { id } }`,
    {
      event: event.id,
      input: {
        name: 'Standing',
        description: 'The quay and the bar.',
        priceMinor: 2500,
        capacity: 400,
        salesStartAt: null,
        salesEndAt: null,
        minPerOrder: 1,
        maxPerOrder: 6,
        hidden: false,
        sortOrder: 0,
      },
    },
    token,
  );
  await graphqlCall(baseURL, `mutation($id: ID!) { publishEvent(id: $id) { id } }`, { id: event.id }, token);
  return {
    eventId: event.id,
    slug: event.slug,
    orgSlug: org.slug,
    ticketTypeId: createTicketType.id,
    organizerToken: token,
  };
}

/** Settled for a picture: fonts loaded, nothing loading. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.locator('.spinner-border')).toHaveCount(0);
}

test('the main screens look as they did: sign-in, an event, a ticket, and the organizer’s overview', async ({
  page,
  baseURL,
  emulator,
}) => {
  test.setTimeout(120_000);
  const event = await fixedEvent(baseURL ?? '', emulator);

  await page.goto('/sign-in');
  await settled(page);
  await expect(page).toHaveScreenshot('sign-in.png', SHOT);

  await page.goto(`/e/${event.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Midsummer by the Water' })).toBeVisible();
  await settled(page);
  await expect(page).toHaveScreenshot('event-page.png', SHOT);

  const buyer = await emulator.signUpVerified('visual-buyer@example.test', 'tickets4all');
  const order = await buyThroughApi(baseURL ?? '', buyer.idToken, {
    eventId: event.eventId,
    ticketTypeId: event.ticketTypeId,
    buyerEmail: 'visual-buyer@example.test',
    attendeeNames: ['Ada Lovelace'],
  });
  await signIn(page, 'visual-buyer@example.test', 'tickets4all');
  await page.goto(`/tickets/${order.tickets[0]?.id ?? ''}`);
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
  await settled(page);
  // A ticket's QR and short code are its own, new each run.
  const ticketMask = [page.locator('.ticket-code__qr'), page.getByTestId('short-code')];
  // What the holder sees at the door: the first screen (a fixed tab bar drawn into a full-page picture would cover it).
  await expect(page).toHaveScreenshot('ticket.png', { ...SHOT, fullPage: false, mask: ticketMask });

  // The organizer's event overview, on the phone and on a laptop.
  await page.goto('/account');
  await signOut(page);
  await signIn(page, 'visual-organizer@example.test', ORGANIZER_PASSWORD);
  await page.goto(`/manage/${event.orgSlug}/events/${event.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Midsummer by the Water' })).toBeVisible();
  await settled(page);
  await expect(page).toHaveScreenshot('manage-overview-phone.png', SHOT);
  await page.setViewportSize({ width: 1440, height: 900 });
  await settled(page);
  await expect(page).toHaveScreenshot('manage-overview-laptop.png', SHOT);
});
