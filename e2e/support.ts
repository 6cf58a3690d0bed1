import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { minimalPdf } from '../api/src/lib/minimal-pdf';

export const DEMO_PASSWORD = 'Demo-pass-2026';

/**
 * Saves a screenshot under e2e/artifacts/screens, named by viewport so both widths are kept: the full page, or only
 * what is on screen (`fullPage: false`, for dialogs over long pages).
 */
export async function snap(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `e2e/artifacts/screens/${name}-${width}.png`, fullPage });
}

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ng`;
}

/** Reads the newest 6-digit code mailed to `email` from the dev outbox (the local mail transport). */
export async function readCodeFromOutbox(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/v1/dev/outbox?email=${encodeURIComponent(email)}`);
      const body = (await response.json()) as { data: Array<{ text: string }> };
      code = body.data[0]?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/**
 * Waits for the app to take the place of the server's first paint (ui-kit/lib/first-paint.ts): before that, a link
 * on a visitor's home, listing or agent page is the server's plain link, which loads the next page whole.
 */
export async function appTookOver(page: Page) {
  await expect(page.locator('#first-paint')).toHaveCount(0);
}

/**
 * Marks the welcome dialog as seen before any page loads, for tests that are not about it: in the cookie the server
 * reads (it paints the greeting into a first-time visitor's page) and in storage, as the shell keeps it.
 */
export async function skipWelcome(page: Page) {
  const baseURL = test.info().project.use.baseURL;
  if (baseURL) await page.context().addCookies([{ name: 'naija_welcome_seen', value: 'yes', url: baseURL }]);
  await page.addInitScript(() => localStorage.setItem('naija-homes:welcome-seen', 'yes'));
}

/** Closes the welcome dialog if it shows: the app's, or the one the server painted before the app had loaded. */
export async function dismissWelcome(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Welcome to Naija Homes' });
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: 'Close' }).click();
}

/** Signs in through the form, starting signed out (cookies cleared) so a test can switch accounts. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.context().clearCookies();
  await page.goto('/sign-in');
  // The server paints the form; the app's takes its place (typing into both at once would be ambiguous).
  await appTookOver(page);
  await dismissWelcome(page);
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

export function isMobile(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/**
 * A new agent taken through every verification step and approved by the admin, all through the API, signed in
 * on `page` (for tests about what approved agents do, not about onboarding itself).
 */
export async function approvedAgent(page: Page): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('approved');
  const password = 'secret-pass-1';
  const api = page.request;
  const ok = async (response: Promise<import('@playwright/test').APIResponse>) => {
    const result = await response;
    expect(result.ok(), `${result.url()} ${await result.text()}`).toBe(true);
    return result;
  };
  await ok(
    api.post('/api/v1/auth/sign-up', {
      data: { firstName: 'Bola', lastName: 'Agent', email, phoneNumber: '08031230000', password, role: 'AGENT' },
    }),
  );
  const code = await readCodeFromOutbox(page, email);
  await ok(api.post('/api/v1/auth/verify-otp', { data: { code, email, type: 'verify-email' } }));
  await ok(
    api.post('/api/v1/agent/create-agent', {
      data: { verificationType: 'Passport', identification: 'A00000001', firstname: 'Bola', lastname: 'Agent' },
    }),
  );
  await ok(
    api.patch('/api/v1/agent/credentials', {
      multipart: {
        licenseNo: 'LASRERA 777',
        certificationNo: 'NIESV 888',
        certificate: {
          name: 'certificate.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(minimalPdf('Certificate of registration')),
        },
      },
    }),
  );
  await ok(
    api.patch('/api/v1/agent/office', {
      data: {
        agencyName: 'Bola Homes',
        officeName: 'Surulere Office',
        agencySize: '0-10',
        agencyEmail: 'office@bolahomes.ng',
        agencyPhoneNumber: '08031230001',
        address: '3 Adeniran Ogunsanya Street, Surulere, Lagos',
        latitude: 6.4926,
        longitude: 3.3549,
      },
    }),
  );
  await ok(api.patch('/api/v1/agent/social', { data: { website: 'https://bolahomes.ng' } }));
  const me = await (await ok(api.post('/api/v1/agent/submit'))).json();
  const agentUserId = (await (await ok(api.get('/api/v1/user/me'))).json()).data._id as string;
  expect(me.data.status).toBe('submitted');
  // The admin approves with their own session; then the agent's session is put back.
  const agentCookies = await page.context().cookies();
  await page.context().clearCookies();
  await ok(api.post('/api/v1/auth/sign-in', { data: { email: 'admin@demo.ng', password: DEMO_PASSWORD } }));
  await ok(api.patch(`/api/v1/admin/agents/${agentUserId}/status`, { data: { status: 'approved' } }));
  await page.context().clearCookies();
  await page.context().addCookies(agentCookies);
  return { email, password };
}

/** Puts the signed-in agent on a plan through the local provider's checkout, as the pricing page would. */
export async function subscribeThroughApi(page: Page, planName: 'Starter' | 'Elite' | 'Platinum') {
  const api = page.request;
  const plans = (await (await api.get('/api/v1/package/all')).json()) as { data: { _id: string; name: string }[] };
  const plan = plans.data.find((candidate) => candidate.name === planName);
  const payment = await api.post('/api/v1/subscription/payment', { data: { packageId: plan?._id } });
  expect(payment.ok(), await payment.text()).toBe(true);
  const { data } = (await payment.json()) as { data: { url: string } };
  const confirmed = await api.post(`/api/v1/billing/local/checkout/${data.url.split('/').pop()}/confirm`);
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

/** A second person in their own browser context, at the same width as the test's project. */
export async function secondPerson(browser: Browser, page: Page, baseURL: string | undefined) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const context = await browser.newContext({
    baseURL,
    viewport,
    ...(viewport.width < 1024 ? { isMobile: true, hasTouch: true } : {}),
  });
  const other = await context.newPage();
  await skipWelcome(other);
  return other;
}

/** The rule sets a page must pass: WCAG 2.0–2.2 A and AA, and axe's best practices (headings, landmarks, regions). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe over what is on the page now and fails with one line per broken rule (id, impact, help, where), so the
 * report says what to fix without opening the trace. `exclude` takes CSS selectors of parts axe cannot judge; each
 * caller says why at the call.
 */
export async function expectAccessible(page: Page, { name, exclude = [] }: { name: string; exclude?: string[] }) {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const report = violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 5)
      .map((node) => `      ${node.target.join(' ')}  ${node.html.replace(/\s+/g, ' ').slice(0, 120)}`);
    const more = violation.nodes.length > 5 ? [`      … and ${violation.nodes.length - 5} more`] : [];
    return [`  ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}`, ...targets, ...more].join('\n');
  });
  // Soft, so a test that walks through several pages reports all of them in one run.
  expect.soft(violations.length, `axe violations on ${name} (${page.url()}):\n${report.join('\n')}`).toBe(0);
}

/**
 * Opens a listing's page and scrolls to its contact panel, whose forms load as a visitor nears them (on a phone
 * they sit below the photos and details), as a person would before messaging, offering or booking.
 */
export async function openListing(page: Page, slug: string | undefined) {
  await page.goto(`/properties/${slug}`);
  // A visitor's listing starts as the server's paint of it: what follows is done in the app's.
  await appTookOver(page);
  await page.getByRole('region', { name: 'Contact the agent' }).scrollIntoViewIfNeeded();
}
