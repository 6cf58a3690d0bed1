// Money inputs never drop a character (issue 31): every ₦ field takes digits, thousands commas and at most two
// decimals, and refuses anything else in words (contracts/money.ts); what is saved is what was typed, to the kobo.
import { expect, test } from '@playwright/test';
import { expectInvalid, isMobile, openListing, signIn, skipWelcome, snap } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

test('the admin types 7500.50 as a plan price and /pricing shows ₦7,500.50 a month', async ({ page }) => {
  const plans = (await (await page.request.get('/api/v1/package/all')).json()) as {
    data: Array<{ _id: string; name: string; priceId: { amount: number } }>;
  };
  const starter = plans.data.find((plan) => plan.name === 'Starter');
  expect(starter).toBeTruthy();
  await signIn(page, 'admin@demo.ng');
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/settings?tab=plans');
  const form = page.getByRole('form', { name: 'Starter plan' });
  const price = form.getByRole('textbox', { name: 'Price per month' });
  // Refused in words, never changed: three decimals, an exponent.
  await price.fill('12.345');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectInvalid(page, price, 'Price can have at most two decimals');
  await expect(price).toHaveValue('12.345');
  await price.fill('1e6');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectInvalid(page, price, 'Price must contain only digits and a decimal point');
  await price.fill('7500.50');
  await expect(price).toHaveValue('7500.50');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('₦7,500.50 a month on the pricing page now.')).toBeVisible();
  await expect(price).toHaveValue('7,500.50');
  await snap(page, 'admin-plan-price', { fullPage: false });
  try {
    await page.goto('/pricing');
    await expect(page.getByRole('group', { name: 'Starter plan' })).toContainText('₦7,500.50');
    await expect(page.getByRole('group', { name: 'Starter plan' })).not.toContainText('750,050');
  } finally {
    // The other specs expect the seeded price.
    const restored = await page.request.patch(`/api/v1/admin/packages/${starter?._id}`, {
      data: { amount: starter?.priceId.amount },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});

test('a buyer offers 45000000.50 and sees ₦45,000,000.50; 0 is told the minimum amount', async ({ page }) => {
  // A listing of another agent than the offers spec's, different for each width (one open offer per listing).
  const search = (await (await page.request.get('/api/v1/property/all?propertyFor=sale&limit=30')).json()) as {
    data: Array<{ slug: string; owner: { email?: string; fullName?: string } | string }>;
  };
  const others = search.data.filter((listing) => !JSON.stringify(listing.owner).includes('Chinedu'));
  const listing = others[isMobile(page) ? 1 : 0];
  expect(listing, 'listings for sale by other agents').toBeTruthy();
  await signIn(page, 'buyer@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);
  await openListing(page, listing?.slug);
  await page.getByRole('button', { name: 'Send Offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Offer' });
  const price = dialog.getByRole('textbox', { name: 'Offer Price' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('I can pay in full within two weeks of inspection.');
  await price.fill('0');
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  await expect(dialog.getByText('Offer Price minium amount is required')).toBeVisible();
  await price.fill('1e6');
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  await expect(dialog.getByText('Offer Price must contain only digits and a decimal point')).toBeVisible();
  await expect(price).toHaveValue('1e6');
  await price.fill('45000000.50');
  await price.blur();
  await expect(price).toHaveValue('45,000,000.50');
  await snap(page, 'offer-decimal-price', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  const sent = page.getByRole('dialog', { name: 'Offer sent' });
  const requestNo = (await sent.textContent())?.match(/OFR-\d+/)?.[0] as string;
  expect(requestNo).toBeTruthy();
  await sent.getByRole('button', { name: 'OK' }).click();
  await page.goto('/buyer/my-offers');
  const card = page.getByRole('listitem').filter({ hasText: requestNo });
  await expect(card.getByText('₦45,000,000.50')).toBeVisible();
  await expect(card).not.toContainText('4,500,000,050');
  // Leave the listing free for another run's offer.
  await card.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(card.getByText('withdrawn', { exact: true })).toBeVisible();
});
