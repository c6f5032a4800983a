import { expect, signOut, test, uniqueEmail } from '../fixtures.ts';
import { FIRST_OPERATIONS, recordGraphQLAnswers } from '../support/graphql-answers.ts';
import { recordLoadedScripts } from '../support/loaded-scripts.ts';

test('a person signs up, stays signed in across a reload, sees their email from the API, and signs out', async ({
  page,
}) => {
  const email = uniqueEmail('newcomer');
  // From the account page, so that signing up comes back to it (sign-in returns where it was asked from).
  await page.goto('/account');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up\?next=%2Faccount$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('tickets4all');
  const answers = recordGraphQLAnswers(page);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('viewer-email')).toHaveText(email);
  // The new account's first requests, sent at once, each answered (none refused, none failed).
  expect(await answers.failuresOnceAnswered(FIRST_OPERATIONS)).toEqual([]);

  await page.reload();
  await expect(page.getByTestId('viewer-email')).toHaveText(email);

  await signOut(page);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  // Signed out for real: the account page now sends the visitor to sign in.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount$/);
});

test('a returning person signs in and is taken back to the page they wanted', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel('Email').fill('attendee@admit.test');
  await page.getByLabel('Password').fill('admit-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('viewer-email')).toHaveText('attendee@admit.test');
});

test('the sign-up form explains bad input beside each field before anything is sent', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('a wrong password gets a friendly message, never a raw code', async ({ page, guards }) => {
  // The wrong password, refused by the identity service: the browser logs its 400.
  guards.expected.push(/status of 400 .*@ .*accounts:signInWithPassword/);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('attendee@admit.test');
  await page.getByLabel('Password').fill('wrong-password-9');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('That email and password do not match. Check them and try again.');
  await expect(alert).not.toContainText('auth/');
});

test('a visitor on the home page never downloads the Firebase SDK', async ({ page }) => {
  const loaded = recordLoadedScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await loaded.bodies();
  expect(scripts.length).toBeGreaterThan(0);
  // Whatever chunk it might land in, the Auth SDK names its service's host.
  expect(scripts.filter((body) => body.includes('identitytoolkit.googleapis.com'))).toEqual([]);
});

test('the sign-in page does fetch the Firebase SDK (the check above can fail)', async ({ page }) => {
  const loaded = recordLoadedScripts(page);
  await page.goto('/sign-in');
  // The sign-in page loads the SDK once it has started: wait for it, however long a busy machine takes.
  await expect
    .poll(async () => (await loaded.bodies()).some((body) => body.includes('identitytoolkit.googleapis.com')))
    .toBe(true);
});
