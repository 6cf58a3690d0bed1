import { expect, type Page, test } from '@playwright/test';
import { appTookOver, skipWelcome } from '../support';

// The search box read the way people write in Nigeria (issue 36): what it understood becomes the search's own
// filters in the URL, shown as chips the person can remove. Demo data: Abuja has a three-bedroom flat at ₦2.2M a
// quarter and a three-bedroom bungalow at ₦550k; counts are checked against what the API answers.

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

function chips(page: Page) {
  return page.getByRole('list', { name: 'Search filters' });
}

async function shoot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png` });
}

async function expectedCount(page: Page, query: string) {
  const response = await page.request.get(`/api/v1/property/all?${query}`);
  const { total } = (await response.json()) as { total: number };
  expect(total).toBeGreaterThan(0);
  return total === 1 ? '1 property' : `${total.toLocaleString('en-NG')} properties`;
}

test('typed words become removable filter chips, and the URL keeps them as filters', async ({ page }) => {
  await page.goto('/properties');
  await appTookOver(page);
  const searchBox = page.getByRole('searchbox', { name: 'Search by city, neighbourhood or address' });
  await searchBox.fill('3 bedroom in FCT under ₦5M');

  await expect(page).toHaveURL(/bedrooms=3/);
  const url = new URL(page.url());
  expect(url.searchParams.get('search')).toBe('abuja');
  expect(url.searchParams.get('maxPrice')).toBe('5000000');
  await expect(searchBox).toHaveValue('abuja');
  const list = chips(page);
  await expect(list.getByRole('listitem')).toHaveText(['Abuja', '3 bedrooms', 'under ₦5M']);
  await expect(page.locator('[data-slot="result-count"]')).toHaveText(
    await expectedCount(page, 'search=abuja&bedrooms=3&maxPrice=5000000'),
  );
  await shoot(page, 'search-chips');

  // Each chip removes its own filter, from the URL too.
  await list.getByRole('button', { name: 'Remove 3 bedrooms' }).click();
  await expect(page).not.toHaveURL(/bedrooms=/);
  await expect(list.getByRole('listitem')).toHaveText(['Abuja', 'under ₦5M']);
  await list.getByRole('button', { name: 'Remove Abuja' }).click();
  await expect(page).not.toHaveURL(/search=/);
  await expect(searchBox).toHaveValue('');
  await expect(list.getByRole('listitem')).toHaveText(['under ₦5M']);
  await expect(page.locator('[data-slot="result-count"]')).toHaveText(await expectedCount(page, 'maxPrice=5000000'));
});

test('a shared link with words is read the same: short-let with a BQ', async ({ page }) => {
  await page.goto('/properties?search=shortlet%20with%20BQ');
  await appTookOver(page);
  await expect(page).toHaveURL(/propertyFor=short-let/);
  expect(new URL(page.url()).searchParams.get('search')).toBeNull();
  await expect(page.getByRole('radio', { name: 'Short-let' })).toBeChecked();
  await expect(chips(page).getByRole('listitem')).toHaveText(["With BQ (boys' quarters)"]);
  await expect(page.locator('[data-slot="result-count"]')).toHaveText(
    await expectedCount(page, "propertyFor=short-let&externalFeatures=Boys'%20Quarters"),
  );
  await shoot(page, 'search-chips-shortlet');
});

test('Clear filters also takes off what only the box sets (serviced, furnished)', async ({ page }) => {
  await page.goto('/properties?search=serviced%20lekki');
  await appTookOver(page);
  await expect(page).toHaveURL(/amenities=Serviced/);
  await expect(chips(page).getByRole('listitem')).toContainText(['Serviced']);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/amenities=/);
  await expect(chips(page).getByRole('listitem').filter({ hasText: 'Serviced' })).toHaveCount(0);
});
