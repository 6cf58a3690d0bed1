// Reports and moderation: a buyer reports a listing from its page, an admin upholds the report from the queue with
// the listing deactivated and a strike, the listing leaves search and the agent reads the strike in their
// notifications. The listing belongs to a fresh agent, so the demo agents' listings and strikes stay as seeded and
// the spec can run again (and at both widths).
import { expect, type Page, test } from '@playwright/test';
import { approvedAgent, openListing, secondPerson, signIn, skipWelcome, snap, subscribeThroughApi } from '../support';

/** Three listing photos drawn on a canvas in the page: no network, no fixtures. */
async function drawPhotos(page: Page) {
  const urls = await page.evaluate(() =>
    ['#0b6e4f', '#1e5aa8', '#8e3b46'].map((colour, index) => {
      const canvas = document.createElement('canvas');
      canvas.width = 800;
      canvas.height = 600;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = colour;
      context.fillRect(0, 0, 800, 600);
      context.fillStyle = '#ffffff';
      context.font = 'bold 56px sans-serif';
      context.fillText(`Room ${index + 1}`, 60, 320);
      return canvas.toDataURL('image/png');
    }),
  );
  return urls.map((url, index) => ({
    name: `room-${index + 1}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(url.split(',')[1] as string, 'base64'),
  }));
}

/** A published rental of a new approved agent on a plan, through the API; the agent stays signed in on `page`. */
async function publishedRental(page: Page, title: string): Promise<{ slug: string }> {
  await approvedAgent(page);
  await subscribeThroughApi(page, 'Elite');
  const api = page.request;
  const created = await api.post('/api/v1/property/create', { data: { title } });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { data: { _id: string } }).data._id;
  const fields = {
    propertyType: 'flat',
    propertyFor: 'rent',
    price: '1800000',
    rentPaymentFrequency: 'annually',
    leaseTerm: 'long-term',
    area: '1100',
    totalArea: '1200',
    bedrooms: '2',
    bathrooms: '2',
    state: 'Lagos',
    city: 'Surulere',
    address: 'Adeniran Ogunsanya Street, Surulere',
    latitude: 6.4926,
    longitude: 3.3549,
  };
  expect((await api.patch(`/api/v1/property/${id}`, { data: fields })).ok()).toBe(true);
  for (const file of await drawPhotos(page)) {
    expect((await api.post(`/api/v1/property/${id}/photos`, { multipart: { photos: file } })).ok()).toBe(true);
  }
  const published = await api.post(`/api/v1/property/${id}/publish`);
  expect(published.ok(), await published.text()).toBe(true);
  const read = await api.get(`/api/v1/property/${id}`);
  expect(read.ok(), await read.text()).toBe(true);
  const { slug } = ((await read.json()) as { data: { slug: string } }).data;
  expect(slug).toBeTruthy();
  return { slug };
}

test('a report moves through the queue to a deactivated listing and a strike', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  await skipWelcome(page);
  const width = page.viewportSize()?.width ?? 1280;
  // Titles take letters and spaces only: the run's stamp is spelled in letters.
  const stamp = [...Date.now().toString(26)].map((c) => String.fromCharCode(97 + Number.parseInt(c, 26))).join('');
  const title = `Two Bedroom Flat in Surulere ${width > 600 ? 'Wide' : 'Narrow'} ${stamp}`;
  const agentPage = await secondPerson(browser, page, baseURL);
  await agentPage.goto('/');
  const { slug } = await publishedRental(agentPage, title);

  // A visitor who clicks Report is asked to sign in first.
  await openListing(page, slug);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Report this listing' }).click();
  await expect(page.getByRole('dialog', { name: 'Please sign in' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The buyer reports it: a reason and a message, checked before sending.
  await signIn(page, 'buyer@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);
  await openListing(page, slug);
  await page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Choose a reason for your report')).toBeVisible();
  const reasons = dialog.getByRole('radiogroup', { name: 'Reason' });
  await expect(reasons.getByRole('radio')).toHaveCount(5);
  await reasons.getByRole('radio', { name: 'Scam or asked for money before viewing' }).check();
  await dialog.getByRole('textbox', { name: 'What happened?' }).fill('Pay now');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Your message must contain at least 10 characters')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'What happened?' })
    .fill('The agent asked me to send ₦50,000 as an inspection fee before he would show me the flat.');
  await snap(page, 'report-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report sent. Our team will review it and tell you the outcome.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The admin finds it in the open queue and reviews it.
  await signIn(page, 'admin@demo.ng');
  await expect(page).toHaveURL(/\/admin\//);
  const queue = (await (await page.request.get('/api/v1/admin/reports?limit=100')).json()) as {
    data: Array<{ reportNo: string; listing: { title: string } | null }>;
  };
  const reportNo = queue.data.find((row) => row.listing?.title === title)?.reportNo as string;
  expect(reportNo).toMatch(/^RPT-\d+$/);
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Open/, selected: true })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await snap(page, 'admin-reports-open');
  await page.getByRole('button', { name: `Review report ${reportNo}` }).click();
  const review = page.getByRole('dialog', { name: `Report ${reportNo}` });
  await expect(review.getByText('inspection fee before he would show me the flat')).toBeVisible();
  const listingLink = review.getByRole('link', { name: title });
  await expect(listingLink).toHaveAttribute('target', '_blank');
  await expect(listingLink).toHaveAttribute('href', `/properties/${slug}`);
  await expect(review.getByText('0 of 3')).toBeVisible();

  // Uphold: the listing comes down and the agent gets a strike; the note is for the reporter.
  await review.getByRole('radio', { name: /^Uphold/ }).check();
  await expect(review.getByRole('checkbox', { name: 'Deactivate the listing' })).toBeChecked();
  await review.getByRole('checkbox', { name: 'Give the agent a strike (1 of 3)' }).check();
  await review.getByRole('button', { name: 'Uphold report' }).click();
  await expect(review.getByText('Write a note for the reporter')).toBeVisible();
  await review
    .getByRole('textbox', { name: 'Note to the reporter' })
    .fill('We confirmed the agent asked for money before a viewing. The listing is down.');
  await snap(page, 'admin-report-review', { fullPage: false });
  await review.getByRole('button', { name: 'Uphold report' }).click();
  await expect(page.getByText(/^Report upheld/)).toBeVisible();
  await expect(review).toBeHidden();

  // It moves to Actioned, with what was done.
  await page.getByRole('tab', { name: /^Actioned/ }).click();
  await expect(page).toHaveURL(/status=actioned/);
  const actionedButton = page.getByRole('button', { name: `Review report ${reportNo}` });
  await expect(actionedButton).toHaveText('View');
  await expect(page.getByText('Listing deactivated').first()).toBeVisible();
  await snap(page, 'admin-reports-actioned');

  // The listing is out of search and its page is gone for everyone else.
  const search = (await (
    await request.get(`/api/v1/property/all?search=${encodeURIComponent('Surulere')}&limit=48`)
  ).json()) as { data: Array<{ slug: string }> };
  expect(search.data.map((card) => card.slug)).not.toContain(slug);
  expect((await request.get(`/api/v1/property/slug/${slug}`)).status()).toBe(404);

  // The agent reads the strike, and why the listing came down, in their notifications.
  await agentPage.goto('/agent/notifications');
  await expect(agentPage.getByText('Strike 1 of 3: a report against you was upheld')).toBeVisible();
  await expect(agentPage.getByText('Your listing was deactivated')).toBeVisible();
  await snap(agentPage, 'agent-strike-notification');
  await agentPage.context().close();
});
