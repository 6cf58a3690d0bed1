import { expect, type Page, test } from '@playwright/test';
import { appTookOver, DEMO_PASSWORD, readCodeFromOutbox, skipWelcome, snap, uniqueEmail } from '../support';

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

/** Signed in through the API (the form has its own tests): the context's cookies carry the session. */
async function signInAs(page: Page, email: string) {
  await page.context().clearCookies();
  const response = await page.request.post('/api/v1/auth/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
}

const areaNotices = [
  { email: 'buyer@demo.ng', own: 'buyer', elsewhere: ['/agent/dashboard', '/admin/users'] },
  { email: 'agent@demo.ng', own: 'agent', elsewhere: ['/admin/dashboard', '/buyer/saved-homes'] },
  { email: 'admin@demo.ng', own: 'admin', elsewhere: ['/agent/my-properties', '/buyer/my-offers'] },
] as const;
const areaPeople: Record<string, string> = { buyer: 'home buyers', agent: 'agents', admin: 'admins' };
const signedInAs: Record<string, string> = { buyer: 'a buyer', agent: 'an agent', admin: 'an admin' };

for (const { email, own, elsewhere } of areaNotices) {
  test(`a signed-in ${own} opening another role's area is told whose it is, in place, with the way to their own`, async ({
    page,
  }) => {
    await signInAs(page, email);
    for (const path of elsewhere) {
      await page.goto(path);
      const heading = page.getByRole('heading', {
        level: 1,
        name: `This area is for ${areaPeople[path.split('/')[1] ?? '']}`,
      });
      await expect(heading).toBeVisible();
      // The address stays: nothing was lost, and it can be bookmarked or signed into with the right account.
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByText(`You are signed in as ${signedInAs[own]}.`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    }
    await snap(page, `wrong-area-notice-${own}`);
    await page.getByRole('link', { name: `Go to my ${own} area` }).click();
    await expect(page).toHaveURL(new RegExp(`/${own}/[\\w-]+$`));
    await expect(page.getByRole('heading', { name: /^This area is for/ })).toHaveCount(0);
  });
}
