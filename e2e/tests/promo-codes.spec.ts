import { expect, signIn, test } from '../fixtures.ts';
import { getTickets, payByCard, signedInBuyer } from '../support/checkout-steps.ts';
import {
  graphqlCall,
  ORGANIZER_PASSWORD,
  organizerToken,
  publishedEvent,
  type OrganizerEvent,
} from '../support/organizer-api.ts';

/** A promo code of the organizer's, made through the API as the back office sends it. */
async function promoCode(baseURL: string, token: string, event: OrganizerEvent, input: Record<string, unknown>) {
  await graphqlCall(
    baseURL,
    `mutation ($eventId: ID!, $input: PromoCodeInput!) { createPromoCode(eventId: $eventId, input: $input) { id } }`,
    {
      eventId: event.eventId,
      input: {
        priceMode: 'PERCENT_OFF',
        priceValue: 20,
        revealsHidden: false,
        ticketTypeIds: [],
        validFrom: null,
        validUntil: null,
        maxUses: null,
        maxUsesPerOrder: null,
        minQuantity: 1,
        ...input,
      },
    },
    token,
  );
}

/** A checkout question of the organizer's, made through the API as the back office sends it. */
async function question(baseURL: string, token: string, event: OrganizerEvent, input: Record<string, unknown>) {
  await graphqlCall(
    baseURL,
    `mutation ($eventId: ID!, $input: QuestionInput!) { createQuestion(eventId: $eventId, input: $input) { id } }`,
    {
      eventId: event.eventId,
      input: {
        helpText: '',
        required: true,
        scope: 'ORDER',
        ticketTypeIds: [],
        options: [],
        linkUrl: '',
        showAtDoor: false,
        ...input,
      },
    },
    token,
  );
}

// At phone size (the default project): a buyer follows an organizer's promo link.
test('a buyer opens an event link with ?code=, sees the discounted price, answers two questions, and pays', async ({
  page,
  baseURL,
  emulator,
}) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Quayside Jazz', [
    { name: 'Standing', priceMinor: 2500 },
  ]);
  const organizer = await organizerToken(emulator, event);
  await promoCode(baseURL ?? '', organizer, event, { code: 'FRIENDS20' });
  await question(baseURL ?? '', organizer, event, {
    label: 'T-shirt size',
    kind: 'ONE_CHOICE',
    scope: 'TICKET',
    options: ['S', 'M', 'L'],
  });
  await question(baseURL ?? '', organizer, event, {
    label: 'I agree to the house rules',
    kind: 'CONSENT',
    linkUrl: 'https://example.test/house-rules',
  });
  await promoCode(baseURL ?? '', await organizerToken(emulator, event), event, {
    code: 'LAST-YEAR',
    validUntil: new Date(Date.now() - 86_400_000).toISOString().slice(0, 16),
  });
  await signedInBuyer(page, emulator);

  // An expired code says so, and the price stays.
  await page.goto(`/e/${event.slug}?code=last-year`);
  await expect(page.getByText('That code has expired.')).toBeVisible();
  await expect(page.getByTestId('offer-price')).toHaveCount(0);

  await page.goto(`/e/${event.slug}?code=friends20`);
  // The link opens the tickets with the code applied: the type's own price struck through beside the code's.
  await expect(page.getByTestId('code-applied')).toHaveText('FRIENDS20: 20% off');
  await expect(page.getByLabel('Have a promo or access code?')).toHaveValue('friends20');
  await expect(page.getByTestId('offer-price')).toHaveText('was £25.00now £20.00');
  await page.getByRole('button', { name: 'Add a Standing ticket' }).click();
  await page.getByRole('button', { name: 'Add a Standing ticket' }).click();
  await expect(page.getByTestId('selection-total')).toHaveText('Total £40.00');
  await getTickets(page);

  // Checkout charges what the page showed, and says what the code saved.
  await expect(page.getByTestId('order-total')).toHaveText('£40.00');
  await expect(page.getByTestId('order-discount')).toHaveText('£10.00');
  await expect(page.getByRole('table', { name: 'Your tickets' })).toContainText('£20.00 each (was £25.00)');
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Name on ticket 1 (Standing)').fill('Ada Quayle');
  await details.getByLabel('Name on ticket 2 (Standing)').fill('Ben Quayle');
  await details.getByLabel('T-shirt size (ticket 1)').selectOption('M');
  // The questions are judged before anything is sent, each refusal beside its answer.
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(details.getByText('T-shirt size: this needs an answer.')).toBeVisible();
  await expect(details.getByText('I agree to the house rules: tick the box to continue.')).toBeVisible();
  await details.getByLabel('T-shirt size (ticket 2)').selectOption('L');
  await details.getByLabel(/I agree to the house rules/).check();
  await details.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('button', { name: 'Pay £40.00' })).toBeVisible();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: /^You’re going to Quayside Jazz/ })).toBeVisible();
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('an organizer makes a code and a batch, and sees each code’s uses', async ({ page, baseURL, emulator }) => {
    const event = await publishedEvent(baseURL ?? '', emulator, 'Dock Lights', [
      { name: 'Day pass', priceMinor: 3000 },
      { name: 'Weekend', priceMinor: 5000 },
    ]);
    await signIn(page, event.organizerEmail, ORGANIZER_PASSWORD);
    await page.goto(`/manage/${event.orgSlug}/events/${event.slug}/promo-codes`);
    await expect(page.getByText('No promo codes yet.')).toBeVisible();

    const one = page.getByRole('form', { name: 'New promo code' });
    await one.getByRole('button', { name: 'Add code' }).click();
    await expect(one.getByText('Use at least 4 characters.')).toBeVisible();
    await one.getByLabel('Code', { exact: true }).fill('PRESS');
    await one.getByLabel('What it gives').selectOption('AMOUNT_OFF');
    await one.getByLabel('Amount off each ticket (GBP)').fill('5.00');
    await one.getByLabel('Weekend').check();
    await one.getByLabel('Tickets it may price in all (empty: no limit)').fill('10');
    await one.getByRole('button', { name: 'Add code' }).click();
    await expect(one.getByText('PRESS is ready to share.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Promo codes' });
    await expect(table.getByRole('row', { name: /PRESS/ })).toContainText('£5.00 off each ticket');
    await expect(page.getByTestId('uses-PRESS')).toHaveText('0 / 10');

    // The same code again is refused beside its field.
    await one.getByLabel('Code', { exact: true }).fill('press');
    await one.getByRole('button', { name: 'Add code' }).click();
    await expect(one.getByText('This event already has that code.')).toBeVisible();

    const batch = page.getByRole('form', { name: 'Batch of promo codes' });
    await batch.getByLabel('Every code starts with').fill('SPONSOR-');
    await batch.getByLabel('How many codes').fill('5');
    await batch.getByRole('button', { name: 'Make codes' }).click();
    await expect(batch.getByText('5 codes made.')).toBeVisible();
    await expect(batch.getByRole('link', { name: 'Download them as CSV' })).toHaveAttribute(
      'download',
      'SPONSOR-codes.csv',
    );
    await expect(table.getByRole('row', { name: /SPONSOR-/ })).toHaveCount(5);
  });
});
