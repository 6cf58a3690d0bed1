// The one definition of an agent's listing counts (contracts/listing-counts.ts): over the listings search shows,
// each purpose on its own. The dashboard's stats, the public profile and the directory all read it from here.
import type { ListingCounts } from '@naija-homes/contracts/listing-counts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';
import { properties as p } from '../../db/schema';
import { searchLive } from './search.sql';

/** How many live listings an agent has, as a correlated subquery on the agent's user id (for the directory). */
export function liveListingCountSql(ownerId: AnyColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${p} where ${p.ownerId} = ${ownerId} and ${searchLive})`;
}

/** The agent's live listings counted in all and by purpose, in one statement. */
export async function liveListingCounts(db: Db, ownerId: string): Promise<ListingCounts> {
  const [row] = await executeRows<{ total: number; rent: number; sale: number; short_let: number }>(
    db,
    sql`select count(*)::int as total,
      (count(*) filter (where ${p.propertyFor} = 'rent'))::int as rent,
      (count(*) filter (where ${p.propertyFor} = 'sale'))::int as sale,
      (count(*) filter (where ${p.propertyFor} = 'short-let'))::int as short_let
    from ${p} where ${p.ownerId} = ${ownerId} and ${searchLive}`,
  );
  return {
    propertiesCount: Number(row?.total ?? 0),
    forRentCount: Number(row?.rent ?? 0),
    forSaleCount: Number(row?.sale ?? 0),
    forShortLetCount: Number(row?.short_let ?? 0),
  };
}
