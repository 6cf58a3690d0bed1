import { expect, type Page, test } from '@playwright/test';
import { signIn, skipWelcome, snap } from '../support';

/**
 * Every chart names its figures in a hidden table beside the canvas (ui-kit's Chart): the charts on the page are
 * drawn, and at least one of them shows a figure other than zero (the demo seed's months of activity).
 */
async function expectChartsWithFigures(page: Page, atLeast: number) {
  const charts = page.locator('[data-slot="chart"]');
  await expect.poll(async () => charts.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(atLeast);
  for (const canvas of await charts.locator('canvas').all()) {
    await expect(canvas).toBeVisible();
    const box = await canvas.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(100);
    expect(box?.height ?? 0).toBeGreaterThan(100);
  }
  const figures = await charts.locator('td').allTextContents();
  const nonZero = figures.filter((text) => /[1-9]/.test(text));
  expect(nonZero.length, 'charts show real, non-zero figures').toBeGreaterThan(0);
}

/** Nothing pushes the page wider than the window (a phone would scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

test('the admin dashboard draws its charts from the platform figures', async ({ page }) => {
  await skipWelcome(page);
  await signIn(page, 'admin@demo.ng');
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/dashboard');
  await expectChartsWithFigures(page, 3);
  await expectNoSidewaysScroll(page);
  await snap(page, 'admin-dashboard');
});

test('every page of the admin area shows its table or form and fits the screen', async ({ page }) => {
  await skipWelcome(page);
  await signIn(page, 'admin@demo.ng');
  await page.waitForURL(/\/admin\//);
  for (const [path, heading, name] of [
    ['/admin/properties', 'Properties', 'admin-properties'],
    ['/admin/reports', 'Reports', 'admin-reports'],
    ['/admin/contact-us', 'Contact Us', 'admin-contact-us'],
    ['/admin/news-letter', 'Newsletter', 'admin-newsletter'],
    ['/admin/news', 'Property News', 'admin-news'],
    ['/admin/settings', 'Settings', 'admin-settings'],
    ['/admin/audit-log', 'Audit log', 'admin-audit-log'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await snap(page, name);
  }
});

test("an agent's analytics chart their listings' views and leads, and the table sorts", async ({ page }) => {
  await skipWelcome(page);
  await signIn(page, 'agent@demo.ng');
  await page.waitForURL(/\/agent\//);
  await page.goto('/agent/analytics');
  await expectChartsWithFigures(page, 2);
  await expectNoSidewaysScroll(page);
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: /views/i }) });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await snap(page, 'agent-analytics');
  await page.goto('/agent/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'agent-dashboard');
  await page.goto('/agent/visibility');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, 'agent-visibility');
});
