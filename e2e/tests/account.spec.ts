import { expect, requestPhoneCode, signIn, signOut, test, uniqueEmail, uniqueUkMobile } from '../fixtures.ts';
import { solidPng } from '../support/png.ts';

test('the profile tab saves a display name to Firebase and the API', async ({ page, emulator }) => {
  const email = uniqueEmail('profile');
  await emulator.signUp(email, 'tickets4all');
  await signIn(page, email, 'tickets4all');

  await page.getByLabel('Display name').fill('Grace Hopper');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
  await page.reload();
  // The card's title comes from the API's viewer.
  await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
});

test('a profile photo is uploaded, not typed as an address, shown on the account page and in the shell, and removed', async ({
  page,
  emulator,
}) => {
  const email = uniqueEmail('photo');
  await emulator.signUp(email, 'tickets4all');
  await signIn(page, email, 'tickets4all');
  await expect(page.getByLabel('Photo URL')).toHaveCount(0);

  const photoSection = page.getByRole('region', { name: 'Photo' });
  await expect(photoSection).toContainText('No photo yet.');
  await photoSection.getByLabel('Your photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 64, [42, 157, 143]),
  });
  await photoSection.getByRole('button', { name: 'Upload photo' }).click();

  // Shown as the API serves it (WebP from /media/), on the page and in place of the tab bar's Account icon.
  const preview = photoSection.getByRole('img', { name: 'Profile photo' });
  await expect(preview).toHaveAttribute('src', /^\/media\/[0-9a-f-]+\/320\.webp$/);
  const inShell = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' });
  await expect(inShell.getByTestId('profile-photo')).toBeVisible();
  const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
  await expect.poll(() => preview.evaluate(loaded)).toBe(true);

  // It stays after a reload: the API keeps it, and the account (Firebase) knows its address for the shell.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 }).getByTestId('profile-photo')).toBeVisible();
  await expect(inShell.getByTestId('profile-photo')).toBeVisible();

  await photoSection.getByRole('button', { name: 'Remove photo' }).click();
  await expect(photoSection).toContainText('No photo yet.');
  await expect(inShell.getByTestId('profile-photo')).toHaveCount(0);
  await expect(page.getByTestId('profile-photo')).toHaveCount(0);
});

test('the email tab changes the email only once the new address is verified', async ({ page, emulator, guards }) => {
  // The wrong current password, refused by the identity service: the browser logs its 400.
  guards.expected.push(/status of 400 .*@ .*accounts:signInWithPassword/);
  const email = uniqueEmail('old-address');
  const newEmail = uniqueEmail('new-address');
  await emulator.signUp(email, 'tickets4all');
  await signIn(page, email, 'tickets4all');

  await page.getByRole('tab', { name: 'Email' }).click();
  await page.getByLabel('New email').fill(newEmail);
  await page.getByLabel('Current password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'Send verification link' }).click();
  await expect(page.getByRole('alert')).toHaveText('That email and password do not match. Check them and try again.');

  await page.getByLabel('Current password').fill('tickets4all');
  await page.getByRole('button', { name: 'Send verification link' }).click();
  await expect(page.getByRole('status')).toContainText(`We sent a link to ${newEmail}`);
  await page.reload();
  await expect(page.getByTestId('viewer-email')).toHaveText(email);

  // The emulator files this link under the current address, as the service records it.
  await page.goto(await emulator.latestLinkPath(email, 'VERIFY_AND_CHANGE_EMAIL'));
  await expect(page.getByRole('status')).toContainText(`Your email is now ${newEmail}`);
  await signIn(page, newEmail, 'tickets4all');
});

test('the password tab changes the password after checking the current one', async ({ page, emulator }) => {
  const email = uniqueEmail('password-change');
  await emulator.signUp(email, 'tickets4all');
  await signIn(page, email, 'tickets4all');

  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByLabel('Current password').fill('tickets4all');
  await page.getByLabel('New password').fill('nope');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();

  await page.getByLabel('New password').fill('better-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password is changed.');

  await signOut(page);
  await signIn(page, email, 'better-password-2');
});

test('an account made by email link can set a password', async ({ page, emulator }) => {
  const email = uniqueEmail('link-then-password');
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Email link' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  // The app remembers the address once the send succeeds; opening the link before that would look like another device.
  await expect(page.getByRole('status')).toContainText(`We sent a sign-in link to ${email}`);
  await page.goto(await emulator.latestLinkPath(email, 'EMAIL_SIGNIN'));
  await expect(page.getByTestId('viewer-email')).toHaveText(email);

  await page.getByRole('tab', { name: 'Password' }).click();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByLabel('New password').fill('fresh-password-3');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password is set.');

  await signOut(page);
  await signIn(page, email, 'fresh-password-3');
});

test('deleting the account asks for the password in a modal, then the account is gone', async ({
  page,
  emulator,
  guards,
}) => {
  // The wrong password, refused by the identity service: the browser logs its 400.
  guards.expected.push(/status of 400 .*@ .*accounts:signInWithPassword/);
  const email = uniqueEmail('delete-me');
  await emulator.signUp(email, 'tickets4all');
  await signIn(page, email, 'tickets4all');

  await page.getByRole('tab', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const modal = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Delete account' }).click();
  await expect(modal.getByText('Enter your password to confirm.')).toBeVisible();
  await modal.getByLabel('Password').fill('wrong-password-1');
  await modal.getByRole('button', { name: 'Delete account' }).click();
  await expect(modal.getByRole('alert')).toContainText('do not match');

  await modal.getByLabel('Password').fill('tickets4all');
  await modal.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/goodbye$/);
  await expect(page.getByRole('status')).toContainText('you can no longer sign in');

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('tickets4all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('alert')).not.toContainText('auth/');
});

test('a phone-only account confirms deletion with a texted code', async ({ page, emulator }) => {
  const phone = uniqueUkMobile();
  await requestPhoneCode(page, phone);
  await page.getByLabel('Code').fill(await emulator.latestSmsCode(phone.e164));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('viewer-email')).toHaveText(phone.e164);

  await page.getByRole('tab', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const modal = page.getByRole('dialog', { name: 'Delete your account?' });
  const before = (await emulator.verificationCodes()).filter((c) => c.phoneNumber === phone.e164).length;
  await modal.getByRole('button', { name: 'Text me a code' }).click();
  await expect
    .poll(async () => (await emulator.verificationCodes()).filter((c) => c.phoneNumber === phone.e164).length)
    .toBe(before + 1);
  await modal.getByLabel('Code').fill(await emulator.latestSmsCode(phone.e164));
  await modal.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/goodbye$/);
});
