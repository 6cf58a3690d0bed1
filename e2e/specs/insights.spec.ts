import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, expectInvalid, openListing, signIn, skipWelcome, snap } from '../support';

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

test('the site settings show each problem under its field and as the toast, and save nothing', async ({ page }) => {
  await skipWelcome(page);
  await signIn(page, 'admin@demo.ng');
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/settings');
  const contact = page.getByRole('form', { name: 'Contact details' });
  const email = contact.getByLabel('Email');
  const savedEmail = await email.inputValue();
  await email.fill('not-an-email');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expectInvalid(page, email, 'Email format is invalid');
  const social = page.getByRole('form', { name: 'Social links' });
  await social.getByLabel('Facebook').fill('http://www.facebook.com/naijahomes');
  await social.getByRole('button', { name: 'Save' }).click();
  await expectInvalid(page, social.getByLabel('Facebook'), 'Facebook link must start with https://');
  const footer = page.getByRole('form', { name: 'Footer hidden paths' });
  await footer.getByRole('button', { name: 'Add a path' }).click();
  const added = footer.getByRole('textbox', { name: /^Hidden path \d+$/ }).last();
  await added.fill('admin');
  await footer.getByRole('button', { name: 'Save' }).click();
  await expectInvalid(page, added, 'Each hidden path must start with /');
  await snap(page, 'admin-settings-invalid', { fullPage: false });
  // Nothing was sent: the saved contact email is as before.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Contact details' }).getByLabel('Email')).toHaveValue(savedEmail);
});

test('the article editor shows what is missing under each field, the first as the toast', async ({ page }) => {
  await skipWelcome(page);
  await signIn(page, 'admin@demo.ng');
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/news?article=new');
  const editor = page.getByRole('form', { name: 'New article' });
  await editor.getByLabel('Title').fill('Rent');
  await editor.getByRole('button', { name: 'Create article' }).click();
  await expectInvalid(page, editor.getByLabel('Title'), 'Title must contain at least 5 characters');
  const body = editor.getByRole('textbox', { name: 'Article', exact: true });
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await expect(body).toHaveAccessibleDescription('Article body is required');
  await expect(page).toHaveURL(/article=new/);
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

// Headless Chromium says so in its user agent, and the beacon does not count bots: browse as a phone's Chrome.
const ORDINARY_BROWSER =
  'Mozilla/5.0 (Linux; Android 13; TECNO KI7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

test("a visitor's look at a listing is counted in today's views", async ({
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  // A visitor of their own (views count once per visitor a day): the browser's signature names this run.
  const context = await browser.newContext({
    baseURL,
    viewport: testInfo.project.use.viewport ?? null,
    userAgent: `${ORDINARY_BROWSER} e2e/${testInfo.project.name}-${Date.now().toString(36)}`,
  });
  const page = await context.newPage();
  await skipWelcome(page);
  // The admin's view of today's activity, through the API.
  const admin = await playwright.request.newContext({ baseURL });
  expect(
    (await admin.post('/api/v1/auth/sign-in', { data: { email: 'admin@demo.ng', password: DEMO_PASSWORD } })).ok(),
  ).toBe(true);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  const viewsToday = async () =>
    (
      (await (await admin.get(`/api/v1/admin/dashboard/activity?from=${today}&to=${today}`)).json()) as {
        totals: { views: number };
      }
    ).totals.views;
  const before = await viewsToday();
  const search = (await (await page.request.get('/api/v1/property/all?propertyFor=rent&limit=1')).json()) as {
    data: Array<{ _id: string; slug: string }>;
  };
  const listing = search.data[0];
  expect(listing, 'a demo rental').toBeTruthy();
  const beacon = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/v1/property/${listing?._id}/events`) && response.request().method() === 'POST',
  );
  await openListing(page, listing?.slug);
  expect((await beacon).status()).toBe(204);
  expect(await viewsToday()).toBe(before + 1);
  // The same visitor's second look the same day is not a second view.
  const again = page.waitForResponse((response) => response.url().endsWith(`/property/${listing?._id}/events`));
  await page.reload();
  expect((await again).status()).toBe(204);
  expect(await viewsToday()).toBe(before + 1);
  await admin.dispose();
  await context.close();
});
