import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
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

/**
 * A form's validation message shown the one way every form shows it (ui-kit/lib/form-errors.ts): under its field,
 * which is marked invalid and described by it, and as the error toast the spec asks for (§8).
 */
export async function expectInvalid(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // Some fields are described by more than the message (a message box's character count).
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/) ?? [];
  const descriptions = page.locator(ids.map((id) => `[id="${id}"]`).join(', '));
  await expect(descriptions.filter({ hasText: message })).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: message })).toBeVisible();
}

export function isMobile(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/**
 * A new agent taken through every verification step and approved by the admin, all through the API, signed in
 * on `page` (for tests about what approved agents do, not about onboarding itself).
 */
export async function approvedAgent(page: Page): Promise<{ email: string; password: string }> {
  const { email, password, agentUserId } = await submittedAgent(page);
  const api = page.request;
  // The admin approves with their own session; then the agent's session is put back.
  const agentCookies = await page.context().cookies();
  await page.context().clearCookies();
  const admin = await api.post('/api/v1/auth/sign-in', { data: { email: 'admin@demo.ng', password: DEMO_PASSWORD } });
  expect(admin.ok(), await admin.text()).toBe(true);
  const approved = await api.patch(`/api/v1/admin/agents/${agentUserId}/status`, { data: { status: 'approved' } });
  expect(approved.ok(), await approved.text()).toBe(true);
  await page.context().clearCookies();
  await page.context().addCookies(agentCookies);
  return { email, password };
}

/**
 * A new agent taken through every verification step and submitted, not yet approved, all through the API, signed in
 * on `page`.
 */
export async function submittedAgent(page: Page): Promise<{ email: string; password: string; agentUserId: string }> {
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
  return { email, password, agentUserId };
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

/** A demo agent's listing as their public profile lists it. */
export interface AgentListing {
  _id: string;
  slug: string;
  title: string;
  propertyFor: string;
}

/**
 * The demo agent signed in on a page of their own (a second person beside the test's buyer), with the first
 * `limit` listings of their public profile: the deal specs pick the listings they act on from these.
 */
export async function demoAgentWithListings(
  browser: Browser,
  page: Page,
  baseURL: string | undefined,
  limit: number,
): Promise<{ agentPage: Page; listings: AgentListing[] }> {
  const agentPage = await secondPerson(browser, page, baseURL);
  await signIn(agentPage, 'agent@demo.ng');
  await expect(agentPage).toHaveURL(/\/agent\//);
  const me = (await (await agentPage.request.get('/api/v1/user/me')).json()) as { data: { slug: string } };
  const listings = (await (
    await agentPage.request.get(`/api/v1/agent/slug/${me.data.slug}/properties?limit=${limit}`)
  ).json()) as { data: AgentListing[] };
  return { agentPage, listings: listings.data };
}

/** The rule sets a page must pass: WCAG 2.0–2.2 A and AA, and axe's best practices (headings, landmarks, regions). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe over what is on the page now and fails with one line per broken rule (id, impact, help, where), so the
 * report says what to fix without opening the trace. `exclude` takes CSS selectors of parts axe cannot judge; each
 * caller says why at the call.
 */
export async function expectAccessible(page: Page, { name, exclude = [] }: { name: string; exclude?: string[] }) {
  // What is still fading in (a toast, a dialog) is measured at its final colours, as a person reads it: axe on a
  // half-transparent toast reports a contrast that nobody sees.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
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

/** Three listing photos drawn on a canvas in the page: no network, no fixtures. */
export async function drawPhotos(page: Page) {
  const urls = await page.evaluate(() =>
    ['#0b6e4f', '#1e5aa8', '#8e3b46'].map((colour, index) => {
      const canvas = document.createElement('canvas');
      canvas.width = 800;
      canvas.height = 600;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = colour;
      context.fillRect(0, 0, 800, 600);
      context.fillStyle = '#ffffff';
      context.font = 'bold 56px sans-serif';
      context.fillText(`Room ${index + 1}`, 60, 320);
      return canvas.toDataURL('image/png');
    }),
  );
  return urls.map((url, index) => ({
    name: `room-${index + 1}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(url.split(',')[1] as string, 'base64'),
  }));
}

/**
 * A published rental of a new approved agent on a plan, through the API (`more` sets further fields); the agent stays
 * signed in on `page`.
 */
export async function publishedRental(
  page: Page,
  title: string,
  more: Record<string, unknown> = {},
): Promise<{ slug: string; id: string }> {
  await approvedAgent(page);
  await subscribeThroughApi(page, 'Elite');
  const api = page.request;
  const created = await api.post('/api/v1/property/create', { data: { title } });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { data: { _id: string } }).data._id;
  const fields = {
    propertyType: 'flat',
    propertyFor: 'rent',
    price: '1800000',
    rentPaymentFrequency: 'annually',
    leaseTerm: 'long-term',
    area: '1100',
    totalArea: '1200',
    bedrooms: '2',
    bathrooms: '2',
    state: 'Lagos',
    city: 'Surulere',
    address: 'Adeniran Ogunsanya Street, Surulere',
    latitude: 6.4926,
    longitude: 3.3549,
    ...more,
  };
  const patched = await api.patch(`/api/v1/property/${id}`, { data: fields });
  expect(patched.ok(), await patched.text()).toBe(true);
  for (const file of await drawPhotos(page)) {
    expect((await api.post(`/api/v1/property/${id}/photos`, { multipart: { photos: file } })).ok()).toBe(true);
  }
  const published = await api.post(`/api/v1/property/${id}/publish`);
  expect(published.ok(), await published.text()).toBe(true);
  const read = await api.get(`/api/v1/property/${id}`);
  expect(read.ok(), await read.text()).toBe(true);
  const { slug } = ((await read.json()) as { data: { slug: string } }).data;
  expect(slug).toBeTruthy();
  return { slug, id };
}
