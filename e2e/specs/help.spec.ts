// Issue 31: the help centre and the agents' Help & Support describe the product as it works today: chat, offers
// and counter-offers, short-let bookings, plans, verification and reports.
import { expect, test } from '@playwright/test';
import { appTookOver, signIn, skipWelcome, snap } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

test('the help centre answers about chat, offers, bookings, plans and verification', async ({ page }) => {
  await page.goto('/help-center');
  await appTookOver(page);
  for (const question of [
    'How do I know an agent or a listing is genuine?',
    'How do I talk to an agent?',
    'How do offers and counter-offers work?',
    'How do I book a short-let?',
    'How do I report a suspicious listing or agent?',
  ]) {
    await expect(page.getByRole('heading', { name: question })).toBeVisible();
  }
  await expect(page.getByText(/accept, decline or send a counter-offer/)).toBeVisible();
  await expect(page.getByText(/Report this listing/)).toBeVisible();
  // The old answer sent reports to the contact form, before reports existed.
  await expect(page.getByText('Use the contact form with the link to the listing')).toHaveCount(0);
  await snap(page, 'help-center');
});

test("an agent's Help & Support answers about chats, offers, bookings and a held listing", async ({ page }) => {
  await signIn(page, 'agent@demo.ng');
  await expect(page).toHaveURL(/\/agent\/dashboard/);
  await page.goto('/agent/help-support');
  for (const question of [
    'How do I answer buyers?',
    'How do offers and counter-offers work?',
    'How do short-let bookings work?',
    'An admin deactivated my listing. What can I do?',
  ]) {
    await expect(page.getByText(question, { exact: true })).toBeVisible({ timeout: 30_000 });
  }
});
