// The server's first paint (issue 19, ADR 025): a visitor's home page and listing pages show their content from the
// HTML alone, before any script has run, and the app takes its place once its page has rendered without anything
// moving; what the visitor typed meanwhile carries over. Scripts are held back here to watch the hand-over.
import { expect, type Page, test } from '@playwright/test';
import { appTookOver, expectAccessible, skipWelcome } from '../support';

async function featuredListing(page: Page): Promise<{ slug: string; title: string }> {
  const response = await page.request.get('/api/v1/property/featured');
  const body = (await response.json()) as { data: Array<{ slug: string; title: string }> };
  const listing = body.data[0];
  if (!listing) throw new Error('the demo has no featured listing');
  return listing;
}

/** Holds back the files matching `glob` until the returned function is called. */
async function holdBack(page: Page, glob: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The browser paints nothing before the page's stylesheets have loaded, but a script (this test) may read the layout
 * earlier, unstyled: on a busy machine a stylesheet can take a third of a second. Measure what a person sees.
 */
async function styled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and a listing’s page show their content from the HTML alone', async ({ page }) => {
    const listing = await featuredListing(page);
    await page.goto('/');
    // A first visit's greeting is painted too, and closes without a script.
    const welcome = page.getByRole('dialog', { name: 'Welcome to Naija Homes' });
    await welcome.getByRole('button', { name: 'Close' }).click();
    await expect(welcome).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next home in Nigeria' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured properties' })).toBeVisible();
    await expect(page.getByRole('link', { name: listing.title }).first()).toBeAttached();

    await page.goto(`/properties/${listing.slug}`);
    // Remembering that it was closed takes the app: without one, each page greets again.
    await page.getByRole('dialog', { name: 'Welcome to Naija Homes' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.getByText('₦').first()).toBeVisible();
    const photo = page.locator('img[fetchpriority="high"]').first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Its links are plain links: the visitor can move on before the app has loaded.
    await page.getByRole('link', { name: 'Naija Homes home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a search typed and sent before any script runs is searched by the server (issue 31)', async ({ page }) => {
    await skipWelcome(page);
    // The home page's box: Enter goes to the search page with the text and the purpose.
    await page.goto('/');
    await page.getByLabel('City, neighbourhood or address').fill('Lekki');
    await page.getByLabel('City, neighbourhood or address').press('Enter');
    await expect(page).toHaveURL(/\/properties\?propertyFor=rent&search=Lekki$/);
    await expect(page.getByText('Results for “Lekki”')).toBeVisible();
    await expect(page.locator('[data-slot="listing-card"]').first()).toBeVisible();
    // The search page's box keeps the other choices and starts again from the first page.
    await page.goto('/properties?propertyFor=sale&page=2');
    await page.getByLabel('Search by city, neighbourhood or address').fill('Abuja');
    await page.getByLabel('Search by city, neighbourhood or address').press('Enter');
    await expect(page).toHaveURL(/\/properties\?propertyFor=sale&search=Abuja$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Properties for sale' })).toBeVisible();
    await expect(page.getByText('Results for “Abuja”')).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  // The scripts held back below must come from the network: a service worker the first page installed would answer
  // the next page's from its cache, which page.route cannot hold (the app then takes over before it is watched).
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(async ({ page }) => {
    await skipWelcome(page);
    // Layout shifts from the start of the page, as Lighthouse counts them.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  });

  test('a listing’s page: the app takes the first paint’s place where it stands, nothing moves', async ({ page }) => {
    const listing = await featuredListing(page);
    const release = await holdBack(page, '**/property-page.*.js');
    await page.goto(`/properties/${listing.slug}`, { waitUntil: 'commit' });

    const painted = page.locator('#first-paint').getByRole('heading', { level: 1, name: listing.title });
    await expect(painted).toBeVisible();
    await styled(page);
    const paintedBox = await painted.boundingBox();
    // The app is rendering beneath, unseen: one heading visible, the first paint's.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    release();
    await appTookOver(page);
    const heading = page.getByRole('heading', { level: 1, name: listing.title });
    await expect(heading).toBeVisible();
    expect(await heading.boundingBox()).toEqual(paintedBox);
    // The app's own: its buttons work (the share dialog opens).
    await page.getByRole('button', { name: /share/i }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  });

  test('the agent directory and an agent’s page: the app takes the first paint’s place, nothing moves', async ({
    page,
  }) => {
    const agents = (await (await page.request.get('/api/v1/agent/all?limit=1')).json()) as {
      data: Array<{ slug: string; fullName: string }>;
    };
    const agent = agents.data[0];
    if (!agent) throw new Error('the demo has no agent');
    for (const [path, chunk, heading] of [
      ['/agents', '**/agents-page.*.js', 'Find a verified agent'],
      [`/agents/${agent.slug}`, '**/agent-profile-page.*.js', agent.fullName],
    ] as const) {
      const release = await holdBack(page, chunk);
      await page.goto(path, { waitUntil: 'commit' });
      const painted = page.locator('#first-paint').getByRole('heading', { level: 1, name: heading });
      await expect(painted).toBeVisible();
      await styled(page);
      const paintedBox = await painted.boundingBox();
      release();
      await appTookOver(page);
      expect(await page.getByRole('heading', { level: 1, name: heading }).boundingBox()).toEqual(paintedBox);
      // The agent's listings and reviews come with the page too: nothing arrives later to move it.
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
      await page.unroute(chunk);
    }
  });

  test('the search page: its results come with the page, and the app takes their place where they stand', async ({
    page,
  }) => {
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/property/all') searches.push(request.url());
    });
    const release = await holdBack(page, '**/properties-page.*.js');
    await page.goto('/properties?propertyFor=rent', { waitUntil: 'commit' });
    const painted = page.locator('#first-paint');
    await expect(painted.getByRole('heading', { level: 1, name: 'Properties for rent' })).toBeVisible();
    const paintedCard = painted.locator('[data-slot="listing-card"]').first();
    await expect(paintedCard).toBeVisible();
    await styled(page);
    const paintedBox = await paintedCard.boundingBox();
    const paintedCount = await painted.locator('[data-slot="result-count"]').textContent();

    release();
    await appTookOver(page);
    const card = page.locator('[data-slot="listing-card"]').first();
    expect(await card.boundingBox()).toEqual(paintedBox);
    await expect(page.locator('[data-slot="result-count"]')).toHaveText(paintedCount ?? '');
    // The results came inside the page: the app did not ask the API again for them.
    expect(searches).toEqual([]);
    // On a wide screen the map's code arriving in its placeholder's box may nudge the page by a hair (seen once at
    // 0.005 in CI); far under Lighthouse's 0.1 and issue 19's 0.05. A hand-over that moved the results would not be.
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.01);
    // The app's own search box, live.
    const search = page.getByLabel('Search by city, neighbourhood or address');
    await search.fill('Yaba');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/properties\?.*search=Yaba/);
    await expect(page.getByText('Results for “Yaba”')).toBeVisible();
    await expectAccessible(page, { name: 'search after the first paint' });
  });

  test('sign-in: the app takes the painted form’s place where it stands, nothing moves', async ({ page }) => {
    const release = await holdBack(page, '**/sign-in-page.*.js');
    await page.goto('/sign-in?redirect=%2Fpricing', { waitUntil: 'commit' });
    const painted = page.locator('#first-paint');
    const paintedHeading = painted.getByRole('heading', { level: 1, name: 'Sign in' });
    await expect(paintedHeading).toBeVisible();
    await styled(page);
    const paintedBox = await paintedHeading.boundingBox();
    release();
    await appTookOver(page);
    expect(await page.getByRole('heading', { level: 1, name: 'Sign in' }).boundingBox()).toEqual(paintedBox);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  });

  test('sign-in: what the visitor typed and tapped before the app loaded carries over, and signs them in', async ({
    page,
  }) => {
    const release = await holdBack(page, '**/sign-in-page.*.js');
    await page.goto('/sign-in?redirect=%2Fpricing', { waitUntil: 'commit' });
    const painted = page.locator('#first-paint');
    await painted.getByLabel('Email').fill('buyer@demo.ng');
    await painted.getByLabel('Password', { exact: true }).fill('Demo-pass-2026');
    // Sent before the app has it: the app presses its own copy of the button once it takes over.
    await painted.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page).toHaveURL('/sign-in?redirect=%2Fpricing');
    release();
    await expect(page).toHaveURL('/pricing');
    await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  });

  test('sign-up: the account type chosen before the app loaded stays chosen', async ({ page }) => {
    const release = await holdBack(page, '**/sign-up-page.*.js');
    await page.goto('/sign-up', { waitUntil: 'commit' });
    const painted = page.locator('#first-paint');
    await painted.getByText('Home Buyer').click();
    await expect(painted.getByRole('radio', { name: /Home Buyer/ })).toBeChecked();

    release();
    await appTookOver(page);
    await expect(page.getByRole('radio', { name: /Home Buyer/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/role=BUYER/);
  });

  test('a button tapped before the app could answer it is answered once the app takes over', async ({ page }) => {
    const listing = await featuredListing(page);
    const release = await holdBack(page, '**/property-page.*.js');
    await page.goto(`/properties/${listing.slug}`);
    await page.locator('#first-paint').getByRole('button', { name: 'Save to saved homes' }).click();
    await expect(page).toHaveURL(`/properties/${listing.slug}`);

    release();
    await appTookOver(page);
    await expect(page.getByRole('dialog', { name: 'Please sign in' })).toBeVisible();
  });

  test('the home page: what the visitor types into the search box before the app loads carries over', async ({
    page,
  }) => {
    const release = await holdBack(page, '**/home-page.*.js');
    await page.goto('/', { waitUntil: 'commit' });
    const paintedSearch = page.locator('#first-paint').getByLabel('City, neighbourhood or address');
    await paintedSearch.fill('Lekki');

    release();
    await appTookOver(page);
    const search = page.getByLabel('City, neighbourhood or address');
    await expect(search).toHaveValue('Lekki');
    await expect(search).toBeFocused();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/properties\?.*Lekki/);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  });

  test('the search page: text typed and Enter pressed before the app loads are kept, and it searches (issue 31)', async ({
    page,
  }) => {
    const release = await holdBack(page, '**/properties-page.*.js');
    await page.goto('/properties?propertyFor=rent', { waitUntil: 'commit' });
    const paintedSearch = page.locator('#first-paint').getByLabel('Search by city, neighbourhood or address');
    await paintedSearch.fill('Yaba');
    await paintedSearch.press('Enter');
    // Held for the app: the page did not reload and lose the text.
    await expect(page).toHaveURL('/properties?propertyFor=rent');
    await expect(paintedSearch).toHaveValue('Yaba');

    release();
    await appTookOver(page);
    const search = page.getByLabel('Search by city, neighbourhood or address');
    await expect(search).toHaveValue('Yaba');
    await expect(page).toHaveURL(/\/properties\?propertyFor=rent&search=Yaba$/);
    await expect(page.getByText('Results for “Yaba”')).toBeVisible();
  });

  test('the search page: text typed before the app loads is kept and searched after the pause (issue 31)', async ({
    page,
  }) => {
    const release = await holdBack(page, '**/properties-page.*.js');
    await page.goto('/properties', { waitUntil: 'commit' });
    await page.locator('#first-paint').getByLabel('Search by city, neighbourhood or address').fill('Ikeja');

    release();
    await appTookOver(page);
    await expect(page.getByLabel('Search by city, neighbourhood or address')).toHaveValue('Ikeja');
    await expect(page).toHaveURL(/\/properties\?search=Ikeja$/);
    await expect(page.getByText('Results for “Ikeja”')).toBeVisible();
  });

  test('the home page: Enter pressed before the app loads searches once it does (issue 31)', async ({ page }) => {
    const release = await holdBack(page, '**/home-page.*.js');
    await page.goto('/', { waitUntil: 'commit' });
    const paintedSearch = page.locator('#first-paint').getByLabel('City, neighbourhood or address');
    await paintedSearch.fill('Wuse');
    await paintedSearch.press('Enter');
    await expect(page).toHaveURL('/');

    release();
    await expect(page).toHaveURL(/\/properties\?propertyFor=rent&search=Wuse$/);
    await expect(page.getByText('Results for “Wuse”')).toBeVisible();
  });
});

test.describe('a first visit', () => {
  test('the welcome greeting shows with the page; the app’s takes its place where it stands', async ({ page }) => {
    const release = await holdBack(page, '**/home-page.*.js');
    await page.goto('/', { waitUntil: 'commit' });
    const painted = page.locator('#first-paint').getByRole('dialog', { name: 'Welcome to Naija Homes' });
    await expect(painted).toBeVisible();
    await expect(painted.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', /^\/sign-up/);
    await styled(page);
    const paintedBox = await painted.getByRole('heading', { name: 'Welcome to Naija Homes' }).boundingBox();
    await expectAccessible(page, { name: 'the painted welcome greeting' });

    release();
    await appTookOver(page);
    const welcome = page.getByRole('dialog', { name: 'Welcome to Naija Homes' });
    await expect(welcome).toBeVisible();
    expect(await welcome.getByRole('heading', { name: 'Welcome to Naija Homes' }).boundingBox()).toEqual(paintedBox);
    await page.keyboard.press('Escape');
    await expect(welcome).toBeHidden();
    // Seen: the next page the server sends has no greeting in it.
    expect(await (await page.request.get('/')).text()).not.toContain('Welcome to Naija Homes');
  });

  test('closed before the app has loaded, the greeting stays closed', async ({ page }) => {
    const release = await holdBack(page, '**/static/js/**');
    await page.goto('/', { waitUntil: 'commit' });
    const painted = page.getByRole('dialog', { name: 'Welcome to Naija Homes' });
    // No script has run: the painted dialog's close button closes it on its own.
    await painted.getByRole('button', { name: 'Close' }).click();
    await expect(painted).toBeHidden();

    release();
    await appTookOver(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next home in Nigeria' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/agents');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a verified agent' })).toBeVisible();
    await appTookOver(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
