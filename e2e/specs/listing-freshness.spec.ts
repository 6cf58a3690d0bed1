import { expect, type Page, test } from '@playwright/test';
import { appTookOver, isMobile, publishedRental, skipWelcome, snap } from '../support';

// Listings that never go stale (issue 37, ADR 033): an agent's listing goes unconfirmed past its 60-day question
// and 14 more days (its dates moved back by the dev route, so the billing clock every other spec shares stays), so it
// is marked expired on My Properties; the agent renews it in one click and it is live again. Its public page says
// when it was last updated.

/** Moves the listing's dates `days` back and runs the freshness sweep (dev only, from this machine). */
async function age(page: Page, id: string, days: number) {
  const aged = await page.request.post(`/api/v1/dev/listing/${id}/age`, { data: { days } });
  expect(aged.ok(), await aged.text()).toBe(true);
  return (await aged.json()) as { listingStatus: string; freshnessAskedAt: string | null };
}

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

test('an agent sees an expired listing on My Properties, renews it in one click, and its page says when it was updated', async ({
  page,
  request,
}) => {
  const width = isMobile(page) ? 375 : 1280;
  const title = `Lantern Court Flat ${width === 375 ? 'Mobile' : 'Desktop'}`;
  const { slug, id } = await publishedRental(page, title);

  // 61 days on it is asked; 14 more days unanswered and it has expired.
  expect((await age(page, id, 61)).freshnessAskedAt).not.toBeNull();
  await page.goto('/agent/my-properties');
  const table = page.getByRole('table', { name: 'My properties' });
  await expect(table).toContainText(title);
  await expect(table).toContainText(/Still available\? Expires in 14 days unless confirmed/);
  await expect(page.getByRole('status').filter({ hasText: 'awaiting your confirmation' })).toContainText(
    '1 awaiting your confirmation',
  );
  expect((await age(page, id, 14)).listingStatus).toBe('expired');

  await page.reload();
  await expect(table).toContainText(/Expired \d{1,2} \w{3} \d{4}: renew to show it again/);
  await expect(table).toContainText('expired');
  await expect(page.getByRole('status').filter({ hasText: 'expired' })).toContainText('1 expired');
  const renew = page.getByRole('button', { name: `Renew: ${title}` });
  await renew.scrollIntoViewIfNeeded();
  await snap(page, 'freshness-expired-listing');

  // Out of search while expired: its page is gone for visitors (`request` carries no sign-in).
  const expiredPage = await request.get(`/api/v1/property/slug/${slug}`);
  expect(expiredPage.status()).toBe(404);

  await renew.click();
  await expect(page.getByText('Renewed: the listing is back in search with a fresh date.')).toBeVisible();
  await expect(renew).toBeHidden();
  await expect(table).toContainText('Expires in 74 days');
  await expect(table).not.toContainText(/Expired \d/);
  await snap(page, 'freshness-renewed-listing');
  const live = await request.get(`/api/v1/property/slug/${slug}`);
  expect(live.ok()).toBe(true);

  // Five days later its page says so.
  await age(page, id, 5);
  await page.goto(`/properties/${slug}`);
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Updated 5 days ago')).toBeVisible();
  await snap(page, 'freshness-property-updated', { fullPage: false });
});
