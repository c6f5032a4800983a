import { expect, guardContext, test, uniqueEmail } from '../fixtures.ts';
import { FIRST_OPERATIONS, recordGraphQLAnswers } from '../support/graphql-answers.ts';

test('after sign-up a banner asks to verify the email, and the emailed link verifies it', async ({
  page,
  emulator,
}) => {
  const email = uniqueEmail('verify');
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('tickets4all');
  await page.getByRole('button', { name: 'Create account' }).click();
  const banner = page.getByTestId('verify-email-banner');
  await expect(banner).toContainText(`we sent a link to ${email}`);

  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(banner).toContainText('We sent a new link.');

  await page.goto(await emulator.latestLinkPath(email, 'VERIFY_EMAIL'));
  await expect(page.getByRole('status')).toContainText('Your email is verified.');
  await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
});

test('a forgotten password is reset from the emailed link, and the new one signs in', async ({ page, emulator }) => {
  const email = uniqueEmail('reset');
  await emulator.signUp(email, 'old-password-1');

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);

  await page.goto(await emulator.latestLinkPath(email, 'PASSWORD_RESET'));
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await page.getByLabel('New password').fill('new-password-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed.');

  await page.getByRole('link', { name: 'Sign in' }).last().click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill('new-password-2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('viewer-email')).toHaveText(email);
});

test('a reset link that was already used gets a clear error', async ({ page, emulator, guards }) => {
  // The used link, refused by the identity service: the browser logs its 400.
  guards.expected.push(/status of 400 .*@ .*accounts:resetPassword/);
  const email = uniqueEmail('reset-twice');
  await emulator.signUp(email, 'old-password-1');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const path = await emulator.latestLinkPath(email, 'PASSWORD_RESET');
  await page.goto(path);
  await page.getByLabel('New password').fill('new-password-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed.');
  await page.goto(path);
  await expect(page.getByRole('alert')).toContainText('That link is not valid any more.');
});

test('an email link signs in silently on the same device', async ({ page, emulator }) => {
  const email = uniqueEmail('link-same');
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Email link' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText(`We sent a sign-in link to ${email}`);

  const link = await emulator.latestLinkPath(email, 'EMAIL_SIGNIN');
  const answers = recordGraphQLAnswers(page);
  await page.goto(link);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('viewer-email')).toHaveText(email);
  // The new account's first requests, sent at once, each answered.
  expect(await answers.failuresOnceAnswered(FIRST_OPERATIONS)).toEqual([]);
});

test('an email link opened on another device asks for the email first', async ({ page, browser, emulator, guards }) => {
  const email = uniqueEmail('link-other');
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Email link' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  const path = await emulator.latestLinkPath(email, 'EMAIL_SIGNIN');

  // Another device: a fresh browser context with nothing stored.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL ?? '', serviceWorkers: 'block' });
  await guardContext(other, guards);
  try {
    const phone = await other.newPage();
    await phone.goto(path);
    await expect(phone.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    await phone.getByLabel('Email').fill(email);
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await expect(phone.getByTestId('viewer-email')).toHaveText(email);
  } finally {
    await other.close();
  }
});
