// The write side of the listing rollup over HTTP: the property page's beacons (views once per visitor per day, bots,
// the agent and admins not counted, contact clicks, chats started), each write path counting in its own transaction
// (favourites, leads, offers, bookings), search impressions, the pruning of counted visitors, and the two triggers
// of migration 0018 (listing counts by city and status; the append-only audit log).
import { describe, expect, test } from 'bun:test';
import { addDays } from '@naija-homes/contracts/date-range';
import { lagosIsoDate } from '@naija-homes/contracts/format';
import { listingEventMessages } from '@naija-homes/contracts/insights';
import type { PropertySearchResult } from '@naija-homes/contracts/listing';
import { messages } from '@naija-homes/contracts/messages';
import { searchMessages } from '@naija-homes/contracts/search';
import { eq, sql } from 'drizzle-orm';
import { auditLog, favourites, properties } from '../../db/schema';
import { DEMO_INSIGHT_DAYS, demoDailyStats, seedDemoInsights } from '../../db/seed/demo-insights';
import { pgErrorCode } from '../../lib/errors';
import { defaultRateRules } from '../../lib/rate-limit';
import { setupTestApp } from '../../test/app';
import type { TestClient } from '../../test/client';
import { type ListingRow, liveListing } from '../../test/listings';
import { type SignedInUser, signedInUser } from '../../test/users';
import { isBot } from './bots';
import { pruneViewVisitors } from './listing-beacons';
import { type ListingMetric, listingMetrics, recordListingEvent } from './listing-events';

const t = await setupTestApp();
const agent = await signedInUser(t, 'AGENT');

/** A person's phone browser (a Tecno, the best-selling phones in Nigeria). */
const PHONE =
  'Mozilla/5.0 (Linux; Android 13; TECNO CK8n) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36';

const beacon = (client: TestClient, propertyId: string, type: string, userAgent = PHONE) =>
  client.request('POST', `/api/v1/property/${propertyId}/events`, { type }, { 'user-agent': userAgent });

type Figures = Record<ListingMetric, number>;
const columns: Record<ListingMetric, string> = {
  views: 'views',
  impressions: 'impressions',
  contactClicks: 'contact_clicks',
  favourites: 'favourites',
  leads: 'leads',
  offers: 'offers',
  bookings: 'bookings',
  chats: 'chats',
};

/** A listing's counters: today's row, or all days summed. */
async function figures(propertyId: string, when: 'today' | 'all' = 'today'): Promise<Figures> {
  const sums = sql.join(
    listingMetrics.map(
      (metric) => sql`coalesce(sum(${sql.raw(columns[metric])}), 0)::int as ${sql.raw(`"${metric}"`)}`,
    ),
    sql`, `,
  );
  const today = when === 'today' ? sql`and day = (now() at time zone 'Africa/Lagos')::date` : sql``;
  const [row] = await t.database.execute<Figures>(
    sql`select ${sums} from listing_daily_stats where property_id = ${propertyId}::uuid ${today}`,
  );
  return row as Figures;
}

const zero: Figures = {
  views: 0,
  impressions: 0,
  contactClicks: 0,
  favourites: 0,
  leads: 0,
  offers: 0,
  bookings: 0,
  chats: 0,
};

const listing = (fields: Partial<typeof properties.$inferInsert> = {}) => liveListing(t, agent.user._id, fields);

describe('bots', () => {
  test.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'WhatsApp/2.23.20.0 A',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'TelegramBot (like TwitterBot)',
    'Twitterbot/1.0',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 (compatible; Baiduspider/2.0)',
    'curl/8.5.0',
    'python-requests/2.31.0',
    'Go-http-client/1.1',
    '',
    '   ',
  ])('%p is a bot', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  test.each([
    PHONE,
    DESKTOP,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 12; Infinix X6816) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Linux; Android 9; CUBOT X19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Android 13; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
    'Opera/9.80 (J2ME/MIDP; Opera Mini/4.2.14912/191.313; U; en) Presto/2.12.423 Version/12.16',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  ])('%p is a person', (userAgent) => {
    expect(isBot(userAgent)).toBe(false);
  });
});

describe('view beacons', () => {
  test('a visitor is counted once a day; another visitor is counted too; a signed-in buyer is one visitor anywhere', async () => {
    const home = await listing();
    const visitor = t.client('203.0.113.10');
    expect((await beacon(visitor, home.id, 'view')).status).toBe(204);
    expect((await beacon(visitor, home.id, 'view')).status).toBe(204);
    expect((await figures(home.id)).views).toBe(1);
    // The same address with another browser is another visitor (two phones behind one mobile network address).
    expect((await beacon(visitor, home.id, 'view', DESKTOP)).status).toBe(204);
    expect((await figures(home.id)).views).toBe(2);
    await beacon(t.client('203.0.113.11'), home.id, 'view');
    expect((await figures(home.id)).views).toBe(3);
    // A signed-in buyer is counted by who they are, whatever address or browser they come from.
    const buyer = await signedInUser(t, 'BUYER');
    await beacon(buyer.client, home.id, 'view');
    await beacon(buyer.client, home.id, 'view', DESKTOP);
    expect((await figures(home.id)).views).toBe(4);
    // Nothing raw is kept: visitors are hashes.
    const stored = await t.database.execute<{ visitor: string }>(
      sql`select visitor from listing_view_visitors where property_id = ${home.id}::uuid`,
    );
    expect(stored).toHaveLength(4);
    for (const { visitor: hash } of stored) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await figures(home.id)).toEqual({ ...zero, views: 4 });
  });

  test('the next Lagos day, the same visitor is counted again on that day', async () => {
    const home = await listing();
    const visitor = t.client('203.0.113.20');
    await beacon(visitor, home.id, 'view');
    // Move what was counted to yesterday, as if the day had turned since.
    await t.database.execute(sql`update listing_view_visitors set day = day - 1 where property_id = ${home.id}::uuid`);
    await t.database.execute(sql`update listing_daily_stats set day = day - 1 where property_id = ${home.id}::uuid`);
    expect((await figures(home.id)).views).toBe(0);
    await beacon(visitor, home.id, 'view');
    await beacon(visitor, home.id, 'view');
    expect((await figures(home.id)).views).toBe(1);
    expect((await figures(home.id, 'all')).views).toBe(2);
  });

  test('twenty beacons at once from one visitor count one view', async () => {
    const home = await listing();
    const visitor = t.client('203.0.113.30');
    const answers = await Promise.all(Array.from({ length: 20 }, () => beacon(visitor, home.id, 'view')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(204));
    expect((await figures(home.id)).views).toBe(1);
  });

  test('twenty different visitors at once count twenty views', async () => {
    const home = await listing();
    await Promise.all(Array.from({ length: 20 }, (_, i) => beacon(t.client(`198.51.100.${i + 1}`), home.id, 'view')));
    expect((await figures(home.id)).views).toBe(20);
  });

  test('bots, the listing’s own agent and admins are not counted', async () => {
    const home = await listing();
    for (const userAgent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'WhatsApp/2.23.20.0 A', '']) {
      expect((await beacon(t.client(), home.id, 'view', userAgent)).status).toBe(204);
      expect((await beacon(t.client(), home.id, 'contact-click', userAgent)).status).toBe(204);
    }
    expect((await beacon(agent.client, home.id, 'view')).status).toBe(204);
    expect((await beacon(agent.client, home.id, 'contact-click')).status).toBe(204);
    const admin = await signedInUser(t, 'ADMIN');
    expect((await beacon(admin.client, home.id, 'view')).status).toBe(204);
    // Another agent looking at the listing is a visitor like any other.
    const otherAgent = await signedInUser(t, 'AGENT');
    await beacon(otherAgent.client, home.id, 'view');
    expect(await figures(home.id)).toEqual({ ...zero, views: 1 });
  });

  test('an unknown, malformed or hidden listing is a 404; a bad type or body a 400', async () => {
    const visitor = t.client();
    for (const id of [crypto.randomUUID(), 'not-a-listing']) {
      expect(await beacon(visitor, id, 'view')).toMatchObject({
        status: 404,
        body: { message: searchMessages.notFound },
      });
    }
    const hidden = await listing({ listingStatus: 'inactive' });
    expect((await beacon(visitor, hidden.id, 'view')).status).toBe(404);
    const unpublished = await listing({ isPublished: false, listingStatus: 'pending' });
    expect((await beacon(visitor, unpublished.id, 'contact-click')).status).toBe(404);
    const home = await listing();
    expect(await beacon(visitor, home.id, 'like')).toMatchObject({
      status: 400,
      body: { message: listingEventMessages.badType },
    });
    expect(
      await visitor.request('POST', `/api/v1/property/${home.id}/events`, {}, { 'user-agent': PHONE }),
    ).toMatchObject({ status: 400, body: { message: listingEventMessages.badType } });
    expect(
      await visitor.request(
        'POST',
        `/api/v1/property/${home.id}/events`,
        { type: 'view', count: 100 },
        { 'user-agent': PHONE },
      ),
    ).toMatchObject({ status: 400, body: { message: messages.onlyAllowedFields } });
    expect(await figures(home.id)).toEqual(zero);
  });
});

describe('contact clicks and chats', () => {
  test('every contact click counts', async () => {
    const home = await listing();
    const visitor = t.client();
    for (let i = 0; i < 3; i++) expect((await beacon(visitor, home.id, 'contact-click')).status).toBe(204);
    await beacon(t.client(), home.id, 'contact-click');
    expect(await figures(home.id)).toEqual({ ...zero, contactClicks: 4 });
  });

  test("a buyer's message from a listing's page counts a chat started about it, once a day", async () => {
    const home = await listing();
    const buyer = await signedInUser(t, 'BUYER');
    const write = (text: string, propertyId?: string) =>
      buyer.client.post('/api/v1/room/create', {
        agentId: agent.user._id,
        text,
        ...(propertyId ? { propertyId } : {}),
      });
    // Written from the agent's profile (no listing): nothing to count on a listing.
    expect((await write('Do you have flats in Yaba?')).status).toBe(200);
    expect((await figures(home.id)).chats).toBe(0);
    expect((await write('Is it still available?', home.id)).status).toBe(200);
    expect((await write('Can I see it on Saturday?', home.id)).status).toBe(200);
    expect((await figures(home.id)).chats).toBe(1);
    // Another buyer's chat about it counts too.
    const other = await signedInUser(t, 'BUYER');
    await other.client.post('/api/v1/room/create', {
      agentId: agent.user._id,
      text: 'Hello there',
      propertyId: home.id,
    });
    expect((await figures(home.id)).chats).toBe(2);
    // A listing that is not this agent's is refused (chat.test.ts) and not counted.
    const otherAgent = await signedInUser(t, 'AGENT');
    const elsewhere = await liveListing(t, otherAgent.user._id);
    expect((await write('About the other one', elsewhere.id)).status).toBe(400);
    expect((await figures(elsewhere.id)).chats).toBe(0);
    // A malformed listing id is refused before anything is sent.
    const bad = await write('Hello again', 'not-a-listing');
    expect(bad.status).toBe(400);
    // The beacon no longer takes chats.
    expect((await beacon(buyer.client, home.id, 'chat-start' as 'view')).status).toBe(400);
  });
});

describe('write paths count in their own transaction', () => {
  test('a favourite added counts; removing it does not subtract', async () => {
    const home = await listing();
    const buyer = await signedInUser(t, 'BUYER');
    const toggle = () => buyer.client.post('/api/v1/favourite/toggle', { propertyId: home.id });
    expect((await toggle()).status).toBe(200);
    expect((await figures(home.id)).favourites).toBe(1);
    await toggle();
    expect((await figures(home.id)).favourites).toBe(1);
    // Twenty copies of "saved" at once: one save, one count.
    const other = await signedInUser(t, 'BUYER');
    await Promise.all(
      Array.from({ length: 20 }, () =>
        other.client.post('/api/v1/favourite/toggle', { propertyId: home.id, isFavourite: true }),
      ),
    );
    expect(await figures(home.id)).toEqual({ ...zero, favourites: 2 });
  });

  test('a lead about a listing counts on it; a lead about the agent’s services counts on no listing', async () => {
    const home = await listing();
    const lead = (fields: Record<string, unknown>) =>
      t.client().post('/api/v1/lead/create', {
        fullName: 'Ngozi Adebayo',
        email: `ngozi.${crypto.randomUUID().slice(0, 6)}@example.ng`,
        message: 'Is it still available for inspection this week?',
        agentId: agent.user._id,
        ...fields,
      });
    expect((await lead({ propertyId: home.id })).status).toBe(201);
    expect((await lead({})).status).toBe(201);
    expect(await figures(home.id)).toEqual({ ...zero, leads: 1 });
    const [{ n } = { n: -1 }] = await t.database.execute<{ n: number }>(
      sql`select coalesce(sum(leads), 0)::int as n from listing_daily_stats where owner_id = ${agent.user._id}::uuid`,
    );
    expect(n).toBe(1);
  });

  test('an offer counts; a refused one does not', async () => {
    const home = await listing();
    const buyer = await signedInUser(t, 'BUYER');
    const offer = () =>
      buyer.client.post('/api/v1/offer/create', {
        offerPrice: 40_000_000,
        description: 'Would you take forty million naira for it?',
        propertyId: home.id,
        agentId: agent.user._id,
      });
    expect((await offer()).status).toBe(201);
    expect((await offer()).status).toBe(409);
    expect(await figures(home.id)).toEqual({ ...zero, offers: 1 });
  });

  test('a booking request counts; one for taken nights does not', async () => {
    const today = lagosIsoDate();
    const stay = await listing({
      title: 'Studio Apartment in Victoria Island',
      propertyFor: 'short-let',
      priceKobo: 45_000_00,
      depositKobo: 50_000_00,
      minimumStay: addDays(today, 1),
      maximumStay: addDays(today, 60),
    });
    const book = (buyer: SignedInUser) =>
      buyer.client.post('/api/v1/booking/create', {
        propertyId: stay.id,
        checkIn: addDays(today, 10),
        checkOut: addDays(today, 12),
        guests: 2,
      });
    expect((await book(await signedInUser(t, 'BUYER'))).status).toBe(201);
    expect((await book(await signedInUser(t, 'BUYER'))).status).toBe(409);
    expect(await figures(stay.id)).toEqual({ ...zero, bookings: 1 });
  });

  test("search counts an impression for each card of the page, not the map's markers, and not for bots", async () => {
    const homes: ListingRow[] = [];
    for (let i = 0; i < 3; i++) homes.push(await listing({ title: `Impression Test Flat ${i}`, city: 'Ikorodu' }));
    const visitor = t.client();
    const page = await visitor.request<PropertySearchResult>(
      'GET',
      '/api/v1/property/all?city=Ikorodu&limit=2',
      undefined,
      { 'user-agent': PHONE },
    );
    expect(page.status).toBe(200);
    const shown = page.body.data.map((card) => card._id);
    expect(shown).toHaveLength(2);
    // The impressions are written just after the answer (work in flight, which the lifecycle waits for).
    const written = () => t.lifecycle.idle(5_000);
    await written();
    const after = Object.fromEntries(
      await Promise.all(homes.map(async (h) => [h.id, (await figures(h.id)).impressions])),
    );
    for (const home of homes) expect(after[home.id]).toBe(shown.includes(home.id) ? 1 : 0);
    await visitor.request('GET', '/api/v1/property/all?city=Ikorodu&limit=2', undefined, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await visitor.request('GET', '/api/v1/property/map?city=Ikorodu', undefined, { 'user-agent': PHONE });
    await written();
    for (const home of homes) expect((await figures(home.id)).impressions).toBe(after[home.id]);
    await visitor.request('GET', '/api/v1/property/all?city=Ikorodu&limit=2&page=2', undefined, {
      'user-agent': PHONE,
    });
    await written();
    const total = await Promise.all(homes.map(async (h) => (await figures(h.id)).impressions));
    expect(total.reduce((a, b) => a + b, 0)).toBe(3);
  });
});

describe('the rollup write', () => {
  test('one statement counts each listing once, however often it is named; ids naming no listing are skipped', async () => {
    const [a, b] = [await listing({ title: 'Rollup Flat A' }), await listing({ title: 'Rollup Flat B' })];
    const before = await Promise.all([figures(a.id), figures(b.id)]);
    await recordListingEvent(t.database.db, 'impressions', [
      b.id,
      a.id,
      b.id,
      crypto.randomUUID(),
      'not-a-uuid',
      `${a.id},${b.id}`,
      '{}',
    ]);
    await recordListingEvent(t.database.db, 'contactClicks', a.id, 2, true);
    expect((await figures(a.id)).impressions).toBe((before[0] as Figures).impressions + 1);
    expect((await figures(b.id)).impressions).toBe((before[1] as Figures).impressions + 1);
    expect((await figures(a.id)).contactClicks).toBe((before[0] as Figures).contactClicks + 2);
    // Nothing to count is no statement at all, not an error.
    await recordListingEvent(t.database.db, 'impressions', ['nothing-here']);
    await recordListingEvent(t.database.db, 'impressions', []);
  });
});

describe('upkeep', () => {
  test('counted visitors older than yesterday are forgotten', async () => {
    const home = await listing();
    await t.database.execute(sql`
      insert into listing_view_visitors (property_id, day, visitor) values
        (${home.id}::uuid, (now() at time zone 'Africa/Lagos')::date, 'today'),
        (${home.id}::uuid, (now() at time zone 'Africa/Lagos')::date - 1, 'yesterday'),
        (${home.id}::uuid, (now() at time zone 'Africa/Lagos')::date - 2, 'two days ago'),
        (${home.id}::uuid, (now() at time zone 'Africa/Lagos')::date - 30, 'last month')`);
    expect(await pruneViewVisitors(t.database.db)).toBeGreaterThanOrEqual(2);
    const left = await t.database.execute<{ visitor: string }>(
      sql`select visitor from listing_view_visitors where property_id = ${home.id}::uuid order by day desc`,
    );
    expect(left.map((row) => row.visitor)).toEqual(['today', 'yesterday']);
  });

  test('a client sending more beacons than a person could is refused for a while', async () => {
    const home = await listing();
    const flooder = t.client('192.0.2.77');
    const statuses: number[] = [];
    for (let i = 0; i < defaultRateRules.listingEvent.max + 1; i++) {
      statuses.push((await beacon(flooder, home.id, 'contact-click')).status);
    }
    expect(statuses.slice(0, defaultRateRules.listingEvent.max).every((status) => status === 204)).toBe(true);
    expect(await beacon(flooder, home.id, 'view')).toMatchObject({
      status: 429,
      body: { message: messages.tooManyRequests },
    });
    expect((await beacon(t.client('192.0.2.78'), home.id, 'view')).status).toBe(204);
    expect((await figures(home.id)).contactClicks).toBe(defaultRateRules.listingEvent.max);
  }, 60_000);
});

describe('demo activity', () => {
  test('sixty days of a plausible funnel, the same on every run', () => {
    const listing = {
      id: crypto.randomUUID(),
      ownerId: crypto.randomUUID(),
      slug: 'three-bedroom-flat-in-yaba-demo4',
      propertyFor: 'rent',
      visibilityLevel: 2,
      publishedAt: new Date('2026-01-01T09:00:00Z'),
    };
    const rows = demoDailyStats(listing, '2026-05-01');
    expect(rows).toHaveLength(DEMO_INSIGHT_DAYS);
    expect(rows[0]?.day).toBe('2026-03-03');
    expect(rows.at(-1)?.day).toBe('2026-05-01');
    expect(demoDailyStats(listing, '2026-05-01')).toEqual(rows);
    const total = (metric: ListingMetric) => rows.reduce((sum, row) => sum + (row[metric] ?? 0), 0);
    for (const row of rows) {
      expect(row.views).toBeGreaterThanOrEqual(5);
      expect(row.views).toBeLessThanOrEqual(80);
      expect(row.impressions ?? 0).toBeGreaterThan(row.views ?? 0);
      expect(row.contactClicks ?? 0).toBeLessThanOrEqual(row.views ?? 0);
      // What has rows of its own (favourites, leads, offers, bookings, chats) is never made up.
      expect([row.favourites, row.leads, row.offers, row.bookings, row.chats]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
    expect(total('impressions')).toBeGreaterThan(total('views'));
    expect(total('views')).toBeGreaterThan(total('contactClicks'));
    expect(total('contactClicks')).toBeGreaterThan(0);
    // A listing published a week ago has a week of history.
    const fresh = demoDailyStats(
      { ...listing, propertyFor: 'short-let', publishedAt: new Date('2026-04-24T15:00:00Z') },
      '2026-05-01',
    );
    expect(fresh.map((row) => row.day)).toEqual([
      '2026-04-24',
      '2026-04-25',
      '2026-04-26',
      '2026-04-27',
      '2026-04-28',
      '2026-04-29',
      '2026-04-30',
      '2026-05-01',
    ]);
  });

  test('the seed fills the demo agents’ listings once and keeps what real visits counted today', async () => {
    const owner = await signedInUser(t, 'AGENT');
    const old = await liveListing(t, owner.user._id, { publishedAt: new Date(Date.now() - 200 * 86_400_000) });
    const recent = await liveListing(t, owner.user._id, { publishedAt: new Date(Date.now() - 9.5 * 86_400_000) });
    await liveListing(t, owner.user._id, { isPublished: false, listingStatus: 'pending', publishedAt: null });
    for (let i = 0; i < 3; i++) await beacon(t.client(), old.id, 'contact-click');
    // The demo's deals are inserted without the services that count them: the seed counts them from their rows.
    const buyer = await signedInUser(t, 'BUYER');
    await t.database.db.insert(favourites).values({ userId: buyer.user._id, propertyId: old.id });
    const written = await seedDemoInsights(t.database.db, [owner.user._id, '']);
    const days = async (id: string) =>
      (
        await t.database.execute<{ n: number }>(
          sql`select count(*)::int as n from listing_daily_stats where property_id = ${id}::uuid`,
        )
      )[0]?.n;
    expect(await days(old.id)).toBe(DEMO_INSIGHT_DAYS);
    expect(await days(recent.id)).toBeGreaterThanOrEqual(10);
    expect(await days(recent.id)).toBeLessThanOrEqual(11);
    expect(written).toBe(DEMO_INSIGHT_DAYS - 1 + ((await days(recent.id)) ?? 0));
    expect(await figures(old.id)).toEqual({ ...zero, contactClicks: 3, favourites: 1 });
    expect((await figures(old.id, 'all')).views).toBeGreaterThan(5 * (DEMO_INSIGHT_DAYS - 1) - 1);
    expect(await seedDemoInsights(t.database.db, [owner.user._id])).toBe(0);
  });
});

describe('triggers of migration 0018', () => {
  async function countsMatch() {
    const kept = await t.database.execute<{ city: string; listing_status: string; count: number }>(
      sql`select city, listing_status, count::int as count from listing_counts where count <> 0 order by 1, 2`,
    );
    const actual = await t.database.execute<{ city: string; listing_status: string; count: number }>(
      sql`select coalesce(city, '') as city, listing_status, count(*)::int as count from properties
          group by 1, 2 order by 1, 2`,
    );
    expect(kept).toEqual(actual);
    const [negative] = await t.database.execute<{ n: number }>(
      sql`select count(*)::int as n from listing_counts where count < 0`,
    );
    expect(negative?.n).toBe(0);
  }

  test('listing_counts follows listings created, published, moved, deactivated and deleted', async () => {
    await countsMatch();
    const owner = await signedInUser(t, 'AGENT');
    const base = (i: number, city: string): typeof properties.$inferInsert => ({
      ownerId: owner.user._id,
      slug: `counted-${i}-${crypto.randomUUID().slice(0, 8)}`,
      title: `Counted Flat ${i}`,
      propertyCategory: 'residential',
      propertyType: 'flat',
      propertyFor: 'rent',
      priceKobo: 1_000_000_00,
      state: 'Lagos',
      city,
      address: 'Allen Avenue',
      isPublished: false,
      listingStatus: 'pending',
      ownerHasPlan: true,
    });
    // One statement, many rows (the trigger runs once per statement).
    const created = await t.database.db
      .insert(properties)
      .values([base(1, 'Ikeja'), base(2, 'Ikeja'), base(3, 'Lekki'), base(4, 'Abuja'), base(5, 'Abuja')])
      .returning({ id: properties.id, city: properties.city });
    await countsMatch();
    const ids = created.map((row) => row.id);
    const [first, second, third, fourth] = ids as [string, string, string, string];
    // Published.
    await t.database.db
      .update(properties)
      .set({ isPublished: true, listingStatus: 'active', publishedAt: new Date() })
      .where(
        sql`${properties.id} in (${sql.join(
          [first, second, third].map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    await countsMatch();
    // An edit that changes neither city nor status.
    await t.database.db.update(properties).set({ title: 'Renamed Flat' }).where(eq(properties.id, first));
    await countsMatch();
    // Moved to another city; deactivated by an admin; a city left empty.
    await t.database.db.update(properties).set({ city: 'Yaba' }).where(eq(properties.id, second));
    await t.database.db.update(properties).set({ listingStatus: 'inactive' }).where(eq(properties.id, third));
    await t.database.db.update(properties).set({ city: null }).where(eq(properties.id, fourth));
    await countsMatch();
    // Deleted, one and then the rest of the agent's.
    await t.database.db.delete(properties).where(eq(properties.id, first));
    await countsMatch();
    await t.database.db.delete(properties).where(eq(properties.ownerId, owner.user._id));
    await countsMatch();
  });

  test('the audit log is append-only: UPDATE, DELETE and TRUNCATE raise', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    await t.database.db.insert(auditLog).values({
      actorId: admin.user._id,
      actorName: 'Amaka Eze',
      actorEmail: admin.email,
      action: 'listing.deactivate',
      targetType: 'listing',
      targetId: crypto.randomUUID(),
      before: { listingStatus: 'active' },
      after: { listingStatus: 'inactive' },
      reason: 'Asked for money before viewing',
    });
    const refused = async (statement: ReturnType<typeof sql>) => {
      let caught: unknown = null;
      try {
        await t.database.execute(statement);
      } catch (error) {
        caught = error;
      }
      expect(caught).not.toBeNull();
      expect(pgErrorCode(caught)).toBe('42501');
    };
    await refused(sql`update audit_log set reason = 'nothing happened'`);
    await refused(sql`delete from audit_log`);
    await refused(sql`truncate audit_log`);
    const [row] = await t.database.execute<{ n: number; reason: string }>(
      sql`select count(*)::int as n, max(reason) as reason from audit_log where actor_id = ${admin.user._id}::uuid`,
    );
    expect(row).toEqual({ n: 1, reason: 'Asked for money before viewing' });
  });
});
