import { expect, type Locator, type Page, test } from '@playwright/test';
import { approvedAgent, signIn, skipWelcome, snap, subscribeThroughApi } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

/** The element lies wholly inside the window, sideways. */
async function expectInView(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'element has a box').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width + 1);
}

test("a long unbroken title keeps My Properties' columns and actions on screen", async ({ page }) => {
  await approvedAgent(page);
  await subscribeThroughApi(page, 'Starter');
  const title = `Supercalifragilisticexpialidociousmansionwithoceanviewsandaprivatejetty in Lekki`;
  const created = await page.request.post('/api/v1/property/create', { data: { title } });
  expect(created.ok()).toBe(true);
  await page.goto('/agent/my-properties');
  const table = page.getByRole('table', { name: 'My properties' });
  await expect(table).toContainText('in Lekki');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  expect(await table.evaluate((element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0))).toBe(
    true,
  );
  await expectInView(page, page.getByRole('link', { name: `Edit ${title}` }));
  await expectInView(page, page.getByRole('button', { name: `Delete ${title}` }));
  await snap(page, 'my-properties-long-title');
});

test('every Settings tab label can be read whole, on a phone too', async ({ page }) => {
  await signIn(page, 'agent@demo.ng');
  await expect(page).toHaveURL(/\/agent\/dashboard/);
  await page.goto('/agent/settings?tab=pricing-plans');
  for (const name of ['Basic Information', 'Verification', 'Pricing Plans']) {
    const tab = page.getByRole('tab', { name });
    await expect(tab).toBeVisible();
    await expectInView(page, tab);
    // Not cut: the label fits its box.
    expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  await snap(page, 'agent-settings-tabs', { fullPage: false });
});

test("the buyer area's current tab is in sight on a phone", async ({ page }) => {
  await signIn(page, 'buyer@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);
  for (const [path, name] of [
    ['/buyer/settings', 'Settings'],
    ['/buyer/notifications', 'Notifications'],
    ['/buyer/my-bookings', 'My Bookings'],
  ] as const) {
    await page.goto(path);
    const current = page.getByRole('navigation', { name: 'Buyer' }).getByRole('link', { name });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expectInView(page, current);
  }
  await page.goto('/buyer/settings');
  await snap(page, 'buyer-tabs', { fullPage: false });
});

test('Admin Users shows every column, Actions included, beside the sidebar and stacked on a phone', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.ng');
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto('/admin/users');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('button', { name: /^Block / }).first()).toBeVisible();
  expect(await table.evaluate((element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0))).toBe(
    true,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await expectInView(page, table.getByRole('button', { name: /^Block / }).first());
  await snap(page, 'admin-users');
});
