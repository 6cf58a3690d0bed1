// Phone numbers (issue 31): every usual spelling is accepted, a wrong length refused with the spec's message, and a
// number is shown one way everywhere: '+234 803 123 4501' (contracts/phone-format.ts).
import { expect, test } from '@playwright/test';
import { appTookOver, dismissWelcome, skipWelcome } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

test('a pasted +234 number is taken once, a 12-digit one refused, and profiles show the number grouped', async ({
  page,
}) => {
  await page.goto('/sign-up?role=BUYER');
  await appTookOver(page);
  await dismissWelcome(page);
  const phone = page.getByLabel('Phone Number');
  // Pasted with its country code beside Nigeria's +234: the code is taken once (not '+2342348031234567').
  await phone.fill('+234 803 123 4567');
  await expect(phone).toHaveValue('8031234567');
  await page.getByLabel('First Name').fill('Adaeze');
  await page.getByLabel('Last Name').fill('Okafor');
  await page.getByLabel('Email').fill(`phones.${Date.now()}@example.ng`);
  await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await page.getByLabel('Confirm Password').fill('secret-pass-1');
  await phone.fill('080312345678');
  await page.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(page.getByText('Please enter a valid phone number').first()).toBeVisible();
  await expect(page).not.toHaveURL(/verify-otp/);

  // The demo agent's stored +2348031234501, as people read it.
  const search = (await (await page.request.get('/api/v1/property/all?limit=40')).json()) as {
    data: Array<{ owner: { fullName: string; slug: string | null } }>;
  };
  const chinedu = search.data.find((listing) => listing.owner.fullName === 'Chinedu Okafor')?.owner.slug;
  expect(chinedu).toBeTruthy();
  await page.goto(`/agents/${chinedu}`);
  await expect(page.getByText('+234 803 123 4501').first()).toBeVisible();
});
