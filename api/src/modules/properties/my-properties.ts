// The agent's own listings: My Properties (newest first, searchable) and the dashboard's counts.
import { expiresAt } from '@naija-homes/contracts/freshness';
import type { MyProperty, PropertyStats } from '@naija-homes/contracts/property';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { liveListingCounts } from '../search/listing-counts';
import { searchLive } from '../search/search.sql';
import { canRenew } from './freshness';
import { holdOf, naira } from './property-json';

const iso = (date: Date | null) => date?.toISOString() ?? null;

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
      hold: holdOf(row),
      renewedAt: iso(row.renewedAt),
      availability: row.availability as MyProperty['availability'],
      unavailableSince: iso(row.unavailableSince),
      freshnessAskedAt: iso(row.freshnessAskedAt),
      expiresAt:
        row.listingStatus === 'active' && row.availability === 'available' && row.renewedAt
          ? expiresAt(row.renewedAt, row.freshnessAskedAt).toISOString()
          : null,
      expiredAt: iso(row.expiredAt),
      canRenew: canRenew(row),
    })),
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** The agent dashboard's counts: the live ones by purpose as the public profile counts them (listing-counts.ts). */
export async function propertyStats(db: Db, ownerId: string): Promise<PropertyStats> {
  const live = liveListingCounts(db, ownerId);
  const [row] = await db
    .select({
      total: count(),
      published: sql<number>`count(*) filter (where ${properties.isPublished})`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${searchLive})`.mapWith(Number),
      hiddenByPlan:
        sql<number>`count(*) filter (where ${properties.isPublished} and ${properties.listingStatus} = 'active' and not ${properties.ownerHasPlan})`.mapWith(
          Number,
        ),
      awaitingConfirmation:
        sql<number>`count(*) filter (where ${properties.listingStatus} = 'active' and ${properties.freshnessAskedAt} is not null)`.mapWith(
          Number,
        ),
      expired: sql<number>`count(*) filter (where ${properties.listingStatus} = 'expired')`.mapWith(Number),
      letOrSold:
        sql<number>`count(*) filter (where ${properties.listingStatus} = 'active' and ${properties.availability} <> 'available')`.mapWith(
          Number,
        ),
    })
    .from(properties)
    .where(eq(properties.ownerId, ownerId));
  const empty = {
    total: 0,
    published: 0,
    active: 0,
    hiddenByPlan: 0,
    awaitingConfirmation: 0,
    expired: 0,
    letOrSold: 0,
  };
  return { ...(row ?? empty), ...(await live) };
}
