import { expect, type Page, test } from '@playwright/test';
import {
  appTookOver,
  DEMO_PASSWORD,
  expectInvalid,
  isMobile,
  openListing,
  signIn,
  skipWelcome,
  snap,
  uniqueEmail,
} from '../support';

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

test('closing Share or the sign-in prompt with the keyboard puts focus back on the button that opened it', async ({
  page,
}) => {
  const listing = await firstListing(page);
  await openListing(page, listing.slug);
  await appTookOver(page);
  // Buttons of the listing's page (another app): the dialogs they open are the shell's, told only by an event.
  for (const [opener, dialogName] of [
    [page.getByRole('button', { name: 'Share', exact: true }).first(), 'Share'],
    [page.getByRole('button', { name: 'Save to saved homes' }).first(), 'Please sign in'],
  ] as const) {
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
  // The shell's own opener too (the footer's Share this page).
  const footerShare = page.getByRole('button', { name: 'Share this page' });
  await footerShare.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Share' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(footerShare).toBeFocused();
});

test('closing the logout question keeps the keyboard on the page, not at its top', async ({ page }) => {
  await page.context().clearCookies();
  const signedIn = await page.request.post('/api/v1/auth/sign-in', {
    data: { email: 'buyer@demo.ng', password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/about-us');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('button', { name: /^Log ?out$/i })
    .click();
  const question = page.getByRole('alertdialog', { name: 'Logout' });
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  // The menu it was asked from has closed: its button, or else the page's content (the skip link's target), takes
  // the focus; never the document's top.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (active?.id === 'main') return 'content';
        return active?.textContent?.includes('Account menu') ? 'account menu' : (active?.tagName ?? 'none');
      }),
    )
    .toMatch(/^(content|account menu)$/);
});

test('editing the form again takes its validation toast away; the message under the field stays', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: /send/i }).click();
  const errors = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(errors).toHaveCount(1);
  await form.getByRole('textbox').first().fill('Ada');
  // On a phone the toast sits at the bottom, over the form's button: it must not stay there while they try again.
  await expect(errors).toHaveCount(0);
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
});

test('a success clears the error toast of the failed try before it', async ({ page }) => {
  await page.goto('/about-us');
  const newsletter = page.getByLabel('Email address for the newsletter');
  await newsletter.fill('not-an-email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const errors = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(errors).toHaveCount(1);
  // The same message under the field as in the toast (spec §8; ui-kit/lib/form-errors).
  await expectInvalid(page, newsletter, 'Please enter valid email address');
  await snap(page, 'newsletter-invalid', { fullPage: false });
  await newsletter.fill(uniqueEmail('news'));
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]')).toHaveCount(1);
  await expect(errors).toHaveCount(0);
  await expect(newsletter).not.toHaveAttribute('aria-invalid', 'true');
});

test('a toast never lies over the account menu: on a phone toasts rise from the bottom', async ({ page }) => {
  await page.context().clearCookies();
  const signedIn = await page.request.post('/api/v1/auth/sign-in', {
    data: { email: 'buyer@demo.ng', password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/about-us');
  const newsletter = page.getByLabel('Email address for the newsletter');
  await newsletter.fill('not-an-email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const shownToast = page.locator('[data-sonner-toast]').first();
  await expect(shownToast).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page
    .locator('[data-slot="popover-content"]')
    .filter({ has: page.getByRole('navigation', { name: 'Account' }) });
  await expect(menu).toBeVisible();
  await expect(shownToast).toBeVisible();
  const [toastBox, menuBox] = [await shownToast.boundingBox(), await menu.boundingBox()];
  if (!toastBox || !menuBox) throw new Error('the toast or the menu has no box');
  const overlap =
    toastBox.x < menuBox.x + menuBox.width &&
    menuBox.x < toastBox.x + toastBox.width &&
    toastBox.y < menuBox.y + menuBox.height &&
    menuBox.y < toastBox.y + toastBox.height;
  expect(overlap, `toast ${JSON.stringify(toastBox)} over menu ${JSON.stringify(menuBox)}`).toBe(false);
  await snap(page, 'toast-and-account-menu', { fullPage: false });
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
  // A message the contract refuses shows under its field and as a toast, as every form's does.
  await form.getByLabel('First Name').fill('B');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expectInvalid(page, form.getByLabel('First Name'), 'First Name must contain at least 2 letters');
  await snap(page, 'contact-form-invalid', { fullPage: false });
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
