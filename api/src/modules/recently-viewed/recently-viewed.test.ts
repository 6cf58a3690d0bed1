// Recently viewed over HTTP (issue 37): a buyer's list on the account, newest first, kept to twelve, live listings
// only; a visitor's device list read back as cards in its order.
import { describe, expect, test } from 'bun:test';
import { RECENTLY_VIEWED_MAX, type RecentlyViewed } from '@naija-homes/contracts/recently-viewed';
import { eq } from 'drizzle-orm';
import { properties } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { liveListing } from '../../test/listings';
import { signedInUser } from '../../test/users';

const t = await setupTestApp();

const titles = (answer: { body: RecentlyViewed }) => answer.body.data.map((card) => card.title);

describe('a buyer’s recently viewed', () => {
  test('newest first; a listing opened again moves to the front; one that left search is not shown', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const buyer = await signedInUser(t, 'BUYER');
    const [a, b, c] = await Promise.all(
      ['Flat in Yaba', 'Duplex in Lekki', 'Office in Ikeja'].map((title) => liveListing(t, agent.user._id, { title })),
    );
    for (const listing of [a, b, c]) {
      const sent = await buyer.client.post<RecentlyViewed>('/api/v1/recently-viewed', { propertyIds: [listing?.id] });
      expect(sent.status).toBe(200);
    }
    expect(titles(await buyer.client.get<RecentlyViewed>('/api/v1/recently-viewed'))).toEqual([
      'Office in Ikeja',
      'Duplex in Lekki',
      'Flat in Yaba',
    ]);
    const again = await buyer.client.post<RecentlyViewed>('/api/v1/recently-viewed', { propertyIds: [a?.id] });
    expect(titles(again)).toEqual(['Flat in Yaba', 'Office in Ikeja', 'Duplex in Lekki']);

    await t.database.db
      .update(properties)
      .set({ isPublished: false })
      .where(eq(properties.id, b?.id as string));
    expect(titles(await buyer.client.get<RecentlyViewed>('/api/v1/recently-viewed'))).toEqual([
      'Flat in Yaba',
      'Office in Ikeja',
    ]);
    // Another buyer's list is their own.
    const other = await signedInUser(t, 'BUYER');
    expect(titles(await other.client.get<RecentlyViewed>('/api/v1/recently-viewed'))).toEqual([]);
  });

  test('a device’s list joins the account in its order, and only the newest twelve are kept', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const buyer = await signedInUser(t, 'BUYER');
    const listings = [];
    for (let index = 0; index < RECENTLY_VIEWED_MAX + 2; index++) {
      listings.push(await liveListing(t, agent.user._id, { title: `Listing number ${index}` }));
    }
    await buyer.client.post('/api/v1/recently-viewed', { propertyIds: listings.slice(0, 2).map((row) => row.id) });
    const joined = await buyer.client.post<RecentlyViewed>('/api/v1/recently-viewed', {
      propertyIds: listings.slice(2).map((row) => row.id),
    });
    expect(titles(joined)).toEqual(
      listings
        .slice(2)
        .map((row) => row.title)
        .reverse(),
    );
    // The two oldest were dropped from the table, not just from the answer.
    const again = await buyer.client.post<RecentlyViewed>('/api/v1/recently-viewed', {
      propertyIds: [listings[13]?.id],
    });
    expect(again.body.data).toHaveLength(RECENTLY_VIEWED_MAX);
  });

  test('twenty records of the same listing at once leave one row; bad input is a 400 in words', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const buyer = await signedInUser(t, 'BUYER');
    const listing = await liveListing(t, agent.user._id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buyer.client.post('/api/v1/recently-viewed', { propertyIds: [listing.id] })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(titles(await buyer.client.get<RecentlyViewed>('/api/v1/recently-viewed'))).toHaveLength(1);

    expect(await buyer.client.post('/api/v1/recently-viewed', { propertyIds: ['nope'] })).toMatchObject({
      status: 400,
      body: { message: 'Please choose a property' },
    });
    expect((await buyer.client.post('/api/v1/recently-viewed', { propertyIds: [] })).status).toBe(400);
    const tooMany = Array.from({ length: RECENTLY_VIEWED_MAX + 1 }, () => crypto.randomUUID());
    expect((await buyer.client.post('/api/v1/recently-viewed', { propertyIds: tooMany })).status).toBe(400);
    // An id nobody has is skipped, not an error: a device's list may hold listings long gone.
    expect((await buyer.client.post('/api/v1/recently-viewed', { propertyIds: [crypto.randomUUID()] })).status).toBe(
      200,
    );
    expect((await t.client().post('/api/v1/recently-viewed', { propertyIds: [listing.id] })).status).toBe(401);
    expect((await agent.client.post('/api/v1/recently-viewed', { propertyIds: [listing.id] })).status).toBe(403);
  });
});

describe('a visitor’s device list', () => {
  test('read back as cards in the device’s order, live listings only, without signing in', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const first = await liveListing(t, agent.user._id, { title: 'Bungalow in Ibadan' });
    const second = await liveListing(t, agent.user._id, { title: 'Terrace in Abuja' });
    const gone = await liveListing(t, agent.user._id, { title: 'Gone in Kano', listingStatus: 'inactive' });
    const ids = [second.id, gone.id, first.id, second.id].join(',');
    const cards = await t.client().get<RecentlyViewed>(`/api/v1/recently-viewed/listings?ids=${ids}`);
    expect(titles(cards)).toEqual(['Terrace in Abuja', 'Bungalow in Ibadan']);
    expect((await t.client().get('/api/v1/recently-viewed/listings?ids=nope')).status).toBe(400);
    expect((await t.client().get('/api/v1/recently-viewed/listings')).status).toBe(400);
  });
});
