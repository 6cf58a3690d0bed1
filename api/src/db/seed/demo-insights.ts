// Demo activity for the charts (issue 18): up to sixty days of daily figures for every demo listing, from the day it
// was published, so the agents' analytics and the admin dashboard draw non-zero figures right after `npm start`.
// Only what leaves no record of its own is made up: impressions, views and contact clicks (deterministic, a seeded
// generator per listing, busier at the weekend, higher tiers shown more, activity growing slowly). Favourites,
// leads, offers and bookings are counted from the demo's real rows, so every figure that has a table agrees with
// it. Idempotent: once history exists it is left alone, and today's figures already counted are never overwritten.
import { addDays } from '@naija-homes/contracts/date-range';
import { lagosIsoDate } from '@naija-homes/contracts/format';
import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { listingDailyStats, properties } from '../schema';
import { prng } from './prng';

/** How many days of history the demo has (today included). */
export const DEMO_INSIGHT_DAYS = 60;

type DailyRow = typeof listingDailyStats.$inferInsert;

export interface DemoInsightListing {
  id: string;
  ownerId: string;
  slug: string;
  propertyFor: string | null;
  visibilityLevel: number;
  publishedAt: Date;
}

/** A stable number from a string (FNV-1a), to seed each listing's generator from its slug. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The day's figures of one listing, in order from its first day (the later of its publication and 59 days ago). */
export function demoDailyStats(listing: DemoInsightListing, today: string = lagosIsoDate()): DailyRow[] {
  const random = prng(hash(listing.slug));
  const first = addDays(today, -(DEMO_INSIGHT_DAYS - 1));
  const published = lagosIsoDate(listing.publishedAt);
  const start = published > first ? published : first;
  // How much interest the listing draws on an average day, and how much more its tier shows it in search.
  const appeal = 10 + random() * 40;
  const reach = 4 + Math.min(Math.max(listing.visibilityLevel, 1), 4) * 1.5;
  /** A whole number with this expected value: the fraction is a chance of one more. */
  const some = (expected: number) => Math.floor(expected + random());
  const rows: DailyRow[] = [];
  for (let day = start, age = 0; day <= today; day = addDays(day, 1), age++) {
    const daysAgo = Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.3 : weekday === 1 ? 1.1 : 1;
    // New listings draw a burst of interest in their first days; the site grows slowly over the two months.
    const fresh = age < 4 ? 1.4 : 1;
    const growth = 0.8 + 0.35 * (1 - daysAgo / DEMO_INSIGHT_DAYS);
    const views = Math.min(80, Math.max(5, Math.round(appeal * weekend * fresh * growth * (0.65 + random() * 0.7))));
    const impressions = Math.round(views * reach * (0.8 + random() * 0.4));
    rows.push({
      propertyId: listing.id,
      ownerId: listing.ownerId,
      day,
      views,
      impressions,
      contactClicks: some(views * 0.07),
    });
  }
  return rows;
}

/**
 * Seeds the demo listings' history unless they already have some (a day before today). Returns the rows written.
 */
export async function seedDemoInsights(db: Db, ownerIds: readonly string[], today = lagosIsoDate()): Promise<number> {
  const owners = ownerIds.filter(Boolean);
  if (owners.length === 0) return 0;
  const [history] = await db
    .select({ propertyId: listingDailyStats.propertyId })
    .from(listingDailyStats)
    .where(and(inArray(listingDailyStats.ownerId, owners), lt(listingDailyStats.day, today)))
    .limit(1);
  if (history) return 0;
  const listings = await db
    .select({
      id: properties.id,
      ownerId: properties.ownerId,
      slug: properties.slug,
      propertyFor: properties.propertyFor,
      visibilityLevel: properties.visibilityLevel,
      publishedAt: properties.publishedAt,
    })
    .from(properties)
    .where(and(inArray(properties.ownerId, owners), isNotNull(properties.publishedAt)))
    .orderBy(properties.slug);
  const rows = listings.flatMap((listing) =>
    listing.publishedAt ? demoDailyStats({ ...listing, publishedAt: listing.publishedAt }, today) : [],
  );
  let written = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) {
      const inserted = await tx
        .insert(listingDailyStats)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing()
        .returning({ day: listingDailyStats.day });
      written += inserted.length;
    }
    // The demo's deals are inserted directly (not through the services that count them): count them here, on the
    // Lagos day each was made.
    const ids = sql.join(
      owners.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    for (const [metric, table, at] of [
      ['favourites', 'favourites', 'created_at'],
      ['leads', 'leads', 'created_at'],
      ['offers', 'offers', 'created_at'],
      ['bookings', 'bookings', 'created_at'],
    ] as const) {
      const column = sql.raw(metric);
      await tx.execute(sql`
        insert into listing_daily_stats (property_id, day, owner_id, ${column})
        select p.id, (r.${sql.raw(at)} at time zone 'Africa/Lagos')::date, p.owner_id, count(*)
        from ${sql.raw(table)} r join properties p on p.id = r.property_id
        where p.owner_id in (${ids})
        group by 1, 2, 3
        order by 1, 2
        on conflict (property_id, day) do update set ${column} = excluded.${column}`);
    }
  });
  return written;
}
