// Times an agent's dashboard, analytics and visibility calls on the bench database (a million listings), for the
// agent with the most listings: the worst case of the per-agent reads of the activity rollup.
//
//   bun bench/agent-insights/run.ts [--runs 30]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/naija_bench)
//
// Needs the listings of `npm run bench:search:generate` and the rollup rows that `npm run bench:admin` seeds (the
// last 90 days of activity, 20,000 listings a day).
import { presetRange } from '@naija-homes/contracts/admin-dashboard';
import { lagosIsoDate } from '@naija-homes/contracts/format';
import { sql } from 'drizzle-orm';
import { executeRows, openPostgres } from '../../api/src/db/client';
import { agentAnalytics, listingInsights } from '../../api/src/modules/agent-insights/agent-analytics';
import { agentSummary } from '../../api/src/modules/agent-insights/agent-summary';
import { agentVisibility } from '../../api/src/modules/agent-insights/agent-visibility';
import { benchDatabaseUrl, numberFlag } from '../search/args';
import { percentile } from '../shared/database';

const TARGET_MS = 200;
const runs = numberFlag('runs', 30);
const database = openPostgres(benchDatabaseUrl());
const { db } = database;

const [busiest] = await executeRows<{ owner_id: string; listings: number; days: number }>(
  db,
  sql`select p.owner_id, count(*)::int as listings,
        (select count(*)::int from listing_daily_stats s where s.owner_id = p.owner_id) as days
      from properties p group by p.owner_id order by count(*) desc limit 1`,
);
if (!busiest) throw new Error('No listings: run npm run bench:search:generate first');
console.log(`agent ${busiest.owner_id}: ${busiest.listings} listings, ${busiest.days} rollup rows`);
if (busiest.days === 0) console.log('(no rollup rows: run npm run bench:admin once to seed them)');

const today = lagosIsoDate();
const calls: Array<[string, () => Promise<unknown>]> = [
  ['dashboard summary', () => agentSummary(db, busiest.owner_id)],
  ...([7, 30, 90] as const).flatMap((days): Array<[string, () => Promise<unknown>]> => {
    const range = presetRange(days, today);
    return [
      [`analytics, ${days} days`, () => agentAnalytics(db, busiest.owner_id, range)],
      [
        `listing table by views, ${days} days`,
        () => listingInsights(db, busiest.owner_id, { ...range, sort: 'views', order: 'desc', page: 1, limit: 20 }),
      ],
    ];
  }),
  ['visibility, first page', () => agentVisibility(db, busiest.owner_id, { page: 1, limit: 20 })],
];

let over = 0;
for (const [name, call] of calls) {
  await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  if (p95 > TARGET_MS) over++;
  console.log(
    `${name.padEnd(36)} p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms${p95 > TARGET_MS ? '   OVER' : ''}`,
  );
}
await database.close();
console.log(over === 0 ? `every call under ${TARGET_MS} ms at p95` : `${over} call(s) over ${TARGET_MS} ms at p95`);
process.exit(over === 0 ? 0 : 1);
