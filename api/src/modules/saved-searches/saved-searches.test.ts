// Saved searches and their alerts over HTTP, on a real database and the real job queue (issue 37): saving and the
// rules, twenty saves at once, instant alerts from a published listing and a price drop, daily and weekly digests
// on the billing clock, and the signed unsubscribe link.
import { afterAll, describe, expect, test } from 'bun:test';
import type { SavedSearch, SavedSearchesPage } from '@naija-homes/contracts/saved-search';
import {
  canonicalSearchQuery,
  SAVED_SEARCHES_PER_BUYER,
  savedSearchMessages,
} from '@naija-homes/contracts/saved-search';
import {
  type PropertySearchQuery,
  propertySearchQuerySchema,
  searchMessages,
  searchParamsRecord,
} from '@naija-homes/contracts/search';
import { and, eq, sql } from 'drizzle-orm';
import { executeRows } from '../../db/client';
import { ANY_AREA_BOX, billingClock, listingAlertEvents, outboxMails, savedSearches } from '../../db/schema';
import { prng } from '../../db/seed/prng';
import { advanceBillingClock } from '../../providers/payments/clock';
import { setupTestApp } from '../../test/app';
import { photoBytes } from '../../test/files';
import { liveListing } from '../../test/listings';
import { agentWithPlan } from '../../test/owned-resources';
import { type SignedInUser, signedInUser } from '../../test/users';
import { searchMatchSql, searchTermsOf, searchTermsSql } from '../search/search.sql';
import {
  alertDepsOf,
  findMatchingSearches,
  processListingEvent,
  processPendingEvents,
  runSavedSearchDigests,
  startSavedSearchAlerts,
} from './saved-search-alerts';
import { backfillSavedSearchSpecs, leadingFilters } from './saved-searches.service';

const t = await setupTestApp();
const deps = alertDepsOf(t.services);
afterAll(() => t.database.db.delete(billingClock));

const photo = await photoBytes();
const jpeg = (name: string) => ({ name, bytes: photo, type: 'image/jpeg' });

/** A residential rental in Lekki with every step complete, not yet published. */
async function readyListing(agent: SignedInUser, fields: Record<string, unknown> = {}) {
  const created = await agent.client.post<{ data: { _id: string } }>('/api/v1/property/create', {
    title: 'Bright Family Home in Lekki',
  });
  const id = created.body.data._id;
  const saved = await agent.client.patch(`/api/v1/property/${id}`, {
    propertyType: 'flat',
    propertyFor: 'rent',
    price: '4500000',
    rentPaymentFrequency: 'annually',
    leaseTerm: 'long-term',
    area: '1800',
    bedrooms: '3',
    bathrooms: '3',
    state: 'Lagos',
    city: 'Lekki',
    address: '5 Admiralty Way, Lekki Phase 1',
    latitude: 6.4474,
    longitude: 3.4723,
    totalArea: '2000',
    ...fields,
  });
  expect(saved.status).toBe(200);
  const uploaded = await agent.client.upload(
    'POST',
    `/api/v1/property/${id}/photos`,
    {},
    {
      photos: [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')],
    },
  );
  expect(uploaded.status).toBe(200);
  return id;
}

async function save(buyer: SignedInUser, body: Record<string, unknown>) {
  return buyer.client.post<{ data: SavedSearch; message: string }>('/api/v1/saved-search', body);
}

async function mailsTo(email: string) {
  return t.database.db.select().from(outboxMails).where(eq(outboxMails.to, email.toLowerCase()));
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await Bun.sleep(100);
    value = await read();
  }
  return value;
}

describe('saving a search', () => {
  test('save, list with new-match counts, rename, change frequency, delete', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const created = await save(buyer, {
      name: '  Rent in Lekki  ',
      frequency: 'instant',
      query: '?sort=newest&propertyFor=rent&bedrooms=3&city=Lekki&page=3&utilities=Inverter%2FSolar,Fibre%20Internet',
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(savedSearchMessages.saved);
    // The search's own spelling: the page's order, no paging, lists sorted.
    expect(created.body.data).toMatchObject({
      name: 'Rent in Lekki',
      frequency: 'instant',
      query: 'propertyFor=rent&city=Lekki&bedrooms=3&utilities=Fibre+Internet%2CInverter%2FSolar&sort=newest',
      newMatches: 0,
    });
    const id = created.body.data._id;
    const listed = await buyer.client.get<SavedSearchesPage>('/api/v1/saved-search');
    expect(listed.body).toMatchObject({ total: 1, totalPages: 1 });
    expect(listed.body.data.map((row) => row._id)).toEqual([id]);

    const renamed = await buyer.client.patch<{ data: SavedSearch }>(`/api/v1/saved-search/${id}`, {
      name: 'Lekki 3 bed',
      frequency: 'weekly',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Lekki 3 bed', frequency: 'weekly' });
    expect(await buyer.client.patch(`/api/v1/saved-search/${id}`, {})).toMatchObject({
      status: 400,
      body: { message: savedSearchMessages.nothingToChange },
    });

    const other = await signedInUser(t, 'BUYER');
    expect((await other.client.patch(`/api/v1/saved-search/${id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await other.client.request('DELETE', `/api/v1/saved-search/${id}`)).status).toBe(404);
    expect(await buyer.client.request('DELETE', `/api/v1/saved-search/${id}`)).toMatchObject({
      status: 200,
      body: { message: savedSearchMessages.deleted },
    });
    expect((await buyer.client.request('DELETE', `/api/v1/saved-search/${id}`)).status).toBe(404);
    expect((await buyer.client.get<SavedSearchesPage>('/api/v1/saved-search')).body.total).toBe(0);
  });

  test('bad input is a 400 in words; a second save of the same search and one too many are 409s', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ', frequency: 'daily', query: 'propertyFor=rent' }, savedSearchMessages.nameRequired],
      [{ name: 'x'.repeat(61), frequency: 'daily', query: '' }, savedSearchMessages.nameTooLong],
      [{ name: 'Lekki', frequency: 'hourly', query: '' }, savedSearchMessages.frequency],
      [{ name: 'Lekki', frequency: 'daily', query: 'minPrice=9&maxPrice=1' }, searchMessages.priceRange],
      [{ name: 'Lekki', frequency: 'daily', query: 'x'.repeat(4001) }, savedSearchMessages.queryTooLong],
    ];
    for (const [body, message] of cases) {
      expect(await save(buyer, body)).toMatchObject({ status: 400, body: { message } });
    }
    expect((await save(buyer, { name: 'A', frequency: 'daily', query: 'bedrooms=3&propertyFor=rent' })).status).toBe(
      201,
    );
    // The same search spelt another way is the same search.
    expect(
      await save(buyer, { name: 'B', frequency: 'off', query: 'propertyFor=rent&bedrooms=3&page=2' }),
    ).toMatchObject({ status: 409, body: { message: savedSearchMessages.duplicate } });
    for (let n = 1; n < SAVED_SEARCHES_PER_BUYER; n++) {
      expect((await save(buyer, { name: `S${n}`, frequency: 'off', query: `minPrice=${n * 1000}` })).status).toBe(201);
    }
    expect(await save(buyer, { name: 'One more', frequency: 'off', query: 'minPrice=1' })).toMatchObject({
      status: 409,
      body: { message: savedSearchMessages.tooMany },
    });
  });

  test('twenty identical saves at once: one search, nineteen 409s', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const body = { name: 'Ikoyi', frequency: 'daily', query: 'propertyFor=sale&city=Ikoyi&minPrice=100000000' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => save(buyer, body)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const rows = await t.database.db.select().from(savedSearches).where(eq(savedSearches.userId, buyer.user._id));
    expect(rows).toHaveLength(1);
  });
});

describe('alerts', () => {
  test('instant: an agent publishes a matching listing, the buyer gets a mail and a notification within moments', async () => {
    await t.jobs.start();
    await startSavedSearchAlerts(t.jobs, deps);
    const buyer = await signedInUser(t, 'BUYER');
    const saved = await save(buyer, {
      name: 'Rent, 3 bed, Lekki',
      frequency: 'instant',
      query: 'propertyFor=rent&bedrooms=3&city=Lekki',
    });
    // Another buyer's search the listing does not fit (4 beds): told nothing.
    const other = await signedInUser(t, 'BUYER');
    await save(other, { name: '4 bed', frequency: 'instant', query: 'propertyFor=rent&bedrooms=4&city=Lekki' });

    const agent = await agentWithPlan(t);
    const id = await readyListing(agent);
    const started = Date.now();
    expect((await agent.client.post(`/api/v1/property/${id}/publish`)).status).toBe(200);
    const mails = await waitFor(
      () => mailsTo(buyer.email),
      (rows) => rows.some((row) => row.subject.startsWith('A new home matches')),
    );
    expect(Date.now() - started).toBeLessThan(60_000);
    const alert = mails.find((row) => row.subject === 'A new home matches: Rent, 3 bed, Lekki');
    expect(alert).toBeDefined();
    expect(alert?.text).toContain('Bright Family Home in Lekki — ₦4,500,000.00');
    expect(alert?.html).toContain('<img src=');
    const unsubscribe = alert?.headers?.['List-Unsubscribe'] ?? '';
    expect(unsubscribe).toMatch(new RegExp(`^<http.*/api/v1/saved-search/${saved.body.data._id}/unsubscribe\\?token=`));
    expect(alert?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect((await mailsTo(other.email)).filter((row) => row.subject.includes('matches'))).toHaveLength(0);

    const notices = await buyer.client.get<{ data: { title: string }[] }>('/api/v1/notification/all');
    expect(notices.body.data.map((notice) => notice.title)).toContain('A new home matches: Rent, 3 bed, Lekki');
    const listed = await buyer.client.get<SavedSearchesPage>('/api/v1/saved-search');
    expect(listed.body.data[0]?.newMatches).toBe(1);
    const seen = await buyer.client.post<{ data: SavedSearch }>(`/api/v1/saved-search/${saved.body.data._id}/seen`);
    expect(seen.body.data.newMatches).toBe(0);
    expect((await buyer.client.get<SavedSearchesPage>('/api/v1/saved-search')).body.data[0]?.newMatches).toBe(0);

    // A price drop is told again; a rise is not.
    expect((await agent.client.patch(`/api/v1/property/${id}`, { price: '5000000' })).status).toBe(200);
    expect((await agent.client.patch(`/api/v1/property/${id}`, { price: '4000000' })).status).toBe(200);
    const dropped = await waitFor(
      () => mailsTo(buyer.email),
      (rows) => rows.some((row) => row.subject.startsWith('A price dropped')),
    );
    expect(dropped.find((row) => row.subject.startsWith('A price dropped'))?.text).toContain(
      'Price dropped to ₦4,000,000.00',
    );
    expect(dropped.filter((row) => row.subject.includes('Rent, 3 bed, Lekki'))).toHaveLength(2);

    // The signed link asks first (a mail scanner opening it changes nothing); its button, or a mail client's
    // one-click POST, turns the alerts off without signing in; a wrong token does nothing.
    const url = new URL(unsubscribe.slice(1, -1));
    const visitor = t.client();
    expect((await visitor.get(`${url.pathname}?token=wrong`)).status).toBe(404);
    expect((await visitor.post(`${url.pathname}?token=wrong`)).status).toBe(404);
    const page = await visitor.get(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop these alerts');
    expect(page.text).toContain('<form method="post">');
    const [before] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, saved.body.data._id));
    expect(before?.frequency).not.toBe('off');
    const done = await visitor.post(`${url.pathname}${url.search}`);
    expect(done.status).toBe(200);
    expect(done.text).toContain(savedSearchMessages.unsubscribed);
    expect((await visitor.get(`${url.pathname}${url.search}`)).text).toContain(savedSearchMessages.unsubscribed);
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, saved.body.data._id));
    expect(row?.frequency).toBe('off');
  });

  test('an event is told once however many runs claim it', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    await save(buyer, { name: 'Abuja sale', frequency: 'instant', query: 'propertyFor=sale&city=Maitama' });
    const agent = await agentWithPlan(t);
    const listing = await liveListing(t, agent.user._id, { city: 'Maitama', state: 'FCT' });
    const [event] = await t.database.db
      .insert(listingAlertEvents)
      .values({ propertyId: listing.id, kind: 'new' })
      .returning();
    const runs = await Promise.all([
      processListingEvent(deps, event?.id as string),
      processListingEvent(deps, event?.id as string),
      processPendingEvents(deps, 0),
    ]);
    expect(runs.reduce((sum, told) => sum + told, 0)).toBe(1);
    expect((await mailsTo(buyer.email)).filter((row) => row.subject.includes('Abuja sale'))).toHaveLength(1);
  });

  test('daily and weekly digests: one mail each when due on the billing clock, none again', async () => {
    await t.database.db.delete(billingClock);
    const buyer = await signedInUser(t, 'BUYER');
    const daily = await save(buyer, { name: 'Kano daily', frequency: 'daily', query: 'propertyFor=sale&city=Kano' });
    const weekly = await save(buyer, {
      name: 'Kano weekly',
      frequency: 'weekly',
      query: 'propertyFor=sale&city=Kano&maxPrice=100000000',
    });
    const agent = await agentWithPlan(t);
    for (const title of ['Kano House One', 'Kano House Two']) {
      const listing = await liveListing(t, agent.user._id, { title, city: 'Kano', state: 'Kano' });
      await t.database.db.insert(listingAlertEvents).values({ propertyId: listing.id, kind: 'new' });
    }
    await processPendingEvents(deps, 0);
    const digests = async () => (await mailsTo(buyer.email)).filter((row) => row.subject.includes('this'));
    expect(await runSavedSearchDigests(deps)).toBe(0);
    expect(await digests()).toHaveLength(0);

    await advanceBillingClock(t.database.db, 86_400 + 60);
    // Other tests' searches in this database may have digests of their own: this buyer's mail is what is checked.
    expect(await runSavedSearchDigests(deps)).toBeGreaterThanOrEqual(1);
    let mails = await digests();
    expect(mails.map((row) => row.subject)).toEqual(['2 new homes this day: Kano daily']);
    expect(mails[0]?.text).toContain('Kano House One — ₦45,000,000.00');
    expect(mails[0]?.text).toContain('Kano House Two');
    expect(mails[0]?.headers?.['List-Unsubscribe']).toContain(`/api/v1/saved-search/${daily.body.data._id}/`);
    // Run again in the same day (another process, the next minute): nothing more.
    expect(await runSavedSearchDigests(deps)).toBe(0);

    await advanceBillingClock(t.database.db, 6 * 86_400);
    // The daily search has nothing new; the weekly one sends its week.
    expect(await runSavedSearchDigests(deps)).toBeGreaterThanOrEqual(1);
    mails = await digests();
    expect(mails.map((row) => row.subject).sort()).toEqual([
      '2 new homes this day: Kano daily',
      '2 new homes this week: Kano weekly',
    ]);
    const notices = await buyer.client.get<{ data: { title: string }[] }>('/api/v1/notification/all');
    expect(notices.body.data.map((notice) => notice.title)).toContain('2 new homes this week: Kano weekly');
    const [row] = await t.database.db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, weekly.body.data._id)));
    expect(row?.lastDigestAt).not.toBeNull();
    await t.database.db.delete(billingClock);
  });

  test('a search set to off is counted but never mailed', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    await save(buyer, { name: 'Quiet', frequency: 'off', query: 'propertyFor=sale&city=Owerri' });
    const agent = await agentWithPlan(t);
    const listing = await liveListing(t, agent.user._id, { city: 'Owerri', state: 'Imo' });
    await t.database.db.insert(listingAlertEvents).values({ propertyId: listing.id, kind: 'new' });
    await processPendingEvents(deps, 0);
    expect((await mailsTo(buyer.email)).filter((row) => row.subject.includes('Quiet'))).toHaveLength(0);
    const listed = await buyer.client.get<SavedSearchesPage>('/api/v1/saved-search');
    expect(listed.body.data[0]?.newMatches).toBe(1);
  });
});

describe('matching through the stored spec and the leading keys', () => {
  /** Saves a search straight into the table, as a save does (leading keys and spec from leadingFilters). */
  async function stored(userId: string, query: string, frequency: 'instant' | 'off' = 'off') {
    const canonical = canonicalSearchQuery(query);
    const [row] = await t.database.db
      .insert(savedSearches)
      .values({ userId, name: query.slice(0, 60) || 'Any', frequency, query: canonical, ...leadingFilters(canonical) })
      .returning({ id: savedSearches.id });
    return row?.id as string;
  }

  async function matchedBy(listingId: string): Promise<Set<string>> {
    const found = await t.database.db.transaction((tx) => findMatchingSearches(tx, listingId, new Date()));
    return new Set(found.matched);
  }

  test('a search for 3 bedrooms never gets a 2-bedroom listing; 5 means five or more; no bedrooms is any', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const three = await stored(buyer.user._id, 'propertyFor=sale&city=Jos&bedrooms=3');
    const five = await stored(buyer.user._id, 'propertyFor=sale&city=Jos&bedrooms=5');
    const any = await stored(buyer.user._id, 'propertyFor=sale&city=Jos');
    const agent = await agentWithPlan(t);
    const home = (bedrooms: number | null) =>
      liveListing(t, agent.user._id, { city: 'Jos', state: 'Plateau', bedrooms, title: `Jos ${bedrooms} bed` });
    const two = await matchedBy((await home(2)).id);
    expect([two.has(three), two.has(five), two.has(any)]).toEqual([false, false, true]);
    const threeBed = await matchedBy((await home(3)).id);
    expect([threeBed.has(three), threeBed.has(five), threeBed.has(any)]).toEqual([true, false, true]);
    const seven = await matchedBy((await home(7)).id);
    expect([seven.has(three), seven.has(five), seven.has(any)]).toEqual([false, true, true]);
    const unknown = await matchedBy((await home(null)).id);
    expect([unknown.has(three), unknown.has(five), unknown.has(any)]).toEqual([false, false, true]);
  });

  test('an area search (map bounds, drawn polygon, 30 km radius) never gets a listing outside its area', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    // Around Lekki Phase 1 (3.47, 6.44); Ikeja (3.34, 6.60) is outside all three, 20 km north-west.
    const bounds = await stored(buyer.user._id, 'propertyFor=rent&neLat=6.46&neLng=3.50&swLat=6.42&swLng=3.44');
    const polygon = await stored(
      buyer.user._id,
      `propertyFor=rent&polygon=${encodeURIComponent(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [3.44, 6.42],
              [3.5, 6.42],
              [3.5, 6.46],
              [3.44, 6.46],
              [3.44, 6.42],
            ],
          ],
        }),
      )}`,
    );
    const radius = await stored(buyer.user._id, 'propertyFor=rent&centerLat=6.44&centerLng=3.47&radiusKm=5');
    const wide = await stored(buyer.user._id, 'propertyFor=rent&centerLat=6.44&centerLng=3.47&radiusKm=30');
    const agent = await agentWithPlan(t);
    const at = (lng: number, lat: number, city: string) =>
      liveListing(t, agent.user._id, { propertyFor: 'rent', city, location: { x: lng, y: lat } });
    const inside = await matchedBy((await at(3.472, 6.447, 'Lekki')).id);
    expect([inside.has(bounds), inside.has(polygon), inside.has(radius), inside.has(wide)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    const ikeja = await matchedBy((await at(3.34, 6.6, 'Ikeja')).id);
    expect([ikeja.has(bounds), ikeja.has(polygon), ikeja.has(radius), ikeja.has(wide)]).toEqual([
      false,
      false,
      false,
      true,
    ]);
    // Just outside the bounds' east edge (by 0.00005°, inside the index key's margin): the exact test drops it.
    const edge = await matchedBy((await at(3.50005, 6.44, 'Lekki')).id);
    expect([edge.has(bounds), edge.has(polygon)]).toEqual([false, false]);
    // A listing without coordinates is in no area.
    const unplaced = await liveListing(t, agent.user._id, { propertyFor: 'rent', city: 'Lekki', location: null });
    const noPoint = await matchedBy(unplaced.id);
    expect([noPoint.has(bounds), noPoint.has(polygon), noPoint.has(radius), noPoint.has(wide)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  test('the stored spec matches exactly what the search page would list, on 120 random searches and 8 listings', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const random = prng(37);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const maybe = (share: number, add: () => void) => {
      if (random() < share) add();
    };
    const queries = new Set<string>();
    while (queries.size < 120) {
      const q = new URLSearchParams();
      maybe(0.7, () => q.set('propertyFor', pick(['sale', 'rent', 'short-let'])));
      maybe(0.5, () => q.set('city', pick(['Ibadan', 'IBADAN', 'Oyo', 'Bodija'])));
      maybe(0.2, () => q.set('state', pick(['Oyo', 'oyo', 'Lagos'])));
      maybe(0.4, () => q.set('bedrooms', String(1 + Math.floor(random() * 5))));
      maybe(0.2, () => q.set('bathrooms', String(1 + Math.floor(random() * 5))));
      maybe(0.4, () => q.set('minPrice', String(Math.floor(random() * 40) * 1_000_000)));
      maybe(0.4, () => q.set('maxPrice', String(40_000_000 + Math.floor(random() * 40) * 1_000_000)));
      maybe(0.15, () => q.set('propertyType', pick(['flat', 'flat,detached-duplex', 'mini-flat'])));
      maybe(0.1, () => q.set('minArea', String(pick([500, 1200, 1200.5, 2000]))));
      maybe(0.1, () => q.set('maxArea', String(pick([2000, 3000]))));
      maybe(0.1, () => q.set('yearBuild', String(pick([1990, 2010, 2020]))));
      maybe(0.1, () => q.set('totalFloors', String(pick([1, 2, 3]))));
      maybe(0.1, () => q.set('minParkingSpace', String(pick([0, 1, 2]))));
      maybe(0.1, () => q.set('maxMoveIn', String(pick([5_000_000, 20_000_000]))));
      maybe(0.1, () => q.set('minVisibility', String(pick([1, 2, 3]))));
      maybe(0.1, () => q.set('datePosted', pick(['24h', 'week', 'month'])));
      maybe(0.1, () => q.set('amenities', pick(['Serviced', 'Furnished', 'Furnished,Serviced'])));
      maybe(0.1, () => q.set('maxDistToSchool', String(pick([1, 2.5, 10]))));
      maybe(0.1, () => q.set('search', pick(['bodija', 'family house', 'bodja', 'xyzzyq'])));
      const area = random();
      if (area < 0.1) {
        q.set('neLat', '7.45');
        q.set('neLng', '3.93');
        q.set('swLat', '7.40');
        q.set('swLng', String(pick([3.88, 3.905])));
      } else if (area < 0.2) {
        q.set('centerLat', '7.42');
        q.set('centerLng', '3.91');
        q.set('radiusKm', String(pick([1, 3, 30])));
      } else if (area < 0.25) {
        q.set(
          'polygon',
          JSON.stringify({
            type: 'Polygon',
            coordinates: [
              [
                [3.88, 7.4],
                [3.93, 7.4],
                [3.905, 7.45],
                [3.88, 7.4],
              ],
            ],
          }),
        );
      }
      queries.add(canonicalSearchQuery(q.toString()));
    }
    const ids = new Map<string, PropertySearchQuery>();
    for (const query of queries) {
      ids.set(
        await stored(buyer.user._id, query),
        propertySearchQuerySchema.parse(searchParamsRecord(new URLSearchParams(query))),
      );
    }
    const agent = await agentWithPlan(t);
    const listings = [];
    for (let n = 0; n < 8; n++) {
      listings.push(
        await liveListing(t, agent.user._id, {
          title: n % 3 === 0 ? `Family House in Bodija ${n}` : `Flat ${n} near the market`,
          propertyFor: pick(['sale', 'rent', 'short-let']),
          propertyType: pick(['flat', 'detached-duplex', 'mini-flat']),
          city: pick(['Ibadan', 'Bodija', 'Oyo']),
          state: pick(['Oyo', 'Lagos']),
          bedrooms: pick([1, 2, 3, 4, 5, 6, null]),
          bathrooms: pick([1, 2, 3, 5, null]),
          priceKobo: (5 + Math.floor(random() * 70)) * 1_000_000_00,
          area: pick([800, 1200, 1200.5, 2500]),
          yearBuild: pick([1985, 2012, 2021, null]),
          totalFloors: pick([1, 2, 3, null]),
          parkingSpaces: pick([0, 1, 2, null]),
          visibilityLevel: pick([1, 2, 3, 4]),
          publishedAt: new Date(Date.now() - pick([1, 50, 500, 5000]) * 3_600_000),
          additionalAmenities: pick([[], ['Serviced'], ['Furnished', 'Serviced']]),
          distToSchool: pick([0.5, 2.5, 12, null]),
          location: pick([{ x: 3.91, y: 7.42 }, { x: 3.9, y: 7.43 }, { x: 3.95, y: 7.5 }, null]),
        }),
      );
    }
    // The search page's own WHERE for each search, with its words resolved as the page resolves them.
    const pageTests: { id: string; q: PropertySearchQuery; terms: string[][] }[] = [];
    await t.database.db.transaction(async (tx) => {
      for (const [id, q] of ids) {
        const statement = q.search ? searchTermsSql(q.search) : null;
        const terms = statement && q.search ? searchTermsOf(q.search, await executeRows(tx, statement)) : [];
        if (!terms.some((words) => words.length === 0)) pageTests.push({ id, q, terms });
      }
    });
    let agreed = 0;
    for (const listing of listings) {
      const found = await matchedBy(listing.id);
      const now = new Date();
      const expected = new Set<string>();
      for (const { id, q, terms } of pageTests) {
        const [row] = await executeRows<{ hit: boolean }>(
          t.database.db,
          sql`select ${searchMatchSql(q, terms, listing.id, now)} as hit`,
        );
        if (row?.hit) expected.add(id);
      }
      const mine = [...found].filter((id) => ids.has(id));
      expect({ listing: listing.title, matched: mine.sort() }).toEqual({
        listing: listing.title,
        matched: [...expected].sort(),
      });
      agreed += expected.size;
    }
    // The data is dense enough that both answers occur often.
    expect(agreed).toBeGreaterThan(20);
  });

  test('a search saved before the spec was kept matches through its URL until the backfill fills it', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const id = await stored(buyer.user._id, 'propertyFor=sale&city=Ilorin&bedrooms=4');
    // As migration 0027 left older rows: no spec, bedrooms and area keys "any".
    await t.database.db
      .update(savedSearches)
      .set({ matchSpec: null, bedroomsKey: 0, areaBox: ANY_AREA_BOX })
      .where(eq(savedSearches.id, id));
    const agent = await agentWithPlan(t);
    const four = await liveListing(t, agent.user._id, { city: 'Ilorin', state: 'Kwara', bedrooms: 4 });
    const three = await liveListing(t, agent.user._id, { city: 'Ilorin', state: 'Kwara', bedrooms: 3 });
    expect((await matchedBy(four.id)).has(id)).toBe(true);
    expect((await matchedBy(three.id)).has(id)).toBe(false);
    expect(await backfillSavedSearchSpecs(t.database.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row?.bedroomsKey).toBe(4);
    expect(row?.matchSpec).toMatchObject({ propertyFor: 'sale', city: 'ilorin', bedrooms: 4 });
    expect((await matchedBy(four.id)).has(id)).toBe(true);
    expect((await matchedBy(three.id)).has(id)).toBe(false);
  });
});
