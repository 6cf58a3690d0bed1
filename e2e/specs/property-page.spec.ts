import { resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { appTookOver, signIn, skipWelcome } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

/** e2e/screenshots/property-<name>-<width>.png, after checking that nothing overflows the width. */
async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({
    path: resolve(import.meta.dirname, '..', 'screenshots', `property-${name}-${width}.png`),
    fullPage: options.fullPage ?? true,
  });
}

/** The colour of one screen pixel, read from a 1×1 screenshot (a WebGL canvas cannot be read back once shown). */
async function pixelAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 } });
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  // One pixel in one row: the filter byte, then the channels (no filter changes a pixel with no neighbours).
  const [, r = 0, g = 0, b = 0] = inflateSync(Buffer.concat(chunks));
  return [r, g, b];
}

async function center(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

const isGreen = ([r, g, b]: [number, number, number]) => g > r + 40 && g > b + 20;

/**
 * A 2048×1024 equirectangular test panorama drawn in the page: a green band straight ahead (longitude 0), blue to
 * the left, red to the right, so the pixel in the middle of the viewer tells which way it looks.
 */
async function drawPanorama(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2048;
    canvas.height = 1024;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#1e5aa8';
    context.fillRect(0, 0, 896, 1024);
    context.fillStyle = '#0b6e4f';
    context.fillRect(896, 0, 256, 1024);
    context.fillStyle = '#b3343f';
    context.fillRect(1152, 0, 896, 1024);
    context.fillStyle = 'rgba(255,255,255,0.85)';
    context.font = 'bold 56px sans-serif';
    for (const [label, x] of [
      ['Living room', 200],
      ['Front', 950],
      ['Kitchen', 1450],
    ] as const) {
      context.fillText(label, x, 360);
    }
    context.fillStyle = 'rgba(0,0,0,0.25)';
    context.fillRect(0, 700, 2048, 324);
    return canvas.toDataURL('image/jpeg', 0.92);
  });
  return { name: 'tour.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1] as string, 'base64') };
}

interface Listing {
  _id: string;
  slug: string;
  title: string;
}

test('a visitor reads a listing: gallery, section tabs that follow the page, every photo', async ({ page }) => {
  const result = (await (await page.request.get('/api/v1/property/all?limit=1')).json()) as { data: Listing[] };
  const listing = result.data[0] as Listing;
  const detail = (await (await page.request.get(`/api/v1/property/slug/${listing.slug}`)).json()) as {
    data: { photos: unknown[] };
  };
  const photoCount = detail.data.photos.length;
  expect(photoCount).toBeGreaterThanOrEqual(3);

  await page.goto(`/properties/${listing.slug}`);
  // A visitor's page starts as the server's paint of it; these steps are about the app's.
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(page).toHaveTitle(`${listing.title} | Naija Homes`);
  const gallery = page.getByRole('region', { name: 'Photos and media' });
  await expect(gallery.getByRole('img', { name: `${listing.title}: photo 1 of ${photoCount}` })).toBeVisible();
  if (page.viewportSize()?.width === 375) await expect(gallery.getByText(`1 / ${photoCount}`)).toBeVisible();
  else await expect(gallery.getByRole('img', { name: `${listing.title}: photo 3 of ${photoCount}` })).toBeVisible();
  await expect(gallery.getByRole('link', { name: 'See All Photos' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overview' }).getByRole('button', { name: 'Compare' })).toBeVisible();
  await shot(page, 'overview', { fullPage: false });

  // The tabs scroll to their section and mark it; scrolling by hand moves the mark too.
  const tabs = page.getByRole('navigation', { name: 'Listing sections' });
  await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'location');
  await tabs.getByRole('link', { name: 'Amenities' }).click();
  await expect(tabs.getByRole('link', { name: 'Amenities' })).toHaveAttribute('aria-current', 'location');
  await expect(page.getByRole('heading', { level: 2, name: 'Amenities' })).toBeInViewport();
  await expect(page.getByRole('heading', { level: 2, name: 'Amenities' })).toBeFocused();
  await expect(tabs).toBeInViewport();
  await shot(page, 'amenities', { fullPage: false });
  await page.evaluate(() => {
    const section = document.getElementById('property-details') as HTMLElement;
    window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - 120, behavior: 'instant' });
  });
  await expect(tabs.getByRole('link', { name: 'Property Details' })).toHaveAttribute('aria-current', 'location');
  await expect(tabs.getByRole('link', { name: 'Amenities' })).not.toHaveAttribute('aria-current');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'page');

  // See All Photos: every photo, one at a time, with a counter and the keyboard's arrows.
  await page.getByRole('link', { name: 'See All Photos' }).click();
  await expect(page).toHaveURL(/\/detail\?type=photos/);
  await expect(page.getByRole('link', { name: 'Photos', exact: true })).toHaveAttribute('aria-current', 'page');
  const thumbnails = page.getByRole('list', { name: 'All photos' }).getByRole('button');
  await expect(thumbnails).toHaveCount(photoCount);
  await expect(page.getByText(`1 / ${photoCount}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`2 / ${photoCount}`)).toBeVisible();
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
  const strip = page.getByRole('list', { name: `${listing.title}: photos` });
  const settledOn = (slide: number) =>
    strip.evaluate((element, at) => Math.abs(element.scrollLeft - at * element.clientWidth) < 2, slide);
  await expect.poll(() => settledOn(1)).toBe(true);
  await expect(page.getByRole('img', { name: `${listing.title}: photo 2 of ${photoCount}` })).toBeInViewport({
    ratio: 0.9,
  });
  // Swiping works too: the strip scrolled by hand moves the counter.
  await strip.evaluate((element) => element.scrollTo({ left: element.clientWidth * 2, behavior: 'instant' }));
  await expect(page.getByText(`3 / ${photoCount}`)).toBeVisible();
  await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(`2 / ${photoCount}`)).toBeVisible();
  await expect.poll(() => settledOn(1)).toBe(true);
  // A viewport shot: Chromium's full-page capture re-lays the page out and scrolls snap strips.
  await shot(page, 'photos', { fullPage: false });

  // A link to one photo opens on it.
  await page.goto(`/properties/${listing.slug}/detail?type=photos&photo=3`);
  await expect(page.getByText(`3 / ${photoCount}`)).toBeVisible();
  await expect.poll(() => settledOn(2)).toBe(true);
  await page.getByRole('link', { name: 'Back to listing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
});

test('Escape closes the photo viewer, back on the listing with the focus on the link that opened it', async ({
  page,
}) => {
  const result = (await (await page.request.get('/api/v1/property/all?limit=1')).json()) as { data: Listing[] };
  const listing = result.data[0] as Listing;
  const detail = (await (await page.request.get(`/api/v1/property/slug/${listing.slug}`)).json()) as {
    data: { photos: unknown[] };
  };
  const photoCount = detail.data.photos.length;
  const listingUrl = new RegExp(`/properties/${listing.slug}$`);
  await page.goto(`/properties/${listing.slug}`);
  // A visitor's page starts as the server's paint of it; these steps are about the app's.
  await appTookOver(page);
  const seeAll = page.getByRole('region', { name: 'Photos and media' }).getByRole('link', { name: 'See All Photos' });

  // Opened from the gallery with the keyboard; moving between photos does not stop Escape from closing it.
  await seeAll.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/detail\?type=photos/);
  await expect(page.getByText(`1 / ${photoCount}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`2 / ${photoCount}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(listingUrl);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(seeAll).toBeFocused();
  // It went back: the viewer is not left in front of the listing in history.
  await page.goForward();
  await expect(page).toHaveURL(/\/detail\?type=photos/);
  await expect(page.getByText(`2 / ${photoCount}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(listingUrl);

  // A shared link to one photo: Escape puts the listing in the viewer's place, the focus on its photos link.
  await page.goto(`/properties/${listing.slug}/detail?type=photos&photo=3`);
  await expect(page.getByText(`3 / ${photoCount}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(listingUrl);
  await expect(seeAll).toBeFocused();
});

test("an Elite agent's 360° tour opens in the WebGL viewer and turns when dragged", async ({ page }) => {
  await signIn(page, 'agent@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);
  const mine = (await (await page.request.get('/api/v1/property/mine?limit=1')).json()) as { data: Listing[] };
  const listing = mine.data[0] as Listing;
  const upload = await page.request.put(`/api/v1/property/${listing._id}/panorama`, {
    multipart: { panoramaFile: await drawPanorama(page) },
  });
  expect(upload.ok(), await upload.text()).toBe(true);

  // On the listing page the tour starts in place, and only when asked (it weighs megabytes).
  await page.goto(`/properties/${listing.slug}`);
  // A visitor's page starts as the server's paint of it; these steps are about the app's.
  await appTookOver(page);
  await expect(page.locator('canvas')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start 360° tour' }).click();
  await expect(page.getByRole('application', { name: /360° view of/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: '360° Tour' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${listing.slug}/detail\\?type=panorama`));
  await expect(page.getByRole('link', { name: '360° Tour' })).toHaveAttribute('aria-current', 'page');
  const stage = page.getByRole('application', { name: /360° view of/ });
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('canvas')).toHaveCount(1);

  // Straight ahead is the green band; a drag to the left turns the view right, onto the red wall.
  const { x, y, box } = await center(stage);
  await expect.poll(async () => isGreen(await pixelAt(page, x, y))).toBe(true);
  const before = await stage.screenshot();
  await shot(page, 'tour', { fullPage: false });
  await page.mouse.move(box.x + box.width * 0.85, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.15, y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Buffer.compare(await stage.screenshot(), before)).not.toBe(0);
  const [r, g] = await pixelAt(page, x, y);
  expect(r).toBeGreaterThan(g + 40);
  await shot(page, 'tour-turned', { fullPage: false });

  // The keyboard turns it back: focus the view and press the left arrow until the green band returns.
  await stage.focus();
  for (let press = 0; press < 40 && !isGreen(await pixelAt(page, x, y)); press++)
    await page.keyboard.press('ArrowLeft');
  expect(isGreen(await pixelAt(page, x, y))).toBe(true);
});

test("an agent's video and floor plan open in the viewer", async ({ page }) => {
  await signIn(page, 'agent@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);
  const mine = (await (await page.request.get('/api/v1/property/mine?limit=2')).json()) as { data: Listing[] };
  const listing = mine.data[1] as Listing;
  const video = await page.request.patch(`/api/v1/property/${listing._id}`, {
    data: { video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  });
  expect(video.ok(), await video.text()).toBe(true);
  const planUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 1200, 800);
    context.strokeStyle = '#17211d';
    context.lineWidth = 8;
    context.strokeRect(40, 40, 1120, 720);
    context.strokeRect(40, 40, 560, 420);
    context.strokeRect(600, 40, 560, 320);
    context.fillStyle = '#17211d';
    context.font = '40px sans-serif';
    context.fillText('Living room', 180, 260);
    context.fillText('Bedroom', 780, 210);
    context.fillText('Kitchen', 780, 560);
    return canvas.toDataURL('image/png');
  });
  const plan = await page.request.put(`/api/v1/property/${listing._id}/floor-plan`, {
    multipart: {
      floorPlan: {
        name: 'plan.png',
        mimeType: 'image/png',
        buffer: Buffer.from(planUrl.split(',')[1] as string, 'base64'),
      },
    },
  });
  expect(plan.ok(), await plan.text()).toBe(true);

  await page.goto(`/properties/${listing.slug}`);
  // A visitor's page starts as the server's paint of it; these steps are about the app's.
  await appTookOver(page);
  await page.getByRole('link', { name: 'Floor Plan' }).click();
  await expect(page).toHaveURL(/type=floorPlan/);
  const image = page.getByRole('img', { name: `Floor plan of ${listing.title}` });
  await expect(image).toBeVisible();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByRole('button', { name: 'Fit to screen' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await image.boundingBox())?.width ?? 0)
    .toBeGreaterThan(page.viewportSize()?.width ?? 0);
  await expect(page.getByRole('link', { name: /Download floor plan/ })).toHaveAttribute('download', '');
  await shot(page, 'floor-plan', { fullPage: false });

  // The video's still and a play button first: no broken frame when the player cannot load, and nothing of
  // YouTube's until asked. It plays from youtube-nocookie.com where the site's policy allows the frame.
  await page.getByRole('link', { name: 'Video', exact: true }).click();
  await expect(page).toHaveURL(/type=video/);
  await expect(page.locator('iframe')).toHaveCount(0);
  const play = page.getByRole('button', { name: `Play the video tour of ${listing.title}` });
  await expect(play).toBeVisible();
  await expect(page.getByRole('link', { name: /Watch on YouTube/ })).toBeVisible();
  await shot(page, 'video-still', { fullPage: false });
  await play.click();
  const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]');
  await expect(player.or(page.getByText('The YouTube player cannot be shown here.'))).toBeVisible();
  await expect(page.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  );
  await shot(page, 'video', { fullPage: false });
});

test("a Starter agent's listing shows the tour locked with the upgrade to Elite", async ({ page }) => {
  await signIn(page, 'kemi.agent@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);
  const mine = (await (await page.request.get('/api/v1/property/mine?limit=1')).json()) as { data: Listing[] };
  const listing = mine.data[0] as Listing;
  await page.context().clearCookies();

  await page.goto(`/properties/${listing.slug}`);
  // A visitor's page starts as the server's paint of it; these steps are about the app's.
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByText('360° tours are available on the Elite and Platinum plans.')).toBeVisible();
  const upgrade = page.getByRole('link', { name: /Upgrade to Elite Plan/ });
  await expect(upgrade).toHaveAttribute('href', '/pricing');
  await expect(upgrade).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: '360° Tour' })).toHaveCount(0);
  await upgrade.scrollIntoViewIfNeeded();
  await shot(page, 'tour-locked', { fullPage: false });

  // The viewer page asked for the tour directly shows the same lock.
  await page.goto(`/properties/${listing.slug}/detail?type=panorama`);
  await expect(page.getByRole('link', { name: /Upgrade to Elite Plan/ })).toHaveAttribute('target', '_blank');
});

test('an unknown listing shows the not-found page', async ({ page }) => {
  await page.goto('/properties/no-such-listing-anywhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Property not found' })).toBeVisible();
  await expect(page).toHaveTitle('Property not found | Naija Homes');
  await expect(page.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/properties');
  await shot(page, 'not-found');
});
