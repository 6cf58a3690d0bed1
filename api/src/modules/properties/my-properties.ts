// The agent's own listings: My Properties (newest first, searchable) and the dashboard's counts.
import type { MyProperty } from '@naija-homes/contracts/property';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { searchLive } from '../search/search.sql';
import { naira } from './property-json';

export async function listMyProperties(
  db: Db,
  ownerId: string,
  query: { page: number; limit: number; search?: string },
): Promise<{ data: MyProperty[]; total: number; totalPages: number }> {
  const filters: SQL[] = [eq(properties.ownerId, ownerId)];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    filters.push(
      or(ilike(properties.title, pattern), ilike(properties.city, pattern), ilike(properties.address, pattern)) as SQL,
    );
  }
  const where = and(...filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(properties).where(where);
  const rows = await db
    .select({ row: properties, inSearch: sql<boolean>`${searchLive}` })
    .from(properties)
    .where(where)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    data: rows.map(({ row, inSearch }) => ({
      _id: row.id,
      slug: row.slug,
      title: row.title,
      propertyCategory: row.propertyCategory as MyProperty['propertyCategory'],
      propertyFor: row.propertyFor as MyProperty['propertyFor'],
      price: naira(row.priceKobo),
      rentPaymentFrequency: row.rentPaymentFrequency as MyProperty['rentPaymentFrequency'],
      listingStatus: row.listingStatus as MyProperty['listingStatus'],
      isPublished: row.isPublished,
      createdAt: row.createdAt.toISOString(),
      city: row.city,
      state: row.state,
      photo: row.photos[0]?.cardUrl ?? null,
      inSearch: Boolean(inSearch),
    })),
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** The agent dashboard's counts. */
export async function propertyStats(db: Db, ownerId: string) {
  const [row] = await db
    .select({
      total: count(),
      published: sql<number>`count(*) filter (where ${properties.isPublished})`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${searchLive})`.mapWith(Number),
      hiddenByPlan:
        sql<number>`count(*) filter (where ${properties.isPublished} and ${properties.listingStatus} = 'active' and not ${properties.ownerHasPlan})`.mapWith(
          Number,
        ),
      forSale: sql<number>`count(*) filter (where ${properties.propertyFor} = 'sale')`.mapWith(Number),
      forRent: sql<number>`count(*) filter (where ${properties.propertyFor} in ('rent', 'short-let'))`.mapWith(Number),
    })
    .from(properties)
    .where(eq(properties.ownerId, ownerId));
  return row ?? { total: 0, published: 0, active: 0, hiddenByPlan: 0, forSale: 0, forRent: 0 };
}
