// Recently viewed (issue 37): the listings a person opened, newest first — on the home page for a visitor (kept on
// the device), and in the buyer area once they sign in (the device's list joins the account and leaves the device).
import { expect, type Page, test } from '@playwright/test';
import { appTookOver, signIn, skipWelcome, snap } from '../support';

/** Opens a listing page the way a visitor does, and returns its title. */
async function openListing(page: Page, href: string, remembered: number): Promise<string> {
  await page.goto(href);
  await appTookOver(page);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  // The page remembers it once the app has it (the device's list, read back by the home page).
  await expect
    .poll(() =>
      page.evaluate(() => (JSON.parse(localStorage.getItem('naija-homes:recently-viewed') ?? '[]') as string[]).length),
    )
    .toBe(remembered);
  return title;
}

test('a visitor sees what they opened on the home page; signed in as a buyer, it is on their account', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await skipWelcome(page);
  await page.goto('/properties?city=Abuja');
  await appTookOver(page);
  const links = page.locator('[data-slot="listing-card"]').getByRole('heading').getByRole('link');
  await expect(links.nth(1)).toBeVisible();
  const hrefs = [(await links.nth(0).getAttribute('href')) ?? '', (await links.nth(1).getAttribute('href')) ?? ''];
  const first = await openListing(page, hrefs[0] as string, 1);
  const second = await openListing(page, hrefs[1] as string, 2);

  await page.goto('/');
  await appTookOver(page);
  const row = page.getByRole('list', { name: 'Recently viewed properties' });
  await row.scrollIntoViewIfNeeded();
  const cards = row.locator('[data-slot="listing-card"]').getByRole('heading');
  await expect(cards).toHaveText([second, first]);
  // The row scrolls inside itself; the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await snap(page, 'recently-viewed-home', { fullPage: false });

  // Signed in, the buyer finds them among their saved homes' page, on their account now, not on the device.
  await signIn(page, 'buyer@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);
  await page.goto('/buyer/saved-homes');
  await appTookOver(page);
  const mine = page.getByRole('list', { name: 'Recently viewed properties' });
  await mine.scrollIntoViewIfNeeded();
  await expect(mine.locator('[data-slot="listing-card"]').getByRole('heading').nth(0)).toHaveText(second);
  await expect(mine.locator('[data-slot="listing-card"]').getByRole('heading').nth(1)).toHaveText(first);
  expect(await page.evaluate(() => localStorage.getItem('naija-homes:recently-viewed'))).toBeNull();
  await snap(page, 'recently-viewed-buyer', { fullPage: false });
});
