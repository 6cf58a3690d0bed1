import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { approvedAgent, expectInvalid, isMobile, skipWelcome, snap, subscribeThroughApi } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

/** e2e/screenshots/editor-<step>-<width>.png, after checking that nothing overflows the width. */
async function shot(page: Page, step: string) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: resolve(import.meta.dirname, '..', 'screenshots', `editor-${step}-${width}.png`),
    fullPage: true,
  });
}

/** Three listing photos drawn on a canvas in the page (two PNG, one JPEG): no network, no fixtures. */
async function drawPhotos(page: Page) {
  const urls = await page.evaluate(() =>
    [
      ['#0b6e4f', '#f2c14e', 'Living room', 'image/png'],
      ['#1e5aa8', '#f5f6f4', 'Kitchen', 'image/jpeg'],
      ['#8e3b46', '#fbf3e1', 'Garden', 'image/png'],
    ].map(([from, to, label, type]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 800;
      canvas.height = 600;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const gradient = context.createLinearGradient(0, 0, 800, 600);
      gradient.addColorStop(0, from as string);
      gradient.addColorStop(1, to as string);
      context.fillStyle = gradient;
      context.fillRect(0, 0, 800, 600);
      context.fillStyle = '#ffffff';
      context.font = 'bold 56px sans-serif';
      context.fillText(label as string, 60, 320);
      return canvas.toDataURL(type);
    }),
  );
  return urls.map((url, index) => {
    const jpeg = url.startsWith('data:image/jpeg');
    return {
      name: `room-${index + 1}.${jpeg ? 'jpg' : 'png'}`,
      mimeType: jpeg ? 'image/jpeg' : 'image/png',
      buffer: Buffer.from(url.split(',')[1] as string, 'base64'),
    };
  });
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const section = (page: Page, label: string) => page.locator('details').filter({ hasText: label });

test('an agent on Elite fills the wizard for a rental in Lekki, uploads three photos and publishes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await approvedAgent(page);
  await subscribeThroughApi(page, 'Elite');
  const created = await page.request.post('/api/v1/property/create', {
    data: { title: 'Four Bedroom Duplex in Lekki', propertyCategory: 'residential' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = ((await created.json()) as { data: { _id: string } }).data;

  // The review first: every section incomplete but Interior (optional for homes), Publish disabled.
  await page.goto(`/agent/property/${id}?propertyCategory=residential&step=4`);
  await expect(stepHeading(page, 'Publish')).toBeVisible();
  await expect(section(page, 'General Details')).toContainText('incomplete');
  await expect(section(page, 'General Details')).toContainText('Property type');
  await expect(section(page, 'Interior Features').locator('summary')).toContainText('completed');
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  await shot(page, 'publish-incomplete');
  await section(page, 'General Details').getByRole('link', { name: 'Edit General Details' }).click();

  // General Details: the rent terms appear only once the property is for rent.
  await expect(page).toHaveURL(/step=0/);
  await expect(stepHeading(page, 'General Details')).toBeFocused();
  await expect(page.getByLabel('Country')).toHaveValue('Nigeria');
  await expect(page.getByLabel('Rent payment frequency')).toHaveCount(0);
  await page.getByLabel('Property type').selectOption('detached-duplex');
  await page.getByLabel('Property for').selectOption('rent');
  await page.getByLabel('Rent payment frequency').selectOption('annually');
  await page.getByLabel('Lease term').selectOption('long-term');
  // Price is an amount by the one money rule: what is typed stays as typed (never silently changed), and only an
  // amount is shown back as the pages will show it.
  await page.getByLabel('Price', { exact: true }).fill('6,500,000 naira');
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('6,500,000 naira');
  await expect(page.getByText('₦6,500,000.00')).toHaveCount(0);
  await page.getByLabel('Price', { exact: true }).fill('6500000');
  await expect(page.getByText('₦6,500,000.00')).toBeVisible();
  await page.getByLabel('Year built').selectOption('2019');
  await page.getByLabel('Square footage', { exact: true }).fill('3200');
  await page.getByLabel('Bedrooms').fill('4');
  await page.getByLabel('Bathrooms').fill('5');
  // The address search (embedded gazetteer of Nigeria) fills state, city, address and coordinates.
  const placeSearch = page.getByRole('combobox', { name: 'Find the address' });
  await placeSearch.fill('Lekki Phase');
  await expect(page.getByRole('option', { name: /Lekki Phase 1, Eti-Osa, Lagos/ })).toBeVisible();
  await placeSearch.press('ArrowDown');
  await placeSearch.press('Enter');
  await expect(page.getByLabel('State')).toHaveValue('Lagos');
  await expect(page.getByLabel('Latitude')).toHaveValue('6.4474');
  await expect(page.getByLabel('Longitude')).toHaveValue('3.4723');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('Lekki Phase 1, Eti-Osa, Lagos');
  // The pin map follows the chosen place; a click on the map moves the pin, and the coordinates with it.
  const pin = page.locator('[aria-label^="The listing’s pin"]');
  await pin.scrollIntoViewIfNeeded();
  await expect(pin).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-slot="pin-coordinates"]')).toContainText('6.4474, 3.4723');
  const pinMap = await page.locator('[data-slot="map-view"]').boundingBox();
  if (!pinMap) throw new Error('The pin map is not on screen');
  // The map has flown to the pin when the pin sits in its middle.
  await expect
    .poll(async () => {
      const at = await pin.boundingBox();
      return at ? Math.abs(at.x + at.width / 2 - (pinMap.x + pinMap.width / 2)) < 20 : false;
    })
    .toBe(true);
  await page.mouse.click(pinMap.x + pinMap.width / 2 + 40, pinMap.y + pinMap.height / 2 + 30);
  await expect(page.getByLabel('Latitude')).not.toHaveValue('6.4474');
  const latitude = Number(await page.getByLabel('Latitude').inputValue());
  const longitude = Number(await page.getByLabel('Longitude').inputValue());
  expect(latitude).toBeGreaterThan(6.3);
  expect(latitude).toBeLessThan(6.6);
  expect(longitude).toBeGreaterThan(3.3);
  expect(longitude).toBeLessThan(3.7);
  await expect(page.locator('[data-slot="pin-coordinates"]')).toContainText(
    `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`,
  );
  // The placeholder's own example works: the street is typed freely, the area after the comma is picked.
  await expect(placeSearch).toHaveAttribute('placeholder', 'e.g. 12 Admiralty Way, Lekki Phase 1');
  await placeSearch.fill('12 Admiralty Way, Lekki Phase 1');
  await page.getByRole('option', { name: /Lekki Phase 1, Eti-Osa, Lagos/ }).click();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(
    '12 Admiralty Way, Lekki Phase 1, Eti-Osa, Lagos',
  );
  await page.getByLabel('City').fill('L');
  await page.getByLabel('Address', { exact: true }).fill('12 Admiralty Way, Lekki Phase 1');
  // The contract's message shows beside the field, which takes the focus; nothing is sent.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expectInvalid(page, page.getByLabel('City'), 'City must contain at least 2 characters');
  await expect(page.getByLabel('City')).toBeFocused();
  await page.getByLabel('City').fill('Lekki');
  await shot(page, 'general');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Exterior Features: total square footage is the required one.
  await expect(page).toHaveURL(/step=1/);
  await expect(page).toHaveURL(/propertyCategory=residential/);
  await expect(stepHeading(page, 'Exterior Features')).toBeFocused();
  await expect(page.getByText('Property saved').first()).toBeVisible();
  await page.getByLabel('Total square footage').fill('4000');
  await page.getByLabel('Parking spaces').fill('3');
  await page.getByRole('checkbox', { name: 'Garden' }).check();
  await page.getByRole('checkbox', { name: "Boys' Quarters" }).check();
  await page.getByLabel('Water supply').selectOption('borehole');
  // Leaving with unsaved changes asks first.
  await page.getByRole('button', { name: 'Step 4: Media' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/step=1/);
  await expect(page.getByLabel('Total square footage')).toHaveValue('4000');
  await shot(page, 'exterior');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Interior Features: optional for a home, skipped with Next.
  await expect(stepHeading(page, 'Interior Features')).toBeFocused();
  await shot(page, 'interior');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Media: three photos, each with its own progress, then reordered with the arrows.
  await expect(stepHeading(page, 'Media')).toBeFocused();
  await expect(page.getByText('At least 3 photos are needed to publish.')).toBeVisible();
  await page.getByLabel('Add photos').setInputFiles(await drawPhotos(page));
  const photos = page.getByRole('list', { name: 'Listing photos' }).getByRole('listitem');
  await expect(page.getByText('3 of 5 photos. Enough to publish.')).toBeVisible({ timeout: 20_000 });
  await expect(photos).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Move photo 1 left' })).toBeDisabled();
  const firstPhoto = await photos.first().getAttribute('data-photo-id');
  await page.getByRole('button', { name: 'Move photo 1 right' }).click();
  await expect(photos.nth(1)).toHaveAttribute('data-photo-id', firstPhoto as string);
  await expect(page.getByRole('button', { name: 'Move photo 2 right' })).toBeFocused();
  await shot(page, 'media');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Publish: every section complete, then published with its public page and Unpublish.
  await expect(stepHeading(page, 'Publish')).toBeFocused();
  for (const label of ['General Details', 'Exterior Features', 'Interior Features', 'Media']) {
    await expect(section(page, label).locator('summary')).toContainText('completed');
  }
  await section(page, 'General Details').locator('summary').click();
  await expect(section(page, 'General Details')).toContainText('₦6,500,000.00 / year');
  await shot(page, 'publish');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your listing is published' })).toBeFocused();
  const publicPage = page.getByRole('link', { name: /View public page/ });
  await expect(publicPage).toHaveAttribute('href', /^\/properties\/four-bedroom-duplex-in-lekki-/);
  await expect(publicPage).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to My Properties' })).toHaveAttribute(
    'href',
    '/agent/my-properties',
  );
  await shot(page, 'published');

  // A published listing keeps at least one photo: with one left, its delete button is disabled.
  const saved = await page.request.get(`/api/v1/property/${id}`);
  const ids = ((await saved.json()) as { data: { photos: { _id: string }[] } }).data.photos.map((photo) => photo._id);
  const trimmed = await page.request.patch(`/api/v1/property/${id}`, { data: { deletedPhotos: ids.slice(1) } });
  expect(trimmed.ok(), await trimmed.text()).toBe(true);
  await page.goto(`/agent/property/${id}?propertyCategory=residential&step=3`);
  await expect(page.getByRole('button', { name: 'Delete photo 1' })).toBeDisabled();
  await expect(page.getByText('A published property must keep at least one photo')).toBeVisible();
});

test('an agent lists a commercial sale through every step and finds it beside a rental in My Properties', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await approvedAgent(page);
  await subscribeThroughApi(page, 'Platinum');
  const api = page.request;
  // The rental goes in through the API (the test above walks its screens); the office through every screen.
  const rental = await api.post('/api/v1/property/create', { data: { title: 'Three Bedroom Flat in Yaba' } });
  const rentalId = ((await rental.json()) as { data: { _id: string } }).data._id;
  const rentalFields = {
    propertyType: 'flat',
    propertyFor: 'rent',
    price: '2400000',
    rentPaymentFrequency: 'annually',
    leaseTerm: 'long-term',
    area: '1400',
    totalArea: '1600',
    bedrooms: '3',
    bathrooms: '3',
    state: 'Lagos',
    city: 'Yaba',
    address: 'Herbert Macaulay Way, Yaba',
    latitude: 6.5095,
    longitude: 3.3711,
  };
  expect((await api.patch(`/api/v1/property/${rentalId}`, { data: rentalFields })).ok()).toBe(true);
  const files = await drawPhotos(page);
  for (const file of files) {
    expect((await api.post(`/api/v1/property/${rentalId}/photos`, { multipart: { photos: file } })).ok()).toBe(true);
  }
  expect((await api.post(`/api/v1/property/${rentalId}/publish`)).ok()).toBe(true);

  await page.goto('/agent/my-properties');
  await page.getByRole('button', { name: 'Add Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await dialog.getByLabel('Title').fill('Grade A Office in Wuse');
  await dialog.getByLabel('Category').selectOption('commercial');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/agent\/property\/[0-9a-f-]{36}\?propertyCategory=commercial/);

  // General Details: a sale has no rent terms; an office asks for its floors, not bedrooms.
  await expect(stepHeading(page, 'General Details')).toBeVisible();
  await page.getByLabel('Property type').selectOption('office-space');
  await page.getByLabel('Property for').selectOption('sale');
  await expect(page.getByLabel('Rent payment frequency')).toHaveCount(0);
  await expect(page.getByLabel('Bedrooms')).toHaveCount(0);
  await page.getByLabel('Price', { exact: true }).fill('450000000');
  await page.getByLabel('Year built').selectOption('2018');
  await page.getByLabel('Square footage', { exact: true }).fill('12000');
  await page.getByLabel('Total floors').fill('6');
  await page.getByLabel('Ownership details').fill('Certificate of Occupancy');
  const placeSearch = page.getByRole('combobox', { name: 'Find the address' });
  await placeSearch.fill('Wuse 2');
  await page
    .getByRole('option', { name: /Wuse 2/ })
    .first()
    .click();
  await expect(page.getByLabel('State')).toHaveValue('Federal Capital Territory');
  await page.getByLabel('Address', { exact: true }).fill('Aminu Kano Crescent, Wuse 2');
  await shot(page, 'commercial-general');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Exterior Features: nothing is required of an office; its business details are there.
  await expect(stepHeading(page, 'Exterior Features')).toBeFocused();
  await page.getByLabel('Parking spaces').fill('40');
  await page.getByLabel('Distance to business district').fill('0.5');
  await page.getByLabel('Distance to airport').fill('24');
  await page.getByRole('checkbox', { name: 'Central Air Conditioning' }).check();
  await page.getByRole('checkbox', { name: 'Security Guards' }).check();
  await page.getByRole('checkbox', { name: 'Fire Alarm' }).check();
  await shot(page, 'commercial-exterior');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Interior Features: restrooms are required of an office.
  await expect(stepHeading(page, 'Interior Features')).toBeFocused();
  await page.getByLabel('Restrooms', { exact: true }).fill('8');
  await page.getByLabel('Restrooms accessibility').selectOption('accessible');
  await page.getByRole('checkbox', { name: 'Conference Room' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Media: three photos.
  await expect(stepHeading(page, 'Media')).toBeFocused();
  await page.getByLabel('Add photos').setInputFiles(files);
  await expect(page.getByText('3 of 5 photos. Enough to publish.')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'commercial-media');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Publish.
  await expect(stepHeading(page, 'Publish')).toBeFocused();
  for (const label of ['General Details', 'Exterior Features', 'Interior Features', 'Media']) {
    await expect(section(page, label).locator('summary')).toContainText('completed');
  }
  await shot(page, 'commercial-publish');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your listing is published' })).toBeFocused();

  // Both in My Properties, published and active. (From the keyboard: on a phone the 'published' toasts sit over the
  // link, and a pointer resting on them holds them open.)
  await page.getByRole('link', { name: 'Back to My Properties' }).press('Enter');
  const table = page.getByRole('table', { name: 'My properties' });
  for (const title of ['Grade A Office in Wuse', 'Three Bedroom Flat in Yaba']) {
    const row = table.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('published');
    await expect(row).toContainText('active');
  }
  // On a phone the rows read as cards: nothing to scroll sideways, inside the table either.
  expect(await table.evaluate((element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0))).toBe(
    true,
  );
  await shot(page, 'my-properties-both');
});

test('on the Starter plan the 360° tour is locked up front with the Upgrade to Elite Plan action', async ({ page }) => {
  await approvedAgent(page);
  await subscribeThroughApi(page, 'Starter');
  const created = await page.request.post('/api/v1/property/create', {
    data: { title: 'Office Space in Ikeja', propertyCategory: 'commercial' },
  });
  const { _id: id } = ((await created.json()) as { data: { _id: string } }).data;
  await page.goto(`/agent/property/${id}?propertyCategory=commercial&step=3`);
  const locked = page.getByTestId('tour-locked');
  await expect(locked).toContainText('available on the Elite and Platinum plans');
  await expect(locked).toContainText('You are on the Starter plan.');
  await expect(locked.getByRole('link', { name: 'Upgrade to Elite Plan' })).toHaveAttribute(
    'href',
    '/agent/settings?tab=pricing-plans',
  );
  // Nothing to try and be refused: no upload, no link field.
  await expect(page.getByLabel('360° tour link')).toHaveCount(0);
  await expect(page.getByText('Upload 360° image')).toHaveCount(0);
  await locked.scrollIntoViewIfNeeded();
  await shot(page, 'tour-locked');
  // Commercial listings ask for restrooms on Interior Features.
  await page.getByRole('button', { name: 'Step 3: Interior Features' }).click();
  await expect(page.getByLabel('Restrooms', { exact: true })).toBeVisible();
  await shot(page, 'commercial-interior');
});

test('a property that does not exist shows a clear message and the way back', async ({ page }) => {
  await approvedAgent(page);
  await page.goto('/agent/property/00000000-0000-4000-8000-000000000000?propertyCategory=residential');
  await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My Properties' })).toHaveAttribute('href', '/agent/my-properties');
});

/** A link of the agent's menu: the sidebar from 1024 px, the header's menu drawer below. */
async function agentMenuLink(page: Page, name: string) {
  if (isMobile(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Agent' }).filter({ visible: true }).getByRole('link', { name });
}

test('leaving the editor with unsaved changes asks first, by a menu link, the header, Back or closing the tab', async ({
  page,
}) => {
  await approvedAgent(page);
  await subscribeThroughApi(page, 'Starter');
  const created = await page.request.post('/api/v1/property/create', {
    data: { title: 'Two Bedroom Flat in Ikeja', propertyCategory: 'residential' },
  });
  const { _id: id } = ((await created.json()) as { data: { _id: string } }).data;
  const editor = `/agent/property/${id}?propertyCategory=residential&step=0`;
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  const city = page.getByLabel('City');
  const onEditor = new RegExp(`/agent/property/${id}`);

  // Opened from My Properties, so Back has a page of the app to go to. Nothing changed: a menu link simply goes.
  await page.goto('/agent/my-properties');
  await page.getByRole('link', { name: 'Edit Two Bedroom Flat in Ikeja' }).click();
  await expect(stepHeading(page, 'General Details')).toBeVisible();
  await (await agentMenuLink(page, 'Leads')).click();
  await expect(page).toHaveURL(/\/agent\/leads/);
  await expect(leave).toHaveCount(0);

  // A change, then a menu link: the question, and Stay keeps the form as it was.
  await page.goBack();
  await expect(stepHeading(page, 'General Details')).toBeVisible();
  await city.fill('Ikeja');
  await (await agentMenuLink(page, 'Leads')).click();
  await expect(leave).toBeVisible();
  await expect(leave.getByRole('button', { name: 'Stay' })).toBeFocused();
  await snap(page, 'editor-leave-unsaved', { fullPage: false });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toHaveCount(0);
  // The phone's menu drawer closed with the click: the form is there to go on with.
  await expect(page.getByRole('dialog', { name: 'Agent menu' })).toHaveCount(0);
  await expect(page).toHaveURL(onEditor);
  await expect(city).toHaveValue('Ikeja');

  // The header's links and the browser's Back ask the same.
  await page.getByRole('link', { name: 'Naija Homes home' }).first().click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(onEditor);
  await page.evaluate(() => window.history.back());
  await expect(leave).toBeVisible();
  await expect(page).toHaveURL(onEditor);
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(onEditor);
  await expect(city).toHaveValue('Ikeja');

  // Closing the tab gets the browser's own question (dismissed here: the page stays).
  const unload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const asked = await unload;
  expect(asked.type()).toBe('beforeunload');
  await asked.dismiss();
  await expect(city).toHaveValue('Ikeja');

  // Leave goes where the person asked to go, without saving.
  await page.evaluate(() => window.history.back());
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/agent\/my-properties/);
  await page.goto(editor);
  await expect(city).toHaveValue('');
  await city.fill('Ikeja');
  await (await agentMenuLink(page, 'Leads')).click();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/agent\/leads/);
  await expect(leave).toHaveCount(0);

  // Once saved, nothing is asked.
  await page.goto(editor);
  await city.fill('Ikeja');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(stepHeading(page, 'Exterior Features')).toBeVisible();
  await (await agentMenuLink(page, 'Leads')).click();
  await expect(page).toHaveURL(/\/agent\/leads/);
  await expect(leave).toHaveCount(0);
  await page.goto(editor);
  await expect(city).toHaveValue('Ikeja');
});
