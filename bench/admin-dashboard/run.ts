// Times the admin dashboard's service functions on the bench database (a million listings), and explains them.
//
//   bun bench/admin-dashboard/run.ts [--runs 30] [--reseed] [--explain]
//            [--users 200000] [--leads 300000] [--offers 120000] [--bookings 60000]
//            [--activity-days 90] [--activity-listings 20000]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/naija_bench)
//
// Needs the listings of `npm run bench:search:generate` (which also applies the app's migrations, so
// listing_counts exists and is kept by its triggers). The first run adds the dashboard's own data, tagged so a
// rerun replaces it: sign-ups over two years, a monthly invoice per bench agent for two years, leads, offers and
// bookings over two years, and the listing activity rollup (listing_daily_stats) for the last days, N listings a
// day. Then, for the presets of the page (7, 30, 90 days, 12 months), it runs `dashboardFigures` (the main call)
// and `listingActivity` (the activity card's call) --runs times each, one after another, and prints p50/p95/max,
// and each figure's query on its own. With --explain it prints EXPLAIN (ANALYZE, BUFFERS) of every query for the
// default 30 days and for 12 months, and flags a sequential scan of a large table.
import { dashboardPresets, presetRange } from '@naija-homes/contracts/admin-dashboard';
import { lagosIsoDate } from '@naija-homes/contracts/format';
import { type SQL, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { executeRows, openPostgres } from '../../api/src/db/client';
import { runMigrations } from '../../api/src/db/migrate';
import {
  dashboardFigures,
  dashboardQueries,
  dashboardRange,
  listingActivity,
} from '../../api/src/modules/admin-dashboard/dashboard-figures';
import { closeActivityDays } from '../../api/src/modules/insights/platform-activity';
import { benchDatabaseUrl, flag, numberFlag } from '../search/args';
import { percentile } from '../shared/database';

const url = benchDatabaseUrl();
const runs = numberFlag('runs', 30);
const volumes = {
  users: numberFlag('users', 200_000),
  leads: numberFlag('leads', 300_000),
  offers: numberFlag('offers', 120_000),
  bookings: numberFlag('bookings', 60_000),
  activityDays: numberFlag('activity-days', 90),
  activityListings: numberFlag('activity-listings', 20_000),
};
/** The dashboard's own bench rows are tagged with this domain (users, leads) or prefix (invoices). */
const DOMAIN = 'dash.bench.naijahomes.test';
const TARGET_MS = 200;
/** Bumped when the seed changes, so the next run replaces older seeded rows. */
const SEED_VERSION = 2;
const marker = () => JSON.stringify({ ...volumes, version: SEED_VERSION });

const started = performance.now();
const log = (message: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);

async function seeded(client: postgres.Sql): Promise<boolean> {
  // The generator's TRUNCATE of properties empties the rollup, leads, offers and bookings but keeps the comment.
  const [found] = await client<{ volumes: string; rows: boolean }[]>`
    select obj_description('listing_daily_stats'::regclass, 'pg_class') as volumes,
      exists (select 1 from listing_daily_stats) and exists (select 1 from leads where email like ${`%@${DOMAIN}`}) as rows`;
  return found?.volumes === marker() && found.rows;
}

/** Replaces the dashboard's bench rows, computed by the server (insert … select … generate_series). */
async function seed(client: postgres.Sql) {
  const [{ listings } = { listings: 0 }] = await client<{ listings: number }[]>`
    select count(*)::int as listings from properties`;
  if (listings < volumes.activityListings * 2) {
    throw new Error(`only ${listings} listings in the bench database: run npm run bench:search:generate first`);
  }
  // The slice of listings the leads, offers, bookings and activity fall on (the first 200,000 by id: random ones).
  const pool = Math.min(listings, Math.max(200_000, volumes.offers, volumes.bookings));
  await client.begin(async (tx) => {
    // The earlier seed's rows go first, with foreign keys off (a cascade from 200,000 users would check every
    // referencing table once per user): only the tagged rows and what hangs on the tagged buyers.
    await tx`set local session_replication_role = replica`;
    await tx`set local synchronous_commit = off`;
    await tx`create temporary table seeded_users on commit drop as
      select id from users where email like ${`%@${DOMAIN}`}`;
    await tx`delete from offers where buyer_id in (select id from seeded_users)`;
    await tx`delete from bookings where buyer_id in (select id from seeded_users)`;
    // Rows an interrupted load may have left without their buyer.
    await tx`delete from offers o where not exists (select 1 from users u where u.id = o.buyer_id)`;
    await tx`delete from bookings b where not exists (select 1 from users u where u.id = b.buyer_id)`;
    await tx`delete from leads where email like ${`%@${DOMAIN}`}`;
    await tx`delete from invoices where provider_invoice_id like 'bench-dash-%'`;
    await tx`delete from users where id in (select id from seeded_users)`;
    await tx`truncate listing_daily_stats`;
    await tx`truncate platform_daily_activity`;
    await tx`create temporary table pool on commit drop as
      select row_number() over () as n, id, owner_id from (select id, owner_id from properties order by id limit ${pool}) p`;
    await tx`create index on pool (n)`;
    // Rows are written in time order, as the app appends them, so a created_at range is a stretch of the table.
    // Sign-ups over the last two years: 85% buyers, 15% agents.
    await tx.unsafe(`
      insert into users (name, email, email_verified, first_name, last_name, role, slug, agree_to_terms, created_at)
      select 'Bench Buyer ' || i, 'user' || i || '@${DOMAIN}', true, 'Bench', 'User ' || i,
        case when i % 20 < 3 then 'AGENT' else 'BUYER' end, 'dash-bench-' || i, true, at
      from (select i, now() - random() * interval '730 days' as at from generate_series(1, ${volumes.users}) as i) s
      order by at`);
    log(`${volumes.users.toLocaleString('en-NG')} sign-ups`);
    // A monthly invoice of each bench agent's plan for two years (one in 20 left open).
    await tx.unsafe(`
      insert into invoices (user_id, package_id, provider, provider_invoice_id, amount_kobo, status, billing_date)
      select s.user_id, s.package_id, 'local', 'bench-dash-' || s.user_id || '-' || m, p.monthly_price_kobo,
        case when random() < 0.05 then 'open' else 'paid' end,
        now() - make_interval(months => m) + random() * interval '1 day'
      from subscriptions s join packages p on p.id = s.package_id join users u on u.id = s.user_id,
        generate_series(0, 23) as m
      where u.email like '%@bench.naijahomes.test'
      order by m desc`);
    log('invoices');
    const buyers = `(select id from users where email = 'user' || (1 + (i * 7919) % ${volumes.users}) || '@${DOMAIN}')`;
    await tx.unsafe(`
      insert into leads (agent_id, property_id, full_name, email, message, created_at)
      select pool.owner_id, pool.id, 'Bench Lead ' || i, 'lead' || i || '@${DOMAIN}', 'Is it available? ' || i,
        at
      from (select i, now() - random() * interval '730 days' as at from generate_series(1, ${volumes.leads}) as i) s
        join pool on pool.n = 1 + (i * 31) % ${pool}
      order by at`);
    log(`${volumes.leads.toLocaleString('en-NG')} leads`);
    await tx.unsafe(`
      insert into offers (property_id, buyer_id, agent_id, offer_price_kobo, description, status, created_at)
      select pool.id, ${buyers}, pool.owner_id, 10000000000, 'Bench offer', 'declined', at
      from (select i, now() - random() * interval '730 days' as at from generate_series(1, ${volumes.offers}) as i) s
        join pool on pool.n = i
      order by at`);
    log(`${volumes.offers.toLocaleString('en-NG')} offers`);
    await tx.unsafe(`
      insert into bookings (property_id, buyer_id, agent_id, check_in, check_out, guests, nightly_kobo, total_kobo,
        status, respond_by, created_at)
      select pool.id, ${buyers}, pool.owner_id, current_date + 30, current_date + 32, 2, 5000000, 10000000,
        'confirmed', now(), at
      from (select i, now() - random() * interval '730 days' as at from generate_series(1, ${volumes.bookings}) as i) s
        join pool on pool.n = i
      order by at`);
    log(`${volumes.bookings.toLocaleString('en-NG')} bookings`);
    // The rollup: each of the last N days, a different window of listings had views, impressions and clicks.
    const window = volumes.activityListings;
    await tx.unsafe(`
      insert into listing_daily_stats (property_id, day, owner_id, views, impressions, contact_clicks, favourites)
      select pool.id, (now() at time zone 'Africa/Lagos')::date - d, pool.owner_id,
        (random() * 20)::int, (random() * 200)::int, (random() * 3)::int, (random() * 2)::int
      from generate_series(${volumes.activityDays - 1}, 0, -1) as d
        join pool on pool.n > (d * 7919) % ${pool - window} and pool.n <= (d * 7919) % ${pool - window} + ${window}
      order by d desc`);
    log(`${(volumes.activityDays * window).toLocaleString('en-NG')} rollup rows`);
    await tx.unsafe(`comment on table listing_daily_stats is '${marker()}'`);
  });
  await client`vacuum (analyze) users, invoices, leads, offers, bookings, listing_daily_stats, listing_counts`;
  log('vacuum analyze done');
}

/** listing_counts must equal the listings table (the triggers keep it; a TRUNCATE does not fire them). */
async function checkListingCounts(client: postgres.Sql) {
  const [check] = await client<{ counted: number; actual: number; wrong: number }[]>`
    with actual as (select coalesce(city, '') as city, listing_status, count(*) as n from properties group by 1, 2)
    select (select coalesce(sum(count), 0)::int from listing_counts) as counted,
      (select coalesce(sum(n), 0)::int from actual) as actual,
      (select count(*)::int from actual full join listing_counts c using (city, listing_status)
        where coalesce(actual.n, 0) <> coalesce(c.count, 0)) as wrong`;
  log(
    `listing_counts: ${check?.counted.toLocaleString('en-NG')} listings counted, ${check?.actual.toLocaleString('en-NG')} in the table` +
      (check?.wrong ? `, ${check.wrong} (city, status) pairs wrong` : ', every pair equal'),
  );
  if (check?.wrong) {
    // The generator's TRUNCATE of earlier listings leaves their counts behind: recount, as migration 0018 does.
    await client.begin(async (tx) => {
      await tx`delete from listing_counts`;
      await tx`insert into listing_counts (city, listing_status, count)
        select coalesce(city, ''), listing_status, count(*) from properties group by 1, 2`;
    });
    log('listing_counts recounted from the listings table');
  }
}

interface Timing {
  name: string;
  times: number[];
}

async function time(name: string, work: () => Promise<unknown>): Promise<Timing> {
  await work(); // warm-up, untimed
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const begun = performance.now();
    await work();
    times.push(performance.now() - begun);
  }
  return { name, times: times.sort((a, b) => a - b) };
}

function printTimings(title: string, timings: Timing[]) {
  console.log(`\n${title} (${runs} runs each, ms)`);
  console.log(`${'call'.padEnd(52)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}  target`);
  for (const { name, times } of timings) {
    const p95 = percentile(times, 0.95);
    const cells = [percentile(times, 0.5), p95, times[times.length - 1] ?? Number.NaN].map((ms) =>
      ms.toFixed(1).padStart(9),
    );
    console.log(`${name.padEnd(52)}${cells.join('')}  ${p95 < TARGET_MS ? 'ok' : `OVER ${TARGET_MS} ms`}`);
  }
}

const bigTables = ['users', 'leads', 'offers', 'bookings', 'listing_daily_stats', 'properties'];

async function explain(db: ReturnType<typeof openPostgres>['db'], label: string, query: SQL) {
  const rows = await executeRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) ${query}`);
  const lines = rows.map((row) => row['QUERY PLAN']);
  const seqScans = lines.filter((line) => bigTables.some((table) => line.includes(`Seq Scan on ${table}`)));
  console.log(
    `\n--- ${label}${seqScans.length ? `  (SEQUENTIAL SCAN: ${seqScans.map((l) => l.trim()).join('; ')})` : ''}`,
  );
  for (const line of lines) console.log(`  ${line}`);
}

async function main() {
  const client = postgres(url, { max: 2, onnotice: () => {} });
  const database = openPostgres(url);
  const { db } = database;
  try {
    // Tables added since the listings were generated (the generator applied the migrations of its day).
    await runMigrations(database);
    if (flag('reseed') || !(await seeded(client))) {
      log(`seeding the dashboard's data: ${JSON.stringify(volumes)}`);
      await seed(client);
    } else log(`dashboard data already seeded: ${JSON.stringify(volumes)}`);
    await checkListingCounts(client);
    // What the app's minute job does: the seeded days (all but the two open ones) closed into daily totals.
    log(`${await closeActivityDays(database.db, 5000)} activity days closed`);
    const [sizes] = await client<Record<string, number>[]>`
      select (select count(*) from properties)::int as listings, (select count(*) from users)::int as users,
        (select count(*) from invoices)::int as invoices, (select count(*) from leads)::int as leads,
        (select count(*) from offers)::int as offers, (select count(*) from bookings)::int as bookings,
        (select count(*) from listing_daily_stats)::int as rollup_rows`;
    log(
      Object.entries(sizes ?? {})
        .map(([table, rows]) => `${table} ${rows.toLocaleString('en-NG')}`)
        .join(', '),
    );

    const today = lagosIsoDate();
    const ranges = dashboardPresets.map((preset) => ({
      label: preset.label,
      range: dashboardRange(presetRange(preset.days, today), today),
    }));
    const now = new Date();

    if (flag('explain')) {
      for (const { label, range } of ranges.filter((r) => r.range.days === 30 || r.range.days === 365)) {
        console.log(`\n===== ${label} (${range.from} to ${range.to}, per ${range.bucket})`);
        await explain(db, 'users now', dashboardQueries.users());
        await explain(db, 'sign-ups', dashboardQueries.signUps(range));
        await explain(db, 'listings by city and status', dashboardQueries.listings());
        await explain(db, 'revenue', dashboardQueries.revenue(range));
        for (const table of ['leads', 'offers', 'bookings'] as const) {
          await explain(db, `${table} per week`, dashboardQueries.deals(range, table));
        }
        await explain(db, 'live subscriptions', dashboardQueries.subscriptions(now));
        await explain(db, 'listing activity', dashboardQueries.activity(range));
      }
      return;
    }

    const calls: Timing[] = [];
    const parts: Timing[] = [];
    for (const { label, range } of ranges) {
      calls.push(await time(`dashboard, ${label}`, () => dashboardFigures(db, range, now)));
      calls.push(await time(`activity, ${label}`, () => listingActivity(db, range)));
      if (range.days === 30 || range.days === 365) {
        const queries: Array<[string, SQL]> = [
          ['users now', dashboardQueries.users()],
          ['sign-ups', dashboardQueries.signUps(range)],
          ['listings by city and status', dashboardQueries.listings()],
          ['revenue', dashboardQueries.revenue(range)],
          ['leads per week', dashboardQueries.deals(range, 'leads')],
          ['offers per week', dashboardQueries.deals(range, 'offers')],
          ['bookings per week', dashboardQueries.deals(range, 'bookings')],
          ['live subscriptions', dashboardQueries.subscriptions(now)],
        ];
        for (const [name, query] of queries) {
          parts.push(await time(`${label}: ${name}`, () => executeRows(db, query)));
        }
      }
    }
    printTimings('Whole calls (service functions, as the routes run them)', calls);
    printTimings("The main call's queries, one by one", parts);
  } finally {
    await database.close();
    await client.end({ timeout: 5 });
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
