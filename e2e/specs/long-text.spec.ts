// Issue 31: 200 characters without a space, typed into every field whose text is shown back (a chat message, an
// offer message, a lead, a review, a bio, a listing's title and description, a contact message), never widen a page:
// at 375 and 1280 px no page scrolls sideways, and a link in a chat message is a short, safe, clickable one.
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import {
  drawPhotos,
  publishedRental,
  readCodeFromOutbox,
  secondPerson,
  signIn,
  skipWelcome,
  snap,
  uniqueEmail,
} from '../support';

/** 200 letters without a space, each field its own, so a page showing several tells them apart. */
const unbroken = (prefix: string) => `${prefix}${'x'.repeat(200 - prefix.length)}`;
/** A 200-character link, as pasted from a browser's address bar. */
const longLink = `https://www.example.ng/listings/lekki/${'abcdefghij'.repeat(16)}`.slice(0, 200);

async function ok(response: Promise<APIResponse>) {
  const result = await response;
  expect(result.ok(), `${result.url()} ${await result.text()}`).toBe(true);
  return result.json();
}

/** The page does not scroll sideways: nothing it shows is wider than the window (else names what sticks out). */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  // Soft, so one run names every page that does.
  await expect
    .configure({ soft: true })
    .poll(scrollWidth, { message: `${what} scrolls sideways`, timeout: 10_000 })
    .toBeLessThanOrEqual(width);
  if ((await scrollWidth()) <= width) return;
  // The innermost elements reaching past the window's right edge, to say what to fix.
  const culprits = await page.evaluate((limit) => {
    const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) => element.getBoundingClientRect().right > limit + 1,
    );
    return wide
      .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => `<${element.localName} class="${element.className}">`);
  }, width);
  expect.soft(culprits, `what sticks out of ${what}`).toEqual([]);
}

test('200 characters without a space never widen a page that shows them', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await skipWelcome(page);
  const width = page.viewportSize()?.width ?? 0;
  const stamp = `${width}`;

  // A fresh agent with a listing whose title and ownership and mortgage details are each one long word, and a long bio.
  const title = `Lekki${'Mansion'.repeat(27)}`.slice(0, 200);
  const { slug, id: propertyId } = await publishedRental(page, title, {
    ownershipDetails: unbroken(`owner${stamp}`),
    mortgageInfo: unbroken(`mortgage${stamp}`),
  });
  await ok(page.request.patch('/api/v1/user/profile', { data: { bio: unbroken(`bio${stamp}`) } }));
  const agent = (await ok(page.request.get('/api/v1/user/me'))) as { data: { _id: string; slug: string } };
  const agentCookies = await page.context().cookies();

  // A fresh buyer writes to them: a chat message with a long link, an offer, a lead and a review.
  const buyer = await secondPerson(browser, page, baseURL);
  const email = uniqueEmail('longtext');
  await ok(
    buyer.request.post('/api/v1/auth/sign-up', {
      data: {
        firstName: 'Ngozi',
        lastName: 'Eze',
        email,
        phoneNumber: '08031230098',
        password: 'secret-pass-1',
        role: 'BUYER',
      },
    }),
  );
  const code = await readCodeFromOutbox(buyer, email);
  await ok(buyer.request.post('/api/v1/auth/verify-otp', { data: { code, email, type: 'verify-email' } }));
  const room = (await ok(
    buyer.request.post('/api/v1/room/create', { data: { agentId: agent.data._id, text: longLink, propertyId } }),
  )) as { room: { _id: string } };
  const offer = (await ok(
    buyer.request.post('/api/v1/offer/create', {
      data: { offerPrice: 1_700_000, description: unbroken(`offer${stamp}`), propertyId, agentId: agent.data._id },
    }),
  )) as { data: { requestNo: string } };
  await ok(
    buyer.request.post('/api/v1/lead/create', {
      data: { fullName: 'Ngozi Eze', email, message: unbroken(`lead${stamp}`), propertyId, agentId: agent.data._id },
    }),
  );
  await ok(
    buyer.request.post('/api/v1/review/create', {
      data: { text: unbroken(`review${stamp}`), rating: 4, agentId: agent.data._id },
    }),
  );
  await ok(
    buyer.request.post('/api/v1/contact-us/create', {
      data: {
        firstName: 'Ngozi',
        email,
        subject: unbroken(`subject${stamp}`).slice(0, 100),
        message: unbroken(`contact${stamp}`),
      },
    }),
  );

  // What the buyer sees.
  await buyer.goto(`/buyer/chats?room=${room.room._id}`);
  const log = buyer.getByRole('log');
  const link = log.getByRole('link', { name: /example\.ng/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(link).toHaveAttribute('href', longLink);
  await expect(link).toHaveAttribute('title', longLink);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  // Shown short: the host and the start of the path, ending in an ellipsis.
  expect(((await link.textContent()) ?? '').length).toBeLessThan(60);
  await expect(link).toHaveText(/^example\.ng\/.+…$/);
  await expectNoSidewaysScroll(buyer, 'the buyer’s chat');
  const send = buyer.getByRole('button', { name: 'Send message' });
  const sendBox = await send.boundingBox();
  expect((sendBox?.x ?? 0) + (sendBox?.width ?? 0)).toBeLessThanOrEqual(width);
  await snap(buyer, 'long-text-buyer-chat', { fullPage: false });

  for (const path of ['/buyer/my-offers', `/properties/${slug}`, `/agents/${agent.data.slug}`, '/properties']) {
    await buyer.goto(path);
    await expect(buyer.locator('main').first()).toBeVisible();
    await buyer.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(buyer, path);
  }
  await buyer.goto('/buyer/my-offers');
  await expect(buyer.getByText(`offer${stamp}`, { exact: false })).toBeVisible();
  await expectNoSidewaysScroll(buyer, 'My Offers');
  await snap(buyer, 'long-text-my-offers');
  await buyer.goto(`/agents/${agent.data.slug}`);
  await expect(buyer.getByText(`review${stamp}`, { exact: false })).toBeVisible();
  await expectNoSidewaysScroll(buyer, 'the agent’s page');
  await buyer.context().close();

  // What the agent sees.
  await page.context().clearCookies();
  await page.context().addCookies(agentCookies);
  await page.goto(`/agent/chats?room=${room.room._id}`);
  await expect(page.getByRole('log').getByRole('link', { name: /example\.ng/ })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the agent’s chat');
  for (const path of ['/agent/leads', '/agent/my-properties', `/agent/property/${propertyId}`, '/agent/dashboard']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, path);
  }
  await page.goto('/agent/leads');
  await expect(page.getByText(`lead${stamp}`, { exact: false })).toBeVisible();
  await expectNoSidewaysScroll(page, 'Leads');
  await page.goto('/agent/offer-requests');
  await expectNoSidewaysScroll(page, 'Offer Requests');
  await page.getByRole('button', { name: `Counter offer ${offer.data.requestNo}` }).click();
  const counter = page.getByRole('dialog', { name: `Counter offer ${offer.data.requestNo}` });
  await expect(counter.getByText(`offer${stamp}`, { exact: false })).toBeVisible();
  const dialogBox = await counter.boundingBox();
  expect((dialogBox?.x ?? 0) + (dialogBox?.width ?? 0)).toBeLessThanOrEqual(width);
  expect(await counter.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await snap(page, 'long-text-counter-dialog', { fullPage: false });

  // What the admin sees.
  await signIn(page, 'admin@demo.ng');
  await expect(page).toHaveURL(/\/admin\//);
  for (const path of ['/admin/properties', '/admin/contact-us', '/admin/chats']) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, path);
  }
  await page.goto('/admin/contact-us');
  await expect(page.getByText(`subject${stamp}`, { exact: false }).first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'Contact messages');
});

test('booking, inspection and counter-offer messages, a cancel reason and a long address never widen a page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await skipWelcome(page);
  const width = page.viewportSize()?.width ?? 0;
  const stamp = `${width}`;

  // A fresh agent with a rental (its address one long word, as the listing's own words are) and a short-let.
  const { slug, id: rentalId } = await publishedRental(
    page,
    `Quiet Flat in Surulere ${width < 640 ? 'Narrow' : 'Wide'}`,
    {
      address: unbroken(`address${stamp}`),
    },
  );
  const api = page.request;
  const created = (await ok(
    api.post('/api/v1/property/create', {
      data: { title: `Short Stay in Yaba ${width < 640 ? 'Narrow' : 'Wide'}` },
    }),
  )) as {
    data: { _id: string };
  };
  const shortLetId = created.data._id;
  const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
  await ok(
    api.patch(`/api/v1/property/${shortLetId}`, {
      data: {
        propertyType: 'flat',
        propertyFor: 'short-let',
        price: '45000',
        deposit: '50000',
        minimumStay: day(1),
        maximumStay: day(60),
        area: '900',
        totalArea: '1000',
        bedrooms: '1',
        bathrooms: '1',
        state: 'Lagos',
        city: 'Yaba',
        address: 'Herbert Macaulay Way, Yaba',
        latitude: 6.5095,
        longitude: 3.3711,
      },
    }),
  );
  for (const file of await drawPhotos(page)) {
    await ok(api.post(`/api/v1/property/${shortLetId}/photos`, { multipart: { photos: file } }));
  }
  await ok(api.post(`/api/v1/property/${shortLetId}/publish`));
  const agent = (await ok(api.get('/api/v1/user/me'))) as { data: { _id: string } };
  const startsAt = `${day(5)}T10:00:00+01:00`;
  const slot = (await ok(
    api.post('/api/v1/inspection/slots', { data: { propertyId: rentalId, startsAt, durationMinutes: 30 } }),
  )) as { data: { _id: string } };

  // A fresh buyer books the short-let and an inspection, each with a long message, and offers on the rental.
  const buyer = await secondPerson(browser, page, baseURL);
  const email = uniqueEmail('longtext2');
  const password = 'secret-pass-1';
  await ok(
    buyer.request.post('/api/v1/auth/sign-up', {
      data: { firstName: 'Chidi', lastName: 'Okafor', email, phoneNumber: '08031230097', password, role: 'BUYER' },
    }),
  );
  const code = await readCodeFromOutbox(buyer, email);
  await ok(buyer.request.post('/api/v1/auth/verify-otp', { data: { code, email, type: 'verify-email' } }));
  const booking = (await ok(
    buyer.request.post('/api/v1/booking/create', {
      data: {
        propertyId: shortLetId,
        checkIn: day(10),
        checkOut: day(12),
        guests: 1,
        message: unbroken(`booking${stamp}`),
      },
    }),
  )) as { data: { _id: string } };
  await ok(
    buyer.request.post('/api/v1/inspection/book', {
      data: { slotId: slot.data._id, message: unbroken(`inspection${stamp}`) },
    }),
  );
  const offer = (await ok(
    buyer.request.post('/api/v1/offer/create', {
      data: {
        offerPrice: 1_700_000,
        description: 'Would you take 1.7 million?',
        propertyId: rentalId,
        agentId: agent.data._id,
      },
    }),
  )) as { data: { _id: string } };
  await buyer.context().close();

  // The agent counters and declines the booking, each with a long word.
  await ok(
    api.post(`/api/v1/offer/${offer.data._id}/counter`, {
      data: { offerPrice: 1_750_000, message: unbroken(`counter${stamp}`) },
    }),
  );
  await ok(api.post(`/api/v1/booking/${booking.data._id}/decline`, { data: { reason: unbroken(`decline${stamp}`) } }));

  // What the agent sees.
  for (const [path, shown] of [
    ['/agent/bookings', [`booking${stamp}`, `decline${stamp}`]],
    ['/agent/bookings?tab=inspections', [`inspection${stamp}`]],
    ['/agent/offer-requests', []],
    [`/agent/property/${rentalId}`, []],
    ['/agent/my-properties', []],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    for (const text of shown) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, path);
  }
  await page.goto('/agent/bookings?tab=inspections');
  await expect(page.getByText(`inspection${stamp}`, { exact: false })).toBeVisible();
  await snap(page, 'long-text-agent-inspections');
  await page.goto('/agent/bookings');
  await expect(page.getByText(`booking${stamp}`, { exact: false })).toBeVisible();
  await snap(page, 'long-text-agent-bookings');

  // What the buyer sees.
  await signIn(page, email, password);
  await expect(page).not.toHaveURL(/sign-in/);
  for (const [path, shown] of [
    ['/buyer/my-bookings', [`decline${stamp}`]],
    ['/buyer/my-offers', [`counter${stamp}`]],
    ['/buyer/notifications', []],
    [`/properties/${slug}`, [`address${stamp}`]],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    for (const text of shown) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, path);
  }
  await page.goto('/buyer/my-offers');
  await expect(page.getByText(`counter${stamp}`, { exact: false })).toBeVisible();
  await snap(page, 'long-text-buyer-counter');

  // The admin's list of listings.
  await signIn(page, 'admin@demo.ng');
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/properties');
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page, '/admin/properties');
});
