// Reports and moderation: a buyer reports a listing from its page, an admin upholds the report from the queue with
// the listing deactivated and a strike, the listing leaves search and the agent reads the strike in their
// notifications. The listing belongs to a fresh agent, so the demo agents' listings and strikes stay as seeded and
// the spec can run again (and at both widths).
import { expect, test } from '@playwright/test';
import { expectInvalid, openListing, publishedRental, secondPerson, signIn, skipWelcome, snap } from '../support';

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
  const reasons = dialog.getByRole('radiogroup', { name: 'Reason' });
  // Each problem under its field and as the toast (spec §8).
  await expectInvalid(page, reasons, 'Choose a reason for your report');
  await expect(reasons.getByRole('radio')).toHaveCount(5);
  await reasons.getByRole('radio', { name: 'Scam or asked for money before viewing' }).check();
  await dialog.getByRole('textbox', { name: 'What happened?' }).fill('Pay now');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expectInvalid(
    page,
    dialog.getByRole('textbox', { name: 'What happened?' }),
    'Your message must contain at least 10 characters',
  );
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

  // No decision yet: said under the choice and as the toast (spec §8).
  await review.getByRole('button', { name: 'Resolve' }).click();
  await expectInvalid(page, review.getByRole('group', { name: 'Decision' }), 'Choose to dismiss or uphold the report');
  // Uphold: the listing comes down and the agent gets a strike; the note is for the reporter.
  await review.getByRole('radio', { name: /^Uphold/ }).check();
  await expect(review.getByRole('checkbox', { name: 'Deactivate the listing' })).toBeChecked();
  await review.getByRole('checkbox', { name: 'Give the agent a strike (1 of 3)' }).check();
  await review.getByRole('button', { name: 'Uphold report' }).click();
  await expectInvalid(
    page,
    review.getByRole('textbox', { name: 'Note to the reporter' }),
    'Write a note for the reporter',
  );
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

test("a listing an admin deactivated shows its agent the hold, the reason and what to do, never 'Activate'", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await skipWelcome(page);
  const width = page.viewportSize()?.width ?? 1280;
  const stamp = [...Date.now().toString(26)].map((c) => String.fromCharCode(97 + Number.parseInt(c, 26))).join('');
  const title = `Held Flat in Surulere ${width > 600 ? 'Wide' : 'Narrow'} ${stamp}`;
  const reason = 'The photos belong to another listing in Yaba';
  const { slug } = await publishedRental(page, title);
  const mine = (await (await page.request.get('/api/v1/property/mine?limit=50')).json()) as {
    data: Array<{ _id: string; slug: string }>;
  };
  const id = mine.data.find((row) => row.slug === slug)?._id as string;

  // The admin deactivates it with a reason.
  const adminPage = await secondPerson(browser, page, baseURL);
  await signIn(adminPage, 'admin@demo.ng');
  await expect(adminPage).toHaveURL(/\/admin\//);
  const done = await adminPage.request.patch(`/api/v1/admin/properties/${id}/deactivate`, { data: { reason } });
  expect(done.ok(), await done.text()).toBe(true);
  await adminPage.context().close();

  // My Properties: the hold and its reason, "Ask for a review"; no Activate (which the API refuses), no View.
  await page.goto('/agent/my-properties');
  await expect(page.getByRole('heading', { name: 'My Properties', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('deactivated by our team')).toBeVisible();
  await expect(row.getByText(reason)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Activate' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: `View ${title} (opens in a new tab)` })).toHaveCount(0);
  await expect(row.getByRole('link', { name: `Ask for a review of ${title}` })).toBeVisible();
  await snap(page, 'my-properties-held');

  // The editor says so too, and its publish step offers no Unpublish and no public page.
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  const notice = page.getByRole('region', { name: /^Deactivated by our team on / });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(reason)).toBeVisible();
  await expect(page.getByText('published', { exact: true })).toHaveCount(0);
  await snap(page, 'editor-held');
  await page.goto(`/agent/property/${id}?step=4&propertyCategory=residential`);
  const status = page.getByRole('region', { name: 'Deactivated by our team', exact: true });
  await expect(status).toBeVisible();
  await expect(page.getByText('Your listing is published')).toHaveCount(0);
  await expect(status.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);
  await expect(status.getByRole('link', { name: 'View public page (opens in a new tab)' })).toHaveCount(0);

  // Asking for a review opens Help & Support with the subject written; the agent writes the message and sends it.
  await status.getByRole('link', { name: 'Ask for a review' }).click();
  await expect(page).toHaveURL(/\/agent\/help-support\?subject=/);
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    `Please review my deactivated listing: ${title}`,
  );
  await page.getByRole('textbox', { name: 'Message' }).fill('I replaced the photos with my own pictures of the flat.');
  await page.getByRole('button', { name: 'Send to support' }).click();
  await expect(page.getByText('Your message has been sent to our support team.')).toBeVisible();
});
