// The admin dashboard's figures, each read from the table it counts: sign-ups from users (created_at index),
// revenue from paid invoices, leads/offers/bookings from their created_at indexes, listings by city and status from
// the trigger-kept listing_counts, live subscriptions from subscriptions, listing activity from the daily rollup.
// Days are Lagos days: a range [from, to] covers from's midnight in Lagos up to the midnight after `to`.
import {
  type AdminDashboard,
  DASHBOARD_OTHER_CITY,
  DASHBOARD_TOP_CITIES,
  type DashboardRange,
  type DashboardRangeQuery,
  dashboardBucketFor,
  dashboardBucketStarts,
  daysBetween,
  type ListingActivity,
  resolveDashboardRange,
} from '@naija-homes/contracts/admin-dashboard';
import { planName } from '@naija-homes/contracts/billing';
import { addDays } from '@naija-homes/contracts/date-range';
import { listingStatuses } from '@naija-homes/contracts/enums';
import { koboToNaira, LAGOS_TIME_ZONE, lagosIsoDate } from '@naija-homes/contracts/format';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';
import { packages } from '../../db/schema';
import { billingNow } from '../../providers/payments/clock';
import { RENEWAL_GRACE_MS } from '../billing/subscriptions.service';
import { platformActivitySql } from '../insights/platform-activity';

/** The range a validated query names, with its buckets: per day up to 31 days, else per week. */
export function dashboardRange(query: DashboardRangeQuery, today: string = lagosIsoDate()): DashboardRange {
  const { from, to } = resolveDashboardRange(query, today);
  const bucket = dashboardBucketFor(from, to);
  return {
    from,
    to,
    days: daysBetween(from, to),
    bucket,
    buckets: dashboardBucketStarts(from, to, bucket),
    weeks: dashboardBucketStarts(from, to, 'week'),
  };
}

/** The first instant of the range and the instant after it, as SQL timestamptz values (Lagos midnights). */
function bounds(range: DashboardRange): { start: SQL; end: SQL } {
  const zone = LAGOS_TIME_ZONE;
  return {
    start: sql`(${range.from}::date::timestamp at time zone ${zone})`,
    end: sql`(${addDays(range.to, 1)}::date::timestamp at time zone ${zone})`,
  };
}

/**
 * Counts of a table's rows per bucket of the range: `date_bin` cuts time into steps of 1 or 7 days from the range's
 * first Lagos midnight (plain arithmetic per row, no time zone lookup: Lagos keeps UTC+1 all year, so 24-hour steps
 * from a Lagos midnight are its calendar days), and only the few groups are turned into bucket numbers.
 */
function perBucket(
  range: DashboardRange,
  step: number,
  {
    column,
    from,
    where,
    groups = [],
    values = sql`count(*) as n`,
  }: {
    column: SQL;
    from: SQL;
    where: SQL;
    groups?: SQL[];
    values?: SQL;
  },
): SQL {
  const { start } = bounds(range);
  const extra = groups.length > 0 ? sql`, ${sql.join(groups, sql`, `)}` : sql``;
  const groupBy = sql.join(
    groups.map((_, index) => sql.raw(String(index + 2))),
    sql`, `,
  );
  return sql`select (extract(epoch from g.bin - ${start}) / ${step * 86_400})::int as b, g.*
    from (
      select date_bin(${`${step} days`}::interval, ${column}, ${start}) as bin${extra}, ${values}
      from ${from} where ${where}
      group by 1${groups.length > 0 ? sql`, ${groupBy}` : sql``}
    ) g`;
}

const stepOf = (range: DashboardRange) => (range.bucket === 'day' ? 1 : 7);

/**
 * The SQL of each figure, apart from reading its rows, so the bench can time and EXPLAIN exactly what runs. Every
 * range query reads one index range: users, leads, offers, bookings by created_at, listing_daily_stats by day;
 * invoices (thousands of rows, no billing_date index) and listing_counts (a few hundred) are read whole.
 */
export const dashboardQueries = {
  users: () => sql`select role, count(*) as n from users group by role`,
  signUps: (range: DashboardRange) => {
    const { start, end } = bounds(range);
    return perBucket(range, stepOf(range), {
      column: sql`created_at`,
      from: sql`users`,
      where: sql`created_at >= ${start} and created_at < ${end} and role in ('BUYER', 'AGENT')`,
      groups: [sql`role`],
    });
  },
  listings: () => sql`select city, listing_status as status, count as n from listing_counts where count <> 0`,
  revenue: (range: DashboardRange) => {
    const { start, end } = bounds(range);
    return perBucket(range, stepOf(range), {
      column: sql`billing_date`,
      from: sql`invoices`,
      where: sql`status = 'paid' and billing_date >= ${start} and billing_date < ${end}`,
      groups: [sql`package_id`],
      values: sql`sum(amount_kobo) as kobo, count(*) as n`,
    });
  },
  /** Rows of leads, offers or bookings created in the range, per week (the three run side by side). */
  deals: (range: DashboardRange, table: 'leads' | 'offers' | 'bookings') => {
    const { start, end } = bounds(range);
    return perBucket(range, 7, {
      column: sql`created_at`,
      from: sql`${sql.identifier(table)}`,
      where: sql`created_at >= ${start} and created_at < ${end}`,
    });
  },
  subscriptions: (now: Date) => {
    const at = now.toISOString();
    const graceStart = new Date(now.getTime() - RENEWAL_GRACE_MS).toISOString();
    return sql`select p.name, count(s.id) as n
        from packages p left join subscriptions s on s.package_id = p.id and (
          (s.status = 'cancel' and s.current_period_end > ${at}::timestamptz)
          or (s.status = 'active' and s.current_period_end > ${graceStart}::timestamptz))
        group by p.id, p.name, p.priority order by p.priority`;
  },
  activity: (range: DashboardRange) =>
    platformActivitySql(range, (day) => sql`(${day} - ${range.from}::date) / ${stepOf(range)}::int`),
};

/** A series of `length` zeros with each row's value added at its bucket (rows outside are ignored). */
function series(length: number, rows: Array<{ b: number | string; n: number | string }>): number[] {
  const values = Array<number>(length).fill(0);
  for (const row of rows) {
    const index = Number(row.b);
    if (index >= 0 && index < length) values[index] = (values[index] ?? 0) + Number(row.n);
  }
  return values;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

async function userCounts(db: Db): Promise<AdminDashboard['users']> {
  const rows = await executeRows<{ role: string | null; n: number | string }>(db, dashboardQueries.users());
  const of = (role: string) => Number(rows.find((row) => row.role === role)?.n ?? 0);
  return {
    all: sum(rows.map((row) => Number(row.n))),
    buyers: of('BUYER'),
    agents: of('AGENT'),
    admins: of('ADMIN'),
  };
}

async function signUps(db: Db, range: DashboardRange): Promise<AdminDashboard['signUps']> {
  const rows = await executeRows<{ b: number; role: string; n: number | string }>(db, dashboardQueries.signUps(range));
  const buyers = series(
    range.buckets.length,
    rows.filter((row) => row.role === 'BUYER'),
  );
  const agents = series(
    range.buckets.length,
    rows.filter((row) => row.role === 'AGENT'),
  );
  return { buyers, agents, totals: { buyers: sum(buyers), agents: sum(agents) } };
}

async function listingsByCity(db: Db): Promise<AdminDashboard['listings']> {
  const rows = await executeRows<{ city: string; status: string; n: number | string }>(db, dashboardQueries.listings());
  const byCity = new Map<string, Record<string, number>>();
  const cityTotals = new Map<string, number>();
  for (const row of rows) {
    if (!(listingStatuses as readonly string[]).includes(row.status)) continue;
    const city = row.city.trim() || DASHBOARD_OTHER_CITY;
    const counts = byCity.get(city) ?? {};
    counts[row.status] = (counts[row.status] ?? 0) + Number(row.n);
    byCity.set(city, counts);
    cityTotals.set(city, (cityTotals.get(city) ?? 0) + Number(row.n));
  }
  const ranked = [...cityTotals.entries()]
    .filter(([city]) => city !== DASHBOARD_OTHER_CITY)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([city]) => city);
  const top = ranked.slice(0, DASHBOARD_TOP_CITIES);
  const rest = [...byCity.keys()].filter((city) => !top.includes(city));
  const cities = rest.length > 0 ? [...top, DASHBOARD_OTHER_CITY] : top;
  const column = (status: string) =>
    cities.map((city) =>
      city === DASHBOARD_OTHER_CITY && rest.length > 0
        ? sum(rest.map((name) => byCity.get(name)?.[status] ?? 0))
        : (byCity.get(city)?.[status] ?? 0),
    );
  const pending = column('pending');
  const active = column('active');
  const inactive = column('inactive');
  const totals = { pending: sum(pending), active: sum(active), inactive: sum(inactive) };
  return {
    cities,
    pending,
    active,
    inactive,
    totals: { ...totals, all: totals.pending + totals.active + totals.inactive },
  };
}

async function revenue(db: Db, range: DashboardRange): Promise<AdminDashboard['revenue']> {
  const [rows, plans] = await Promise.all([
    executeRows<{ b: number; package_id: string | null; kobo: number | string; n: number | string }>(
      db,
      dashboardQueries.revenue(range),
    ),
    db.select({ id: packages.id, name: packages.name, priority: packages.priority }).from(packages),
  ]);
  const byPackage = new Map<string, { plan: string; priority: number; kobo: number; invoices: number }>();
  for (const row of rows) {
    const key = row.package_id ?? '';
    const known = plans.find((plan) => plan.id === row.package_id);
    const plan = byPackage.get(key) ?? {
      plan: known ? planName(known.name) : DASHBOARD_OTHER_CITY,
      priority: known?.priority ?? Number.MAX_SAFE_INTEGER,
      kobo: 0,
      invoices: 0,
    };
    plan.kobo += Number(row.kobo);
    plan.invoices += Number(row.n);
    byPackage.set(key, plan);
  }
  const byPlan = [...byPackage.values()]
    .sort((a, b) => a.priority - b.priority)
    .map(({ plan, kobo, invoices }) => ({ plan, amount: koboToNaira(kobo), invoices }));
  const kobo = series(
    range.buckets.length,
    rows.map((row) => ({ b: row.b, n: row.kobo })),
  );
  return {
    total: koboToNaira(sum(kobo)),
    invoices: sum(byPlan.map((plan) => plan.invoices)),
    byPlan,
    overTime: kobo.map((value) => koboToNaira(value)),
  };
}

async function deals(db: Db, range: DashboardRange): Promise<AdminDashboard['deals']> {
  const weekly = async (table: 'leads' | 'offers' | 'bookings') =>
    series(
      range.weeks.length,
      await executeRows<{ b: number; n: number | string }>(db, dashboardQueries.deals(range, table)),
    );
  const [leads, offers, bookings] = await Promise.all([weekly('leads'), weekly('offers'), weekly('bookings')]);
  return { leads, offers, bookings, totals: { leads: sum(leads), offers: sum(offers), bookings: sum(bookings) } };
}

/**
 * Subscriptions that give a plan now, as `isLive` says: a cancelled one until its period ends, an active one also
 * through the renewal grace. Every plan is listed, with 0 when nobody is on it.
 */
async function liveSubscriptions(db: Db, now: Date): Promise<AdminDashboard['subscriptions']> {
  const rows = await executeRows<{ name: string | null; n: number | string }>(db, dashboardQueries.subscriptions(now));
  const byPlan = rows.map((row) => ({ plan: planName(row.name), count: Number(row.n) }));
  return { total: sum(byPlan.map((plan) => plan.count)), byPlan };
}

/** GET /admin/dashboard: every figure but listing activity, read in parallel. */
export async function dashboardFigures(db: Db, range: DashboardRange, now?: Date): Promise<AdminDashboard> {
  const at = now ?? (await billingNow(db));
  const [users, signUpFigures, listings, revenueFigures, dealFigures, subscriptions] = await Promise.all([
    userCounts(db),
    signUps(db, range),
    listingsByCity(db),
    revenue(db, range),
    deals(db, range),
    liveSubscriptions(db, at),
  ]);
  return {
    range,
    users,
    signUps: signUpFigures,
    listings,
    revenue: revenueFigures,
    deals: dealFigures,
    subscriptions,
  };
}

/**
 * GET /admin/dashboard/activity: views, search impressions and contact clicks of the range: closed days from the
 * platform's daily totals, the two open days from the rollup (`platformActivitySql`).
 */
export async function listingActivity(db: Db, range: DashboardRange): Promise<ListingActivity> {
  const rows = await executeRows<{
    b: number;
    views: number | string;
    impressions: number | string;
    clicks: number | string;
  }>(db, dashboardQueries.activity(range));
  const length = range.buckets.length;
  const views = series(
    length,
    rows.map((row) => ({ b: row.b, n: row.views })),
  );
  const impressions = series(
    length,
    rows.map((row) => ({ b: row.b, n: row.impressions })),
  );
  const contactClicks = series(
    length,
    rows.map((row) => ({ b: row.b, n: row.clicks })),
  );
  return {
    range,
    views,
    impressions,
    contactClicks,
    totals: { views: sum(views), impressions: sum(impressions), contactClicks: sum(contactClicks) },
  };
}
