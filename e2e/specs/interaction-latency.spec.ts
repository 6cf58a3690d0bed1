// Interaction to Next Paint on a cheap phone (issue 38): the four taps a visitor makes most — opening Filters,
// tapping a card, opening the gallery, sending a message — each answered with a paint within 200 ms while the CPU
// runs four times slower, as Lighthouse's mobile profile throttles it. Measured by the browser's Event Timing API
// (what web-vitals reads for INP): the longest event of the interaction, from the input to the next paint.
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { appTookOver, isMobile, signIn, skipWelcome } from '../support';

const INP_BUDGET_MS = 200;
const CPU_SLOWDOWN = 4;

interface EventTiming {
  name: string;
  duration: number;
  interactionId: number;
}

declare global {
  interface Window {
    __eventTimings: EventTiming[];
  }
}

// Playwright's trace snapshots the page around each action on the page's own main thread, which a phone does not.
test.use({ trace: 'off' });

test.beforeEach(async ({ page }) => {
  // The budget is a cheap phone's: its screen, its touch, its CPU (the 4× slowdown). At 1,280 px the centred Filters
  // dialog also makes the page behind it lose its scroll bar and lay out again (about 200 ms at 4×, docs/performance.md).
  test.skip(!isMobile(page), "a phone's budget, measured at a phone's size");
  await skipWelcome(page);
  await page.addInitScript(() => {
    window.__eventTimings = [];
    new PerformanceObserver((list) => {
      // interactionId is not in TypeScript's DOM types yet (Event Timing level 2).
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (entry.interactionId) {
          window.__eventTimings.push({
            name: entry.name,
            duration: entry.duration,
            interactionId: entry.interactionId,
          });
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
});

async function slowCpu(page: Page): Promise<CDPSession> {
  // Without Event Timing every tap would read as instant.
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('event'))).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/**
 * The interaction's latency: `act` taps, `answered` waits for what the tap shows. Event Timing reports an entry
 * after the paint that follows it, so the entries are read once the page has painted again.
 */
async function interactionLatency(page: Page, act: () => Promise<void>, answered: () => Promise<void>) {
  await page.evaluate(() => {
    window.__eventTimings = [];
  });
  await act();
  await answered();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
  );
  const timings = await page.evaluate(() => window.__eventTimings);
  // The browser reports only events of 16 ms or more (the API's floor): none means the tap was answered faster.
  return Math.max(0, ...timings.map((timing) => timing.duration));
}

function report(name: string, latency: number) {
  test.info().annotations.push({ type: 'INP', description: `${name}: ${latency} ms at ${CPU_SLOWDOWN}× CPU slowdown` });
  console.log(`INP ${name} (${test.info().project.name}): ${latency} ms at ${CPU_SLOWDOWN}× slowdown`);
  expect(latency, `${name} answers within ${INP_BUDGET_MS} ms`).toBeLessThanOrEqual(INP_BUDGET_MS);
}

test('opening Filters on the search page', async ({ page }) => {
  await page.goto('/properties');
  await appTookOver(page);
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toBeVisible();
  await slowCpu(page);
  const latency = await interactionLatency(
    page,
    () => filters.click(),
    () => expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible(),
  );
  report('opening Filters', latency);
});

test('tapping a card on the search page', async ({ page }) => {
  await page.goto('/properties');
  await appTookOver(page);
  const card = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  await expect(card).toBeVisible();
  await slowCpu(page);
  const latency = await interactionLatency(
    page,
    () => card.click(),
    () => expect(page).toHaveURL(/\/properties\/[^/?]+$/),
  );
  report('tapping a card', latency);
});

test('opening the gallery on a listing', async ({ page }) => {
  const result = (await (await page.request.get('/api/v1/property/all?limit=1')).json()) as {
    data: { slug: string }[];
  };
  await page.goto(`/properties/${result.data[0]?.slug}`);
  await appTookOver(page);
  const seeAll = page.getByRole('region', { name: 'Photos and media' }).getByRole('link', { name: 'See All Photos' });
  await expect(seeAll).toBeVisible();
  await slowCpu(page);
  const latency = await interactionLatency(
    page,
    () => seeAll.click(),
    () => expect(page).toHaveURL(/\/detail\?type=photos/),
  );
  report('opening the gallery', latency);
});

test('sending a message in a chat', async ({ page }) => {
  await signIn(page, 'buyer@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);
  await page.goto('/buyer/chats');
  await page.getByRole('region', { name: 'Rooms' }).getByRole('button').filter({ hasText: 'Chinedu' }).first().click();
  const box = page.getByRole('textbox', { name: /^Message / });
  const text = `Is it still available? ${Date.now()}`;
  await box.fill(text);
  await slowCpu(page);
  const latency = await interactionLatency(
    page,
    () => page.getByRole('button', { name: 'Send message' }).click(),
    // In the conversation: the room list shows it too, as the room's last message, once it has been told.
    () => expect(page.getByRole('region', { name: 'Conversation' }).getByText(text)).toBeVisible(),
  );
  report('sending a message', latency);
});
