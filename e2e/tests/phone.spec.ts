import { expect, requestPhoneCode, signIn, signOut, test, uniqueEmail, uniqueUkMobile } from '../fixtures.ts';
import { FIRST_OPERATIONS, recordGraphQLAnswers } from '../support/graphql-answers.ts';

test('a person signs in with their phone: number, texted code, and a retry after a wrong code', async ({
  page,
  emulator,
  guards,
}) => {
  // The wrong code, refused by the identity service: the browser logs its 400.
  guards.expected.push(/status of 400 .*@ .*accounts:signInWithPhoneNumber/);
  const phone = uniqueUkMobile();
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Phone' }).click();

  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('Phone number').fill('12');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText('Enter a valid phone number for that country.')).toBeVisible();

  // Every country is offered, not a hand-picked few.
  await expect(page.getByLabel('Country').locator('option[value="UA"]')).toHaveText('Ukraine (+380)');

  await page.getByLabel('Phone number').fill('020 7946 0000');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(
    page.getByText('That is a landline, which cannot receive the texted code. Enter a mobile number.'),
  ).toBeVisible();

  // Formatted for the country as it is typed.
  await page.getByLabel('Phone number').clear();
  await page.getByLabel('Phone number').pressSequentially(phone.national.replace(' ', ''));
  await expect(page.getByLabel('Phone number')).toHaveValue(phone.national);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText(`We texted a 6-digit code to ${phone.international}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();

  const code = await emulator.latestSmsCode(phone.e164);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code').fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Check it and try again.');

  await page.getByLabel('Code').fill(code);
  const answers = recordGraphQLAnswers(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('viewer-email')).toHaveText(phone.e164);
  // The new account's first requests, sent at once, each answered.
  expect(await answers.failuresOnceAnswered(FIRST_OPERATIONS)).toEqual([]);
});

test('a phone number is linked as a sign-in method from the account screen, then signs in', async ({
  page,
  emulator,
}) => {
  const email = uniqueEmail('link-phone');
  const phone = uniqueUkMobile();
  await emulator.signUp(email, 'tickets4all');
  await signIn(page, email, 'tickets4all');

  await page.getByRole('tab', { name: 'Sign-in methods' }).click();
  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByRole('button', { name: 'Link a phone number' }).click();
  await page.getByLabel('Code').fill(await emulator.latestSmsCode(phone.e164));
  await page.getByRole('button', { name: 'Link phone' }).click();
  await expect(page.getByRole('status')).toHaveText(`${phone.international} is linked: you can sign in with it now.`);
  await expect(page.getByTestId('linked-phone')).toBeVisible();

  await signOut(page);
  await requestPhoneCode(page, phone);
  await expect(page.getByText(`We texted a 6-digit code to ${phone.international}`)).toBeVisible();
  await page.getByLabel('Code').fill(await emulator.latestSmsCode(phone.e164));
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The same account: its email, not a new phone-only one.
  await expect(page.getByTestId('viewer-email')).toHaveText(email);
});
