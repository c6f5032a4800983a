import { expect, requestPhoneCode, signIn, signOut, test, uniqueEmail, uniqueUkMobile } from '../fixtures.ts';

test('after two hours away the ID token is refreshed through the refresh token, and the API still knows you', async ({
  page,
  emulator,
}) => {
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/securetoken.googleapis.com/v1/token')) refreshes.push(request.url());
  });
  await page.clock.install();
  const email = uniqueEmail('long-session');
  await emulator.signUp(email, 'tickets4all');
  await signIn(page, email, 'tickets4all');
  expect(refreshes).toEqual([]);

  // ID tokens live an hour: two hours later the one the page holds has expired.
  await page.clock.fastForward('02:00:00');
  await page.getByRole('link', { name: 'Admit' }).click();
  // The account query goes out only after the SDK has swapped the refresh token for a new ID token.
  const answered = page.waitForResponse(
    (r) =>
      r.url().includes('/graphql') && r.url().includes('operationName=AccountPage') && r.request().method() === 'GET',
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  const body = (await (await answered).json()) as { data?: { viewer?: { user?: { email?: string } } } };
  expect(body.data?.viewer?.user?.email).toBe(email);
  expect(refreshes.length).toBeGreaterThan(0);
});

test('a new SMS code can be asked for once the countdown ends', async ({ page, emulator }) => {
  await page.clock.install();
  const phone = uniqueUkMobile();
  await requestPhoneCode(page, phone);
  await emulator.latestSmsCode(phone.e164);
  const sent = async () => (await emulator.verificationCodes()).filter((c) => c.phoneNumber === phone.e164).length;
  const before = await sent();

  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  await page.clock.runFor(31_000);
  await page.getByRole('button', { name: 'Resend code', exact: true }).click();
  await expect.poll(sent).toBe(before + 1);

  await page.getByLabel('Code').fill(await emulator.latestSmsCode(phone.e164));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('viewer-email')).toHaveText(phone.e164);
});

test('signing out and in as someone else never shows the first person', async ({ page, emulator }) => {
  const first = uniqueEmail('first-person');
  const second = uniqueEmail('second-person');
  await emulator.signUp(first, 'tickets4all');
  await emulator.signUp(second, 'tickets4all');
  await signIn(page, first, 'tickets4all');
  await signOut(page);

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(second);
  await page.getByLabel('Password').fill('tickets4all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('viewer-email')).toHaveText(second);
  await expect(page.getByText(first)).toHaveCount(0);
});

test('a session the API refuses says so, with the reference of the request it refused', async ({
  page,
  emulator,
  guards,
}) => {
  // The refusal this test is about: the browser logs the API's 401.
  guards.expected.push(/status of 401 .*@ .*\/graphql/);
  const email = uniqueEmail('refused-session');
  const account = await emulator.signUp(email, 'tickets4all');
  await signIn(page, email, 'tickets4all');
  // The ids of the account page's requests, as the server named them.
  const requestIds: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('operationName=AccountPage')) requestIds.push(response.headers()['x-request-id'] ?? '');
  });
  // Signed out everywhere, as an admin's revokeRefreshTokens does: no token minted in the next hour counts.
  await emulator.setValidSince(account.localId, Math.floor(Date.now() / 1000) + 3600);

  const tabs = page.getByRole('navigation', { name: 'Main' });
  await tabs.getByRole('link', { name: 'Tickets' }).click();
  await tabs.getByRole('link', { name: 'Account' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'We could not load your account.' });
  await expect(alert).toContainText(/Reference: [0-9a-f]{12}$/);
  const reference = /Reference: ([0-9a-f]{12})/.exec((await alert.textContent()) ?? '')?.[1];
  // The token was refreshed and tried once more (two requests); the alert names the last.
  expect(requestIds.length).toBeGreaterThanOrEqual(2);
  expect(reference).toBe(requestIds.at(-1));
});
