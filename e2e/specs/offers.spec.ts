import { expect, test } from '@playwright/test';
import { demoAgentWithListings, expectInvalid, isMobile, openListing, signIn, skipWelcome, snap } from '../support';

test('a buyer sends an offer, the agent counters, the buyer accepts the counter', async ({
  page,
  browser,
  baseURL,
}) => {
  await skipWelcome(page);
  const { agentPage, listings } = await demoAgentWithListings(browser, page, baseURL, 20);
  // Each width its own listing: the demo buyer may have one open offer per listing.
  const forOffers = listings.filter((listing) => listing.propertyFor === 'sale' || listing.propertyFor === 'rent');
  const listing = forOffers[isMobile(page) ? 1 : 0];
  expect(listing, 'the demo agent has two listings for sale or rent').toBeTruthy();

  // The buyer offers from the listing's page.
  await signIn(page, 'buyer@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);
  await openListing(page, listing?.slug);
  await page.getByRole('button', { name: 'Send Offer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Offer' });
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  await expectInvalid(page, dialog.getByRole('textbox', { name: 'Offer Price' }), 'Offer Price is required');
  await dialog.getByRole('textbox', { name: 'Offer Price' }).fill('38500000');
  // Grouped once the field is left (ui-kit's NairaInput keeps every character while typing).
  await dialog.getByRole('textbox', { name: 'Offer Price' }).blur();
  await expect(dialog.getByRole('textbox', { name: 'Offer Price' })).toHaveValue('38,500,000');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Short');
  await dialog.getByRole('button', { name: 'Send Offer' }).click();
  await expectInvalid(
    page,
    dialog.getByRole('textbox', { name: 'Message' }),
    'Message must contain at least 10 characters',
  );
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
  // Accepting the counter asks first, with the amount; No leaves the offer countered (ADR 026).
  await card.getByRole('button', { name: /^Accept/ }).click();
  const confirm = page.getByRole('alertdialog', { name: `Accept the counter-offer on ${requestNo}?` });
  await expect(confirm).toContainText('₦41,000,000');
  await expect(confirm.getByRole('button', { name: 'No' })).toBeFocused();
  await snap(page, 'my-offers-accept-confirm', { fullPage: false });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card.getByText('countered', { exact: true })).toBeVisible();
  await page.reload();
  await expect(card.getByText('countered', { exact: true })).toBeVisible();
  await expect(
    agentPage.getByRole('row').filter({ hasText: requestNo }).getByText('countered', { exact: true }),
  ).toBeVisible();
  await card.getByRole('button', { name: /^Accept/ }).click();
  await confirm.getByRole('button', { name: 'Yes, accept' }).click();
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

test('accepting an offer asks to confirm, and the other offers on the listing are declined', async ({
  page,
  browser,
  baseURL,
}) => {
  await skipWelcome(page);
  const { agentPage, listings } = await demoAgentWithListings(browser, page, baseURL, 20);
  // Listings of their own, apart from the other test's (0 and 1) and the seeded offer's (the last).
  const forOffers = listings.filter((listing) => listing.propertyFor === 'sale' || listing.propertyFor === 'rent');
  const listing = forOffers[isMobile(page) ? 3 : 2];
  expect(listing, 'the demo agent has five listings for sale or rent').toBeTruthy();

  // Two buyers offer on the same listing.
  const requestNos: string[] = [];
  for (const [email, price] of [
    ['buyer@demo.ng', 30_000_000],
    ['emeka@demo.ng', 31_000_000],
  ] as const) {
    await signIn(page, email);
    await expect(page).not.toHaveURL(/sign-in/);
    const sent = await page.request.post('/api/v1/offer/create', {
      data: {
        offerPrice: price,
        description: 'A serious offer, ready to pay on signing.',
        propertyId: listing?._id,
        agentId: (await (await agentPage.request.get('/api/v1/user/me')).json()).data._id,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    requestNos.push(((await sent.json()) as { data: { requestNo: string } }).data.requestNo);
  }
  const [first, second] = requestNos as [string, string];

  await agentPage.goto('/agent/offer-requests');
  const row = (requestNo: string) => agentPage.getByRole('row').filter({ hasText: requestNo });
  // Accept asks first; No leaves the offer as it was.
  await agentPage.getByRole('button', { name: `Accept offer ${first}` }).click();
  const confirm = agentPage.getByRole('alertdialog', { name: `Accept offer ${first}?` });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('Every other open offer on this listing will be declined');
  await expect(confirm.getByRole('button', { name: 'No' })).toBeFocused();
  await snap(agentPage, 'offer-accept-confirm', { fullPage: false });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toHaveCount(0);
  // The question gives focus back to the button that asked it.
  await expect(agentPage.getByRole('button', { name: `Accept offer ${first}` })).toBeFocused();
  await expect(row(first).getByText('pending', { exact: true })).toBeVisible();

  await agentPage.getByRole('button', { name: `Accept offer ${first}` }).click();
  await agentPage.getByRole('alertdialog').getByRole('button', { name: 'Yes, accept' }).click();
  await expect(agentPage.getByText('Offer accepted')).toBeVisible();
  await expect(row(first).getByText('accepted', { exact: true })).toBeVisible();
  await expect(row(second).getByText('declined', { exact: true })).toBeVisible();
  await expect(agentPage.getByRole('button', { name: `Accept offer ${second}` })).toHaveCount(0);

  // The other buyer (signed in last on `page`) sees theirs declined, with the reason in their notifications.
  await page.goto('/buyer/my-offers');
  await expect(
    page.getByRole('listitem').filter({ hasText: second }).getByText('declined', { exact: true }),
  ).toBeVisible();
  await agentPage.context().close();
});
