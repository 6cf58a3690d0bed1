import { expect, test } from '@playwright/test';
import { appTookOver, expectInvalid, readCodeFromOutbox, signIn, skipWelcome, snap, uniqueEmail } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

test('a buyer who forgot the password resets it with the emailed code and signs in with the new one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('tunde');
  const signUp = await request.post('/api/v1/auth/sign-up', {
    data: {
      firstName: 'Tunde',
      lastName: 'Bakare',
      email,
      phoneNumber: '08051234567',
      password: 'old-password-1',
      role: 'BUYER',
    },
  });
  expect(signUp.status()).toBe(201);

  await page.goto('/sign-in');
  await appTookOver(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form (its own Email field) stays until the next page has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/verify-otp\?.*type=reset-password/);

  const code = await readCodeFromOutbox(page, email);
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/reset-password\?email=.*&code=\d{6}/);
  await page.getByLabel('New Password').fill('new-password-2');
  await page.getByLabel('Confirm Password').fill('different-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expectInvalid(page, page.getByLabel('Confirm Password'), 'Both passwords must match');
  await page.getByLabel('Confirm Password').fill('new-password-2');
  await snap(page, 'reset-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await signIn(page, email, 'new-password-2');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('the header gains its shadow after scrolling past 85 px', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 300);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
});
