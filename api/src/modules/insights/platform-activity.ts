// The platform's listing activity per day for the admin dashboard (ADR 021): a day's rollup rows are summed once
// into `platform_daily_activity` when the day can no longer change, so a chart over a year reads a few hundred
// rows plus the open days' rollup rows, at any number of listings.
import { type SQL, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';
import { lagosToday } from './listing-events';

/**
 * Days stay open (read from the rollup itself) for this many days: the rollup only ever counts into "today", but a
 * transaction begun just before midnight writes the day before after it, so yesterday is left open too.
 */
export const OPEN_ACTIVITY_DAYS = 2;

/**
 * Closes the days after the last closed one (or from the rollup's first day) up to the day before the open ones,
 * at most `maxDays` a run, each with its sums (zeros for a day without activity, so closed days stay contiguous).
 * Safe to run from several processes at once: a day is inserted once. Returns how many days it closed.
 */
export async function closeActivityDays(db: Db, maxDays = 400): Promise<number> {
  const rows = await executeRows<{ n: number }>(
    db,
    sql`with bounds as (
          select coalesce(
              (select max(day) + 1 from platform_daily_activity),
              (select min(day) from listing_daily_stats)
            ) as first,
            ${lagosToday} - ${OPEN_ACTIVITY_DAYS}::int as last
        ), days as (
          select d::date as day from bounds,
            generate_series(bounds.first, least(bounds.last, bounds.first + ${maxDays - 1}::int), interval '1 day') d
          where bounds.first is not null
        ), closed as (
          insert into platform_daily_activity
            (day, views, impressions, contact_clicks, favourites, leads, offers, bookings, chats)
          select days.day, coalesce(sum(s.views), 0), coalesce(sum(s.impressions), 0),
            coalesce(sum(s.contact_clicks), 0), coalesce(sum(s.favourites), 0), coalesce(sum(s.leads), 0),
            coalesce(sum(s.offers), 0), coalesce(sum(s.bookings), 0), coalesce(sum(s.chats), 0)
          from days left join listing_daily_stats s on s.day = days.day
          group by days.day
          on conflict (day) do nothing
          returning 1
        ) select count(*)::int as n from closed`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * The activity of the days from..to (both included, Lagos): closed days from their totals, the open ones summed
 * from the rollup (only rows after the last closed day, through the rollup's (day) index). `bucket` maps a row's
 * `day` to the chart's bucket.
 */
export function platformActivitySql(range: { from: string; to: string }, bucket: (day: SQL) => SQL): SQL {
  const inRange = sql`day >= ${range.from}::date and day <= ${range.to}::date`;
  return sql`select ${bucket(sql`day`)} as b,
      sum(views) as views, sum(impressions) as impressions, sum(contact_clicks) as clicks
    from (
      select day, views, impressions, contact_clicks from platform_daily_activity where ${inRange}
      union all
      select day, views, impressions, contact_clicks from listing_daily_stats
      where ${inRange}
        and day > (select coalesce(max(day), '-infinity'::date) from platform_daily_activity)
    ) activity
    group by 1`;
}
