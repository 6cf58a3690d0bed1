import { expect, type Page, test } from '@playwright/test';
import { appTookOver, isMobile, signIn, skipWelcome } from '../support';

// Finding a home: search, filters, sort and compare for visitors; saved homes for buyers. Both projects (1280 and
// 375 px) run every test against the same demo data, so each test leaves that data as it found it.

// The demo seed has two homes to rent in Lekki: a five-bedroom flat (₦3.7M a quarter) and a self-contain. Other
// specs may list more on the same server, so counts are checked against what the API answers.
const AREA = 'Lekki';

/** The result count the page should show for a search, as the API answers it. */
async function expectedCount(page: Page, query: string) {
  const response = await page.request.get(`/api/v1/property/all?${query}`);
  const { total } = (await response.json()) as { total: number };
  return total === 1 ? '1 property' : `${total.toLocaleString('en-NG')} properties`;
}

/** Full-page screenshots kept under e2e/screenshots (gitignored), one per viewport width. */
async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const width = page.viewportSize()?.width ?? 0;
  // Cards off the first screen render only near the viewport (ui-kit lazy-render): all of them, for the picture.
  const renderAll = (on: boolean) =>
    page.evaluate((on) => {
      const style = document.documentElement.style;
      if (on) style.setProperty('--lazy-render', 'visible');
      else style.removeProperty('--lazy-render');
    }, on);
  await renderAll(true);
  await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: options.fullPage ?? true });
  await renderAll(false);
}

function cards(page: Page) {
  return page.locator('[data-slot="listing-card"]');
}

function resultCount(page: Page) {
  return page.locator('[data-slot="result-count"]');
}

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
  await page.addInitScript(() => localStorage.removeItem('naija-homes:compare'));
});

test('a visitor filters rentals in Lekki, sorts, opens a listing, reads its tabs and compares two homes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/properties?propertyFor=rent');
  // The server paints the results; the app's take their place (the cards are new elements).
  await appTookOver(page);
  await expect(page.getByRole('heading', { name: 'Properties for rent' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Rent' })).toBeChecked();
  await expect(cards(page).first()).toBeVisible();

  // The search box follows the typing after a pause.
  const searchBox = page.getByRole('searchbox', { name: 'Search by city, neighbourhood or address' });
  await searchBox.fill(AREA);
  await expect(page).toHaveURL(new RegExp(`search=${AREA}`));
  await expect(page.getByText(`Results for “${AREA}”`)).toBeVisible();
  const allRentals = await expectedCount(page, `propertyFor=rent&search=${AREA}`);
  await expect(resultCount(page)).toHaveText(allRentals);

  // The Filters modal refuses a price range upside down with the contract's message, then applies a good one.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters).toBeVisible();
  // The remote's own classes reach the portalled dialog: full screen on a phone, 42rem wide on a desktop.
  const viewport = page.viewportSize() as { width: number; height: number };
  const box = await filters.boundingBox();
  expect(box?.width).toBe(viewport.width < 640 ? viewport.width : 672);
  await expect(filters.getByLabel('Rent payment frequency')).toBeVisible();
  await filters.getByLabel('Minimum price').fill('7000000');
  await filters.getByLabel('Maximum price').fill('1000000');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(filters.getByRole('alert')).toHaveText('Minimum price cannot be more than the maximum price');
  await expect(
    page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: 'Minimum price cannot be more' }),
  ).toBeVisible();
  // Nothing typed is dropped unseen: thousands commas go where the person sees it, anything else stays and is
  // refused on Apply with words (issue 31: the range fields used to swallow a letter or a third decimal).
  await filters.getByLabel('Minimum area').fill('12a');
  await expect(filters.getByLabel('Minimum area')).toHaveValue('12a');
  await filters.getByLabel('Minimum price').fill('1e6');
  await expect(filters.getByLabel('Minimum price')).toHaveValue('1e6');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(filters.getByRole('alert')).toHaveText('Minimum price must contain only digits and a decimal point');
  await filters.getByLabel('Minimum price').fill('1,000,000');
  await expect(filters.getByLabel('Minimum price')).toHaveValue('1000000');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(filters.getByRole('alert')).toHaveText('Minimum area must be a number');
  await filters.getByLabel('Minimum area').fill('');
  await filters.getByLabel('Maximum price').fill('7000000.50');
  await filters.getByRole('group', { name: 'Bedrooms' }).getByText('5+', { exact: true }).click();
  await shoot(page, 'search-filters-modal', { fullPage: false });
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(filters).toBeHidden();
  await expect(page).toHaveURL(/bedrooms=5/);
  await expect(page).toHaveURL(/minPrice=1000000/);
  await expect(page).toHaveURL(/maxPrice=7000000.5/);
  await expect(page.getByRole('button', { name: 'Filters (3 applied)' })).toBeVisible();
  const filtered = await expectedCount(
    page,
    `propertyFor=rent&search=${AREA}&minPrice=1000000&maxPrice=7000000.5&bedrooms=5`,
  );
  await expect(resultCount(page)).toHaveText(filtered);
  const flat = cards(page).filter({ hasText: 'Five Bedroom Flat in Lekki' });
  await expect(flat.getByRole('heading')).toHaveText('Five Bedroom Flat in Lekki');
  await expect(flat.locator('[data-slot="listing-price"]')).toHaveText('₦3,700,000.00 / quarter');

  // Sorted by price; the URL holds the whole search: a reload (or a shared link) shows the same results.
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  // The reload is painted by the server first; what follows (the card, the tabs) is about the app's page.
  await appTookOver(page);
  await expect(searchBox).toHaveValue(AREA);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(resultCount(page)).toHaveText(filtered);
  await shoot(page, 'search-results');

  // The listing: its tabs scroll to their sections and mark them; it goes into compare from its overview.
  await flat.getByRole('link', { name: 'Five Bedroom Flat in Lekki' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Five Bedroom Flat in Lekki' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Listing sections' });
  await tabs.getByRole('link', { name: 'Amenities' }).click();
  await expect(tabs.getByRole('link', { name: 'Amenities' })).toHaveAttribute('aria-current', 'location');
  await expect(page.getByRole('heading', { level: 2, name: 'Amenities' })).toBeInViewport();
  await tabs.getByRole('link', { name: 'Location' }).click();
  await expect(tabs.getByRole('link', { name: 'Location' })).toHaveAttribute('aria-current', 'location');
  await tabs.getByRole('link', { name: 'Overview' }).click();
  const overview = page.getByRole('region', { name: 'Overview' });
  await overview.getByRole('button', { name: 'Compare' }).click();
  await expect(overview.getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'true');

  // Back to the results without the filters: the self-contain goes into compare from its card.
  await page.goBack();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(resultCount(page)).toHaveText(allRentals);
  const selfContain = cards(page).filter({ hasText: 'One Bedroom Self Contain in Lekki' });
  await selfContain.getByRole('button', { name: 'Compare' }).click();
  await expect(selfContain.getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'true');
  const tray = page.getByRole('region', { name: 'Compare tray' });
  await tray.getByRole('link', { name: 'Compare (2)' }).click();
  await expect(page).toHaveURL(/\/compare$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Five Bedroom Flat in Lekki' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'One Bedroom Self Contain in Lekki' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Price' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Bedrooms' })).toBeVisible();
  await expect(tray).toBeHidden();
  await shoot(page, 'compare');

  // Removing one leaves the other.
  await page.getByRole('button', { name: 'Remove One Bedroom Self Contain in Lekki from compare' }).click();
  await expect(table.getByRole('columnheader', { name: 'One Bedroom Self Contain in Lekki' })).toBeHidden();
  await expect(page.getByText('Add at least one more listing to see the differences.')).toBeVisible();
});

test('a visitor who taps a heart is asked to sign in', async ({ page }) => {
  await page.goto('/properties?propertyFor=sale');
  // The server paints the results; the app's take their place (the cards are new elements).
  await appTookOver(page);
  const heart = cards(page).first().getByRole('button', { name: 'Save to saved homes' });
  await heart.click();
  await expect(page.getByRole('dialog', { name: 'Please sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a buyer saves a listing from a card, finds it in Saved Homes and removes it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'buyer@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);

  // A run that stopped half-way may have left the listing saved: start from "not saved".
  const found = await page.request.get('/api/v1/property/all?propertyFor=rent&search=Yaba&sort=price-asc');
  const target = ((await found.json()) as { data: { _id: string; title: string }[] }).data[0];
  if (!target) throw new Error('The demo seed has no rentals in Yaba');
  const ids = ((await (await page.request.get('/api/v1/favourite/ids')).json()) as { data: string[] }).data;
  if (ids.includes(target._id)) {
    const origin = new URL(page.url()).origin;
    const reset = await page.request.post('/api/v1/favourite/toggle', {
      data: { propertyId: target._id },
      headers: { origin },
    });
    expect(reset.ok()).toBe(true);
  }

  await page.goto('/properties?propertyFor=rent&search=Yaba&sort=price-asc');
  // The server paints the results; the app's take their place (the cards are new elements).
  await appTookOver(page);
  const title = target.title;
  const card = cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await card.getByRole('button', { name: 'Save to saved homes' }).click();
  await expect(page.getByText('Added to saved homes')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove from saved homes' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/buyer/saved-homes');
  await expect(page.getByRole('heading', { name: 'Saved Homes', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Buyer' }).getByRole('link', { name: 'Saved Homes' }),
  ).toHaveAttribute('aria-current', 'page');
  // In the saved list itself: the page's Recently viewed row may hold the same card.
  const savedCard = page
    .getByRole('list', { name: 'Saved homes' })
    .locator('[data-slot="listing-card"]')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(savedCard).toBeVisible();
  await shoot(page, 'saved-homes');

  await savedCard.getByRole('button', { name: 'Remove from saved homes' }).click();
  await expect(page.getByText('Removed from saved homes')).toBeVisible();
  await expect(savedCard).toBeHidden();
});

test('the Filters modal sets the listing status (for sale, for rent, short-let) with the other filters', async ({
  page,
}) => {
  await page.goto('/properties?propertyFor=rent');
  // The server paints the results; the app's take their place (the cards are new elements).
  await appTookOver(page);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  const status = filters.getByRole('group', { name: 'Listed for' });
  await expect(status.getByRole('radio', { name: 'For rent' })).toBeChecked();
  await expect(filters.getByLabel('Rent payment frequency')).toBeVisible();
  await status.getByText('For sale', { exact: true }).click();
  // Rent terms mean nothing for a sale: they go with the switch.
  await expect(filters.getByLabel('Rent payment frequency')).toBeHidden();
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(filters).toBeHidden();
  await expect(page).toHaveURL(/propertyFor=sale/);
  await expect(page.getByRole('heading', { name: 'Properties for sale' })).toBeVisible();
});

test('Back from a listing returns the results to where they were scrolled; the listing opens at its top', async ({
  page,
}) => {
  await skipWelcome(page);
  await page.goto('/properties?propertyFor=rent');
  // The server paints the results; the app's take their place (the cards are new elements).
  await appTookOver(page);
  // Past the first screen's cards: those above it are rendered only as they near the viewport (lazy-render), and
  // the return must land exactly all the same.
  const card = cards(page).nth(9);
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  // The shell records the position as the visitor scrolls, a frame later.
  await page.waitForTimeout(100);
  const scrolled = await page.evaluate(() => window.scrollY);

  const title = await card.getByRole('heading').getByRole('link').first().innerText();
  await card.getByRole('heading').getByRole('link').first().click();
  // The listing's own heading: the results page has a level-1 heading too, still there while the listing loads.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(card).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(5);
});

test('closing the Filters dialog, by Escape, its close button or Apply, puts the focus back on the Filters button', async ({
  page,
}) => {
  await page.goto('/properties?propertyFor=rent');
  // The server paints the results; the app's take their place (the button is a new element).
  await appTookOver(page);
  const button = page.getByRole('button', { name: /^Filters/ });
  const filters = page.getByRole('dialog', { name: 'Filters' });
  // A keyboard user's way in: the button focused, then Enter.
  const open = async () => {
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(filters).toBeVisible();
  };

  await open();
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();
  await expect(button).toBeFocused();

  await open();
  await filters.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(filters).toBeHidden();
  await expect(button).toBeFocused();

  await open();
  await filters.getByRole('group', { name: 'Bedrooms' }).getByText('2', { exact: true }).click();
  await filters.getByRole('button', { name: 'Apply' }).focus();
  await page.keyboard.press('Enter');
  await expect(filters).toBeHidden();
  await expect(page).toHaveURL(/bedrooms=2/);
  await expect(page.getByRole('button', { name: 'Filters (1 applied)' })).toBeFocused();
});

test('a page past the last one says so, leads to the last page and keeps the pagination', async ({ page }) => {
  const answer = await page.request.get('/api/v1/property/all?page=99');
  const { totalPages } = (await answer.json()) as { totalPages: number };
  expect(totalPages).toBeGreaterThan(1);
  expect(totalPages).toBeLessThan(99);
  await page.goto('/properties?page=99');
  // The server paints the results; the app's take their place (the cards are new elements).
  await appTookOver(page);
  await expect(page.getByText(`Page 99 is beyond the results: this search has ${totalPages} pages.`)).toBeVisible();
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination).toBeVisible();
  await shoot(page, 'search-past-last-page', { fullPage: false });

  await page.getByRole('link', { name: `Go to the last page (${totalPages})` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${totalPages}$`));
  await expect(cards(page).first()).toBeVisible();
  await expect(pagination.getByRole('button', { name: `Page ${totalPages}` })).toHaveAttribute('aria-current', 'page');
});

test("scrolled to the end of the list, the last card's title and the pages are clear of the Show map button", async ({
  page,
}) => {
  await page.goto('/properties?propertyFor=rent');
  // The server paints the results; the app's take their place (the cards are new elements).
  await appTookOver(page);
  await expect(cards(page).first()).toBeVisible();
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination).toBeVisible();
  // The end of the results at the bottom of the screen, as far as a person scrolls to read the last card.
  await page
    .locator('[data-slot="search-results"]')
    .evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
  const last = cards(page).last();
  const title = last.getByRole('heading');
  await expect(title).toBeInViewport();
  const showMap = page.getByRole('button', { name: 'Show map' });
  if (isMobile(page)) {
    await expect(showMap).toBeVisible();
    const button = (await showMap.boundingBox()) as { y: number };
    for (const part of [last, pagination]) {
      const box = (await part.boundingBox()) as { y: number; height: number };
      expect(box.y + box.height, 'above the button').toBeLessThanOrEqual(button.y);
    }
    await shoot(page, 'search-list-end', { fullPage: false });
  } else {
    // Wide screens show the map beside the list: no floating button.
    await expect(showMap).toHaveCount(0);
  }
  // The title's link takes a tap where it is seen (nothing lies over it).
  await title.getByRole('link').click({ trial: true, timeout: 3000 });
});
