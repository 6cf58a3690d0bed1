import { expect, test } from '@playwright/test';
import { demoAgentWithListings, expectInvalid, isMobile, openListing, signIn, skipWelcome, snap } from '../support';

interface Availability {
  availableFrom: string | null;
  availableUntil: string | null;
  taken: Array<{ checkIn: string; checkOut: string }>;
}

test('a buyer books two nights and the agent confirms; a second buyer cannot book the same nights', async ({
  page,
  browser,
  baseURL,
}) => {
  await skipWelcome(page);
  const { agentPage, listings } = await demoAgentWithListings(browser, page, baseURL, 40);
  // Each width its own short-let, so the runs do not meet.
  const shortLets = listings.filter((listing) => listing.propertyFor === 'short-let');
  const listing = shortLets[isMobile(page) ? 1 : 0];
  expect(listing, 'the demo agent has two short-lets').toBeTruthy();
  const open = (await (await page.request.get(`/api/v1/booking/availability/${listing?._id}`)).json()) as {
    data: Availability;
  };
  const start = open.data.availableFrom as string;
  const plus = (days: number) =>
    new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const checkIn = plus(3);
  const checkOut = plus(5);

  await signIn(page, 'buyer@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);
  await openListing(page, listing?.slug);
  const card = page.getByRole('form', { name: 'Book this stay' });
  // No dates yet: the problem shows under its field and as the toast (spec §8).
  await card.getByRole('button', { name: 'Request to book' }).click();
  await expectInvalid(page, card.getByLabel('Check-in'), 'Please choose a check-in date');
  await snap(page, 'booking-card-invalid', { fullPage: false });
  await card.getByLabel('Check-in').fill(checkIn);
  await expect(card.getByLabel('Check-in')).not.toHaveAttribute('aria-invalid', 'true');
  await card.getByLabel('Check-out').fill(checkOut);
  await expect(card.getByRole('definition').last()).toBeVisible();
  await expect(card.getByText(/× 2 nights/)).toBeVisible();
  await expect(card.getByText('Total')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await snap(page, 'booking-card', { fullPage: false });
  await card.getByRole('button', { name: 'Request to book' }).click();
  await expect(page.getByText('Booking requested. The agent has 24 hours to confirm it.')).toBeVisible();
  const bookingNo = (await card.getByRole('status').textContent())?.match(/BKG-\d+/)?.[0] as string;
  expect(bookingNo).toBeTruthy();
  // The calendar now shows those nights as taken.
  await expect(card.getByRole('button', { name: `${checkIn}, taken` })).toBeVisible();

  // The agent confirms from Bookings; the buyer's card follows.
  await agentPage.goto('/agent/bookings');
  await agentPage.getByRole('button', { name: `Confirm booking ${bookingNo}` }).click();
  await expect(agentPage.getByText('Booking confirmed')).toBeVisible();
  // The agent's short-lets have calendar links to add to Airbnb or Google Calendar.
  await expect(agentPage.getByRole('heading', { name: 'Calendars' })).toBeVisible();
  await expect(agentPage.getByRole('textbox', { name: /^Calendar link of / }).first()).toHaveValue(/\.ics$/);
  await snap(agentPage, 'agent-bookings');
  await page.goto('/buyer/my-bookings');
  const mine = page.getByRole('listitem').filter({ hasText: bookingNo });
  await expect(mine.getByText('confirmed', { exact: true })).toBeVisible();
  await expect(mine.getByRole('link', { name: /Chat with/ })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await snap(page, 'my-bookings');
  // Cancelling asks for a reason: too short is refused as every form refuses (under the field and the toast).
  await mine.getByRole('button', { name: 'Cancel' }).click();
  const reasonDialog = page.getByRole('dialog');
  await reasonDialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expectInvalid(page, reasonDialog.getByLabel('Reason'), 'Please give a reason of at least');
  await page.keyboard.press('Escape');
  await expect(reasonDialog).toBeHidden();

  // A second buyer asks for the same nights: refused on the card, and by the server if sent anyway.
  await signIn(page, 'emeka@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);
  await openListing(page, listing?.slug);
  await card.getByLabel('Check-in').fill(checkIn);
  await card.getByLabel('Check-out').fill(checkOut);
  await card.getByRole('button', { name: 'Request to book' }).click();
  await expectInvalid(
    page,
    card.getByLabel('Check-out'),
    'Some of these nights are no longer available. Please choose other dates.',
  );
  const direct = await page.request.post('/api/v1/booking/create', {
    data: { propertyId: listing?._id, checkIn, checkOut, guests: 1 },
    headers: { origin: baseURL as string },
  });
  expect(direct.status()).toBe(409);
  await agentPage.context().close();
});

test('an agent opens an inspection time, a buyer books it from the listing, the agent confirms', async ({
  page,
  browser,
  baseURL,
}) => {
  await skipWelcome(page);
  const { agentPage, listings } = await demoAgentWithListings(browser, page, baseURL, 40);
  const rentals = listings.filter((listing) => listing.propertyFor === 'rent');
  const listing = rentals[isMobile(page) ? 1 : 0];
  expect(listing, 'the demo agent has two rentals').toBeTruthy();
  const day = new Date(Date.now() + (isMobile(page) ? 4 : 3) * 86_400_000).toISOString().slice(0, 10);

  await agentPage.goto('/agent/bookings?tab=inspections');
  await agentPage.getByRole('combobox', { name: 'Listing' }).selectOption({ label: listing?.title as string });
  await agentPage.getByLabel('Date and time (Lagos)').fill(`${day}T10:00`);
  await agentPage.getByRole('button', { name: 'Add time' }).click();
  await expect(agentPage.getByText('Inspection slot added')).toBeVisible();
  await expect(agentPage.getByRole('list', { name: 'Coming inspection times' }).getByText(/10:00/)).toBeVisible();

  await signIn(page, 'buyer@demo.ng');
  await expect(page).not.toHaveURL(/sign-in/);
  await openListing(page, listing?.slug);
  const times = page.getByRole('radiogroup', { name: 'Inspection times' });
  // No time chosen: said under the times and as the toast, as every form says a problem.
  await page.getByRole('button', { name: 'Request inspection' }).click();
  await expectInvalid(page, times, 'Please choose a time');
  await times.getByRole('radio', { name: /10:00/ }).first().click();
  await page.getByRole('button', { name: 'Request inspection' }).click();
  await expect(page.getByText('Inspection requested. The agent will confirm it.')).toBeVisible();
  await page.getByRole('region', { name: 'Book an inspection' }).scrollIntoViewIfNeeded();
  await snap(page, 'inspection-picker', { fullPage: false });

  await agentPage.reload();
  await agentPage
    .getByRole('button', { name: /^Confirm the inspection with Amina Bello/ })
    .first()
    .click();
  await expect(agentPage.getByText('Inspection confirmed')).toBeVisible();
  await snap(agentPage, 'agent-inspections');
  await page.goto('/buyer/my-bookings?tab=inspections');
  await expect(
    page.getByRole('list', { name: 'My inspections' }).getByText('confirmed', { exact: true }).first(),
  ).toBeVisible();
  await snap(page, 'my-inspections');
  await agentPage.context().close();
});
