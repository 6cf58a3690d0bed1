import { expect, test } from '@playwright/test';
import { appTookOver, skipWelcome, snap } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

test('every city under "Explore by city" finds listings, Benin City included', async ({ page }) => {
  await page.goto('/');
  const cities = page.getByRole('region', { name: 'Explore by city' }).getByRole('link');
  await expect(cities.first()).toBeVisible();
  const hrefs = await cities.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(7);
  for (const href of hrefs) {
    const query = href.split('?')[1] ?? '';
    const found = await page.request.get(`/api/v1/property/all?${query}`);
    expect((await found.json()) as { total: number }, href).toMatchObject({ total: expect.any(Number) });
    expect(((await found.json()) as { total: number }).total, href).toBeGreaterThan(0);
  }
  await cities.filter({ hasText: 'Benin City' }).click();
  await expect(page).toHaveURL(/city=Benin(%20|\+)City/);
  await expect(page.getByRole('article').first()).toContainText('Benin City');
});

test('the Kano card finds homes in Kano only, shows the city as a filter applied, and the filter can be removed', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Explore by city' }).getByRole('link').filter({ hasText: 'Kano' }).click();
  await expect(page).toHaveURL(/\/properties\?city=Kano$/);
  // The server paints the results; the app's take their place (the cards and buttons are new elements).
  await appTookOver(page);

  const applied = page.getByRole('list', { name: 'Place filters' });
  await expect(applied.getByRole('listitem')).toHaveText('City: Kano');
  await expect(page.getByRole('searchbox', { name: 'Search by city, neighbourhood or address' })).toHaveValue('');
  // Homes in Kano, as the API answers; never Abuja's listings on Aminu Kano Crescent, which the word "Kano" finds.
  const answer = await page.request.get('/api/v1/property/all?city=Kano&limit=48');
  const { data, total } = (await answer.json()) as { data: Array<{ city: string }>; total: number };
  expect(total).toBeGreaterThan(0);
  for (const listing of data) expect(listing.city).toBe('Kano');
  await expect(page.locator('[data-slot="result-count"]')).toHaveText(
    total === 1 ? '1 property' : `${total} properties`,
  );
  const cards = page.locator('[data-slot="listing-card"]');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).not.toContain('Aminu Kano');
  await snap(page, 'search-city-kano', { fullPage: false });

  // Removed, the search is every listing again.
  await applied.getByRole('button', { name: 'Remove city Kano' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(applied).toHaveCount(0);
  const everything = ((await (await page.request.get('/api/v1/property/all')).json()) as { total: number }).total;
  await expect(page.locator('[data-slot="result-count"]')).toHaveText(
    `${everything.toLocaleString('en-NG')} properties`,
  );
});

test('the home carousel shows Exclusive (Platinum) listings first and Featured (Elite) ones too', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured properties' });
  await expect(carousel.getByText('Exclusive').first()).toBeVisible();
  await expect(carousel.getByText('Featured', { exact: true })).not.toHaveCount(0);
  await snap(page, 'home');
});
