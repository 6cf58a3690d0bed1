import { expect, test } from '@playwright/test';
import { skipWelcome, snap } from '../support';

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
  await expect(page).toHaveURL(/search=Benin(%20|\+)City/);
  await expect(page.getByRole('article').first()).toContainText('Benin City');
});

test('the home carousel shows Exclusive (Platinum) listings first and Featured (Elite) ones too', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured properties' });
  await expect(carousel.getByText('Exclusive').first()).toBeVisible();
  await expect(carousel.getByText('Featured', { exact: true })).not.toHaveCount(0);
  await snap(page, 'home');
});
