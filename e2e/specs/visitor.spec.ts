import { expect, test } from '@playwright/test';
import { appTookOver, snap } from '../support';

test('a visitor sees the welcome dialog, can close it, and sees the header and footer', async ({ page }) => {
  await page.goto('/');
  const welcome = page.getByRole('dialog');
  await expect(welcome).toBeVisible();
  await expect(
    welcome
      .getByRole('link', { name: /sign up/i })
      .or(welcome.getByRole('button', { name: /sign up/i }))
      .first(),
  ).toBeVisible();
  await snap(page, 'home-welcome');
  // The app's dialog (the server paints one first, e2e/specs/first-paint.spec.ts).
  await appTookOver(page);
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();
  // Nothing opened it (it greets on arrival): focus goes to the page's content, the skip link's target, not <body>.
  await expect(page.locator('#main')).toBeFocused();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await snap(page, 'home');

  // Remembered: it does not come back on the next page.
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await page.keyboard.press('Escape');
  await expect(page.getByText(/page not found/i).first()).toBeVisible();
});

test('a visitor opening a members area is sent to sign in', async ({ page }) => {
  for (const path of ['/buyer/my-offers', '/agent/dashboard', '/admin/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/sign-in/);
  }
});
