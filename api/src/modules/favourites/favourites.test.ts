// Saved homes over HTTP: a buyer saves and unsaves, each buyer has their own list, hidden listings stay marked.
import { describe, expect, test } from 'bun:test';
import { type FavouriteCard, favouriteMessages } from '@naija-homes/contracts/favourite';
import { messages } from '@naija-homes/contracts/messages';
import { searchMessages } from '@naija-homes/contracts/search';
import { eq } from 'drizzle-orm';
import { properties } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { type SignedInUser, signedInUser } from '../../test/users';

const t = await setupTestApp();
const agent = await signedInUser(t, 'AGENT');

async function listing(title: string, fields: Partial<typeof properties.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(properties)
    .values({
      ownerId: agent.user._id,
      slug: `${title.toLowerCase().replace(/\s+/g, '-')}-${crypto.randomUUID().slice(0, 6)}`,
      title,
      propertyCategory: 'residential',
      propertyType: 'flat',
      propertyFor: 'rent',
      priceKobo: 250_000_000,
      rentPaymentFrequency: 'annually',
      area: 1200,
      bedrooms: 2,
      bathrooms: 2,
      state: 'Lagos',
      city: 'Yaba',
      address: 'Herbert Macaulay Way',
      location: { x: 3.3711, y: 6.5095 },
      isPublished: true,
      listingStatus: 'active',
      publishedAt: new Date(),
      ownerHasPlan: true,
      ...fields,
    })
    .returning();
  return row as typeof properties.$inferSelect;
}

type Toggled = { data: { propertyId: string; isFavourite: boolean }; message: string };
type Saved = { data: FavouriteCard[]; total: number; totalPages: number };

const toggle = (user: SignedInUser, propertyId: string) =>
  user.client.post<Toggled>('/api/v1/favourite/toggle', { propertyId });

describe('saved homes', () => {
  test('a buyer saves a home, sees it in the list and the ids, and removes it again', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const home = await listing('Bright Flat in Yaba');
    expect(await toggle(buyer, home.id)).toMatchObject({
      status: 200,
      body: { data: { propertyId: home.id, isFavourite: true }, message: favouriteMessages.added },
    });
    expect((await buyer.client.get<{ data: string[] }>('/api/v1/favourite/ids')).body.data).toEqual([home.id]);
    const saved = await buyer.client.get<Saved>('/api/v1/favourite/all');
    expect(saved.body).toMatchObject({ total: 1, totalPages: 1 });
    expect(saved.body.data[0]).toMatchObject({ _id: home.id, title: home.title, price: 2_500_000, available: true });
    expect(await toggle(buyer, home.id)).toMatchObject({
      status: 200,
      body: { data: { isFavourite: false }, message: favouriteMessages.removed },
    });
    expect((await buyer.client.get<Saved>('/api/v1/favourite/all')).body).toMatchObject({ data: [], total: 0 });
  });

  test("each buyer's list is their own, newest saved first, paged", async () => {
    const ada = await signedInUser(t, 'BUYER');
    const bayo = await signedInUser(t, 'BUYER');
    const first = await listing('First Saved Home');
    const second = await listing('Second Saved Home');
    await toggle(ada, first.id);
    await toggle(ada, second.id);
    await toggle(bayo, second.id);
    const page1 = await ada.client.get<Saved>('/api/v1/favourite/all?limit=1');
    expect(page1.body).toMatchObject({ total: 2, totalPages: 2 });
    expect(page1.body.data.map((card) => card._id)).toEqual([second.id]);
    const page2 = await ada.client.get<Saved>('/api/v1/favourite/all?limit=1&page=2');
    expect(page2.body.data.map((card) => card._id)).toEqual([first.id]);
    expect((await bayo.client.get<{ data: string[] }>('/api/v1/favourite/ids')).body.data).toEqual([second.id]);
    // Bayo unsaving does not touch Ada's list.
    await toggle(bayo, second.id);
    expect((await ada.client.get<Saved>('/api/v1/favourite/all')).body.total).toBe(2);
  });

  test('a listing that leaves search stays saved, marked unavailable, and can still be removed', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const home = await listing('Soon Hidden Home');
    await toggle(buyer, home.id);
    await t.database.db.update(properties).set({ listingStatus: 'inactive' }).where(eq(properties.id, home.id));
    const saved = await buyer.client.get<Saved>('/api/v1/favourite/all');
    expect(saved.body.data[0]).toMatchObject({ _id: home.id, available: false });
    expect((await toggle(buyer, home.id)).body.data.isFavourite).toBe(false);
    // It cannot be saved again while hidden.
    expect(await toggle(buyer, home.id)).toMatchObject({ status: 404, body: { message: searchMessages.notFound } });
  });

  test('a deleted listing disappears from saved homes', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const home = await listing('Deleted Later Home');
    await toggle(buyer, home.id);
    await t.database.db.delete(properties).where(eq(properties.id, home.id));
    expect((await buyer.client.get<Saved>('/api/v1/favourite/all')).body.total).toBe(0);
  });

  test('drafts, unknown and malformed ids are 404; a bad body is 400', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const draft = await listing('Draft Home', { isPublished: false, listingStatus: 'pending' });
    for (const propertyId of [draft.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(await toggle(buyer, propertyId)).toMatchObject({
        status: 404,
        body: { message: searchMessages.notFound },
      });
    }
    expect(await buyer.client.post('/api/v1/favourite/toggle', {})).toMatchObject({
      status: 400,
      body: { message: 'Please choose a property' },
    });
    expect(await buyer.client.post('/api/v1/favourite/toggle', { propertyId: draft.id, note: 'x' })).toMatchObject({
      status: 400,
      body: { message: messages.onlyAllowedFields },
    });
  });

  test('visitors get 401; agents and admins cannot save homes (403)', async () => {
    const home = await listing('Anyone Home');
    expect((await t.client().post('/api/v1/favourite/toggle', { propertyId: home.id })).status).toBe(401);
    expect((await toggle(agent, home.id)).status).toBe(403);
    const admin = await signedInUser(t, 'ADMIN');
    expect((await toggle(admin, home.id)).status).toBe(403);
  });

  test('twenty copies of "save" at once leave one saved home and nineteen 409s; the same for "remove"', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const home = await listing('Much Tapped Home');
    const burst = async (isFavourite: boolean) => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          buyer.client.post<Toggled>('/api/v1/favourite/toggle', { propertyId: home.id, isFavourite }),
        ),
      );
      const statuses: Record<number, number> = {};
      for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      return { statuses, answers };
    };
    const saved = await burst(true);
    expect(saved.statuses).toEqual({ 200: 1, 409: 19 });
    expect(saved.answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      message: favouriteMessages.alreadySaved,
    });
    expect((await buyer.client.get<{ data: string[] }>('/api/v1/favourite/ids')).body.data).toEqual([home.id]);
    const removed = await burst(false);
    expect(removed.statuses).toEqual({ 200: 1, 409: 19 });
    expect(removed.answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      message: favouriteMessages.notSaved,
    });
    expect((await buyer.client.get<{ data: string[] }>('/api/v1/favourite/ids')).body.data).toEqual([]);
  });
});
