// The public team's smoke (`npm test -w mfe-public`): the visitor's pages, built alone with the shell, work in the
// shell with the API: the home page, a search and a listing, each taken over by the app from the server's paint.
import { expect, test } from '@playwright/test';
import { watchRemote } from '../../smoke';
import { appTookOver, skipWelcome } from '../../support';

test.describe('mfe-public', { tag: '@mfe-public' }, () => {
  test('a visitor goes from the home page to a search and opens a listing', async ({ page }) => {
    await skipWelcome(page);
    const remote = watchRemote(page, 'public');
    await page.goto('/');
    await appTookOver(page);
    await expect(page.getByRole('region', { name: 'Explore by city' }).getByRole('link').first()).toBeVisible();

    await page.getByRole('region', { name: 'Explore by city' }).getByRole('link').filter({ hasText: 'Kano' }).click();
    await expect(page).toHaveURL(/\/properties\?city=Kano/);
    // The search page itself, not the home page's cards still on screen while its chunk loads: a card read then was
    // a featured listing in Ikoyi, gone by the click.
    await expect(page.locator('[data-slot="result-count"]')).toHaveText(/\d+ propert/);
    const card = page.locator('[data-slot="listing-card"]').first();
    await expect(card).toBeVisible();
    // The list may still be settling (the app taking over the painted results): the listing is named by its link,
    // so the one opened is the one read even if the cards move meanwhile.
    const link = card.getByRole('heading').getByRole('link');
    const [title, href] = [(await link.textContent())?.trim() ?? '', (await link.getAttribute('href')) ?? ''];
    expect(href).toMatch(/^\/properties\/[^?]+/);
    await page.locator(`[data-slot="listing-card"] a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await remote.check();
  });
});
