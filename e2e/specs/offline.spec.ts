import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn, skipWelcome, snap } from '../support';

// A dropped connection: the service worker (shell/public/sw.js) opens the app and the last search offline, and a
// remote that cannot be fetched shows Retry in the content area instead of a blank page.

const SEARCH = 'propertyFor=rent';

function offlineNotice(page: Page) {
  return page.getByRole('status').filter({ hasText: "You're offline." });
}

function resultCount(page: Page) {
  return page.locator('[data-slot="result-count"]');
}

function retryMessage(page: Page) {
  return page.getByRole('alert').filter({ hasText: "This section couldn't load" });
}

/** Waits until the worker has kept SEARCH, and only it, as the last search. */
async function expectSearchKept(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const saved = await (await caches.open('naija-homes-search-v1')).keys();
        return saved.map((request) => new URL(request.url).search);
      }),
    )
    .toEqual([`?${SEARCH}`]);
}

/**
 * Waits until the worker controls the page and has kept the last search and the public remote's manifest (reloading
 * once if it took over late). Both are written as the page loads, the search from the page's HTML, the manifest once
 * its own request has been answered, in either order.
 */
async function waitForOfflineCopy(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expectSearchKept(page);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const saved = await (await caches.open('naija-homes-shell-v1')).keys();
        return saved.some((request) => new URL(request.url).pathname === '/remotes/public/mf-manifest.json');
      }),
    )
    .toBe(true);
}

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

test('the app opens offline with the last search, says so, and the notice goes when back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/properties?${SEARCH}`);
  await expect(page.getByRole('heading', { name: 'Properties for rent' })).toBeVisible();
  await expect(resultCount(page)).not.toBeEmpty();
  const online = await resultCount(page).textContent();
  const firstListing = await page.locator('[data-slot="listing-card"]').first().textContent();
  await expect(offlineNotice(page)).toBeHidden();
  await waitForOfflineCopy(page);

  await context.setOffline(true);
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Properties for rent' })).toBeVisible();
  await expect(resultCount(page)).toHaveText(online ?? '');
  await expect(page.locator('[data-slot="listing-card"]').first()).toHaveText(firstListing ?? '');
  // Header stays: the shell itself came from the saved copy.
  await expect(page.getByRole('banner')).toBeVisible();
  // The notice sits over the page (fixed), one short block within the screen's width.
  const box = await offlineNotice(page).getByRole('paragraph').boundingBox();
  const viewport = page.viewportSize() as { width: number; height: number };
  expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  expect(box && box.y + box.height <= viewport.height).toBe(true);
  await snap(page, 'offline-last-search', { fullPage: false });
  // The notice and the header; the search page's own content is checked by search.spec.ts.
  await expectAccessible(page, { name: 'offline search', exclude: ['#main'] });
  // It can be put away (on a phone it covers the bottom buttons).
  await page.getByRole('button', { name: 'Hide the offline notice' }).click();
  await expect(offlineNotice(page)).toBeHidden();

  // /properties without a query reopens the last search rather than a search nobody made.
  await page.goto('/properties');
  await expect(page).toHaveURL(new RegExp(`/properties\\?${SEARCH}$`));
  await expect(resultCount(page)).toHaveText(online ?? '');
  await expect(offlineNotice(page)).toBeVisible();

  await context.setOffline(false);
  await expect(offlineNotice(page)).toBeHidden();
});

test('a first visit straight to a search keeps that search for offline, from the page itself', async ({
  page,
  context,
}) => {
  // The results come inside the page's HTML (nothing asks the API for them), before the worker is installed.
  await page.goto(`/properties?${SEARCH}`);
  await expect(resultCount(page)).not.toBeEmpty();
  const online = await resultCount(page).textContent();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expectSearchKept(page);

  await context.setOffline(true);
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(resultCount(page)).toHaveText(online ?? '');
  await context.setOffline(false);
});

// Everything of the public remote, only its entry script, or only its code chunks (its manifest and entry load).
for (const [what, refused] of [
  ['manifest, entry and chunks', '**/remotes/public/**'],
  ['entry', '**/remotes/public/static/js/mfe_public.*.js'],
  ['chunks', '**/remotes/public/static/js/async/**'],
] as const) {
  test(`a remote whose ${what} cannot be fetched shows Retry, and Retry loads it`, async ({ page, context }) => {
    // On the context, not the page: once the service worker controls a page, its fetches are the worker's.
    await context.route(refused, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(retryMessage(page)).toBeVisible();
    await expect(retryMessage(page)).toContainText('Check your connection and try again.');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Naija Homes home' })).toBeVisible();
    if (what === 'manifest, entry and chunks') {
      await snap(page, 'remote-retry');
      await expectAccessible(page, { name: 'remote retry' });
    }

    await context.unroute(refused);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(retryMessage(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Find your next home in Nigeria' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured properties' })).toBeVisible();
  });
}

test('a signed-in area whose remote cannot be fetched shows Retry, and Retry loads it', async ({ page, context }) => {
  await signIn(page, 'buyer@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);
  await context.route('**/remotes/buyer/**', (route) => route.abort('connectionrefused'));
  await page.goto('/buyer/my-offers');
  await expect(retryMessage(page)).toBeVisible();
  await expect(retryMessage(page)).toContainText('buyer area');
  await expect(page.getByRole('banner')).toBeVisible();
  await snap(page, 'remote-retry-buyer');

  await context.unroute('**/remotes/buyer/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'My Offers' })).toBeVisible();
});

test.describe('the runtime configuration', () => {
  // Without the service worker, whose saved copy of /config.json would stand in for the refused one.
  test.use({ serviceWorkers: 'block' });

  test('the page carries it; without it and without /config.json, Try again starts the app', async ({
    page,
    context,
  }) => {
    await context.route('**/config.json', (route) => route.abort('connectionrefused'));
    // The server writes the runtime configuration into every page: a refused /config.json changes nothing.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find your next home in Nigeria' })).toBeVisible();

    // A page without them (a copy kept by some cache, the service worker's shell opened for another address) asks.
    await context.route(
      (url) => url.pathname === '/',
      async (route) => {
        const html = await (await route.fetch()).text();
        const body = html.replace(/<script type="application\/json" id="page-data">.*?<\/script>/s, '');
        await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body });
      },
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: "Naija Homes couldn't start" })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Check your connection and try again.');
    await snap(page, 'startup-retry');
    await expectAccessible(page, { name: 'startup retry' });

    await context.unroute('**/config.json');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Find your next home in Nigeria' })).toBeVisible();
  });
});
