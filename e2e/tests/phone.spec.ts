import { expect, test, uniqueUkMobile } from '../fixtures.ts';

test('a person signs in with their phone: number, texted code, and a retry after a wrong code', async ({
  page,
  emulator,
}) => {
  const phone = uniqueUkMobile();
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Phone' }).click();

  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('Phone number').fill('12');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText('Enter a valid phone number for that country.')).toBeVisible();

  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText(`We texted a 6-digit code to ${phone.e164}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();

  const code = await emulator.latestSmsCode(phone.e164);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code').fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Check it and try again.');

  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('viewer-email')).toHaveText(phone.e164);
});
