// A buyer's saved homes: toggled from any heart, listed on the saved-homes page. A listing that leaves search
// stays in the list, marked unavailable, so the buyer sees why it no longer opens.
import { type FavouritesPage, favouriteMessages } from '@naija-homes/contracts/favourite';
import { searchMessages } from '@naija-homes/contracts/search';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favourites, properties } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordListingEvent } from '../insights/listing-events';
import { type CardRow, cardJson } from '../search/search.service';
import { cardColumns, cardSource, searchLive } from '../search/search.sql';

/**
 * Saves or unsaves a listing. Only a live listing can be saved; one already saved can always be removed. With
 * `wanted` given, the call sets that state and a request that finds it already so answers 409 (the unique key
 * decides between concurrent copies); without it, the call toggles.
 */
export async function toggleFavourite(database: Database, userId: string, propertyId: string, wanted?: boolean) {
  if (!isUuid(propertyId)) throw new HttpError(404, searchMessages.notFound);
  return database.db.transaction(async (tx) => {
    if (wanted !== true) {
      const removed = await tx
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, propertyId)))
        .returning({ propertyId: favourites.propertyId });
      if (removed.length) return { isFavourite: false, message: favouriteMessages.removed };
      if (wanted === false) throw new HttpError(409, favouriteMessages.notSaved);
    }
    const [live] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, propertyId), searchLive));
    if (!live) throw new HttpError(404, searchMessages.notFound);
    const inserted = await tx
      .insert(favourites)
      .values({ userId, propertyId })
      .onConflictDoNothing()
      .returning({ propertyId: favourites.propertyId });
    // Only a request that asked for "saved" can find the row already there (a toggle deleted it first, or lost a
    // race to a copy of itself): either way the home is saved, which is what the toggle answers.
    if (!inserted.length && wanted === true) throw new HttpError(409, favouriteMessages.alreadySaved);
    if (inserted.length) await recordListingEvent(tx, 'favourites', propertyId);
    return { isFavourite: true, message: favouriteMessages.added };
  });
}

export async function favouriteIds(database: Database, userId: string): Promise<string[]> {
  const rows = await database.db
    .select({ propertyId: favourites.propertyId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt))
    .limit(1000);
  return rows.map((row) => row.propertyId);
}

export async function listFavourites(
  database: Database,
  userId: string,
  query: { page: number; limit: number },
): Promise<FavouritesPage> {
  const [{ total } = { total: 0 }] = await database.db
    .select({ total: count() })
    .from(favourites)
    .where(eq(favourites.userId, userId));
  const p = properties;
  const rows = await database.execute<CardRow & { saved_at: Date | string; available: boolean }>(
    sql`select ${cardColumns}, ${favourites.createdAt} as saved_at, (${searchLive}) as available
      from ${favourites} join ${cardSource} on ${p.id} = ${favourites.propertyId}
      where ${favourites.userId} = ${userId}
      order by ${favourites.createdAt} desc, ${p.id} desc
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  return {
    data: rows.map((row) => ({
      ...cardJson(row),
      available: Boolean(row.available),
      savedAt: new Date(row.saved_at).toISOString(),
    })),
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}
