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

test('the admin dashboard draws its charts from the platform figures', async ({ page }) => {
  await skipWelcome(page);
  await signIn(page, 'admin@demo.ng');
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/dashboard');
  await expectChartsWithFigures(page, 3);
  await snap(page, 'admin-dashboard');
});

test("an agent's analytics chart their listings' views and leads, and the table sorts", async ({ page }) => {
  await skipWelcome(page);
  await signIn(page, 'agent@demo.ng');
  await page.waitForURL(/\/agent\//);
  await page.goto('/agent/analytics');
  await expectChartsWithFigures(page, 2);
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: /views/i }) });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await snap(page, 'agent-analytics');
  await page.goto('/agent/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(page, 'agent-dashboard');
  await page.goto('/agent/visibility');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(page, 'agent-visibility');
});
