import { expect, type Page, test } from '@playwright/test';
import { appTookOver, DEMO_PASSWORD, readCodeFromOutbox, skipWelcome, uniqueEmail } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

async function fillSignIn(page: Page, email: string) {
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await appTookOver(page);
  // The page left behind may stay on screen while the sign-in screen loads (a route transition): wait for the form.
  await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

async function firstListingPath(page: Page): Promise<string> {
  const found = await page.request.get('/api/v1/property/all?propertyFor=rent&sort=newest');
  const listing = ((await found.json()) as { data: { slug: string }[] }).data[0];
  if (!listing) throw new Error('The demo seed has no rentals');
  return `/properties/${listing.slug}`;
}

test('a visitor who presses the heart on a listing signs in and is back on that listing', async ({ page }) => {
  const path = await firstListingPath(page);
  await page.goto(path);
  // A tap on the painted page before the shell's entry has run is nobody's to answer (first-paint.spec covers the
  // taps it does catch): this test is about coming back after signing up.
  await appTookOver(page);
  await page.getByRole('button', { name: 'Save to saved homes' }).first().click();
  await page.getByRole('dialog', { name: 'Please sign in' }).getByRole('link', { name: 'Sign in' }).click();
  await fillSignIn(page, 'buyer@demo.ng');
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('button', { name: /saved homes/ }).first()).toBeVisible();
});

test('a visitor who opens My Offers signs in and lands on My Offers', async ({ page }) => {
  await page.goto('/buyer/my-offers');
  await fillSignIn(page, 'buyer@demo.ng');
  await expect(page).toHaveURL(/\/buyer\/my-offers$/);
});

test("the header's Login brings the visitor back to the page they were reading", async ({ page }) => {
  await page.goto('/agents');
  const login = page.getByRole('link', { name: 'Login' });
  const menu = page.getByRole('button', { name: 'Open navigation' });
  // The header shows Login once it knows the visitor is signed out (or behind the menu on a phone): wait for one.
  await expect(login.or(menu).first()).toBeVisible();
  if (!(await login.isVisible())) await menu.click();
  await page.getByRole('link', { name: 'Login' }).click();
  await fillSignIn(page, 'buyer@demo.ng');
  await expect(page).toHaveURL(/\/agents$/);
});

test('a return address off the site is ignored: the person goes home', async ({ page }) => {
  await page.goto('/sign-in?redirect=%2F%2Fevil.example%2Fphish');
  await fillSignIn(page, 'buyer@demo.ng');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('a visitor who signs up from the heart verifies the code and is back on the listing, signed in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const path = await firstListingPath(page);
  const email = uniqueEmail('returning');
  await page.goto(path);
  // A tap on the painted page before the shell's entry has run is nobody's to answer (first-paint.spec covers the
  // taps it does catch): this test is about coming back after signing up.
  await appTookOver(page);
  await page.getByRole('button', { name: 'Save to saved homes' }).first().click();
  await page.getByRole('dialog', { name: 'Please sign in' }).getByRole('link', { name: 'Create account' }).click();
  await page.getByText('Home Buyer').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/sign-up\?(?=.*role=BUYER)(?=.*redirect=)/);
  await page.getByLabel('First Name').fill('Ngozi');
  await page.getByLabel('Last Name').fill('Eze');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('8031234567');
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByLabel('Confirm Password').fill('secret-pass-1');
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(page).toHaveURL(/\/verify-otp\?.*redirect=/);
  const code = await readCodeFromOutbox(page, email);
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
