import { expect, type Locator, type Page, test } from '@playwright/test';
import { appTookOver, expectAccessible, isMobile, signIn, skipWelcome } from '../support';

// Every distinct screen the e2e suite covers, checked by axe at both widths: one test per area, one sign-in each, so
// the spec stays quick. Failures are soft (expectAccessible), so one run lists every page's violations at once.
// Each test walks through up to fourteen pages, and axe takes seconds on a long page on a busy machine.
test.describe.configure({ timeout: 180_000 });

interface Listing {
  _id: string;
  slug: string;
  title: string;
  propertyFor: string;
}

/**
 * Waits for the page's own content, past the skeletons and busy regions that stand in while its data loads. Only
 * those on screen: sections further down (the location map) load when scrolled near and keep theirs till then.
 */
async function settle(page: Page, ready: Locator) {
  await expect(ready).toBeVisible();
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-slot="skeleton"], [aria-busy="true"]')].every((element) => {
        const box = element.getBoundingClientRect();
        return box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight;
      }),
    undefined,
    { timeout: 10_000 },
  );
}

/** Opens `path`, waits for `ready` (by default the page's heading), then runs axe. */
async function check(page: Page, path: string, ready?: (page: Page) => Locator) {
  // Not till `load` (every photo): `settle` waits for what axe needs, the page's own content.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await settle(page, ready?.(page) ?? page.getByRole('heading', { level: 1 }).first());
  await expectAccessible(page, { name: path });
}

async function listings(page: Page, query: string): Promise<Listing[]> {
  const response = await page.request.get(`/api/v1/property/all?${query}`);
  return ((await response.json()) as { data: Listing[] }).data;
}

test('public pages', async ({ page }) => {
  await skipWelcome(page);
  const [first, second] = await listings(page, 'propertyFor=sale&limit=2');
  if (!first || !second) throw new Error('The demo seed has no listings for sale');
  const agents = (await (await page.request.get('/api/v1/agent/all?limit=1')).json()) as { data: { slug: string }[] };
  const news = (await (await page.request.get('/api/v1/news?limit=1')).json()) as { data: { slug: string }[] };
  // Two listings already in compare, as the compare tray leaves them.
  await page.addInitScript(
    (items) => localStorage.setItem('naija-homes:compare', JSON.stringify(items)),
    [first, second].map(({ _id, slug, title, propertyFor }) => ({ _id, slug, title, propertyFor, price: 1 })),
  );

  await check(page, '/', (page) => page.locator('[data-slot="listing-card"]').first());
  await check(page, '/properties?propertyFor=sale', (page) => page.locator('[data-slot="listing-card"]').first());
  await check(page, `/properties/${first.slug}`);
  // Its lower sections (the contact panel on a phone, the location map) load as they near the screen.
  await page.locator('#location').scrollIntoViewIfNeeded();
  await page.locator('[data-slot="map-view"]').scrollIntoViewIfNeeded();
  await settle(page, page.getByRole('region', { name: 'Contact the agent' }).getByRole('button').first());
  await expectAccessible(page, { name: 'a property page, scrolled down' });
  await check(page, `/properties/${first.slug}/detail`, (page) => page.getByRole('main'));
  await check(page, '/agents', (page) =>
    page
      .getByRole('main')
      .getByRole('link', { name: /listings/ })
      .first(),
  );
  await check(page, `/agents/${agents.data[0]?.slug}`);
  await check(page, '/pricing');
  await check(page, '/compare', (page) => page.getByRole('main').getByText(second.title).first());
  await check(page, '/contact-us');
  await check(page, '/property-news');
  if (news.data[0]) await check(page, `/property-news/${news.data[0].slug}`);
  await check(page, '/about-us');
  await check(page, '/no-such-page', (page) => page.getByText(/page not found/i).first());
});

test('sign-in, sign-up, password and code screens', async ({ page }) => {
  await skipWelcome(page);
  await check(page, '/sign-in');
  await check(page, '/sign-up');
  await check(page, '/forgot-password');
  await check(page, '/verify-otp?email=buyer%40demo.ng');
  await check(page, '/reset-password?email=buyer%40demo.ng&code=123456');
});

test('the dialogs a visitor and a buyer open', async ({ page }) => {
  // The welcome dialog greets a first visit.
  await page.goto('/');
  await appTookOver(page);
  await settle(page, page.getByRole('dialog'));
  await expectAccessible(page, { name: 'welcome dialog' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await settle(page, page.getByRole('dialog'));
    await expectAccessible(page, { name: 'navigation menu' });
    await page.keyboard.press('Escape');
  }

  await page.goto('/properties?propertyFor=rent');
  // The server paints the results; the app's take their place (the cards are new elements).
  await appTookOver(page);
  await settle(page, page.locator('[data-slot="listing-card"]').first());
  await page.getByRole('button', { name: /^Filters/ }).click();
  await settle(page, page.getByRole('dialog', { name: 'Filters' }));
  await expectAccessible(page, { name: 'filters' });
  await page.keyboard.press('Escape');

  // A visitor's gated action asks them to sign in.
  const [rental] = await listings(page, 'propertyFor=rent&limit=1');
  await page.goto(`/properties/${rental?.slug}`);
  await settle(page, page.getByRole('heading', { level: 1 }));
  await page.getByRole('button', { name: 'Save to saved homes' }).first().click();
  await settle(page, page.getByRole('dialog', { name: 'Please sign in' }));
  await expectAccessible(page, { name: 'sign-in prompt' });
  await page.keyboard.press('Escape');

  await signIn(page, 'buyer@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);
  const [forSale] = await listings(page, 'propertyFor=sale&limit=1');
  await page.goto(`/properties/${forSale?.slug}`);
  await settle(page, page.getByRole('heading', { level: 1 }));
  // The contact panel loads as it nears the screen (on a phone, below the details).
  await page.getByRole('region', { name: 'Contact the agent' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Send Offer' }).click();
  const offer = page.getByRole('dialog', { name: 'Send Offer' });
  await settle(page, offer);
  // With the form's error messages showing, as a person who presses Send too early sees it.
  await offer.getByRole('button', { name: 'Send Offer' }).click();
  await expect(offer.getByText('Offer Price is required')).toBeVisible();
  // And its toast, so that axe reads it at its final colours rather than while it mounts (a loaded machine showed
  // the toast a moment after the message, and axe measured it fading in).
  await expect(
    page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: 'Offer Price is required' }),
  ).toBeVisible();
  await expectAccessible(page, { name: 'send-offer dialog' });
});

test('buyer area', async ({ page }) => {
  await skipWelcome(page);
  await signIn(page, 'buyer@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);
  for (const path of [
    '/buyer/my-bookings',
    '/buyer/my-offers',
    '/buyer/saved-homes',
    '/buyer/settings',
    '/buyer/notifications',
    '/buyer/chats',
  ]) {
    await check(page, path);
  }
  // The chat remote's conversation view, when the demo buyer has a conversation.
  const room = page.getByRole('region', { name: 'Rooms' }).getByRole('listitem').getByRole('button').first();
  if (await room.isVisible()) {
    await room.click();
    await settle(page, page.getByRole('log'));
    await expectAccessible(page, { name: 'a conversation' });
  }
});

test('agent area', async ({ page }) => {
  await skipWelcome(page);
  await signIn(page, 'agent@demo.ng');
  await expect(page).toHaveURL(/\/agent\//);
  const mine = (await (await page.request.get('/api/v1/property/mine?limit=1')).json()) as { data: Listing[] };
  for (const path of [
    '/agent/dashboard',
    '/agent/my-properties',
    `/agent/property/${mine.data[0]?._id}`,
    '/agent/bookings',
    '/agent/leads',
    '/agent/offer-requests',
    '/agent/visibility',
    '/agent/analytics',
    '/agent/settings',
    '/agent/settings?tab=verification',
    '/agent/settings?tab=pricing-plans',
    '/agent/notifications',
    '/agent/help-support',
    '/agent/chats',
  ]) {
    await check(page, path);
  }
  if (isMobile(page)) {
    // On a phone the area's side menu opens as a sheet from the header.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await settle(page, page.getByRole('dialog'));
    await expectAccessible(page, { name: "the agent area's menu" });
  }
});

test('admin area', async ({ page }) => {
  await skipWelcome(page);
  await signIn(page, 'admin@demo.ng');
  await expect(page).toHaveURL(/\/admin\//);
  for (const path of [
    '/admin/dashboard',
    '/admin/users',
    '/admin/properties',
    '/admin/contact-us',
    '/admin/news-letter',
    '/admin/reports',
    '/admin/news',
    '/admin/audit-log',
    '/admin/settings',
    '/admin/notifications',
    '/admin/chats',
  ]) {
    await check(page, path);
  }
});
