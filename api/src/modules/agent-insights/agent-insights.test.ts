// The agent's dashboard, analytics and visibility over HTTP: figures equal the rollup rows seeded for the agent's
// listings (and nobody else's), ranges are checked with the contracts' messages, the CSV is a real download, and
// only approved agents get in.
import { describe, expect, test } from 'bun:test';
import {
  type AgentAnalytics,
  type AgentSummary,
  type AgentVisibility,
  agentInsightMessages,
  type ListingInsightsPage,
  monthsOf,
} from '@naija-homes/contracts/agent-insights';
import type { Package } from '@naija-homes/contracts/billing';
import { addDays } from '@naija-homes/contracts/date-range';
import { messages } from '@naija-homes/contracts/messages';
import { sql } from 'drizzle-orm';
import { executeRows } from '../../db/client';
import { listingDailyStats } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { liveListing } from '../../test/listings';
import { agentWithPlan } from '../../test/owned-resources';
import { signedInUser, signedUpUser } from '../../test/users';

const t = await setupTestApp();
const [{ today } = { today: '' }] = await executeRows<{ today: string }>(
  t.database.db,
  sql`select to_char((now() at time zone 'Africa/Lagos')::date, 'YYYY-MM-DD') as today`,
);
const plans = (await t.client().get<{ data: Package[] }>('/api/v1/package/all')).body.data;

type Counts = Partial<Omit<typeof listingDailyStats.$inferInsert, 'propertyId' | 'ownerId' | 'day'>>;
/** A day of a listing's figures, written straight into the rollup (what the event writers would have added up). */
async function seed(listing: { id: string; ownerId: string }, day: string, counts: Counts) {
  await t.database.db
    .insert(listingDailyStats)
    .values({ propertyId: listing.id, ownerId: listing.ownerId, day, ...counts })
    .onConflictDoUpdate({
      target: [listingDailyStats.propertyId, listingDailyStats.day],
      set: Object.fromEntries(
        Object.entries(counts).map(([key, value]) => [
          key,
          sql`${sql.raw(`listing_daily_stats.${columnOf(key)}`)} + ${value}`,
        ]),
      ),
    });
}
const columnOf = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const range = (from: string, to: string) => `from=${from}&to=${to}`;

describe('who may read the figures', () => {
  const paths = [
    '/api/v1/agent/insights/summary',
    '/api/v1/agent/insights/analytics',
    '/api/v1/agent/insights/analytics/listings',
    '/api/v1/agent/insights/analytics.csv',
    '/api/v1/agent/insights/visibility',
  ];

  test('a visitor is asked to sign in; buyers, admins and agents not yet approved are refused', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const admin = await signedInUser(t, 'ADMIN');
    const pending = await signedUpUser(t, 'AGENT');
    for (const path of paths) {
      const visitor = await t.client().get(path);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toMatchObject({ message: messages.unauthorized });
      expect((await buyer.client.get(path)).status).toBe(403);
      expect((await admin.client.get(path)).status).toBe(403);
      const notApproved = await pending.client.get(path);
      expect(notApproved.status).toBe(403);
      expect(notApproved.body).toMatchObject({ message: messages.agentNotApproved });
    }
  }, 30_000);

  test('an approved agent with nothing yet gets zeros and empty lists, not errors', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const summary = await agent.client.get<{ data: AgentSummary }>('/api/v1/agent/insights/summary');
    expect(summary.status).toBe(200);
    expect(summary.body.data.listings).toEqual({ live: 0, total: 0, hiddenByPlan: 0 });
    expect(summary.body.data.figures.views).toEqual({ current: 0, previous: 0 });
    expect(summary.body.data.recentLeads).toEqual([]);
    const analytics = await agent.client.get<{ data: AgentAnalytics }>('/api/v1/agent/insights/analytics');
    expect(analytics.body.data.days).toHaveLength(30);
    expect(analytics.body.data.totals.views).toBe(0);
    const table = await agent.client.get<ListingInsightsPage>('/api/v1/agent/insights/analytics/listings');
    expect(table.body).toMatchObject({ data: [], total: 0, totalPages: 1 });
    const visibility = await agent.client.get<{ data: AgentVisibility }>('/api/v1/agent/insights/visibility');
    expect(visibility.body.data).toEqual({ plan: null, listings: [], total: 0, totalPages: 1, inSearch: 0 });
  }, 30_000);
});

describe('the dashboard', () => {
  test('this Lagos month against the whole month before, from the rollup of my listings only', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const other = await signedInUser(t, 'AGENT');
    const flat = await liveListing(t, agent.user._id, { title: 'Two Bedroom Flat in Yaba' });
    const duplex = await liveListing(t, agent.user._id, { title: 'Four Bedroom Duplex in Lekki' });
    await liveListing(t, agent.user._id, { title: 'Draft Bungalow', isPublished: false, listingStatus: 'pending' });
    await liveListing(t, agent.user._id, { title: 'Lapsed Plan Flat', ownerHasPlan: false });
    const theirs = await liveListing(t, other.user._id);
    const { current, previous } = monthsOf(today);

    await seed(flat, today, { views: 10, leads: 2, offers: 1, bookings: 1 });
    await seed(duplex, current.from, { views: 5, leads: 1 });
    await seed(flat, previous.to, { views: 4, leads: 1, offers: 2 });
    await seed(duplex, previous.from, { views: 6, bookings: 3 });
    await seed(flat, addDays(previous.from, -1), { views: 1000, leads: 1000 }); // two months ago: not counted
    await seed(theirs, today, { views: 500, leads: 500 }); // another agent's listing

    const response = await agent.client.get<{ data: AgentSummary }>('/api/v1/agent/insights/summary');
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.listings).toEqual({ live: 2, total: 4, hiddenByPlan: 1 });
    expect(data.months.current.from).toBe(current.from);
    expect(data.months.previous).toMatchObject(previous);
    expect(data.months.current.label).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    expect(data.figures).toEqual({
      views: { current: 15, previous: 10 },
      leads: { current: 3, previous: 1 },
      offers: { current: 1, previous: 2 },
      bookings: { current: 1, previous: 3 },
    });

    const theirsSummary = await other.client.get<{ data: AgentSummary }>('/api/v1/agent/insights/summary');
    expect(theirsSummary.body.data.figures.views).toEqual({ current: 500, previous: 0 });
    expect(theirsSummary.body.data.listings).toEqual({ live: 1, total: 1, hiddenByPlan: 0 });
  }, 30_000);

  test('the newest five leads and offers, newest first, with their listings; nobody else sees them', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const other = await signedInUser(t, 'AGENT');
    const buyers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signedInUser(t, 'BUYER')));
    const listing = await liveListing(t, agent.user._id, { title: 'Three Bedroom Flat in Ikeja' });
    const names = ['Ada Obi', 'Bola Ade', 'Chika Nwosu', 'Dayo Ola', 'Emeka Uche', 'Funke Ajayi'];
    for (const [index, fullName] of names.entries()) {
      const lead = await t.client().post('/api/v1/lead/create', {
        fullName,
        email: `lead${index}@example.ng`,
        message: `Is this flat still available, please? (${index})`,
        agentId: agent.user._id,
        propertyId: listing.id,
      });
      expect(lead.status).toBe(201);
    }
    for (const [index, buyer] of buyers.entries()) {
      const offer = await buyer.client.post('/api/v1/offer/create', {
        offerPrice: 40_000_000 + index * 1_000_000,
        description: 'Would you take this offer for the flat?',
        propertyId: listing.id,
        agentId: agent.user._id,
      });
      expect(offer.status).toBe(201);
    }
    const response = await agent.client.get<{ data: AgentSummary }>('/api/v1/agent/insights/summary');
    const { recentLeads, recentOffers } = response.body.data;
    expect(recentLeads.map((lead) => lead.fullName)).toEqual(names.slice(1).reverse());
    expect(recentLeads[0]).toMatchObject({
      status: 'new',
      property: { _id: listing.id, slug: listing.slug, title: 'Three Bedroom Flat in Ikeja' },
    });
    expect(recentOffers).toHaveLength(5);
    expect(recentOffers.map((offer) => offer.offerPrice)).toEqual([
      45_000_000, 44_000_000, 43_000_000, 42_000_000, 41_000_000,
    ]);
    expect(recentOffers[0]).toMatchObject({
      status: 'pending',
      buyerName: 'Amaka Eze',
      property: { _id: listing.id, slug: listing.slug },
    });
    expect(recentOffers[0]?.requestNo).toMatch(/^OFR-\d+$/);
    const theirs = await other.client.get<{ data: AgentSummary }>('/api/v1/agent/insights/summary');
    expect(theirs.body.data.recentLeads).toEqual([]);
    expect(theirs.body.data.recentOffers).toEqual([]);
  }, 30_000);
});

describe('the analytics', () => {
  test('every day of the range with my sums (zeros between), the totals, the default of the last 30 days', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const other = await signedInUser(t, 'AGENT');
    const flat = await liveListing(t, agent.user._id);
    const duplex = await liveListing(t, agent.user._id);
    const theirs = await liveListing(t, other.user._id);
    await seed(flat, today, { views: 7, impressions: 70, contactClicks: 2, favourites: 1, leads: 1, chats: 1 });
    await seed(duplex, today, { views: 3, impressions: 30, offers: 1, bookings: 1 });
    await seed(flat, addDays(today, -29), { views: 5, impressions: 50 });
    await seed(flat, addDays(today, -30), { views: 900 }); // the 31st day back: outside the default range
    await seed(theirs, today, { views: 800 });

    const response = await agent.client.get<{ data: AgentAnalytics }>('/api/v1/agent/insights/analytics');
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.from).toBe(addDays(today, -29));
    expect(data.to).toBe(today);
    expect(data.days).toHaveLength(30);
    expect(data.days[0]).toEqual({
      day: addDays(today, -29),
      views: 5,
      impressions: 50,
      contactClicks: 0,
      favourites: 0,
      leads: 0,
      offers: 0,
      bookings: 0,
      chats: 0,
    });
    expect(data.days[1]?.views).toBe(0);
    expect(data.days[29]).toEqual({
      day: today,
      views: 10,
      impressions: 100,
      contactClicks: 2,
      favourites: 1,
      leads: 1,
      offers: 1,
      bookings: 1,
      chats: 1,
    });
    expect(data.totals).toEqual({
      views: 15,
      impressions: 150,
      contactClicks: 2,
      favourites: 1,
      leads: 1,
      offers: 1,
      bookings: 1,
      chats: 1,
    });

    const week = await agent.client.get<{ data: AgentAnalytics }>(
      `/api/v1/agent/insights/analytics?${range(addDays(today, -6), today)}`,
    );
    expect(week.body.data.days).toHaveLength(7);
    expect(week.body.data.totals.views).toBe(10);
    const longAgo = await agent.client.get<{ data: AgentAnalytics }>(
      `/api/v1/agent/insights/analytics?${range(addDays(today, -30), addDays(today, -30))}`,
    );
    expect(longAgo.body.data.totals.views).toBe(900);
    const theirsNow = await other.client.get<{ data: AgentAnalytics }>('/api/v1/agent/insights/analytics');
    expect(theirsNow.body.data.totals.views).toBe(800);
  }, 30_000);

  test('ranges are checked: real days, from on or before to, at most 366 days', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const cases: Array<[string, number, string | null]> = [
      [range('2026-03-10', '2026-03-01'), 400, agentInsightMessages.fromAfterTo],
      [range('2025-01-01', '2026-01-02'), 400, agentInsightMessages.rangeTooLong],
      [range('2026-02-30', '2026-03-01'), 400, agentInsightMessages.invalidDate],
      ['from=yesterday', 400, agentInsightMessages.invalidDate],
      [`from=${addDays(today, 1)}`, 400, agentInsightMessages.fromAfterTo],
      [`to=${addDays(today, -400)}&from=${addDays(today, -800)}`, 400, agentInsightMessages.rangeTooLong],
      [range('2025-01-01', '2026-01-01'), 200, null],
      [range('2026-03-01', '2026-03-01'), 200, null],
    ];
    for (const path of [
      '/api/v1/agent/insights/analytics',
      '/api/v1/agent/insights/analytics/listings',
      '/api/v1/agent/insights/analytics.csv',
    ]) {
      for (const [query, status, message] of cases) {
        const response = await agent.client.get(`${path}?${query}`);
        expect({ query, path, status: response.status }).toEqual({ query, path, status });
        if (message) expect(response.body).toMatchObject({ message });
      }
    }
    const sorted = await agent.client.get('/api/v1/agent/insights/analytics/listings?sort=price');
    expect(sorted.status).toBe(400);
    expect(sorted.body).toMatchObject({ message: agentInsightMessages.invalidSort });
    const ordered = await agent.client.get('/api/v1/agent/insights/analytics/listings?order=up');
    expect(ordered.body).toMatchObject({ message: agentInsightMessages.invalidOrder });
  }, 30_000);

  test('per listing: my published listings and any counted in the range, sortable by each column, paged', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const other = await signedInUser(t, 'AGENT');
    const a = await liveListing(t, agent.user._id, { title: 'Alpha Terrace in Surulere' });
    const b = await liveListing(t, agent.user._id, { title: 'Bravo Duplex in Lekki' });
    const c = await liveListing(t, agent.user._id, { title: 'Charlie Flat in Yaba' });
    const unpublished = await liveListing(t, agent.user._id, {
      title: 'Delta Shop in Ikeja',
      isPublished: false,
      listingStatus: 'inactive',
    });
    await liveListing(t, agent.user._id, { title: 'Echo Draft', isPublished: false, listingStatus: 'pending' });
    const theirs = await liveListing(t, other.user._id, { title: 'Their Flat' });
    await seed(a, today, { views: 10, impressions: 40, leads: 1, offers: 3 });
    await seed(a, addDays(today, -1), { views: 10, impressions: 40, leads: 1 });
    await seed(b, today, { views: 50, impressions: 10, leads: 1, chats: 4 });
    await seed(unpublished, addDays(today, -3), { views: 2, favourites: 5 });
    await seed(theirs, today, { views: 999 });

    const page = (query: string) =>
      agent.client.get<ListingInsightsPage>(`/api/v1/agent/insights/analytics/listings?${query}`);
    const byViews = await page('');
    expect(byViews.status).toBe(200);
    expect(byViews.body.total).toBe(4);
    expect(byViews.body.data.map((row) => row.title)).toEqual([
      'Bravo Duplex in Lekki',
      'Alpha Terrace in Surulere',
      'Delta Shop in Ikeja',
      'Charlie Flat in Yaba',
    ]);
    expect(byViews.body.data[1]).toEqual({
      _id: a.id,
      slug: a.slug,
      title: 'Alpha Terrace in Surulere',
      views: 20,
      impressions: 80,
      contactClicks: 0,
      favourites: 0,
      leads: 2,
      offers: 3,
      bookings: 0,
      chats: 0,
      conversion: 0.1,
    });
    expect(byViews.body.data[3]).toMatchObject({ _id: c.id, views: 0, conversion: null });

    const titles = async (query: string) => (await page(query)).body.data.map((row) => row.title);
    expect(await titles('sort=title&order=asc')).toEqual([
      'Alpha Terrace in Surulere',
      'Bravo Duplex in Lekki',
      'Charlie Flat in Yaba',
      'Delta Shop in Ikeja',
    ]);
    expect(await titles('sort=impressions&order=asc')).toEqual([
      'Charlie Flat in Yaba',
      'Delta Shop in Ikeja',
      'Bravo Duplex in Lekki',
      'Alpha Terrace in Surulere',
    ]);
    expect(await titles('sort=favourites')).toEqual([
      'Delta Shop in Ikeja',
      'Alpha Terrace in Surulere',
      'Bravo Duplex in Lekki',
      'Charlie Flat in Yaba',
    ]);
    // Conversion: leads per view; listings without views last either way.
    expect(await titles('sort=conversion')).toEqual([
      'Alpha Terrace in Surulere',
      'Bravo Duplex in Lekki',
      'Delta Shop in Ikeja',
      'Charlie Flat in Yaba',
    ]);
    expect((await titles('sort=conversion&order=asc')).at(-1)).toBe('Charlie Flat in Yaba');
    expect(await titles('sort=chats&limit=1&page=1')).toEqual(['Bravo Duplex in Lekki']);
    const second = await page('sort=title&order=asc&limit=3&page=2');
    expect(second.body).toMatchObject({ total: 4, totalPages: 2 });
    expect(second.body.data.map((row) => row.title)).toEqual(['Delta Shop in Ikeja']);
    // Yesterday only: today's figures are left out.
    const yesterday = await page(range(addDays(today, -1), addDays(today, -1)));
    expect(yesterday.body.data.find((row) => row._id === a.id)?.views).toBe(10);
    // The unpublished listing counted nothing in this range: it leaves the table.
    expect(yesterday.body.total).toBe(3);
  }, 30_000);

  test('the CSV: the whole table in its order, a file name with the range, fields escaped', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const tricky = await liveListing(t, agent.user._id, { title: '=HYPERLINK("x"), a "quoted" flat' });
    const plain = await liveListing(t, agent.user._id, { title: 'Plain Flat in Yaba' });
    await seed(tricky, today, { views: 4, leads: 1, impressions: 9 });
    await seed(plain, today, { views: 8 });
    const from = addDays(today, -6);
    const response = await agent.client.raw('GET', `/api/v1/agent/insights/analytics.csv?${range(from, today)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="naija-homes-analytics-${from}-to-${today}.csv"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, so a spreadsheet reads the naira sign and names as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Listing","Link","Views","Impressions","Contact clicks","Favourites","Leads","Offers","Bookings","Chats","View to lead"',
    );
    expect(lines[1]).toBe(`"Plain Flat in Yaba","${t.config.baseUrl}/properties/${plain.slug}",8,0,0,0,0,0,0,0,"0%"`);
    expect(lines[2]).toBe(
      `"'=HYPERLINK(""x""), a ""quoted"" flat","${t.config.baseUrl}/properties/${tricky.slug}",4,9,0,0,1,0,0,0,"25%"`,
    );
    expect(lines).toHaveLength(3);
    const byTitle = await agent.client.raw('GET', '/api/v1/agent/insights/analytics.csv?sort=title&order=desc');
    expect((await byTitle.text()).split('\r\n')[1]).toStartWith('"Plain Flat');
    const theirs = await (await signedInUser(t, 'AGENT')).client.raw('GET', '/api/v1/agent/insights/analytics.csv');
    expect((await theirs.text()).trimEnd().split('\r\n')).toHaveLength(1);
  }, 30_000);
});

describe('visibility', () => {
  test("the live plan's tier, and each listing's label and place in search (or why it is out)", async () => {
    const agent = await agentWithPlan(t, 'Elite');
    const elite = plans.find((p) => p.name === 'Elite') as Package;
    const level = elite.visibilityLevel;
    const live = await liveListing(t, agent.user._id, { title: 'Live Flat in Yaba', visibilityLevel: level });
    const draft = await liveListing(t, agent.user._id, {
      title: 'Draft Flat',
      isPublished: false,
      listingStatus: 'pending',
      visibilityLevel: level,
      publishedAt: null,
    });
    const inactive = await liveListing(t, agent.user._id, {
      title: 'Inactive Flat',
      listingStatus: 'inactive',
      visibilityLevel: level,
    });
    const moderated = await liveListing(t, agent.user._id, {
      title: 'Moderated Flat',
      listingStatus: 'inactive',
      moderationReason: 'Asked for money before viewing',
      visibilityLevel: level,
    });
    const response = await agent.client.get<{ data: AgentVisibility }>('/api/v1/agent/insights/visibility');
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.plan).toMatchObject({
      _id: elite._id,
      name: 'Elite',
      status: 'active',
      priority: elite.priority,
      visibilityLevel: level,
      visibilityLabel: elite.visibilityLabel,
      allowsVirtualTour: elite.allowsVirtualTour,
      price: elite.priceId.amount,
    });
    expect(new Date(data.plan?.endDate ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(data.total).toBe(4);
    expect(data.inSearch).toBe(1);
    expect(data.listings[0]).toEqual({
      _id: live.id,
      slug: live.slug,
      title: 'Live Flat in Yaba',
      visibilityLevel: level,
      visibilityLabel: elite.visibilityLabel,
      inSearch: true,
      reason: null,
    });
    const reasons = Object.fromEntries(data.listings.map((row) => [row._id, row.reason]));
    expect(reasons).toEqual({
      [live.id]: null,
      [draft.id]: 'draft',
      [inactive.id]: 'inactive',
      [moderated.id]: 'deactivated',
    });
    const paged = await agent.client.get<{ data: AgentVisibility }>('/api/v1/agent/insights/visibility?limit=3&page=2');
    expect(paged.body.data).toMatchObject({ total: 4, totalPages: 2 });
    expect(paged.body.data.listings).toHaveLength(1);
  }, 30_000);

  test('without a live plan: no tier, and published listings are out of search for it', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const lapsed = await liveListing(t, agent.user._id, { title: 'Lapsed Flat', ownerHasPlan: false });
    const response = await agent.client.get<{ data: AgentVisibility }>('/api/v1/agent/insights/visibility');
    expect(response.body.data.plan).toBeNull();
    expect(response.body.data.listings).toEqual([
      {
        _id: lapsed.id,
        slug: lapsed.slug,
        title: 'Lapsed Flat',
        visibilityLevel: 1,
        visibilityLabel: null,
        inSearch: false,
        reason: 'no-plan',
      },
    ]);
  }, 30_000);
});
