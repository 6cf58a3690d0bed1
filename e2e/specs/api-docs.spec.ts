// The API reference at /api/v1/docs (issue 35): a quick start with the SDK's install line, and a search that narrows
// the operations and the menu to what matches.
import { expect, test } from '@playwright/test';
import { expectAccessible, snap } from '../support';

test('the API reference has a quick start and a search that narrows the operations', async ({ page }) => {
  await page.goto('/api/v1/docs');
  await expect(page.getByRole('heading', { name: 'Quick start' })).toBeVisible();
  await expect(page.getByText('npm install @naija-homes/sdk').first()).toBeVisible();
  await snap(page, 'api-reference', { fullPage: false });

  const search = page.getByLabel('Search the API');
  await search.fill('publish missing');
  await expect(page.getByRole('status')).toHaveText(/^\d+ matching$/);
  await expect(page.locator('#op-propertiesPublish')).toBeVisible();
  await expect(page.locator('#op-leadsList')).toBeHidden();
  await search.fill('apiKeysRevoke');
  await expect(page.locator('#op-apiKeysRevoke')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'API reference' }).getByRole('link', { name: /\/api-key\/\{id\}/ }),
  ).toBeVisible();
  await expect(page.locator('#op-propertiesPublish')).toBeHidden();
  await snap(page, 'api-reference-search', { fullPage: false });
  await search.fill('');
  await expect(page.locator('#op-leadsList')).toBeAttached();
  await expectAccessible(page, { name: 'API reference' });
});
