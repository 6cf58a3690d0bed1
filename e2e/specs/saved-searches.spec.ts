import { expect, type Page, test } from '@playwright/test';
import {
  appTookOver,
  publishedRental,
  readCodeFromOutbox,
  secondPerson,
  skipWelcome,
  snap,
  uniqueEmail,
} from '../support';

// Saved searches with alerts (issue 37): a visitor presses Save search, signs in and comes back to the same search,
// names it and picks instant alerts; an agent publishes a home that matches; the buyer's alert is in the dev outbox
// and in their notifications, and the saved search shows its new match.

const SEARCH = '/properties?propertyFor=rent&bedrooms=3&city=Lekki';

/** A new buyer, signed up and verified through the API, then signed out (a visitor again). */
async function newBuyer(page: Page): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('saver');
  const password = 'secret-pass-1';
  const signedUp = await page.request.post('/api/v1/auth/sign-up', {
    data: { firstName: 'Ada', lastName: 'Saver', email, phoneNumber: '08031230001', password, role: 'BUYER' },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const code = await readCodeFromOutbox(page, email);
  const verified = await page.request.post('/api/v1/auth/verify-otp', { data: { code, email, type: 'verify-email' } });
  expect(verified.ok(), await verified.text()).toBe(true);
  await page.context().clearCookies();
  return { email, password };
}

interface OutboxMail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

test("a buyer saves 'rent, 3 bed, Lekki', an agent publishes a match, the buyer is alerted by mail and in the app", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const buyer = await newBuyer(page);

  // A visitor is asked to sign in, and comes back to the same search.
  await page.goto(SEARCH);
  await appTookOver(page);
  await page.getByRole('button', { name: 'Save search' }).click();
  const prompt = page.getByRole('dialog', { name: 'Please sign in' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await appTookOver(page);
  await page.getByLabel('Email', { exact: false }).first().fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/properties\?propertyFor=rent&bedrooms=3&city=Lekki$/);
  await appTookOver(page);
  await snap(page, 'save-search-button', { fullPage: false });

  // Named and set to instant in the dialog; an empty name is refused in words first.
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog).toBeVisible();
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Rent, 3 bed, Lekki');
  await name.fill('');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Please give this search a name')).toBeVisible();
  await name.fill('rent, 3 bed, Lekki');
  await expect(dialog.getByRole('radio', { name: 'Instantly' })).toBeChecked();
  await snap(page, 'save-search-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Saving it again is refused in words, not twice saved.
  await page.getByRole('button', { name: 'Save search' }).click();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText('You have already saved this search')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // An agent publishes a matching home (through the API, as an agent's editor would).
  const agentPage = await secondPerson(browser, page, baseURL);
  const published = Date.now();
  const listing = await publishedRental(agentPage, 'Sunny Three Bed Flat in Lekki', {
    city: 'Lekki',
    bedrooms: '3',
    address: 'Admiralty Way, Lekki Phase 1',
    latitude: 6.4474,
    longitude: 3.4723,
  });
  await agentPage.context().close();

  // The instant alert is in the dev outbox within a minute, with its one-click unsubscribe.
  let alert: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/v1/dev/outbox?email=${encodeURIComponent(buyer.email)}`);
        const body = (await response.json()) as { data: OutboxMail[] };
        alert = body.data.find((mail) => mail.subject === 'A new home matches: rent, 3 bed, Lekki');
        return Boolean(alert);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  expect(Date.now() - published).toBeLessThan(60_000);
  expect(alert?.text).toContain('Sunny Three Bed Flat in Lekki — ₦1,800,000.00');
  expect(alert?.text).toContain(`/properties/${listing.slug}`);
  expect(alert?.headers['List-Unsubscribe']).toMatch(/\/api\/v1\/saved-search\/[0-9a-f-]+\/unsubscribe\?token=/);

  // And in the app: the bell's list, and the saved search's new match.
  await page.goto('/buyer/notifications');
  await expect(page.getByText('A new home matches: rent, 3 bed, Lekki').first()).toBeVisible();
  await page.goto('/buyer/saved-searches');
  await expect(page.getByRole('heading', { name: 'Saved Searches', level: 1 })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'rent, 3 bed, Lekki' });
  await expect(row.getByText('1 new match')).toBeVisible();
  await snap(page, 'saved-searches');

  // Rename and change the frequency.
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit saved search' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('Lekki 3 bed to rent');
  await edit.getByRole('radio', { name: 'Daily digest' }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved search updated')).toBeVisible();
  const renamed = page.getByRole('listitem').filter({ hasText: 'Lekki 3 bed to rent' });
  await expect(renamed.getByText(/Daily digest/)).toBeVisible();

  // Opening it shows the search again, and its match is seen.
  await renamed.getByRole('link', { name: 'Open Lekki 3 bed to rent' }).click();
  await expect(page).toHaveURL(/\/properties\?propertyFor=rent&city=Lekki&bedrooms=3/);
  await expect(page.getByText('Sunny Three Bed Flat in Lekki').first()).toBeVisible();
  await page.goto('/buyer/saved-searches');
  await expect(renamed.getByText('No new matches')).toBeVisible();

  // Delete asks first.
  await renamed.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this saved search?' });
  await expect(confirm).toBeVisible();
  await snap(page, 'saved-search-delete', { fullPage: false });
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Saved search deleted')).toBeVisible();
  await expect(renamed).toBeHidden();
});
