import { expect, signIn, test, uniqueEmail } from '../fixtures.ts';
import { buyThroughApi } from '../support/buyer-api.ts';
import { graphqlCall } from '../support/organizer-api.ts';

// `npm start` seeds the demo on first run (seed/demo-accounts.ts): manager@admit.test manages Harbour Lights,
// whose festival sells General admission.
const DEMO_PASSWORD = 'admit-demo-1';
const FESTIVAL = '/manage/harbour-lights/events/harbour-lights-festival';

type DemoEvent = { id: string; ticketTypes: { id: string; name: string }[] };

/** "412 / 2000" → 412. */
const soldIn = (text: string | null) => Number((text ?? '').split('/')[0]?.trim());

test('a manager watches the festival’s dashboard move, without a reload, while someone buys', async ({
  page,
  emulator,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const { event } = await graphqlCall<{ event: DemoEvent }>(
    base,
    `query { event(slug: "harbour-lights-festival") { id ticketTypes { id name } } }`,
    {},
  );
  const generalId = event.ticketTypes.find((t) => t.name === 'General admission')?.id ?? '';

  await signIn(page, 'manager@admit.test', DEMO_PASSWORD);
  await page.goto(FESTIVAL);
  const dashboard = page.getByTestId('live-dashboard');
  await expect(dashboard.getByTestId('dashboard-status')).toHaveText('Live');
  const sold = dashboard.getByTestId('dashboard-tickets-sold');
  const before = soldIn(await sold.textContent());
  // The charts' figures are there for screen readers too, as tables.
  await expect(dashboard.getByRole('table', { name: 'Orders and tickets per hour' })).toBeAttached();

  // Someone else buys two tickets, through the API as the web checkout does; the page is not touched, and asks
  // nothing more of the API (no polling): the change arrives on the stream it holds open.
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') asked.push(request.method());
  });
  const buyerEmail = uniqueEmail('dash-buyer');
  const buyer = await emulator.signUpVerified(buyerEmail, 'tickets4all');
  await buyThroughApi(base, buyer.idToken, {
    eventId: event.id,
    ticketTypeId: generalId,
    buyerEmail,
    attendeeNames: ['Grace Hopper', 'Edsger Dijkstra'],
  });
  await expect.poll(async () => soldIn(await sold.textContent()), { timeout: 5_000 }).toBe(before + 2);
  expect(navigations).toEqual([]);
  expect(asked).toEqual([]);
  await expect(dashboard.getByTestId('dashboard-status')).toHaveText('Live');

  // A hidden tab closes its stream; shown again, it opens one whose first message catches up.
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await expect(dashboard.getByTestId('dashboard-status')).toHaveText('Paused while this tab is hidden');
  await setVisibility('visible');
  await expect(dashboard.getByTestId('dashboard-status')).toHaveText('Live');
  await expect(sold).toHaveText(`${before + 2} / ${(await sold.textContent())?.split('/')[1]?.trim() ?? ''}`);
});
