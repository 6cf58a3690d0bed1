import { expect, test } from '@playwright/test';
import { approvedAgent, expectInvalid, isMobile, skipWelcome, snap, subscribeThroughApi } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

test('an agent without a plan who adds a property is sent to the plans by the Subscription Required dialog', async ({
  page,
}) => {
  await approvedAgent(page);
  await page.goto('/agent/my-properties');
  await expect(page.getByText('No Property Found')).toBeVisible();
  await page.getByRole('button', { name: 'Add Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await dialog.getByLabel('Title').fill('Serviced Flat in Yaba');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const required = page.getByRole('dialog', { name: 'Subscription Required' });
  await expect(required).toBeVisible();
  await snap(page, `subscription-required-${isMobile(page) ? 375 : 1280}`);
  await required.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/agent\/settings\?tab=pricing-plans/);
});

test('an agent with a plan adds a property from My Properties, lands in the editor, and finds it in the table', async ({
  page,
}) => {
  await approvedAgent(page);
  await subscribeThroughApi(page, 'Elite');
  await page.goto('/agent/my-properties');
  await page.getByRole('button', { name: 'Add Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await expect(dialog.getByLabel('Category')).toHaveValue('residential');
  // The title rule of spec §5, shown inside the dialog.
  await dialog.getByLabel('Title').fill('3 Bed Flat');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectInvalid(page, dialog.getByLabel('Title'), 'Title must contain only letters and spaces');
  await dialog.getByLabel('Title').fill('Open Plan Office in Ikeja');
  await dialog.getByLabel('Category').selectOption('commercial');
  await snap(page, `add-property-${isMobile(page) ? 375 : 1280}`);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/agent\/property\/[0-9a-f-]{36}\?propertyCategory=commercial/);

  await page.goto('/agent/my-properties');
  const table = page.getByRole('table', { name: 'My properties' });
  await expect(table).toContainText('Open Plan Office in Ikeja');
  await expect(table).toContainText('incomplete');
  await expect(table).toContainText('pending');
  await snap(page, `my-properties-${isMobile(page) ? 375 : 1280}`);
  await page.getByLabel('Search my properties').fill('warehouse');
  await expect(page.getByText('No Property Found')).toBeVisible();
  await expect(page).toHaveURL(/search=warehouse/);
  await page.getByLabel('Search my properties').fill('office');
  await expect(table).toContainText('Open Plan Office in Ikeja');

  await page.getByRole('button', { name: 'Delete Open Plan Office in Ikeja' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('No Property Found')).toBeVisible();
});
