import { expect, test } from '@playwright/test';
import { isMobile, openListing, secondPerson, signIn, skipWelcome, snap } from '../support';

test('a buyer sends an offer, the agent counters, the buyer accepts the counter', async ({
  page,
  browser,
  baseURL,
}) => {
  await skipWelcome(page);
  const agentPage = await secondPerson(browser, page, baseURL);
  await signIn(agentPage, 'agent@demo.ng');
  await expect(agentPage).toHaveURL(/\/agent\//);
  const me = (await (await agentPage.request.get('/api/v1/user/me')).json()) as { data: { slug: string } };
  const listings = (await (
    await agentPage.request.get(`/api/v1/agent/slug/${me.data.slug}/properties?limit=20`)
  ).json()) as { data: Array<{ slug: string; title: string; propertyFor: string }> };
  // Each width its own listing: the demo buyer may have one open offer per listing.
  const forOffers = listings.data.filter((listing) => listing.propertyFor === 'sale' || listing.propertyFor === 'rent');
  const listing = forOffers[isMobile(page) ? 1 : 0];
  expect(listing, 'the demo agent has two listings for sale or rent').toBeTruthy();

  // The buyer offers from the listing's page.
  await signIn(page, 'buyer@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);
  await openListing(page, listing?.slug);
  await page.getByRole('button', { name: 'Send Offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Offer' });
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  await expect(dialog.getByText('Offer Price is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Offer Price' }).fill('38500000');
  await expect(dialog.getByRole('textbox', { name: 'Offer Price' })).toHaveValue('38,500,000');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Short');
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  await expect(dialog.getByText('Message must contain at least 10 characters')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('I can pay in full within two weeks of inspection.');
  await snap(page, 'offer-send-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  await expect(page.getByText('Your offer has been sent to the agent')).toBeVisible();
  const sent = page.getByRole('dialog', { name: 'Offer sent' });
  const requestNo = (await sent.textContent())?.match(/OFR-\d+/)?.[0] as string;
  expect(requestNo).toBeTruthy();
  await sent.getByRole('button', { name: 'OK' }).click();

  // The agent counters from Offer Requests.
  await agentPage.goto('/agent/offer-requests');
  await agentPage.getByRole('button', { name: `Counter offer ${requestNo}` }).click();
  const counter = agentPage.getByRole('dialog', { name: `Counter offer ${requestNo}` });
  await counter.getByRole('textbox', { name: 'Your price' }).fill('41000000');
  await counter.getByRole('textbox', { name: 'Message' }).fill('Meet me at 41 million and it is yours.');
  await counter.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(agentPage.getByText('Counter-offer sent')).toBeVisible();
  await expect(
    agentPage.getByRole('row').filter({ hasText: requestNo }).getByText('countered', { exact: true }),
  ).toBeVisible();
  await snap(agentPage, 'offer-requests');

  // The buyer sees the counter in My Offers and accepts it.
  await page.goto('/buyer/my-offers');
  const card = page.getByRole('listitem').filter({ hasText: requestNo });
  await expect(card.getByText('Counter-offer: ₦41,000,000')).toBeVisible();
  await snap(page, 'my-offers-countered');
  await card.getByRole('button', { name: /^Accept/ }).click();
  await expect(page.getByText('Offer accepted')).toBeVisible();
  await expect(card.getByText('accepted', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

  // The agent's table follows without a reload (the buyer's move rings the agent's bell).
  await expect(
    agentPage.getByRole('row').filter({ hasText: requestNo }).getByText('accepted', { exact: true }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await agentPage.context().close();
});

test('a non-buyer cannot send offers, and short-lets have no offer button', async ({ page }) => {
  await skipWelcome(page);
  await signIn(page, 'zainab.agent@demo.ng');
  await expect(page).toHaveURL(/\/agent\//);
  const search = (await (await page.request.get('/api/v1/property/all?propertyFor=sale&limit=1')).json()) as {
    data: Array<{ slug: string }>;
  };
  await openListing(page, search.data[0]?.slug);
  await expect(page.getByRole('button', { name: 'Send Offer' })).toBeDisabled();
  await expect(page.getByText('Only buyers can send offers.')).toBeVisible();
  const shortLets = (await (await page.request.get('/api/v1/property/all?propertyFor=short-let&limit=1')).json()) as {
    data: Array<{ slug: string }>;
  };
  await openListing(page, shortLets.data[0]?.slug);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Offer' })).toHaveCount(0);
});
