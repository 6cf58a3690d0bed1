import { expect, test } from '@playwright/test';
import { appTookOver, dismissWelcome, readCodeFromOutbox, skipWelcome, snap, uniqueEmail } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

test('a buyer signs up, verifies the emailed code, is signed in, and logs out through the confirm dialog', async ({
  page,
}) => {
  const email = uniqueEmail('ada');
  await page.goto('/sign-up');
  await appTookOver(page);
  await dismissWelcome(page);
  await expect(page.getByText('What Kind of account would you like to create?')).toBeVisible();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByText('Home Buyer').click();
  await expect(continueButton).toBeEnabled();
  await snap(page, 'sign-up-role');
  await continueButton.click();
  await expect(page).toHaveURL(/role=BUYER/);

  await page.getByLabel('First Name').fill('Adaeze');
  await page.getByLabel('Last Name').fill('Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('8031234567');
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByLabel('Confirm Password').fill('secret-pass-1');
  await snap(page, 'sign-up-form');
  await page.getByRole('button', { name: /sign up|create account/i }).click();

  await expect(page).toHaveURL(/\/verify-otp/);
  const verify = page.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();
  const code = await readCodeFromOutbox(page, email);
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await expect(verify).toBeEnabled();
  await snap(page, 'verify-otp');
  await verify.click();

  // ADR 015: the verified code signs in and lands home (not spec §2's /sign-in), and the screen says so.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Email verified — you are signed in')).toBeVisible();
  await snap(page, 'email-verified-signed-in', { fullPage: false });
  const profileButton = page.getByRole('button', { name: /account menu|profile/i });
  await expect(profileButton).toBeVisible();
  await profileButton.click();
  await expect(page.getByText(email)).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: 'My Offers' })
      .or(page.getByRole('menuitem', { name: 'My Offers' }))
      .first(),
  ).toBeVisible();
  await snap(page, 'buyer-menu');
  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('menuitem', { name: 'Logout' }))
    .first()
    .click();

  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page
      .getByRole('link', { name: 'Login' })
      .or(page.getByRole('button', { name: 'Login' }))
      .first(),
  ).toBeVisible();
});

test('sign-in refuses a wrong password with a clear message', async ({ page }) => {
  await page.goto('/sign-in');
  await appTookOver(page);
  await dismissWelcome(page);
  await page.getByLabel('Email').fill('buyer@demo.ng');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
});
