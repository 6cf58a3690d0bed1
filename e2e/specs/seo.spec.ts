// The first route's data comes with the page (issue 19): the home page's featured listings and a listing's page
// paint without asking the API, the listing's photo is fetched once (the preload and the <img> pick the same
// file), and a later client-side navigation still fetches fresh. Also the head tags the built shell is sent with.
import { expect, type Page, test } from '@playwright/test';
import { appTookOver, skipWelcome } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

/** Every same-origin request path (with its query) the page makes from now on. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

async function featuredSlug(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/property/featured');
  const body = (await response.json()) as { data: Array<{ slug: string; photo: string | null }> };
  const withPhoto = body.data.find((card) => card.photo);
  if (!withPhoto) throw new Error('the demo has no featured listing with a photo');
  return withPhoto.slug;
}

test('the home page paints its featured listings from the page; opening one fetches it fresh', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured properties' });
  const firstTitle = carousel.getByRole('article').first().getByRole('heading').getByRole('link');
  await expect(firstTitle).toBeVisible();
  // The app's link, which navigates in place, rather than the server's first paint of it.
  await appTookOver(page);
  expect(requests).not.toContain('/api/v1/property/featured');

  const href = await firstTitle.getAttribute('href');
  expect(href).toMatch(/^\/properties\/[\w-]+$/);
  await firstTitle.click();
  await expect(page).toHaveURL(href as string);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Not the page the server rendered: the listing comes from the API (the heading may show first, from the card).
  await expect.poll(() => requests).toContain(`/api/v1/property/slug/${href?.split('/').pop()}`);
});

test('a listing’s page needs no API call for the listing, and its photo is fetched once', async ({ page }) => {
  const slug = await featuredSlug(page);
  const requests = recordRequests(page);
  await page.goto(`/properties/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const photo = page.locator('img[fetchpriority="high"]').first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(requests).not.toContain(`/api/v1/property/slug/${slug}`);

  // The preload and the <img> agree on the file for this width: it was downloaded once, and nothing else of it.
  const shown = new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  expect(requests.filter((path) => path === shown)).toHaveLength(1);
  const preloaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link')
      .map((entry) => new URL(entry.name).pathname),
  );
  expect(preloaded).toContain(shown);

  // Back to the home page inside the app (not by the server's painted link, a page load that brings its own data):
  // its listings are fetched, not taken from the listing page's HTML.
  await appTookOver(page);
  await page.getByRole('banner').getByRole('link', { name: 'Naija Homes home' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => requests.includes('/api/v1/property/featured')).toBe(true);
});

test('the built shell is sent with the listing’s head tags: title and price, photo, JSON-LD', async ({ page }) => {
  const slug = await featuredSlug(page);
  const html = await (await page.request.get(`/properties/${slug}`)).text();
  expect(html).toMatch(/<html lang="en-NG">/);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+ · ₦[\d,]+\.\d\d[^"]*">/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.webp">/);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  expect(html).toContain('"@type":"RealEstateListing"');
  // The build's own script tag is still there, after the route's tags.
  expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.search(/<script defer src="\/static\/js\//));
  const missing = await page.request.get('/properties/no-such-listing-anywhere');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<meta name="robots" content="noindex, follow">');
});

test('an unknown address or article is the not-found page, answered with 404 (issue 31)', async ({ page }) => {
  for (const path of ['/no-such-page-anywhere', '/property-news/no-such-article-anywhere']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    expect(await response?.text()).toContain('<meta name="robots" content="noindex, follow">');
  }
});
