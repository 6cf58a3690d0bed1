// The write side of the listing rollup (`listing_daily_stats`): one row per listing per Lagos day, incremented by
// the transaction that made the event (a lead, an offer, a favourite…), so the figures can never disagree with the
// rows they count. Reads (agent analytics, admin dashboard) live in their own modules.
import { type InsightMetric, insightMetrics } from '@naija-homes/contracts/agent-insights';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUuid } from '../../lib/ids';

/** The counters of a listing's day: the contract's metrics (what the analytics show), one column each. */
export const listingMetrics = insightMetrics;
export type ListingMetric = InsightMetric;

/** The rollup's column of each metric. */
export const metricColumns: Record<ListingMetric, string> = {
  views: 'views',
  impressions: 'impressions',
  contactClicks: 'contact_clicks',
  favourites: 'favourites',
  leads: 'leads',
  offers: 'offers',
  bookings: 'bookings',
  chats: 'chats',
};

/** Today in Africa/Lagos as the database sees it (one clock for every API process). */
export const lagosToday = sql`(now() at time zone 'Africa/Lagos')::date`;

/**
 * Adds `by` to one counter of each listing's row for today (created on first use; the owner is copied from the
 * listing). Listings are taken in id order so two transactions counting the same listings lock rows in the same
 * order and never deadlock. Unknown ids are skipped.
 */
export async function recordListingEvent(
  db: Db | Tx,
  metric: ListingMetric,
  propertyIds: string | readonly string[],
  by = 1,
  /**
   * The statement is its own transaction and its commit need not wait for the disk (`synchronous_commit` off for
   * it alone): for counts nobody was promised, written on every search. Never inside a business transaction, whose
   * commit it would loosen too.
   */
  unflushedCommit = false,
): Promise<void> {
  const statement = listingEventSql(metric, propertyIds, by, unflushedCommit);
  if (statement) await db.execute(statement);
}

/**
 * The ids as one array parameter: the statement's text is the same for a page of 20 as for one listing, so it costs
 * the same to build and to parse whatever the page's size (a search writes one per results page). The ids are
 * uuids (listingEventSql skips anything else, which names no listing), so no comma or brace reaches the array's text.
 */
function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}

/** The statement of `recordListingEvent` (null when there is nothing to add); the search benchmark sends it too. */
export function listingEventSql(
  metric: ListingMetric,
  propertyIds: string | readonly string[],
  by = 1,
  unflushedCommit = false,
): SQL | null {
  const ids = [...new Set(typeof propertyIds === 'string' ? [propertyIds] : propertyIds)].filter(isUuid).sort();
  if (ids.length === 0 || by === 0) return null;
  const name = sql.raw(metricColumns[metric]);
  const unflushed = unflushedCommit
    ? sql`, (select set_config('synchronous_commit', 'off', true)) as unflushed`
    : sql``;
  return sql`
    insert into listing_daily_stats (property_id, day, owner_id, ${name})
    select p.id, ${lagosToday}, p.owner_id, ${by}
    from properties p${unflushed}
    where p.id = any(${uuidArray(ids)}::uuid[])
    order by p.id
    on conflict (property_id, day) do update set ${name} = listing_daily_stats.${name} + excluded.${name}`;
}
