import { expect, type Page, test } from '@playwright/test';
import { appTookOver, isMobile, openListing, signIn, skipWelcome, snap, uniqueEmail } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

async function firstListing(page: Page): Promise<{ slug: string; title: string }> {
  const found = await page.request.get('/api/v1/property/all?propertyFor=sale&sort=newest');
  const listing = ((await found.json()) as { data: { slug: string; title: string }[] }).data[0];
  if (!listing) throw new Error('The demo seed has no sales');
  return listing;
}

test('the Share dialog of a listing offers copy, WhatsApp, X, Facebook and email for that page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const listing = await firstListing(page);
  await openListing(page, listing.slug);
  await page.getByRole('button', { name: 'Share', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog).toContainText(listing.title);
  const pageUrl = page.url();
  const targets = dialog.getByRole('list', { name: 'Share to' });
  for (const name of ['WhatsApp', 'X', 'Facebook', 'Email']) {
    await expect(targets.getByRole('link', { name })).toBeVisible();
  }
  expect(await targets.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
    encodeURIComponent(pageUrl),
  );
  expect(await targets.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
  );
  expect(await targets.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(/^mailto:\?subject=/);
  await expect(dialog.getByLabel('Link to this page')).toHaveValue(pageUrl);
  await snap(page, 'share-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
});

test('every public page can be shared from the footer', async ({ page }) => {
  await page.goto('/about-us');
  await page.getByRole('button', { name: 'Share this page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog.getByLabel('Link to this page')).toHaveValue(/\/about-us$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a success clears the error toast of the failed try before it', async ({ page }) => {
  await page.goto('/about-us');
  const newsletter = page.getByLabel('Email address for the newsletter');
  await newsletter.fill('not-an-email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const errors = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(errors).toHaveCount(1);
  await newsletter.fill(uniqueEmail('news'));
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toHaveCount(1);
  await expect(errors).toHaveCount(0);
});

test('the sign-in and sign-up backgrounds fill the screen below the header', async ({ page }) => {
  for (const path of ['/sign-in', '/sign-up']) {
    await page.goto(path);
    await appTookOver(page);
    const frame = page.locator('main').filter({ has: page.getByRole('heading', { level: 1 }) });
    const box = await frame.boundingBox();
    const viewport = page.viewportSize();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 1);
    await snap(page, `auth-background${path.replace('/', '-')}`);
  }
});

test('a phone shows one menu button in the agent area, and it opens the area menu', async ({ page }) => {
  await signIn(page, 'agent@demo.ng');
  await expect(page).toHaveURL(/\/agent\/dashboard/);
  const menuButtons = page.getByRole('button', { name: /^open (menu|navigation)$/i });
  if (!isMobile(page)) {
    await expect(menuButtons.filter({ visible: true })).toHaveCount(0);
    return;
  }
  // Once the agent frame is on the page, the header's one button is its menu.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(menuButtons.filter({ visible: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(
    drawer.getByRole('navigation', { name: 'Agent' }).getByRole('link', { name: 'My Properties' }),
  ).toBeVisible();
  await snap(page, 'agent-area-drawer');
  await drawer.getByRole('link', { name: 'My Properties' }).click();
  await expect(page).toHaveURL(/\/agent\/my-properties/);
  await expect(drawer).toBeHidden();
});

test('the contact form marks what it needs, and sends a message without a phone number', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact form' });
  for (const label of ['First Name', 'Email', 'Subject', 'Message']) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('aria-required', 'true');
  }
  await expect(form.getByLabel('Phone Number')).not.toHaveAttribute('aria-required', 'true');
  await expect(form.getByText('Optional: if you would like a call back')).toBeVisible();
  await form.getByLabel('First Name').fill('Bisi');
  await form.getByLabel('Email').fill(uniqueEmail('contact'));
  await form.getByLabel('Subject').fill('A listing that was already rented');
  await form.getByLabel('Message').fill('The flat at Yaba was rented last month but still shows.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
  await snap(page, 'contact-form');
});

test('every content page names the browser tab after itself', async ({ page }) => {
  const titles = new Set<string>();
  for (const [path, title] of [
    ['/about-us', 'About Naija Homes'],
    ['/careers', 'Careers'],
    ['/help-center', 'Help center'],
    ['/terms-conditions', 'Terms & Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/property-news', 'Property news'],
    ['/contact-us', 'Contact us'],
    ['/pricing', 'Pricing plans for agents'],
    ['/agents', 'Find an agent'],
    ['/properties?propertyFor=rent', 'Homes and offices for rent'],
    ['/sign-in', 'Sign in'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | Naija Homes`);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(11);
});
