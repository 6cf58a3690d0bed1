// Issue 31: a date range that cannot be read (a six-year span, garbage, a backwards range) is refused with the same
// words on the admin dashboard, the audit log and the agent's analytics, never quietly replaced by another range.
import { expect, test } from '@playwright/test';
import { expectInvalid, signIn, skipWelcome, snap } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

test('the admin dashboard and the audit log say why a range is not applied', async ({ page }) => {
  // Four pages and a typed range: on a busy machine more than the default minute.
  test.setTimeout(150_000);
  await signIn(page, 'admin@demo.ng');
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  // The default range ends today: today's short bar is named, on the axis and in the figures' table.
  await expect(page.getByText('The last bar is today, so far.').first()).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Sign-ups by role, per day' }).getByRole('rowheader', { name: 'Today (so far)' }),
  ).toHaveCount(1);
  await snap(page, 'dashboard-today-bar');

  await page.goto('/admin/dashboard?from=2020-01-01&to=2026-01-01');
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a range of at most 366 days' })).toContainText(
    'instead',
  );
  await snap(page, 'dashboard-range-too-long', { fullPage: false });
  await page.goto('/admin/dashboard?from=garbage&to=2026-01-01');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Dates must be real days written as YYYY-MM-DD' }),
  ).toBeVisible();
  await page.goto('/admin/dashboard?from=2026-03-10&to=2026-03-01');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The start date must be on or before the end date' }),
  ).toBeVisible();

  // A backwards range typed into the dashboard's own From and To: refused the way every form refuses.
  await page.goto('/admin/dashboard');
  await page.getByLabel('From').fill('2026-03-10');
  await page.getByLabel('To').fill('2026-03-01');
  await page.getByRole('button', { name: 'Apply range' }).click();
  await expectInvalid(page, page.getByLabel('From'), 'The start date must be on or before the end date');
  await expect(page).not.toHaveURL(/from=2026-03-10/);
  await snap(page, 'dashboard-range-typed-backwards', { fullPage: false });

  await page.goto('/admin/audit-log?from=2026-04-01&to=2026-03-01');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The start date must be on or before the end date' }),
  ).toBeVisible();
  // The dates stay as given (not turned round) and are marked wrong.
  await expect(page.getByLabel('From')).toHaveValue('2026-04-01');
  await expect(page.getByLabel('From')).toHaveAttribute('aria-invalid', 'true');
  await snap(page, 'audit-range-reversed', { fullPage: false });
});

test("the agent's analytics say why a backwards range from a link is not shown", async ({ page }) => {
  await signIn(page, 'agent@demo.ng');
  await expect(page).toHaveURL(/\/agent\/dashboard/);
  await page.goto('/agent/analytics?from=2026-03-10&to=2026-03-01');
  // The analytics' code loads on first visit: on a busy machine that takes more than the default wait.
  await expect(page.getByRole('button', { name: 'Custom', pressed: true })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('alert').filter({ hasText: 'The start date must be on or before the end date' }),
  ).toBeVisible();

  // Typed into the custom range: refused before it is asked for, the way every form refuses.
  await page.goto('/agent/analytics?range=custom&from=2026-03-01&to=2026-03-10');
  const custom = page.getByRole('form', { name: 'Custom date range' });
  await custom.getByLabel('From').fill('2026-03-20');
  await custom.getByRole('button', { name: 'Apply' }).click();
  await expectInvalid(page, custom.getByLabel('From'), 'The start date must be on or before the end date');
  await expect(page).toHaveURL(/from=2026-03-01/);
});

test('the audit log shows values as people read them: a name for "Verified by", Lagos time', async ({ page }) => {
  await signIn(page, 'admin@demo.ng');
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const listings = (await (await page.request.get('/api/v1/admin/properties?limit=50')).json()) as {
    data: Array<{ _id: string; isVerified: boolean; isPublished: boolean }>;
  };
  const unverified = listings.data.find((row) => !row.isVerified && row.isPublished);
  expect(unverified).toBeTruthy();
  const verified = await page.request.patch(`/api/v1/admin/properties/${unverified?._id}/verify`);
  expect(verified.ok(), await verified.text()).toBe(true);
  await page.goto('/admin/audit-log?action=listing.verify');
  const row = page.getByRole('row').filter({ hasText: 'Verified by' }).first();
  await expect(row).toContainText(/Verified by:.*Adebayo Ogunleye/);
  await expect(row).toContainText('(Lagos)');
  await expect(row).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await snap(page, 'audit-log-values', { fullPage: false });
});
