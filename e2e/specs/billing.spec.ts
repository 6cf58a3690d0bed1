import { expect, test } from '@playwright/test';
import { approvedAgent, skipWelcome, snap } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

const card = (page: import('@playwright/test').Page, plan: string) => page.getByRole('group', { name: `${plan} plan` });

test('a visitor sees the plans and is asked to sign in to subscribe', async ({ page }) => {
  await page.goto('/pricing');
  await expect(card(page, 'Elite')).toContainText('₦20,000');
  await card(page, 'Elite').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await snap(page, 'pricing-visitor');
});

test("an approved agent subscribes to Elite on the local provider, then sees Manage, Upgrade and Can't Downgrade", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await approvedAgent(page);
  await page.goto('/agent/settings?tab=pricing-plans');
  await expect(page.getByText('No Invoice Found')).toBeVisible();
  for (const plan of ['Starter', 'Elite', 'Platinum']) {
    await expect(card(page, plan).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  }
  await card(page, 'Elite').getByRole('button', { name: 'Subscribe' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure, you want to Upgrade/Subscribe, once you Upgrade/Subscribe you cannot Downgrade',
  );
  await confirm.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page).toHaveURL(/\/billing\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Elite plan')).toBeVisible();
  await snap(page, 'local-checkout');
  await page.getByRole('button', { name: 'Pay ₦20,000' }).click();

  await expect(page).toHaveURL(/\/agent\/settings\?tab=pricing-plans/);
  // One "Payment received", below the header rather than over its links.
  const successToasts = page.locator('[data-sonner-toast][data-type="success"]');
  await expect(successToasts).toHaveCount(1);
  await expect(successToasts).toContainText('Payment received');
  const header = await page.locator('header').first().boundingBox();
  const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
  // Measured once the toast has slid in (it enters from above).
  await expect.poll(async () => (await successToasts.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);
  await expect(card(page, 'Elite').getByRole('button', { name: 'Manage' })).toBeVisible();
  await expect(card(page, 'Platinum').getByRole('button', { name: 'Upgrade' })).toBeEnabled();
  await expect(card(page, 'Starter').getByRole('button', { name: "Can't Downgrade" })).toBeDisabled();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await expect(invoices).toContainText('₦20,000');
  const pages = page.getByRole('navigation', { name: 'Invoice pages' });
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await snap(page, 'agent-pricing-plans');

  // Upgrade: confirmation, then Platinum is the plan and a prorated invoice is added.
  await card(page, 'Platinum').getByRole('button', { name: 'Upgrade' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Upgrade' }).click();
  await expect(card(page, 'Platinum').getByRole('button', { name: 'Manage' })).toBeVisible();
  await expect(card(page, 'Elite').getByRole('button', { name: "Can't Downgrade" })).toBeDisabled();
  await expect(invoices.getByRole('row')).toHaveCount(3);

  // Manage: cancel at period end, and the card offers Renew.
  await card(page, 'Platinum').getByRole('button', { name: 'Manage' }).click();
  await expect(page).toHaveURL(/\/billing\/manage$/);
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByRole('button', { name: 'Resume plan' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to pricing plans' }).click();
  await expect(card(page, 'Platinum').getByRole('button', { name: 'Renew' })).toBeVisible();
});
