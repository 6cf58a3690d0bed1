// The agent's analytics over a range of Lagos days: every day's sums (the charts), and per listing (the table and
// its CSV). All read the rollup through its (owner_id, day) index: at most a year of rows per listing.
import {
  type AgentAnalytics,
  daysInRange,
  formatConversion,
  insightMetricLabels,
  insightMetrics,
  type ListingInsight,
  type ListingInsightsPage,
  type ListingSortKey,
} from '@naija-homes/contracts/agent-insights';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';
import { csvDocument } from '../../lib/csv';
import { totalPages } from '../../lib/pagination';
import { type DayRange, figuresOf, metricSums, sqlDay } from './insight-range';

/** Every day of the range with its sums over my listings (zeros where nothing happened), and the totals. */
export async function agentAnalytics(db: Db, agentId: string, range: DayRange): Promise<AgentAnalytics> {
  const length = daysInRange(range.from, range.to);
  const rows = await executeRows<Record<string, unknown> & { day: string }>(
    db,
    sql`with days as (select (${sqlDay(range.from)} + i)::date as day from generate_series(0, ${length - 1}) as i)
      select to_char(days.day, 'YYYY-MM-DD') as day, ${metricSums('s')}
      from days left join listing_daily_stats s on s.owner_id = ${agentId} and s.day = days.day
      group by days.day order by days.day`,
  );
  const days = rows.map((row) => ({ day: String(row.day), ...figuresOf(row) }));
  const totals = figuresOf(
    Object.fromEntries(insightMetrics.map((metric) => [metric, days.reduce((sum, day) => sum + day[metric], 0)])),
  );
  return { from: range.from, to: range.to, totals, days };
}

export interface ListingTableQuery extends DayRange {
  sort: ListingSortKey;
  order: 'asc' | 'desc';
}

/** My listings' sums over the range, by listing. */
const sumsByListing = (agentId: string, range: DayRange) => sql`with sums as (
    select s.property_id, ${metricSums('s')} from listing_daily_stats s
    where s.owner_id = ${agentId} and s.day between ${sqlDay(range.from)} and ${sqlDay(range.to)}
    group by s.property_id)`;

/** My listings in the table: published ones, and any other counted in the range (a listing since unpublished). */
const tableRows = (agentId: string) => sql`from properties p left join sums on sums.property_id = p.id
    where p.owner_id = ${agentId} and (p.is_published or sums.property_id is not null)`;

const sortColumn = (sort: ListingSortKey): SQL => (sort === 'title' ? sql`lower(p.title)` : sql.raw(`"${sort}"`));

type ListingRow = Record<string, unknown> & { id: string; slug: string; title: string; conversion: unknown };

async function listingRows(db: Db, agentId: string, query: ListingTableQuery, limit: number, offset: number) {
  const metrics = insightMetrics.map(
    (metric) => sql`coalesce(sums.${sql.raw(`"${metric}"`)}, 0)::int as ${sql.raw(`"${metric}"`)}`,
  );
  const conversion = sql`case when coalesce(sums."views", 0) > 0 then sums."leads"::float8 / sums."views" end as conversion`;
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const rows = await executeRows<ListingRow>(
    db,
    sql`${sumsByListing(agentId, query)}
      select p.id, p.slug, p.title, ${sql.join(metrics, sql`, `)}, ${conversion} ${tableRows(agentId)}
      order by ${sortColumn(query.sort)} ${direction} nulls last, lower(p.title) asc, p.id asc
      limit ${limit} offset ${offset}`,
  );
  return rows.map(
    (row): ListingInsight => ({
      _id: row.id,
      slug: row.slug,
      title: row.title,
      ...figuresOf(row),
      conversion: row.conversion === null || row.conversion === undefined ? null : Number(row.conversion),
    }),
  );
}

export async function listingInsights(
  db: Db,
  agentId: string,
  query: ListingTableQuery & { page: number; limit: number },
): Promise<ListingInsightsPage> {
  const [[counted], data] = await Promise.all([
    executeRows<{ total: unknown }>(
      db,
      sql`${sumsByListing(agentId, query)} select count(*)::int as total ${tableRows(agentId)}`,
    ),
    listingRows(db, agentId, query, query.limit, (query.page - 1) * query.limit),
  ]);
  const total = Number(counted?.total ?? 0);
  return { data, total, totalPages: totalPages(total, query.limit), from: query.from, to: query.to };
}

const CSV_MAX_ROWS = 50_000;

/** GET /insights/analytics.csv: the whole table in the table's order, with each listing's address on the site. */
export async function listingInsightsCsv(db: Db, agentId: string, query: ListingTableQuery, siteUrl: string) {
  const rows = await listingRows(db, agentId, query, CSV_MAX_ROWS, 0);
  const header = ['Listing', 'Link', ...insightMetrics.map((metric) => insightMetricLabels[metric]), 'View to lead'];
  return csvDocument(
    header,
    rows.map((row) => [
      row.title ?? '',
      `${siteUrl.replace(/\/$/, '')}/properties/${row.slug}`,
      ...insightMetrics.map((metric) => row[metric]),
      formatConversion(row.conversion),
    ]),
  );
}
