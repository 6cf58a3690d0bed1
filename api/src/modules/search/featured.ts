// The home page carousel (pricing page: Platinum "Top of the home page carousel", Elite "Featured in the home page
// carousel"). Ranked by tier alone, twenty Platinum listings would fill every slot and Elite would never appear, so
// Platinum takes the first slots up to a share, Elite the rest, and either fills what the other leaves empty.
import type { PropertyCard } from '@naija-homes/contracts/listing';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties as p } from '../../db/schema';
import { type CardRow, cardJson } from './search.service';
import { cardColumns, cardSource, searchLive } from './search.sql';

export const FEATURED_SLOTS = 12;
/** How many of the slots Platinum (Exclusive) listings may take while Elite ones wait. */
export const FEATURED_TOP_SHARE = 8;

/** Platinum listings first (newest first), then Elite and Priority ones; at most FEATURED_SLOTS. */
export async function featuredListings(database: Database): Promise<PropertyCard[]> {
  const newest = sql`${p.publishedAt} desc nulls last, ${p.id} desc`;
  const [top, featured] = await Promise.all([
    database.execute<CardRow>(sql`select ${cardColumns} from ${cardSource}
      where ${searchLive} and ${p.visibilityLevel} >= 4 order by ${newest} limit ${FEATURED_SLOTS}`),
    database.execute<CardRow>(sql`select ${cardColumns} from ${cardSource}
      where ${searchLive} and ${p.visibilityLevel} between 2 and 3 order by ${newest} limit ${FEATURED_SLOTS}`),
  ]);
  const topCount = Math.max(FEATURED_TOP_SHARE, FEATURED_SLOTS - featured.length);
  const chosenTop = top.slice(0, topCount);
  return [...chosenTop, ...featured.slice(0, FEATURED_SLOTS - chosenTop.length)].map(cardJson);
}
