// The admin's listings over HTTP: the table (search, every filter, sorts, pages), deactivating with a reason and
// reactivating, verifying and unverifying, each by role, with the agent's notice, the audit entry, the 409s of
// repeats and races, the agent held off a deactivated listing, and the badge in the property JSON and the cards.
import { describe, expect, test } from 'bun:test';
import {
  type AdminPropertiesPage,
  type AdminPropertyAction,
  type AdminPropertyFacets,
  adminPropertyMessages,
  adminPropertyQueryMessages,
} from '@naija-homes/contracts/admin-property';
import type { Package } from '@naija-homes/contracts/billing';
import type { PropertySearchResult, PublicPropertyResponse } from '@naija-homes/contracts/listing';
import { messages } from '@naija-homes/contracts/messages';
import { pageMessages } from '@naija-homes/contracts/paging';
import { and, eq } from 'drizzle-orm';
import { auditLog, notifications, properties, reports, users } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { type ListingRow, liveListing } from '../../test/listings';
import { agentWithPlan } from '../../test/owned-resources';
import { type SignedInUser, signedInUser } from '../../test/users';

const t = await setupTestApp();
const plans = (await t.client().get<{ data: Package[] }>('/api/v1/package/all')).body.data;
const elite = plans.find((plan) => plan.name === 'Elite') as Package;

async function rename(user: SignedInUser, firstName: string, lastName: string) {
  await t.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.user._id));
}

const admin = await signedInUser(t, 'ADMIN');
const buyer = await signedInUser(t, 'BUYER');
const tobi = await agentWithPlan(t);
await rename(tobi, 'Tobiloba', 'Adeyemi');
const ngozi = await signedInUser(t, 'AGENT');
await rename(ngozi, 'Ngozi', 'Balogun');

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n));
// Tobi's listings (Elite plan), created a day apart so the orders are certain.
const penthouse = await liveListing(t, tobi.user._id, {
  title: 'Ikoyi Penthouse With Sea View',
  city: 'Ikoyi',
  address: 'Bourdillon Road',
  priceKobo: 900_000_000_00,
  createdAt: day(1),
});
const duplex = await liveListing(t, tobi.user._id, {
  title: 'Lekki Duplex For Rent',
  city: 'Lekki',
  propertyFor: 'rent',
  rentPaymentFrequency: 'annually',
  priceKobo: 12_000_000_00,
  createdAt: day(2),
});
const draft = await liveListing(t, tobi.user._id, {
  title: 'Unfinished Yaba Flat',
  isPublished: false,
  listingStatus: 'pending',
  publishedAt: null,
  priceKobo: null,
  createdAt: day(3),
});
const hidden = await liveListing(t, tobi.user._id, {
  title: 'Surulere Bungalow',
  city: 'Surulere',
  listingStatus: 'inactive',
  priceKobo: 60_000_000_00,
  createdAt: day(4),
});
// Ngozi's (no plan): a short-let, and one an admin already verified and one already deactivated.
const shortLet = await liveListing(t, ngozi.user._id, {
  title: 'Victoria Island Short Let',
  city: 'Victoria Island',
  propertyFor: 'short-let',
  priceKobo: 150_000_00,
  ownerHasPlan: false,
  createdAt: day(5),
});
const verified = await liveListing(t, ngozi.user._id, {
  title: 'Abuja Terrace Verified',
  city: 'Abuja',
  state: 'FCT',
  priceKobo: 80_000_000_00,
  verifiedAt: day(6),
  verifiedBy: admin.user._id,
  ownerHasPlan: false,
  createdAt: day(6),
});
const banned = await liveListing(t, ngozi.user._id, {
  title: 'Ajah Fake Listing',
  city: 'Ajah',
  listingStatus: 'inactive',
  moderationReason: 'The photos belong to another listing',
  moderatedAt: day(7),
  ownerHasPlan: false,
  createdAt: day(7),
});
const all = [penthouse, duplex, draft, hidden, shortLet, verified, banned];

async function list(query = '') {
  const response = await admin.client.get<AdminPropertiesPage>(`/api/v1/admin/properties?limit=50&${query}`);
  expect(response.status).toBe(200);
  return response.body;
}
const ids = (page: AdminPropertiesPage) => page.data.map((row) => row._id);
const idsOf = (...rows: ListingRow[]) => rows.map((row) => row.id);

describe('the admin listings table', () => {
  test('every listing, live or not, newest first, with its agent, plan, status and verified flag', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 7, totalCapped: false, totalPages: 1, page: 1 });
    expect(ids(page)).toEqual(idsOf(...[...all].reverse()));
    const row = (id: string) => page.data.find((item) => item._id === id);
    expect(row(penthouse.id)).toMatchObject({
      slug: penthouse.slug,
      title: 'Ikoyi Penthouse With Sea View',
      agent: { _id: tobi.user._id, fullName: 'Tobiloba Adeyemi', email: tobi.email },
      city: 'Ikoyi',
      state: 'Lagos',
      propertyFor: 'sale',
      price: 900_000_000,
      listingStatus: 'active',
      isPublished: true,
      moderationReason: null,
      isVerified: false,
      plan: 'Elite',
      inSearch: true,
      createdAt: day(1).toISOString(),
    });
    expect(row(draft.id)).toMatchObject({ isPublished: false, listingStatus: 'pending', price: null, inSearch: false });
    expect(row(shortLet.id)).toMatchObject({ plan: null, inSearch: false });
    expect(row(verified.id)).toMatchObject({ isVerified: true, verifiedAt: day(6).toISOString() });
    expect(row(banned.id)).toMatchObject({
      listingStatus: 'inactive',
      moderationReason: 'The photos belong to another listing',
      moderatedAt: day(7).toISOString(),
    });
  });

  test('searches words of the title, address, city and state (parts and typos too), or a slug or id; wildcards are literal', async () => {
    expect(ids(await list('search=ikoyi sea'))).toEqual([penthouse.id]);
    expect(ids(await list('search=BOURDILLON'))).toEqual([penthouse.id]);
    // Part of a word, or a typo, like public search.
    expect(ids(await list('search=penthous'))).toEqual([penthouse.id]);
    expect(ids(await list('search=surulre'))).toEqual([hidden.id]);
    // Nothing to look up in two letters: the title as typed.
    expect(ids(await list('search=Ik'))).toEqual([penthouse.id]);
    expect(ids(await list('search=fct'))).toEqual([verified.id]);
    expect(ids(await list(`search=${duplex.slug}`))).toEqual([duplex.id]);
    expect(ids(await list(`search=${hidden.id}`))).toEqual([hidden.id]);
    expect((await list('search=ikoyi lekki')).total).toBe(0);
    expect((await list('search=%25')).total).toBe(0);
  });

  test('filters by status, purpose, city, agent, plan and verified, together', async () => {
    expect(ids(await list('status=pending'))).toEqual([draft.id]);
    expect(ids(await list('status=active')).sort()).toEqual(idsOf(penthouse, duplex, shortLet, verified).sort());
    expect(ids(await list('status=inactive'))).toEqual([hidden.id]);
    expect(ids(await list('status=deactivated'))).toEqual([banned.id]);
    expect(ids(await list('purpose=rent'))).toEqual([duplex.id]);
    expect(ids(await list('purpose=short-let'))).toEqual([shortLet.id]);
    expect(ids(await list('city=victoria island'))).toEqual([shortLet.id]);
    expect(ids(await list('city=Lek'))).toEqual([]);
    expect(ids(await list(`agent=${ngozi.user._id}`))).toEqual(idsOf(banned, verified, shortLet));
    expect(ids(await list('agent=tobiloba')).length).toBe(4);
    expect(ids(await list('agent=ngozi balogun')).length).toBe(3);
    expect(ids(await list(`agent=${encodeURIComponent(tobi.email)}`)).length).toBe(4);
    expect(ids(await list(`plan=${elite._id}`))).toEqual(idsOf(hidden, draft, duplex, penthouse));
    const starter = plans.find((plan) => plan.name === 'Starter') as Package;
    expect((await list(`plan=${starter._id}`)).total).toBe(0);
    expect(ids(await list('verified=yes'))).toEqual([verified.id]);
    expect((await list('verified=no')).total).toBe(6);
    expect(ids(await list(`agent=${tobi.user._id}&status=active&purpose=sale`))).toEqual([penthouse.id]);
  });

  test('sorts by date, price and title, and pages', async () => {
    expect(ids(await list('sort=oldest'))).toEqual(idsOf(...all));
    // Prices: nulls last, ties newest first.
    expect(ids(await list('sort=price-asc'))).toEqual(
      idsOf(shortLet, duplex, banned, hidden, verified, penthouse, draft),
    );
    expect(ids(await list('sort=price-desc'))).toEqual(
      idsOf(penthouse, verified, hidden, banned, duplex, shortLet, draft),
    );
    expect((await list('sort=title')).data.map((row) => row.title)).toEqual([
      'Abuja Terrace Verified',
      'Ajah Fake Listing',
      'Ikoyi Penthouse With Sea View',
      'Lekki Duplex For Rent',
      'Surulere Bungalow',
      'Unfinished Yaba Flat',
      'Victoria Island Short Let',
    ]);
    const second = await admin.client.get<AdminPropertiesPage>('/api/v1/admin/properties?limit=3&page=2&sort=oldest');
    expect(second.body).toMatchObject({ total: 7, totalPages: 3, page: 2 });
    expect(ids(second.body)).toEqual(idsOf(hidden, shortLet, verified));
    const third = await admin.client.get<AdminPropertiesPage>('/api/v1/admin/properties?limit=3&page=3&sort=oldest');
    expect(ids(third.body)).toEqual([banned.id]);
  });

  test("each row counts the buyers' reports still open in the moderation queue", async () => {
    const row = async () => (await list('search=penthouse')).data.find((listing) => listing._id === penthouse.id);
    expect((await row())?.openReports).toBe(0);
    const filed = await buyer.client.post('/api/v1/report', {
      propertyId: penthouse.id,
      reason: 'scam',
      message: 'The agent asked for an inspection fee before any viewing.',
    });
    expect(filed.status).toBe(201);
    expect((await row())?.openReports).toBe(1);
    await t.database.db.delete(reports).where(eq(reports.propertyId, penthouse.id));
  });

  test('the filters offer the cities with listings and the plans', async () => {
    const response = await admin.client.get<AdminPropertyFacets>('/api/v1/admin/properties/facets');
    expect(response.status).toBe(200);
    expect(response.body.cities).toContainEqual({ city: 'Ikoyi', count: 1 });
    expect(response.body.cities).toContainEqual({ city: 'Yaba', count: 1 });
    expect(response.body.cities.map((row) => row.city)).toEqual(
      [...response.body.cities.map((row) => row.city)].sort(),
    );
    expect(response.body.plans.map((plan) => plan.name)).toEqual(['Starter', 'Elite', 'Platinum']);
  });

  test('bad filters are 400 with a clear message; other roles are refused', async () => {
    const bad = async (query: string, message: string) =>
      expect(await admin.client.get(`/api/v1/admin/properties?${query}`)).toMatchObject({
        status: 400,
        body: { message },
      });
    await bad('status=gone', adminPropertyQueryMessages.status);
    await bad('purpose=lease', adminPropertyQueryMessages.purpose);
    await bad('sort=cheapest', adminPropertyQueryMessages.sort);
    await bad('verified=maybe', adminPropertyQueryMessages.verified);
    await bad('plan=elite', adminPropertyQueryMessages.plan);
    await bad('limit=51', 'limit must be at most 50');
    await bad('page=0', pageMessages.belowOne);
    await bad('page=abc', pageMessages.notANumber);
    await bad('page=1001&limit=10', adminPropertyQueryMessages.pageWindow);
    await bad(`search=${'a'.repeat(101)}`, adminPropertyQueryMessages.text);
    expect((await t.client().get('/api/v1/admin/properties')).status).toBe(401);
    expect((await buyer.client.get('/api/v1/admin/properties')).status).toBe(403);
    expect((await tobi.client.get('/api/v1/admin/properties')).status).toBe(403);
    expect((await tobi.client.get('/api/v1/admin/properties/facets')).status).toBe(403);
  });
});

async function noticesOf(userId: string, title: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));
}
async function auditOf(targetId: string, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));
}
async function stored(id: string) {
  const [row] = await t.database.db.select().from(properties).where(eq(properties.id, id));
  return row as ListingRow;
}
const searchFor = async (words: string) =>
  (await t.client().get<PropertySearchResult>(`/api/v1/property/all?search=${encodeURIComponent(words)}`)).body;
const reason = 'The agent asked a renter for money before any viewing';

describe('deactivating and reactivating', () => {
  test('deactivate with a reason: out of search, the agent told and held off; reactivate puts it back', async () => {
    const listing = await liveListing(t, tobi.user._id, { title: 'Gbagada Mansion Deactivation' });
    expect((await searchFor('gbagada mansion')).data.map((card) => card._id)).toEqual([listing.id]);

    const done = await admin.client.patch<AdminPropertyAction>(`/api/v1/admin/properties/${listing.id}/deactivate`, {
      reason: `  ${reason}  `,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      message: adminPropertyMessages.deactivated,
      data: { _id: listing.id, listingStatus: 'inactive', moderationReason: reason, inSearch: false },
    });
    expect(done.body.data.moderatedAt).not.toBeNull();
    expect((await searchFor('gbagada mansion')).total).toBe(0);
    expect((await t.client().get(`/api/v1/property/slug/${listing.slug}`)).status).toBe(404);

    const [notice] = await noticesOf(tobi.user._id, adminPropertyMessages.deactivatedTitle);
    expect(notice?.message).toBe(adminPropertyMessages.deactivatedNotice(listing.title, reason));
    expect(await auditOf(listing.id, 'listing.deactivate')).toEqual([
      expect.objectContaining({
        actorId: admin.user._id,
        targetType: 'listing',
        targetLabel: listing.title,
        before: { listingStatus: 'active' },
        after: { listingStatus: 'inactive' },
        reason,
      }),
    ]);

    // The agent's editor and My Properties show the hold and its reason (issue 31), not a live listing.
    const hold = { reason, since: done.body.data.moderatedAt };
    const editor = await tobi.client.get<{ hold: unknown }>(`/api/v1/property/${listing.id}`);
    expect(editor.body.hold).toEqual(hold);
    const mine = await tobi.client.get<{ data: Array<{ _id: string; hold: unknown }> }>('/api/v1/property/mine');
    expect(mine.body.data.find((row) => row._id === listing.id)?.hold).toEqual(hold);

    // The agent can neither switch it back on nor re-publish it.
    const heldOff = { status: 409, body: { message: adminPropertyMessages.heldByAdmin } };
    expect(await tobi.client.patch(`/api/v1/property/${listing.id}/status`, { listingStatus: 'active' })).toMatchObject(
      heldOff,
    );
    expect((await tobi.client.post(`/api/v1/property/${listing.id}/unpublish`)).status).toBe(200);
    expect(await tobi.client.post(`/api/v1/property/${listing.id}/publish`)).toMatchObject(heldOff);
    expect(await stored(listing.id)).toMatchObject({ listingStatus: 'inactive', isPublished: false });

    // A second deactivation is a conflict; reactivation lifts it (pending again, as it is unpublished now).
    expect(await admin.client.patch(`/api/v1/admin/properties/${listing.id}/deactivate`, { reason })).toMatchObject({
      status: 409,
      body: { message: adminPropertyMessages.alreadyDeactivated },
    });
    const back = await admin.client.patch<AdminPropertyAction>(`/api/v1/admin/properties/${listing.id}/reactivate`);
    expect(back.body).toMatchObject({
      message: adminPropertyMessages.reactivated,
      data: { listingStatus: 'pending', moderationReason: null, moderatedAt: null },
    });
    expect(await noticesOf(tobi.user._id, adminPropertyMessages.reactivatedTitle)).toHaveLength(1);
    expect(await auditOf(listing.id, 'listing.reactivate')).toEqual([
      expect.objectContaining({
        before: { listingStatus: 'inactive', moderationReason: reason },
        after: { listingStatus: 'pending' },
      }),
    ]);
    expect(await admin.client.patch(`/api/v1/admin/properties/${listing.id}/reactivate`)).toMatchObject({
      status: 409,
      body: { message: adminPropertyMessages.notDeactivated },
    });
    expect((await tobi.client.get<{ hold: unknown }>(`/api/v1/property/${listing.id}`)).body.hold).toBeNull();
    // The hold is lifted: publishing is now only a question of the listing being complete (it has no photos).
    expect((await tobi.client.post(`/api/v1/property/${listing.id}/publish`)).status).toBe(422);
  });

  test('reactivating a published listing makes it active again', async () => {
    // "semi detached" in the search box is read as the type (issue 36): the listing is of that type.
    const listing = await liveListing(t, tobi.user._id, {
      title: 'Magodo Semi Detached',
      propertyType: 'semi-detached-duplex',
    });
    await admin.client.patch(`/api/v1/admin/properties/${listing.id}/deactivate`, { reason });
    const back = await admin.client.patch<AdminPropertyAction>(`/api/v1/admin/properties/${listing.id}/reactivate`);
    expect(back.body.data).toMatchObject({ listingStatus: 'active', inSearch: true });
    expect((await searchFor('magodo semi detached')).data.map((card) => card._id)).toEqual([listing.id]);
  });

  test('a reason is required; unknown ids are 404; only admins may act', async () => {
    const listing = await liveListing(t, tobi.user._id);
    const path = `/api/v1/admin/properties/${listing.id}/deactivate`;
    const tooShort = { status: 400, body: { message: adminPropertyMessages.reasonRequired } };
    expect(await admin.client.patch(path, { reason: '  bad   ' })).toMatchObject(tooShort);
    expect(await admin.client.patch(path, {})).toMatchObject({ status: 400 });
    expect((await admin.client.patch(path, { reason: 'x'.repeat(501) })).status).toBe(400);
    // Unknown fields are refused like on every other body, not silently dropped.
    for (const extra of [{ notifyAgent: false }, { listingStatus: 'active' }, { reason, moderatedBy: tobi.user._id }]) {
      expect(await admin.client.patch(path, { reason, ...extra })).toMatchObject({
        status: 400,
        body: { message: messages.onlyAllowedFields },
      });
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.client.patch(`/api/v1/admin/properties/${unknown}/deactivate`, { reason })).status).toBe(404);
    expect((await admin.client.patch(`/api/v1/admin/properties/not-an-id/verify`)).status).toBe(404);
    for (const verb of ['deactivate', 'reactivate', 'verify', 'unverify']) {
      const url = `/api/v1/admin/properties/${listing.id}/${verb}`;
      expect((await t.client().patch(url, { reason })).status, verb).toBe(401);
      expect((await buyer.client.patch(url, { reason })).status, verb).toBe(403);
      expect((await tobi.client.patch(url, { reason })).status, verb).toBe(403);
    }
    expect(await stored(listing.id)).toMatchObject({ moderationReason: null, verifiedAt: null });
  });

  test('twenty deactivations at once: one takes effect, nineteen are told it is done', async () => {
    const listing = await liveListing(t, tobi.user._id, { title: 'Race Listing Deactivation' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        admin.client.patch(`/api/v1/admin/properties/${listing.id}/deactivate`, { reason }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(
      Array(19).fill(adminPropertyMessages.alreadyDeactivated),
    );
    expect(await auditOf(listing.id, 'listing.deactivate')).toHaveLength(1);
    const notices = await noticesOf(tobi.user._id, adminPropertyMessages.deactivatedTitle);
    expect(notices.filter((notice) => notice.message.includes('Race Listing Deactivation'))).toHaveLength(1);
  }, 30_000);
});

describe('verified listings', () => {
  test('verify a published listing: the badge in its JSON and cards, the agent told, audited; then unverify', async () => {
    const listing = await liveListing(t, tobi.user._id, { title: 'Ikeja Verified Candidate' });
    const before = await t.client().get<PublicPropertyResponse>(`/api/v1/property/slug/${listing.slug}`);
    expect(before.body.data).toMatchObject({ isVerified: false, verifiedAt: null });

    const done = await admin.client.patch<AdminPropertyAction>(`/api/v1/admin/properties/${listing.id}/verify`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ message: adminPropertyMessages.verified, data: { isVerified: true } });
    expect(await stored(listing.id)).toMatchObject({ verifiedBy: admin.user._id });

    const page = await t.client().get<PublicPropertyResponse>(`/api/v1/property/slug/${listing.slug}`);
    expect(page.body.data.isVerified).toBe(true);
    expect(page.body.data.verifiedAt).toBe(done.body.data.verifiedAt);
    const cards = await searchFor('ikeja verified candidate');
    expect(cards.data.map((card) => [card._id, card.isVerified])).toEqual([[listing.id, true]]);
    // The agent's own view of the listing carries it too.
    const own = await tobi.client.get<{ data: { isVerified: boolean } }>(`/api/v1/property/${listing.id}`);
    expect(own.body.data.isVerified).toBe(true);

    const [notice] = await noticesOf(tobi.user._id, adminPropertyMessages.verifiedTitle);
    expect(notice?.message).toBe(adminPropertyMessages.verifiedNotice(listing.title));
    expect(await auditOf(listing.id, 'listing.verify')).toEqual([
      expect.objectContaining({
        actorId: admin.user._id,
        targetLabel: listing.title,
        before: { verifiedAt: null },
        after: { verifiedAt: done.body.data.verifiedAt, verifiedBy: admin.user._id },
      }),
    ]);
    expect(await admin.client.patch(`/api/v1/admin/properties/${listing.id}/verify`)).toMatchObject({
      status: 409,
      body: { message: adminPropertyMessages.alreadyVerified },
    });

    const off = await admin.client.patch<AdminPropertyAction>(`/api/v1/admin/properties/${listing.id}/unverify`);
    expect(off.body).toMatchObject({ message: adminPropertyMessages.unverified, data: { isVerified: false } });
    expect(await stored(listing.id)).toMatchObject({ verifiedAt: null, verifiedBy: null });
    expect(await auditOf(listing.id, 'listing.unverify')).toEqual([
      expect.objectContaining({
        before: { verifiedAt: done.body.data.verifiedAt, verifiedBy: admin.user._id },
        after: { verifiedAt: null },
      }),
    ]);
    expect((await searchFor('ikeja verified candidate')).data[0]?.isVerified).toBe(false);
    expect(await admin.client.patch(`/api/v1/admin/properties/${listing.id}/unverify`)).toMatchObject({
      status: 409,
      body: { message: adminPropertyMessages.notVerified },
    });
  });

  test('only a published listing can be verified', async () => {
    expect(await admin.client.patch(`/api/v1/admin/properties/${draft.id}/verify`)).toMatchObject({
      status: 409,
      body: { message: adminPropertyMessages.onlyPublishedVerified },
    });
    expect(await auditOf(draft.id, 'listing.verify')).toHaveLength(0);
  });

  test('twenty verifications and unverifications at once: one effect each', async () => {
    const listing = await liveListing(t, tobi.user._id, { title: 'Race Listing Verification' });
    const burst = (verb: string) =>
      Promise.all(
        Array.from({ length: 20 }, () => admin.client.patch(`/api/v1/admin/properties/${listing.id}/${verb}`)),
      );
    expect((await burst('verify')).map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await auditOf(listing.id, 'listing.verify')).toHaveLength(1);
    expect((await burst('unverify')).map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await auditOf(listing.id, 'listing.unverify')).toHaveLength(1);
  }, 30_000);
});
