import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures.ts';
import { doorEventWithTickets, refundTickets, ticketOf, type DoorEvent } from '../support/door-event.ts';
import { addMember, graphqlCall, ORGANIZER_PASSWORD, organizerToken } from '../support/organizer-api.ts';

/*
 * The door without the camera, at phone size: a short code typed in (online, and offline against the device's
 * copy), a guest found by name who is already in, and Undo, which takes back the last admission only.
 */

const feedback = (page: Page) => page.getByTestId('scan-feedback');

/** Types a code into the door's manual entry, and checks it. */
async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Ticket code').fill(code);
  await page.getByRole('button', { name: 'Check code' }).click();
}

/** Door staff of the event, signed in, on its scanner with its offline copy saved. */
async function openDoor(page: Page, baseURL: string, emulator: Parameters<typeof addMember>[1], door: DoorEvent) {
  const staffEmail = await addMember(baseURL, emulator, door.event, 'DOOR_STAFF');
  await signIn(page, staffEmail, ORGANIZER_PASSWORD);
  await page.goto(`/scan/${door.event.slug}`);
  await expect(page.getByTestId('door-status')).toContainText('Offline copy saved');
  return staffEmail;
}

async function serverCheckedIn(baseURL: string, token: string, door: DoorEvent): Promise<number> {
  const { copy } = await graphqlCall<{ copy: { lists: { counts: { checkedIn: number } }[] } }>(
    baseURL,
    `query($s: String!) { copy: scannerData(eventSlug: $s) { lists { counts { checkedIn } } } }`,
    { s: door.event.slug },
    token,
  );
  return copy.lists[0]?.counts.checkedIn ?? -1;
}

test('a short code typed at the door admits its guest, online and with the network gone', async ({
  page,
  baseURL,
  emulator,
}) => {
  const base = baseURL ?? '';
  const door = await doorEventWithTickets(base, emulator, 'Typed Codes', [
    'Ada Lovelace',
    'Grace Hopper',
    'Alan Turing',
  ]);
  const token = await organizerToken(emulator, door.event);
  await refundTickets(base, token, door, ['Grace Hopper']);
  await openDoor(page, base, emulator, door);
  await expect(page.getByTestId('checkin-counts')).toContainText('0 / 2 checked in');

  // Online: Ada reads her code out in lower case, with a hyphen.
  const ada = ticketOf(door, 'Ada Lovelace').shortCode.toLowerCase();
  await typeCode(page, `${ada.slice(0, 4)}-${ada.slice(4)}`);
  await expect(feedback(page)).toHaveAttribute('data-outcome', 'ADMITTED');
  await expect(feedback(page)).toContainText('Ada Lovelace');
  await feedback(page).click();
  await expect(page.getByTestId('door-status')).not.toContainText('waiting to upload');
  await expect.poll(() => serverCheckedIn(base, token, door)).toBe(1);

  // Offline: matched against the device's copy, judged by the same rules, and queued.
  await page.context().setOffline(true);
  await expect(page.getByTestId('door-status')).toContainText('Offline');
  const alan = ticketOf(door, 'Alan Turing').shortCode;
  await typeCode(page, `${alan.slice(0, 4)} ${alan.slice(4)}`);
  await expect(feedback(page)).toHaveAttribute('data-outcome', 'ADMITTED');
  await expect(feedback(page)).toContainText('Alan Turing');
  await expect(feedback(page)).toContainText('Checked on this device');
  await feedback(page).click();
  await typeCode(page, ticketOf(door, 'Grace Hopper').shortCode);
  await expect(feedback(page)).toHaveAttribute('data-outcome', 'REJECTED');
  await expect(feedback(page)).toContainText('Refunded');
  await feedback(page).click();
  await typeCode(page, ada);
  await expect(feedback(page)).toHaveAttribute('data-outcome', 'ALREADY_CHECKED_IN');
  await feedback(page).click();
  await expect(page.getByTestId('door-status')).toContainText('3 scans waiting to upload');
  await expect(page.getByTestId('checkin-counts')).toContainText('2 / 2 checked in');

  // Back online: the queue uploads, and the server let Alan in too.
  await page.context().setOffline(false);
  await expect(page.getByTestId('door-status')).not.toContainText('waiting to upload', { timeout: 20_000 });
  await expect.poll(() => serverCheckedIn(base, token, door)).toBe(2);
});

test('a guest found by name who is already in shows when and where, not a Check in button', async ({
  page,
  baseURL,
  emulator,
}) => {
  const base = baseURL ?? '';
  const door = await doorEventWithTickets(base, emulator, 'Name Search', ['Ada Lovelace', 'Alan Turing']);
  await openDoor(page, base, emulator, door);
  await page.getByLabel('This device').fill('Door 2');
  await page.getByLabel('This device').blur();

  const search = page.getByLabel('Find by name');
  await search.fill('Turing');
  const matches = page.getByRole('list', { name: 'Matching guests' }).getByRole('listitem');
  await matches.getByRole('button', { name: 'Check in' }).click();
  await expect(feedback(page)).toHaveAttribute('data-outcome', 'ADMITTED');
  await feedback(page).click();

  await search.fill('Turing');
  await expect(matches).toHaveCount(1);
  await expect(matches.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  await expect(matches.getByTestId('guest-checked-in')).toHaveText(/^Checked in \d{2}:\d{2} at Door 2$/);
  await expect(matches).toHaveClass(/list-group-item-warning/);
  // Ada is not in yet: her button stays.
  await search.fill('Lovelace');
  await expect(matches.getByRole('button', { name: 'Check in' })).toBeVisible();
});

test('Undo takes back the last admission by name, never a red scan, and says what it undid', async ({
  page,
  baseURL,
  emulator,
}) => {
  const base = baseURL ?? '';
  const door = await doorEventWithTickets(base, emulator, 'Undo Night', ['Ada Lovelace', 'Alan Turing']);
  const elsewhere = await doorEventWithTickets(base, emulator, 'Another Night', ['Tim Berners-Lee']);
  const token = await organizerToken(emulator, door.event);
  await openDoor(page, base, emulator, door);
  const undo = page.getByRole('button', { name: /^Undo|^Nothing to undo$/ });
  await expect(undo).toBeDisabled();
  await expect(undo).toHaveText('Nothing to undo');

  await typeCode(page, ticketOf(door, 'Ada Lovelace').shortCode);
  await expect(feedback(page)).toHaveAttribute('data-outcome', 'ADMITTED');
  await feedback(page).click();
  // A ticket for another event: red, and it changes nothing Undo could take back.
  await typeCode(page, ticketOf(elsewhere, 'Tim Berners-Lee').code);
  await expect(feedback(page)).toHaveAttribute('data-outcome', 'REJECTED');
  await expect(feedback(page)).toContainText('Ticket for another event');
  await feedback(page).click();
  await expect(page.getByTestId('checkin-counts')).toContainText('1 / 2 checked in');
  await expect(page.getByTestId('door-status')).not.toContainText('waiting to upload');

  await expect(undo).toHaveText('Undo Ada Lovelace’s check-in');
  await undo.click();
  await expect(page.getByTestId('undo-status')).toHaveText('Undid Ada Lovelace’s check-in.');
  await expect(page.getByTestId('checkin-counts')).toContainText('0 / 2 checked in');
  await expect(undo).toBeDisabled();
  await expect.poll(() => serverCheckedIn(base, token, door)).toBe(0);
  // The red scan is still listed: it was never what Undo took back.
  await expect(page.getByRole('list', { name: 'Recent scans' }).locator('li[data-outcome="REJECTED"]')).toContainText(
    'Ticket for another event',
  );
});
