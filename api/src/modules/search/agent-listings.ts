// An agent's live listings as visitors see them on the agent's public profile: the figures (spec §2, §3: pricing
// stats and property stats) and the paged table. "Live" is exactly what search shows (`searchLive`).
import { koboToNaira } from '@naija-homes/contracts/format';
import type { PropertyCard } from '@naija-homes/contracts/listing';
import type { ListingCounts } from '@naija-homes/contracts/listing-counts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties as p } from '../../db/schema';
import { liveListingCounts } from './listing-counts';
import { type CardRow, cardJson } from './search.service';
import { cardColumns, cardSource, searchLive } from './search.sql';

export interface AgentListingFigures {
  pricingStats: { totalPrice: number; priceRange: { minPrice: number; maxPrice: number }; averagePrice: number };
  propertyStats: ListingCounts;
}

/** Counts (listing-counts.ts) and prices over the agent's live listings; prices in naira, listings without one left out. */
export async function agentListingFigures(database: Database, ownerId: string): Promise<AgentListingFigures> {
  const counts = liveListingCounts(database.db, ownerId);
  const [row] = await database.execute<{
    sum_kobo: string | number | null;
    min_kobo: string | number | null;
    max_kobo: string | number | null;
    avg_kobo: string | number | null;
  }>(sql`select sum(${p.priceKobo}) as sum_kobo, min(${p.priceKobo}) as min_kobo, max(${p.priceKobo}) as max_kobo,
      round(avg(${p.priceKobo})) as avg_kobo
    from ${p} where ${p.ownerId} = ${ownerId} and ${searchLive}`);
  const naira = (kobo: string | number | null | undefined) => (kobo == null ? 0 : koboToNaira(Number(kobo)));
  return {
    pricingStats: {
      totalPrice: naira(row?.sum_kobo),
      priceRange: { minPrice: naira(row?.min_kobo), maxPrice: naira(row?.max_kobo) },
      averagePrice: naira(row?.avg_kobo),
    },
    propertyStats: await counts,
  };
}

/** A page of the agent's live listings, newest first, with the total for paging. */
export async function agentListingsPage(
  database: Database,
  ownerId: string,
  page: number,
  limit: number,
): Promise<{ data: PropertyCard[]; total: number; totalPages: number; page: number }> {
  const where = sql`${p.ownerId} = ${ownerId} and ${searchLive}`;
  const [rows, counted] = await Promise.all([
    database.execute<CardRow>(sql`select ${cardColumns} from ${cardSource} where ${where}
      order by ${p.publishedAt} desc nulls last, ${p.id} desc limit ${limit} offset ${(page - 1) * limit}`),
    database.execute<{ total: number }>(sql`select count(*)::int as total from ${p} where ${where}`),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  return { data: rows.map(cardJson), total, totalPages: Math.max(1, Math.ceil(total / limit)), page };
}
