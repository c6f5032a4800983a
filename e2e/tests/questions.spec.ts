import { expect, signIn, test, uniqueEmail } from '../fixtures.ts';
import { buyThroughApi } from '../support/buyer-api.ts';
import { graphqlCall, ORGANIZER_PASSWORD, publishedEvent } from '../support/organizer-api.ts';

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

test('an organizer asks a question, reads an order’s answer, and deletes the question with the answer kept', async ({
  page,
  baseURL,
  emulator,
}) => {
  const event = await publishedEvent(baseURL ?? '', emulator, 'Pier Supper', [{ name: 'Seat', priceMinor: 4000 }]);
  await signIn(page, event.organizerEmail, ORGANIZER_PASSWORD);
  await page.goto(`/manage/${event.orgSlug}/events/${event.slug}/questions`);
  await expect(page.getByText('Buyers are asked no questions yet.')).toBeVisible();

  // The form judges a question by the shared rules: a choice needs two options.
  const form = page.getByRole('form', { name: 'New question' });
  await form.getByLabel('Question', { exact: true }).fill('Main course');
  await form.getByLabel('Answered with').selectOption('ONE_CHOICE');
  await form.getByLabel('Options, one per line').fill('Fish');
  await form.getByRole('button', { name: 'Add question' }).click();
  await expect(form.getByText('Offer at least two options.')).toBeVisible();
  await form.getByLabel('Options, one per line').fill('Fish\nRisotto');
  await form.getByLabel('Asked').selectOption('TICKET');
  await form.getByLabel('Show the answer at the door after a scan').check();
  await form.getByRole('button', { name: 'Add question' }).click();
  await expect(form.getByText('Buyers are now asked “Main course”.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Questions' });
  await expect(list).toContainText('Main course');
  await expect(list).toContainText('One choice · Each ticket · Fish, Risotto');

  // A buyer answers it (through the API, as the checkout form sends it: the first option); the order shows it.
  const buyer = await emulator.signUpVerified(uniqueEmail('buyer'), 'tickets4all');
  const { orderId } = await buyThroughApi(baseURL ?? '', buyer.idToken, {
    eventId: event.eventId,
    ticketTypeId: event.ticketTypes[0]?.id ?? '',
    buyerEmail: uniqueEmail('buyer'),
    attendeeNames: ['Ada Pier'],
  });
  const { order } = await graphqlCall<{ order: { code: string; answers: { text: string }[] } }>(
    baseURL ?? '',
    `query($id: ID!) { order(id: $id) { code answers { text } } }`,
    { id: orderId },
    buyer.idToken,
  );
  expect(order.answers).toEqual([{ text: 'Fish' }]);
  await page.goto(`/manage/${event.orgSlug}/events/${event.slug}/orders/${order.code}`);
  const answers = page.getByTestId('order-answers');
  await expect(answers).toContainText('Main course (Ada Pier)');
  await expect(answers).toContainText('Fish');

  // Deleted: no longer asked, its answer kept on the order.
  await page.goto(`/manage/${event.orgSlug}/events/${event.slug}/questions`);
  await list.getByRole('button', { name: 'Delete Main course' }).click();
  await expect(page.getByText('Buyers are asked no questions yet.')).toBeVisible();
  await page.goto(`/manage/${event.orgSlug}/events/${event.slug}/orders/${order.code}`);
  await expect(page.getByTestId('order-answers')).toContainText('Main course (Ada Pier) (deleted)');
});
