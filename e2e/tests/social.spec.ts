import { devices } from '@playwright/test';
import { expect, guardContext, signIn, signInAtFakeProvider, test, uniqueEmail } from '../fixtures.ts';

const providers = [
  { label: 'Google', id: 'google.com' },
  { label: 'Facebook', id: 'facebook.com' },
  { label: 'GitHub', id: 'github.com' },
  { label: 'X (Twitter)', id: 'twitter.com' },
];

for (const provider of providers) {
  test(`on a phone, "Continue with ${provider.label}" signs in by redirect`, async ({ page }) => {
    const email = uniqueEmail(`redirect-${provider.id.split('.')[0]}`);
    await page.goto('/sign-in');
    await page.getByRole('button', { name: `Continue with ${provider.label}` }).click();
    await expect(page).toHaveURL(/\/emulator\/auth\/handler/);
    await signInAtFakeProvider(page, email, 'Redirect Person');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('viewer-email')).toHaveText(email);
  });
}

test('on a desktop, "Continue with GitHub" signs in through a popup', async ({ browser, guards }) => {
  // The project's phone settings would otherwise carry over to this context.
  const desktop = await browser.newContext({
    ...devices['Desktop Chrome'],
    baseURL: test.info().project.use.baseURL ?? '',
  });
  await guardContext(desktop, guards);
  try {
    const page = await desktop.newPage();
    const email = uniqueEmail('popup-github');
    await page.goto('/sign-in');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Continue with GitHub' }).click(),
    ]);
    await signInAtFakeProvider(popup, email, 'Popup Person');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('viewer-email')).toHaveText(email);
  } finally {
    await desktop.close();
  }
});

test('a provider account whose email already signs in with a password is linked after signing in', async ({
  page,
  emulator,
}) => {
  // The emulator's fake provider always vouches for the email, and so merges the accounts. A Google
  // account whose address Google has not verified does not vouch: rewrite that one claim on the
  // emulator's page. (Google, because the emulator can link only ID-token credentials, not GitHub's.)
  await page.route('**/emulator/auth/handler**', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('email_verified: true', 'email_verified: false');
    await route.fulfill({ response, body });
  });
  const email = uniqueEmail('link-after');
  await emulator.signUp(email, 'tickets4all');

  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtFakeProvider(page, email, 'Same Person');
  await expect(page.getByRole('alert')).toContainText(
    `You already have an account with ${email} using your email and password. Sign in that way, and we will link Google to it.`,
  );

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('tickets4all');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('viewer-email')).toHaveText(email);
  await page.getByRole('tab', { name: 'Sign-in methods' }).click();
  await expect(page.getByTestId('linked-google.com')).toBeVisible();
  await expect(page.getByTestId('linked-password')).toBeVisible();
});

test('sign-in methods: link a provider, unlink it, and never unlink the last one', async ({ page, emulator }) => {
  const email = uniqueEmail('methods');
  await emulator.signUp(email, 'tickets4all');
  await signIn(page, email, 'tickets4all');

  await page.getByRole('tab', { name: 'Sign-in methods' }).click();
  const password = page.getByTestId('linked-password');
  await expect(password).toContainText('Your email and password');
  await expect(password.getByRole('button', { name: 'Unlink' })).toBeDisabled();
  await expect(page.getByText('This is your only way to sign in, so it stays.')).toBeVisible();

  // Linking uses a popup, on phones too.
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Link GitHub' }).click(),
  ]);
  await signInAtFakeProvider(popup, email, 'Methods Person');
  await expect(page.getByRole('status')).toHaveText('GitHub is linked: you can sign in with it now.');
  await expect(page.getByTestId('linked-github.com')).toBeVisible();
  await expect(password.getByRole('button', { name: 'Unlink' })).toBeEnabled();

  await page.getByTestId('linked-github.com').getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByRole('status')).toHaveText('You can no longer sign in with GitHub.');
  await expect(page.getByTestId('linked-github.com')).toHaveCount(0);
  await expect(password.getByRole('button', { name: 'Unlink' })).toBeDisabled();
});

test('a Google-only account confirms deletion with Google in a popup', async ({ page }) => {
  const email = uniqueEmail('delete-google');
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtFakeProvider(page, email, 'Leaving Person');
  await expect(page.getByTestId('viewer-email')).toHaveText(email);

  await page.getByRole('tab', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const modal = page.getByRole('dialog', { name: 'Delete your account?' });
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    modal.getByRole('button', { name: 'Confirm with Google and delete' }).click(),
  ]);
  // The same Google account confirms it is still them.
  await popup.getByText(email).click();
  await expect(page).toHaveURL(/\/goodbye$/);
});
