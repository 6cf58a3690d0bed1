import { beforeAll, describe, expect, test } from 'bun:test';
import {
  type AdminDashboard,
  adminDashboardMessages,
  type ListingActivity,
} from '@naija-homes/contracts/admin-dashboard';
import { addDays } from '@naija-homes/contracts/date-range';
import { lagosIsoDate } from '@naija-homes/contracts/format';
import { sql } from 'drizzle-orm';
import { executeRows } from '../../db/client';
import { bookings, invoices, leads, listingDailyStats, offers, packages, subscriptions, users } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { liveListing } from '../../test/listings';
import { type SignedInUser, signedInUser } from '../../test/users';
import { closeActivityDays } from '../insights/platform-activity';

const t = await setupTestApp();
const db = t.database.db;

let admin: SignedInUser;
let seq = 0;

/** A user written straight to the table, created at an exact instant. */
async function userAt(role: 'BUYER' | 'AGENT' | 'ADMIN' | null, createdAt: string) {
  seq += 1;
  const [row] = await db
    .insert(users)
    .values({
      name: `Seeded ${seq}`,
      email: `dash-${seq}-${crypto.randomUUID().slice(0, 6)}@example.ng`,
      slug: `seeded-${seq}-${crypto.randomUUID().slice(0, 6)}`,
      role,
      createdAt: new Date(createdAt),
    })
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

async function planIds() {
  const rows = await db.select().from(packages).orderBy(packages.priority);
  const byName = (name: string) => {
    const found = rows.find((row) => row.name === name);
    if (!found) throw new Error(`no plan ${name}`);
    return found.id;
  };
  return { starter: byName('Starter'), elite: byName('Elite'), platinum: byName('Platinum') };
}

async function invoiceAt(userId: string, packageId: string | null, kobo: number, status: string, billedAt: string) {
  await db.insert(invoices).values({
    userId,
    packageId,
    provider: 'local',
    providerInvoiceId: `inv-${crypto.randomUUID()}`,
    amountKobo: kobo,
    status,
    billingDate: new Date(billedAt),
  });
}

async function dashboard(query = '') {
  const response = await admin.client.get<AdminDashboard>(`/api/v1/admin/dashboard${query}`);
  expect(response.status).toBe(200);
  return response.body;
}

const count = async (query: ReturnType<typeof sql>) => {
  const [row] = await executeRows<{ n: number | string }>(db, query);
  return Number(row?.n ?? 0);
};

// March 2025 in Lagos (UTC+1): 31 days, so per day. Its first instant is 2025-02-28T23:00Z, its end 2025-03-31T23:00Z.
const MARCH = '?from=2025-03-01&to=2025-03-31';

beforeAll(async () => {
  admin = await signedInUser(t, 'ADMIN');
  // Sign-ups at the edges of March in Lagos time: in at 00:30 on the 1st and 23:59 on the 31st, out a second
  // before the range and at midnight after it. Admins and unfinished sign-ups are not counted by role.
  await userAt('BUYER', '2025-02-28T23:30:00Z'); // 1 Mar 00:30 Lagos: day 0
  await userAt('BUYER', '2025-02-28T22:59:59Z'); // 28 Feb 23:59:59 Lagos: out
  await userAt('BUYER', '2025-03-10T12:00:00Z'); // day 9
  await userAt('BUYER', '2025-03-10T13:00:00Z'); // day 9
  await userAt('AGENT', '2025-03-10T09:00:00Z'); // day 9
  await userAt('AGENT', '2025-03-31T22:59:00Z'); // 31 Mar 23:59 Lagos: day 30
  await userAt('AGENT', '2025-03-31T23:00:00Z'); // 1 Apr 00:00 Lagos: out
  await userAt('ADMIN', '2025-03-05T10:00:00Z');
  await userAt(null, '2025-03-05T10:00:00Z');
});

describe('admin dashboard figures', () => {
  test('sign-ups by role per Lagos day, with the edges of the range right, and the four user counts', async () => {
    const figures = await dashboard(MARCH);
    expect(figures.range).toMatchObject({ from: '2025-03-01', to: '2025-03-31', days: 31, bucket: 'day' });
    expect(figures.range.buckets).toHaveLength(31);
    expect(figures.range.buckets[0]).toBe('2025-03-01');
    expect(figures.range.buckets[30]).toBe('2025-03-31');
    expect(figures.signUps.totals).toEqual({ buyers: 3, agents: 2 });
    expect(figures.signUps.buyers[0]).toBe(1);
    expect(figures.signUps.buyers[9]).toBe(2);
    expect(figures.signUps.agents[9]).toBe(1);
    expect(figures.signUps.agents[30]).toBe(1);

    // The same figures by direct SQL, day by day.
    const perDay = await executeRows<{ day: string; role: string; n: number | string }>(
      db,
      sql`select to_char((created_at at time zone 'Africa/Lagos')::date, 'YYYY-MM-DD') as day, role, count(*) as n
          from users where role in ('BUYER', 'AGENT')
            and (created_at at time zone 'Africa/Lagos')::date between '2025-03-01' and '2025-03-31'
          group by 1, 2`,
    );
    for (const row of perDay) {
      const index = figures.range.buckets.indexOf(row.day);
      const values = row.role === 'BUYER' ? figures.signUps.buyers : figures.signUps.agents;
      expect(values[index]).toBe(Number(row.n));
    }
    expect(figures.signUps.totals.buyers + figures.signUps.totals.agents).toBe(
      perDay.reduce((total, row) => total + Number(row.n), 0),
    );

    // Accounts now, whatever the range.
    expect(figures.users).toEqual({
      all: await count(sql`select count(*) as n from users`),
      buyers: await count(sql`select count(*) as n from users where role = 'BUYER'`),
      agents: await count(sql`select count(*) as n from users where role = 'AGENT'`),
      admins: await count(sql`select count(*) as n from users where role = 'ADMIN'`),
    });
  });

  test('a range over 31 days is per week of 7 days from its start, and totals still match the table', async () => {
    const figures = await dashboard('?from=2025-02-01&to=2025-04-30');
    expect(figures.range).toMatchObject({ days: 89, bucket: 'week' });
    expect(figures.range.buckets).toHaveLength(13);
    expect(figures.range.buckets.slice(0, 2)).toEqual(['2025-02-01', '2025-02-08']);
    // Weeks from 1 Feb: 28 Feb 23:59:59 (Lagos) is week 3, 1 Mar 00:30 week 4, 10 Mar week 5, 31 Mar 23:59 and
    // 1 Apr 00:00 both week 8 (29 Mar to 4 Apr).
    expect(figures.signUps.buyers.slice(3, 6)).toEqual([1, 1, 2]);
    expect(figures.signUps.agents[5]).toBe(1);
    expect(figures.signUps.agents[8]).toBe(2);
    const direct = await count(
      sql`select count(*) as n from users where role in ('BUYER', 'AGENT')
          and created_at >= '2025-02-01T00:00:00+01:00' and created_at < '2025-05-01T00:00:00+01:00'`,
    );
    expect(figures.signUps.totals.buyers + figures.signUps.totals.agents).toBe(direct);
    expect(figures.deals.leads).toHaveLength(figures.range.weeks.length);
  });
});

describe('revenue, deals, listings, subscriptions and activity', () => {
  test('revenue is the paid invoices billed in the range, by plan and per day, in naira', async () => {
    const plans = await planIds();
    const agent = await userAt('AGENT', '2024-01-01T10:00:00Z');
    await invoiceAt(agent.id, plans.starter, 7_500_00, 'paid', '2025-03-01T08:00:00Z'); // day 0
    await invoiceAt(agent.id, plans.starter, 7_500_00, 'paid', '2025-03-15T08:00:00Z'); // day 14
    await invoiceAt(agent.id, plans.elite, 20_000_00, 'paid', '2025-03-15T20:00:00Z'); // day 14
    await invoiceAt(agent.id, plans.platinum, 45_000_50, 'paid', '2025-03-31T22:30:00Z'); // day 30
    await invoiceAt(agent.id, null, 1_000_00, 'paid', '2025-03-20T12:00:00Z'); // no plan: 'Other'
    await invoiceAt(agent.id, plans.elite, 20_000_00, 'open', '2025-03-16T08:00:00Z'); // not paid
    await invoiceAt(agent.id, plans.elite, 20_000_00, 'void', '2025-03-16T08:00:00Z'); // not paid
    await invoiceAt(agent.id, plans.elite, 20_000_00, 'paid', '2025-03-31T23:00:00Z'); // 1 Apr Lagos: out
    await invoiceAt(agent.id, plans.elite, 20_000_00, 'paid', '2025-02-28T22:59:00Z'); // 28 Feb Lagos: out

    const figures = await dashboard(MARCH);
    expect(figures.revenue.total).toBe(81_000.5);
    expect(figures.revenue.invoices).toBe(5);
    expect(figures.revenue.byPlan).toEqual([
      { plan: 'Starter', amount: 15_000, invoices: 2 },
      { plan: 'Elite', amount: 20_000, invoices: 1 },
      { plan: 'Platinum', amount: 45_000.5, invoices: 1 },
      { plan: 'Other', amount: 1_000, invoices: 1 },
    ]);
    expect(figures.revenue.overTime[0]).toBe(7_500);
    expect(figures.revenue.overTime[14]).toBe(27_500);
    expect(figures.revenue.overTime[19]).toBe(1_000);
    expect(figures.revenue.overTime[30]).toBe(45_000.5);

    const kobo = await count(
      sql`select coalesce(sum(amount_kobo), 0) as n from invoices where status = 'paid'
          and (billing_date at time zone 'Africa/Lagos')::date between '2025-03-01' and '2025-03-31'`,
    );
    expect(figures.revenue.total * 100).toBe(kobo);
    expect(figures.revenue.overTime.reduce((a, b) => a + b, 0) * 100).toBeCloseTo(kobo, 6);
  });

  test('leads, offers and bookings are counted per week of the range', async () => {
    const agent = await userAt('AGENT', '2024-01-01T10:00:00Z');
    const buyer = await userAt('BUYER', '2024-01-01T10:00:00Z');
    const listing = await liveListing(t, agent.id, { title: 'Short Let in Lekki', propertyFor: 'short-let' });
    const leadAt = async (at: string) =>
      db.insert(leads).values({
        agentId: agent.id,
        propertyId: listing.id,
        fullName: 'Ngozi Bello',
        email: `lead-${crypto.randomUUID().slice(0, 8)}@example.ng`,
        message: `Is it still available? ${at}`,
        createdAt: new Date(at),
      });
    const offerAt = async (at: string) =>
      db.insert(offers).values({
        propertyId: listing.id,
        buyerId: buyer.id,
        agentId: agent.id,
        offerPriceKobo: 40_000_000_00,
        description: 'My best offer',
        status: 'declined',
        createdAt: new Date(at),
      });
    let night = 0;
    const bookingAt = async (at: string) => {
      night += 3;
      await db.insert(bookings).values({
        propertyId: listing.id,
        buyerId: buyer.id,
        agentId: agent.id,
        checkIn: addDays('2025-06-01', night),
        checkOut: addDays('2025-06-01', night + 2),
        guests: 2,
        nightlyKobo: 50_000_00,
        totalKobo: 100_000_00,
        status: 'confirmed',
        respondBy: new Date(at),
        createdAt: new Date(at),
      });
    };
    await leadAt('2025-03-01T00:00:00Z'); // week 0
    await leadAt('2025-03-07T22:59:00Z'); // 7 Mar 23:59 Lagos: week 0
    await leadAt('2025-03-07T23:00:00Z'); // 8 Mar 00:00 Lagos: week 1
    await leadAt('2025-03-31T12:00:00Z'); // week 4 (29–31 Mar)
    await leadAt('2025-04-01T12:00:00Z'); // out
    await offerAt('2025-03-02T12:00:00Z'); // week 0
    await offerAt('2025-03-20T12:00:00Z'); // week 2
    await offerAt('2025-02-28T12:00:00Z'); // out
    await bookingAt('2025-03-15T12:00:00Z'); // week 2
    await bookingAt('2025-03-28T12:00:00Z'); // week 3
    await bookingAt('2025-03-29T12:00:00Z'); // week 4

    const figures = await dashboard(MARCH);
    expect(figures.range.weeks).toEqual(['2025-03-01', '2025-03-08', '2025-03-15', '2025-03-22', '2025-03-29']);
    expect(figures.deals.leads).toEqual([2, 1, 0, 0, 1]);
    expect(figures.deals.offers).toEqual([1, 0, 1, 0, 0]);
    expect(figures.deals.bookings).toEqual([0, 0, 1, 1, 1]);
    const inMarch = (table: string) =>
      count(sql`select count(*) as n from ${sql.identifier(table)}
        where (created_at at time zone 'Africa/Lagos')::date between '2025-03-01' and '2025-03-31'`);
    expect(figures.deals.totals).toEqual({
      leads: await inMarch('leads'),
      offers: await inMarch('offers'),
      bookings: await inMarch('bookings'),
    });
  });

  test('listings by city and status are the top 8 cities and Other, equal to the listings table', async () => {
    const agent = await userAt('AGENT', '2024-01-01T10:00:00Z');
    const cities = ['Ikeja', 'Lekki', 'Yaba', 'Wuse', 'Maitama', 'Garki', 'Ibadan', 'Enugu', 'Kano', 'Jos'];
    for (const [index, city] of cities.entries()) {
      // Ikeja gets 10 listings, Lekki 9, …, Jos 1; every third one pending, every fourth inactive.
      for (let n = 0; n < cities.length - index; n += 1) {
        const listingStatus = n % 3 === 2 ? 'pending' : n % 4 === 3 ? 'inactive' : 'active';
        await liveListing(t, agent.id, { city, listingStatus, isPublished: listingStatus !== 'pending' });
      }
    }
    // A listing moving city and status moves its count (the statement trigger).
    const moved = await liveListing(t, agent.id, { city: 'Jos' });
    await db.execute(sql`update properties set city = 'Ikeja', listing_status = 'inactive' where id = ${moved.id}`);

    const figures = await dashboard(MARCH);
    const rows = await executeRows<{ city: string; status: string; n: number | string }>(
      db,
      sql`select coalesce(city, '') as city, listing_status as status, count(*) as n from properties group by 1, 2`,
    );
    const byCity = new Map<string, number>();
    for (const row of rows) byCity.set(row.city, (byCity.get(row.city) ?? 0) + Number(row.n));
    const ranked = [...byCity.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
    expect(figures.listings.cities).toEqual([...ranked.slice(0, 8), 'Other']);
    expect(figures.listings.cities[0]).toBe('Ikeja');
    for (const status of ['pending', 'active', 'inactive'] as const) {
      figures.listings.cities.forEach((city, index) => {
        const expected = rows
          .filter((row) => row.status === status)
          .filter((row) => (city === 'Other' ? !ranked.slice(0, 8).includes(row.city) : row.city === city))
          .reduce((total, row) => total + Number(row.n), 0);
        expect(figures.listings[status][index]).toBe(expected);
      });
    }
    expect(figures.listings.totals.all).toBe(await count(sql`select count(*) as n from properties`));
    expect(figures.listings.totals.inactive).toBe(
      await count(sql`select count(*) as n from properties where listing_status = 'inactive'`),
    );
  });

  test('live subscriptions now: active ones (with the renewal grace) and cancelled ones not yet ended', async () => {
    const plans = await planIds();
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const subscribe = async (packageId: string, status: string, endsIn: number) => {
      const agent = await userAt('AGENT', '2024-01-01T10:00:00Z');
      await db.insert(subscriptions).values({
        userId: agent.id,
        packageId,
        provider: 'local',
        providerSubscriptionId: `sub-${crypto.randomUUID()}`,
        status,
        currentPeriodStart: new Date(now - 30 * day),
        currentPeriodEnd: new Date(now + endsIn),
        subscribedAt: new Date(now - 30 * day),
        lastEventAt: new Date(now - 30 * day),
      });
    };
    await subscribe(plans.starter, 'active', 10 * day); // live
    await subscribe(plans.starter, 'active', -1 * day); // in the renewal grace: live
    await subscribe(plans.starter, 'active', -5 * day); // past the grace: not live
    await subscribe(plans.elite, 'cancel', 3 * day); // cancelled, paid up: live
    await subscribe(plans.elite, 'cancel', -1 * day); // cancelled and ended: not live
    await subscribe(plans.platinum, 'expired', 10 * day); // expired: not live

    const figures = await dashboard(MARCH);
    expect(figures.subscriptions).toEqual({
      total: 3,
      byPlan: [
        { plan: 'Starter', count: 2 },
        { plan: 'Elite', count: 1 },
        { plan: 'Platinum', count: 0 },
      ],
    });
  });

  test('listing activity sums the daily rollup over the range', async () => {
    const agent = await userAt('AGENT', '2024-01-01T10:00:00Z');
    const first = await liveListing(t, agent.id);
    const second = await liveListing(t, agent.id);
    const stat = (propertyId: string, day: string, views: number, impressions: number, contactClicks: number) =>
      db.insert(listingDailyStats).values({ propertyId, ownerId: agent.id, day, views, impressions, contactClicks });
    await stat(first.id, '2025-03-01', 5, 50, 1);
    await stat(second.id, '2025-03-01', 2, 20, 0);
    await stat(first.id, '2025-03-31', 3, 30, 2);
    await stat(first.id, '2025-02-28', 100, 100, 100); // out
    await stat(first.id, '2025-04-01', 100, 100, 100); // out

    const response = await admin.client.get<ListingActivity>(`/api/v1/admin/dashboard/activity${MARCH}`);
    expect(response.status).toBe(200);
    const activity = response.body;
    expect(activity.totals).toEqual({ views: 10, impressions: 100, contactClicks: 3 });
    expect(activity.views[0]).toBe(7);
    expect(activity.impressions[30]).toBe(30);
    const [direct] = await executeRows<{ v: number | string; i: number | string; c: number | string }>(
      db,
      sql`select sum(views) as v, sum(impressions) as i, sum(contact_clicks) as c from listing_daily_stats
          where day between '2025-03-01' and '2025-03-31'`,
    );
    expect(activity.totals).toEqual({
      views: Number(direct?.v),
      impressions: Number(direct?.i),
      contactClicks: Number(direct?.c),
    });

    // The minute job closes every day before the two open ones into the platform's daily totals: the same range
    // reads them instead of the rollup, with the same figures; a year is answered per week.
    const closed = await closeActivityDays(db, 5000);
    expect(closed).toBeGreaterThan(31);
    expect(await closeActivityDays(db, 5000)).toBe(0);
    const again = await admin.client.get<ListingActivity>(`/api/v1/admin/dashboard/activity${MARCH}`);
    expect(again.body).toEqual(activity);
    await stat(second.id, lagosIsoDate(), 4, 40, 1); // today: an open day, read from the rollup
    const year = await admin.client.get<ListingActivity>(
      `/api/v1/admin/dashboard/activity?from=2025-01-01&to=${lagosIsoDate()}`,
    );
    expect(year.status).toBe(400); // longer than 366 days
    const twelveMonths = await admin.client.get<ListingActivity>(
      `/api/v1/admin/dashboard/activity?from=${addDays(lagosIsoDate(), -365)}&to=${lagosIsoDate()}`,
    );
    expect(twelveMonths.status).toBe(200);
    expect(twelveMonths.body.range.bucket).toBe('week');
    expect(twelveMonths.body.totals).toEqual({ views: 4, impressions: 40, contactClicks: 1 });
    const wholeHistory = await admin.client.get<ListingActivity>(
      '/api/v1/admin/dashboard/activity?from=2025-01-01&to=2025-12-31',
    );
    expect(wholeHistory.body.totals).toEqual({ views: 210, impressions: 300, contactClicks: 203 });
  });
});

describe('the default range, access and bad ranges', () => {
  test('without from and to: the last 30 Lagos days, today included, counting today’s sign-ups', async () => {
    const today = lagosIsoDate();
    const figures = await dashboard();
    expect(figures.range).toMatchObject({ from: addDays(today, -29), to: today, days: 30, bucket: 'day' });
    const direct = await count(
      sql`select count(*) as n from users where role in ('BUYER', 'AGENT')
          and (created_at at time zone 'Africa/Lagos')::date between ${addDays(today, -29)}::date and ${today}::date`,
    );
    expect(figures.signUps.totals.buyers + figures.signUps.totals.agents).toBe(direct);
    // Only `to`: the 30 days ending there. Exactly 366 days is allowed.
    expect((await dashboard('?to=2025-03-31')).range.from).toBe('2025-03-02');
    expect((await dashboard('?from=2024-01-01&to=2024-12-31')).range).toMatchObject({ days: 366, bucket: 'week' });
  });

  test('agents and buyers are refused, visitors must sign in', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const buyer = await signedInUser(t, 'BUYER');
    for (const path of ['/api/v1/admin/dashboard', '/api/v1/admin/dashboard/activity']) {
      expect((await agent.client.get(path)).status).toBe(403);
      expect((await buyer.client.get(path)).status).toBe(403);
      expect((await t.client().get(path)).status).toBe(401);
    }
  });

  test('bad ranges are 400 with a clear message', async () => {
    const cases: Array<[string, string]> = [
      ['?from=2025-03-31&to=2025-03-01', adminDashboardMessages.rangeReversed],
      ['?from=2024-01-01&to=2025-01-01', adminDashboardMessages.rangeTooLong],
      ['?from=2025-13-01&to=2025-12-31', adminDashboardMessages.dateInvalid],
      ['?from=2025-02-30', adminDashboardMessages.dateInvalid],
      ['?to=yesterday', adminDashboardMessages.dateInvalid],
      ['?from=3000-01-01', adminDashboardMessages.rangeReversed],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/v1/admin/dashboard', '/api/v1/admin/dashboard/activity']) {
        const response = await admin.client.get(`${path}${query}`);
        expect({ query, status: response.status, body: response.body }).toMatchObject({
          query,
          status: 400,
          body: { message },
        });
      }
    }
  });
});
