// Recently viewed (issue 37): the listings a buyer opened, newest first, at most RECENTLY_VIEWED_MAX; a visitor's
// list lives on their device and is shown through `listingCards`. Listings that left search are not shown.
import type { PropertyCard } from '@naija-homes/contracts/listing';
import { RECENTLY_VIEWED_MAX } from '@naija-homes/contracts/recently-viewed';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties, recentlyViewed } from '../../db/schema';
import { type CardRow, cardJson } from '../search/search.service';
import { cardColumns, cardSource, searchLive } from '../search/search.sql';

/**
 * Records listings a buyer opened, oldest first (so the last is the newest), and keeps the newest
 * RECENTLY_VIEWED_MAX. Ids of listings that do not exist or left search are skipped: a device's list may hold them.
 */
export async function recordViews(database: Database, userId: string, propertyIds: string[]): Promise<void> {
  const p = properties;
  await database.db.transaction(async (tx) => {
    // One statement: the listings still live, each stamped a microsecond after the one before it, so the order
    // sent is the order kept whatever the clock's resolution; a second visit moves a listing to the front.
    await tx.execute(sql`
      insert into ${recentlyViewed} (user_id, property_id, viewed_at)
      select ${userId}::uuid, ${p.id}, clock_timestamp() + make_interval(secs => v.position / 1000000.0)
      from unnest(${`{${propertyIds.join(',')}}`}::uuid[]) with ordinality as v(id, position)
      join ${p} on ${p.id} = v.id and ${searchLive}
      on conflict (user_id, property_id) do update set viewed_at = excluded.viewed_at`);
    await tx.execute(sql`
      delete from ${recentlyViewed} where user_id = ${userId} and property_id not in (
        select property_id from ${recentlyViewed} where user_id = ${userId}
        order by viewed_at desc limit ${RECENTLY_VIEWED_MAX})`);
  });
}

/** A buyer's recently viewed listings that are still live, newest first. */
export async function listRecentlyViewed(database: Database, userId: string): Promise<PropertyCard[]> {
  const p = properties;
  const rows = await database.execute<CardRow>(
    sql`select ${cardColumns} from ${recentlyViewed} join ${cardSource} on ${p.id} = ${recentlyViewed.propertyId}
      where ${recentlyViewed.userId} = ${userId} and ${searchLive}
      order by ${recentlyViewed.viewedAt} desc limit ${RECENTLY_VIEWED_MAX}`,
  );
  return rows.map(cardJson);
}

/** The live listings among ids, as cards, in the order given (a visitor's device list). */
export async function listingCards(database: Database, ids: string[]): Promise<PropertyCard[]> {
  const p = properties;
  const rows = await database.execute<CardRow & { position: number | string }>(
    sql`select ${cardColumns}, v.position from unnest(${`{${ids.join(',')}}`}::uuid[]) with ordinality as v(id, position)
      join ${cardSource} on ${p.id} = v.id
      where ${searchLive}
      order by v.position`,
  );
  return rows.map(cardJson);
}
