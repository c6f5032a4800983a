import type { Page } from '@playwright/test';
import { type Emulator, expect, signIn, signOut, test, uniqueEmail, FIREBASE_STARTS_OFFLINE } from '../fixtures.ts';
import { buyThroughApi } from '../support/buyer-api.ts';
import { browserWithCamera, fakeCameraVideo } from '../support/fake-camera.ts';
import {
  addMember,
  graphqlCall,
  ORGANIZER_PASSWORD,
  organizerToken,
  publishedEvent,
  type OrganizerEvent,
} from '../support/organizer-api.ts';

/*
 * The door at phone size, as door staff use it. There is no camera on a CI machine: Chromium's fake capture
 * device plays a video made from real tickets' QR codes (support/fake-camera.ts), so the scanner decodes what a
 * phone's camera would see. Every request beyond loopback is blocked (the suite's guard), so the decoder's
 * WebAssembly must come from Admit itself.
 */

const PASSWORD = 'tickets4all';
const SHOW = 1.5;
const AWAY = 1.5;

type DoorEvent = { event: OrganizerEvent; buyerEmail: string; orderId: string; codes: Map<string, string> };

/** An event starting in an hour (the entrance list is open), and four paid tickets, Grace's refunded. */
async function doorEvent(baseURL: string, emulator: Emulator): Promise<DoorEvent> {
  const event = await publishedEvent(baseURL, emulator, 'Door Night', [{ name: 'Standing', priceMinor: 2500 }], 1);
  const buyerEmail = uniqueEmail('buyer');
  const buyer = await emulator.signUp(buyerEmail, PASSWORD);
  const order = await buyThroughApi(baseURL, buyer.idToken, {
    eventId: event.eventId,
    ticketTypeId: event.ticketTypes[0]?.id ?? '',
    buyerEmail,
    attendeeNames: ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Tim Berners-Lee'],
  });
  const { order: withCodes } = await graphqlCall<{
    order: { tickets: { id: string; attendeeName: string; code: string | null }[] };
  }>(
    baseURL,
    `query($id: ID!) { order(id: $id) { tickets { id attendeeName code } } }`,
    { id: order.orderId },
    buyer.idToken,
  );
  const codes = new Map(withCodes.tickets.map((t) => [t.attendeeName, t.code ?? '']));
  const grace = withCodes.tickets.find((t) => t.attendeeName === 'Grace Hopper')?.id;
  await graphqlCall(
    baseURL,
    `mutation($id: ID!, $t: [ID!]) { refundOrder(id: $id, ticketIds: $t) { id } }`,
    { id: order.orderId, t: [grace] },
    await organizerToken(emulator, event),
  );
  return { event, buyerEmail, orderId: order.orderId, codes };
}

const feedback = (page: Page) => page.getByTestId('scan-feedback');
/** A scan among the last five the door shows, by outcome and text. */
const scanned = (page: Page, outcome: string, text: string) =>
  page.getByRole('list', { name: 'Recent scans' }).locator(`li[data-outcome="${outcome}"]`).filter({ hasText: text });

test('door staff scan a crowd: green, amber and red; offline scans queue, survive a reload, and upload', async ({
  baseURL,
  emulator,
  guards,
}) => {
  test.setTimeout(180_000);
  const door = await doorEvent(baseURL ?? '', emulator);
  const staffEmail = await addMember(baseURL ?? '', emulator, door.event, 'DOOR_STAFF');
  const code = (name: string) => door.codes.get(name) ?? '';

  // The first phone: Ada's valid ticket, then Grace's refunded one, in front of the camera in turn.
  const first = await browserWithCamera(
    await fakeCameraVideo([
      { code: code('Ada Lovelace'), seconds: SHOW },
      { code: null, seconds: AWAY },
      { code: code('Grace Hopper'), seconds: SHOW },
      { code: null, seconds: AWAY },
    ]),
    baseURL ?? '',
    guards,
  );
  try {
    const page = await first.context.newPage();
    await signIn(page, staffEmail, ORGANIZER_PASSWORD);
    // Door staff reach the scanner from the tab bar.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scan' }).click();
    await page.getByRole('link', { name: new RegExp(door.event.title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: door.event.title })).toBeVisible();
    await expect(page.getByLabel('Check-in list')).toHaveValue(/.+/);
    await expect(page.getByTestId('checkin-counts')).toContainText('0 / 3 checked in');

    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect(scanned(page, 'ADMITTED', 'Ada Lovelace')).toHaveCount(1, { timeout: 20_000 });
    await expect(scanned(page, 'REJECTED', 'Refunded').first()).toBeAttached({ timeout: 20_000 });
    // Ada's ticket shown again, on the loop's next turn: already checked in, with when and where.
    await expect(page.locator('[data-testid="scan-feedback"][data-outcome="ALREADY_CHECKED_IN"]')).toBeVisible({
      timeout: 20_000,
    });
    await expect(feedback(page)).toContainText('Ada Lovelace');
    await expect(feedback(page)).toContainText(/First scanned .* on Door/);
    await page.getByRole('button', { name: 'Stop camera' }).click();
    await expect(page.getByTestId('checkin-counts')).toContainText('1 / 3 checked in');
  } finally {
    await first.browser.close();
  }

  // A second phone, whose network goes: Alan's and Tim's tickets.
  const second = await browserWithCamera(
    await fakeCameraVideo([
      { code: code('Alan Turing'), seconds: SHOW },
      { code: null, seconds: AWAY },
      { code: code('Tim Berners-Lee'), seconds: SHOW },
      { code: null, seconds: AWAY },
    ]),
    baseURL ?? '',
    guards,
  );
  try {
    const { context } = second;
    const page = await context.newPage();
    await signIn(page, staffEmail, ORGANIZER_PASSWORD);
    await page.goto(`/scan/${door.event.slug}`);
    await expect(page.getByTestId('door-status')).toContainText('Offline copy saved');
    await expect(page.getByTestId('checkin-counts')).toContainText('1 / 3 checked in');
    // The service worker has the scanner and its decoder before the network goes, and has kept the app's
    // configuration, which the session needs to start (it asks for it once it takes control).
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('admit-config')).keys()).length), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);

    // Chromium logs each request the dead network refuses (the session's account lookup on the reload below);
    // the app handles it, and the door works on.
    guards.expected.push(FIREBASE_STARTS_OFFLINE);
    await context.setOffline(true);
    await expect(page.getByTestId('door-status')).toContainText('Offline');
    await page.getByRole('button', { name: 'Start camera' }).click();
    for (const name of ['Alan Turing', 'Tim Berners-Lee']) {
      await expect(scanned(page, 'ADMITTED', name)).toHaveCount(1, { timeout: 20_000 });
    }
    await expect(page.getByTestId('door-status')).toContainText('2 scans waiting to upload');
    await expect(page.getByTestId('checkin-counts')).toContainText('3 / 3 checked in');

    // Reloaded with the network still off: the scanner comes back from the service worker and the device's copy,
    // remembers who it let in, and keeps the queue.
    await page.reload();
    // Firebase restores the session from the device first (its token refresh waits for the network).
    await expect(page.getByRole('heading', { level: 1, name: door.event.title })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('door-status')).toContainText('2 scans waiting to upload');
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect(scanned(page, 'ALREADY_CHECKED_IN', 'Alan Turing').first()).toBeAttached({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Stop camera' }).click();

    // Back online: the queue uploads once, and the counts are the server's.
    await context.setOffline(false);
    await expect(page.getByTestId('door-status')).not.toContainText('waiting to upload', { timeout: 20_000 });
    await expect(page.getByTestId('checkin-counts')).toContainText('3 / 3 checked in');
  } finally {
    await second.browser.close();
  }
  const { counted } = await graphqlCall<{ counted: { lists: { counts: { checkedIn: number } }[] } }>(
    baseURL ?? '',
    `query($s: String!) { counted: scannerData(eventSlug: $s) { lists { counts { checkedIn } } } }`,
    { s: door.event.slug },
    (await emulator.signIn(staffEmail, ORGANIZER_PASSWORD)).idToken,
  );
  expect(counted.lists.map((l) => l.counts.checkedIn)).toEqual([3]);
});

test('the attendee sees when their ticket was checked in; a guest is found by name, never listed', async ({
  page,
  baseURL,
  emulator,
}) => {
  const door = await doorEvent(baseURL ?? '', emulator);
  await signIn(page, door.event.organizerEmail, ORGANIZER_PASSWORD);
  // The organizer adds a list for a backstage door on the event's page, and opens the scanner from there.
  await page.goto(`/manage/${door.event.orgSlug}/events/${door.event.slug}/check-in`);
  const lists = page.getByRole('list', { name: 'Check-in lists' });
  await expect(lists).toContainText('Entrance');
  const add = page.getByRole('form', { name: 'Add a check-in list' });
  await add.getByLabel('List name').fill('Backstage');
  await add.getByLabel('Allow re-entry after an exit scan').check();
  await add.getByRole('button', { name: 'Add list' }).click();
  await expect(lists.getByRole('listitem')).toHaveCount(2);
  await expect(lists).toContainText('re-entry allowed');
  await page.getByRole('link', { name: 'Scan tickets' }).first().click();
  await expect(page).toHaveURL(`/scan/${door.event.slug}`);
  await expect(page.getByLabel('Check-in list').locator('option')).toHaveText(['Entrance', 'Backstage (re-entry)']);
  const search = page.getByLabel('Find by name');
  await search.fill('Tu');
  await expect(page.getByRole('list', { name: 'Matching guests' })).toHaveCount(0);
  await search.fill('Turing');
  const matches = page.getByRole('list', { name: 'Matching guests' }).getByRole('listitem');
  await expect(matches).toHaveCount(1);
  await matches.getByRole('button', { name: 'Check in' }).click();
  await expect(feedback(page)).toHaveAttribute('data-outcome', 'ADMITTED');
  await expect(feedback(page)).toContainText('Alan Turing');
  await expect(page.getByTestId('door-status')).not.toContainText('waiting to upload');

  await expect(page.getByTestId('checkin-counts')).toContainText('1 / 3 checked in');

  // Ada let in by mistake, by her code typed in, then taken back: the server forgets it too.
  await feedback(page).click();
  await page.getByLabel('Ticket code').fill(door.codes.get('Ada Lovelace') ?? '');
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(feedback(page)).toHaveAttribute('data-outcome', 'ADMITTED');
  await feedback(page).click();
  await expect(page.getByTestId('checkin-counts')).toContainText('2 / 3 checked in');
  await page.getByRole('button', { name: 'Undo Ada Lovelace’s check-in' }).click();
  await expect(page.getByTestId('checkin-counts')).toContainText('1 / 3 checked in');
  await expect(scanned(page, 'ADMITTED', 'Ada Lovelace')).toHaveCount(0);
  await expect
    .poll(async () => {
      const { counts } = await graphqlCall<{ counts: { checkedIn: number } }>(
        baseURL ?? '',
        `query($l: ID!) { counts: checkInCounts(listId: $l) { checkedIn } }`,
        { l: await page.getByLabel('Check-in list').inputValue() },
        await organizerToken(emulator, door.event),
      );
      return counts.checkedIn;
    })
    .toBe(1);

  // A code typed in by hand: Grace's refunded ticket is red.
  await page.getByLabel('Ticket code').fill(door.codes.get('Grace Hopper') ?? '');
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(feedback(page)).toHaveAttribute('data-outcome', 'REJECTED');
  await expect(feedback(page)).toContainText('Refunded');
  await feedback(page).click();

  // The buyer's ticket page says when Alan was let in.
  const buyerToken = (await emulator.signIn(door.buyerEmail, PASSWORD)).idToken;
  const { order } = await graphqlCall<{ order: { tickets: { id: string; attendeeName: string }[] } }>(
    baseURL ?? '',
    `query($id: ID!) { order(id: $id) { tickets { id attendeeName } } }`,
    { id: door.orderId },
    buyerToken,
  );
  const alan = order.tickets.find((t) => t.attendeeName === 'Alan Turing')?.id;
  await page.context().clearCookies();
  await page.goto('/account');
  await signOut(page);
  await signIn(page, door.buyerEmail, PASSWORD);
  await page.goto(`/tickets/${alan}`);
  await expect(page.getByTestId('checked-in-at')).toContainText('Checked in at');
});

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('a scan dated before an entry its device could have known about is amber, and listed for the organizer', async ({
    page,
    baseURL,
    emulator,
  }) => {
    const door = await doorEvent(baseURL ?? '', emulator);
    const token = await organizerToken(emulator, door.event);
    const { lists } = await graphqlCall<{ lists: { lists: { id: string }[] } }>(
      baseURL ?? '',
      `query($s: String!, $d: String) { lists: scannerData(eventSlug: $s, deviceId: $d) { lists { id } } }`,
      { s: door.event.slug, d: 'gate-b' },
      token,
    );
    const listId = lists.lists[0]?.id ?? '';
    const scan = `mutation($s: [CheckInInput!]!) { uploadCheckIns(scans: $s) { results { outcome conflict } } }`;
    const input = (deviceId: string, nonce: string, minutesAgo: number) => ({
      listId,
      code: door.codes.get('Ada Lovelace'),
      nonce,
      deviceId,
      deviceName: deviceId === 'gate-a' ? 'Gate A' : 'Gate B',
      scannedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      shownOutcome: 'ADMITTED',
    });
    await graphqlCall(baseURL ?? '', scan, { s: [input('gate-a', `a${Date.now()}`, 0)] }, token);
    // Gate B had its copy a moment ago, and says it let Ada in half an hour ago.
    const late = await graphqlCall<{ uploadCheckIns: { results: { outcome: string; conflict: boolean }[] } }>(
      baseURL ?? '',
      scan,
      { s: [input('gate-b', `b${Date.now()}`, 30)] },
      token,
    );
    expect(late.uploadCheckIns.results).toEqual([{ outcome: 'ALREADY_CHECKED_IN', conflict: true }]);

    await signIn(page, door.event.organizerEmail, ORGANIZER_PASSWORD);
    await page.goto(`/manage/${door.event.orgSlug}/events/${door.event.slug}/check-in`);
    const table = page.getByRole('table', { name: 'Door conflicts (1)' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(/Ada Lovelace.*Entrance.*Gate A.*Gate B/);
  });
});
