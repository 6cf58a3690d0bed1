// Issue 31: no page scrolls sideways, at 375 px or at 1280 px, in the buyer's, the agent's and the admin's areas; a
// table wider than its box scrolls inside a region that says so (named, and reachable by the keyboard), never by
// clipping a column or widening the page.
import { expect, type Page, test } from '@playwright/test';
import { signIn, skipWelcome } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

/** What is wrong on the page now: the page scrolling sideways, or a table wider than its box outside a scroll region. */
async function sidewaysProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) {
      const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (element) => element.getBoundingClientRect().right > width + 1,
      );
      const innermost = wide
        .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
        .slice(0, 3)
        .map((element) => `<${element.localName} class="${element.className}">`);
      problems.push(`the page is ${scrollWidth} px wide: ${innermost.join(' ')}`);
    }
    for (const table of document.querySelectorAll('table')) {
      // A chart's data table is for screen readers only (ui-kit chart.tsx): never seen, never cut.
      if (table.closest('.sr-only')) continue;
      const box = table.parentElement;
      if (!box || table.getBoundingClientRect().width <= box.clientWidth + 1) continue;
      const region = table.closest('[role="region"][aria-label][tabindex="0"]');
      if (!region) problems.push(`table "${table.caption?.textContent ?? ''}" is cut: no scroll region around it`);
    }
    return problems;
  });
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Soft, so one run names every page that does; polled, as a page settles after its data arrives.
  await expect
    .configure({ soft: true })
    .poll(() => sidewaysProblems(page), { message: path, timeout: 10_000 })
    .toEqual([]);
}

const areas = {
  'buyer@demo.ng': [
    '/buyer/my-bookings',
    '/buyer/my-offers',
    '/buyer/saved-homes',
    '/buyer/chats',
    '/buyer/notifications',
    '/buyer/settings',
  ],
  'agent@demo.ng': [
    '/agent/dashboard',
    '/agent/my-properties',
    '/agent/bookings',
    '/agent/leads',
    '/agent/offer-requests',
    '/agent/visibility',
    '/agent/analytics',
    '/agent/settings',
    '/agent/settings?tab=pricing-plans',
    '/agent/notifications',
    '/agent/help-support',
    '/agent/chats',
    '/billing/manage',
  ],
  'admin@demo.ng': [
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
  ],
} as const;

test('no page of the public site scrolls sideways', async ({ page }) => {
  for (const path of ['/', '/properties', '/agents', '/pricing', '/compare', '/contact-us', '/property-news']) {
    await expectNoSidewaysScroll(page, path);
  }
});

for (const [email, paths] of Object.entries(areas)) {
  test(`no page of ${email.split('@')[0]}'s area scrolls sideways`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, email);
    await expect(page).not.toHaveURL(/sign-in/);
    for (const path of paths) await expectNoSidewaysScroll(page, path);
  });
}
