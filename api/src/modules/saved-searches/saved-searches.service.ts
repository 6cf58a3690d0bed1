// A buyer's saved searches: save the search on screen, list them with their new matches, rename, change how often
// to hear, delete; and the signed one-click unsubscribe of the alert mails.
import { nairaToKobo } from '@naija-homes/contracts/format';
import {
  canonicalSearchQuery,
  SAVED_SEARCHES_PER_BUYER,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchesPage,
  type SavedSearchUpdate,
  savedSearchMessages,
} from '@naija-homes/contracts/saved-search';
import { propertySearchQuerySchema, searchParamsRecord } from '@naija-homes/contracts/search';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client';
import { ANY_AREA_BOX, savedSearches, savedSearchMatches, users } from '../../db/schema';
import { HttpError, pgErrorCode } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { linkToken, linkTokenMatches } from '../../lib/signed-link';
import { billingNow } from '../../providers/payments/clock';
import { searchAreaBox, searchMatchSpec } from '../search/search.sql';

type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * How far an area's key box is widened beyond the area's bounding box: far more than PostgreSQL's 1e-6 tolerance in
 * geometric comparisons, so the index never drops a listing the exact test of the area would keep.
 */
const AREA_KEY_MARGIN = 1e-4;

/**
 * The leading filters of a search, as the columns the alert matcher reads through its index (purpose, city,
 * bedrooms, price band, the area's box), and the whole search parsed (`matchSpec`), tested in SQL after them.
 */
export function leadingFilters(query: string) {
  const q = propertySearchQuerySchema.parse(searchParamsRecord(new URLSearchParams(query)));
  const low = q.minPrice !== undefined ? nairaToKobo(q.minPrice) : '';
  const high = q.maxPrice !== undefined ? nairaToKobo(q.maxPrice) : '';
  const box = searchAreaBox(q);
  const m = AREA_KEY_MARGIN;
  return {
    purposeKey: q.propertyFor ?? '*',
    cityKey: q.city?.toLowerCase() ?? '*',
    priceBand: `[${low},${high}]`,
    // The search page's rooms filter: 1 to 4 exactly, 5 for five or more.
    bedroomsKey: q.bedrooms ?? 0,
    areaBox: box ? `(${box[2] + m},${box[3] + m}),(${box[0] - m},${box[1] - m})` : ANY_AREA_BOX,
    matchSpec: searchMatchSpec(q),
  };
}

/**
 * Fills the parsed search and the newer leading columns of searches saved before they existed (migration 0027 leaves
 * them "any" and null, which match correctly but slowly). Batches of 500; returns how many rows it filled.
 */
export async function backfillSavedSearchSpecs(db: Db): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: savedSearches.id, query: savedSearches.query })
      .from(savedSearches)
      .where(isNull(savedSearches.matchSpec))
      .limit(500);
    if (!rows.length) return filled;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        let leading: ReturnType<typeof leadingFilters>;
        try {
          leading = leadingFilters(row.query);
        } catch {
          // A search that no longer parses matches nothing; an empty spec would match everything, so it is marked
          // with a filter no listing has.
          await tx
            .update(savedSearches)
            .set({ matchSpec: { propertyFor: '-unparsable-' } })
            .where(eq(savedSearches.id, row.id));
          continue;
        }
        await tx
          .update(savedSearches)
          .set({
            bedroomsKey: leading.bedroomsKey,
            areaBox: leading.areaBox,
            matchSpec: leading.matchSpec,
          })
          .where(eq(savedSearches.id, row.id));
      }
    });
    filled += rows.length;
  }
}

function toJson(row: SavedSearchRow, newMatches: number): SavedSearch {
  return {
    _id: row.id,
    name: row.name,
    frequency: row.frequency,
    query: row.query,
    newMatches,
    lastSeenAt: row.lastSeenAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Matches of a search newer than the last time its buyer opened it. */
async function newMatchCount(db: Db | Tx, row: SavedSearchRow): Promise<number> {
  const [counted] = await db
    .select({ value: count() })
    .from(savedSearchMatches)
    .where(and(eq(savedSearchMatches.searchId, row.id), gt(savedSearchMatches.matchedAt, row.lastSeenAt)));
  return Number(counted?.value ?? 0);
}

export async function createSavedSearch(database: Database, userId: string, body: SavedSearchCreate) {
  const query = canonicalSearchQuery(body.query);
  try {
    return await database.db.transaction(async (tx) => {
      // The buyer's row orders their saves: the count below cannot be passed by a save running beside it.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const now = await billingNow(tx);
      const [held] = await tx.select({ value: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
      if (Number(held?.value ?? 0) >= SAVED_SEARCHES_PER_BUYER) throw new HttpError(409, savedSearchMessages.tooMany);
      const [row] = await tx
        .insert(savedSearches)
        .values({
          userId,
          name: body.name,
          frequency: body.frequency,
          query,
          ...leadingFilters(query),
          // Alert times follow the billing clock (a demo or a test moves it): seen and digest periods start now.
          lastSeenAt: now,
          lastDigestAt: now,
        })
        .onConflictDoNothing()
        .returning();
      // The unique key (buyer, query) decides between copies of one save.
      if (!row) throw new HttpError(409, savedSearchMessages.duplicate);
      return toJson(row, 0);
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw new HttpError(409, savedSearchMessages.duplicate);
    throw error;
  }
}

export async function listSavedSearches(
  database: Database,
  userId: string,
  query: { page: number; limit: number },
): Promise<SavedSearchesPage> {
  const [counted] = await database.db
    .select({ value: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  const total = Number(counted?.value ?? 0);
  const m = savedSearchMatches;
  const rows = await database.db
    .select({
      search: savedSearches,
      newMatches: sql<number>`(select count(*)::int from ${m} where ${m.searchId} = ${savedSearches.id}
        and ${m.matchedAt} > ${savedSearches.lastSeenAt})`,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(sql`${savedSearches.createdAt} desc, ${savedSearches.id} desc`)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    data: rows.map((row) => toJson(row.search, Number(row.newMatches))),
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

async function lockOwnedSearch(tx: Tx, userId: string, id: string): Promise<SavedSearchRow> {
  if (!isUuid(id)) throw new HttpError(404, savedSearchMessages.notFound);
  const [row] = await tx.select().from(savedSearches).where(eq(savedSearches.id, id)).for('update');
  // Another buyer's search is as good as missing: its existence is not theirs to learn.
  if (!row || row.userId !== userId) throw new HttpError(404, savedSearchMessages.notFound);
  return row;
}

export async function updateSavedSearch(database: Database, userId: string, id: string, body: SavedSearchUpdate) {
  return database.db.transaction(async (tx) => {
    const current = await lockOwnedSearch(tx, userId, id);
    const [row] = await tx
      .update(savedSearches)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.frequency !== undefined ? { frequency: body.frequency } : {}),
        // A digest switched on starts its period now, not at a digest sent under another frequency long ago.
        ...(body.frequency !== undefined && body.frequency !== current.frequency
          ? { lastDigestAt: await billingNow(tx) }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(savedSearches.id, current.id))
      .returning();
    return toJson(row as SavedSearchRow, await newMatchCount(tx, row as SavedSearchRow));
  });
}

/** Opening a saved search: its new matches are seen. */
export async function markSavedSearchSeen(database: Database, userId: string, id: string) {
  return database.db.transaction(async (tx) => {
    const current = await lockOwnedSearch(tx, userId, id);
    const [row] = await tx
      .update(savedSearches)
      .set({ lastSeenAt: await billingNow(tx) })
      .where(eq(savedSearches.id, current.id))
      .returning();
    return toJson(row as SavedSearchRow, 0);
  });
}

export async function deleteSavedSearch(database: Database, userId: string, id: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    const current = await lockOwnedSearch(tx, userId, id);
    await tx.delete(savedSearches).where(eq(savedSearches.id, current.id));
  });
}

const UNSUBSCRIBE_PURPOSE = 'saved-search-unsubscribe';

/** The token of a search's unsubscribe link: an HMAC of its id under the app's secret, so no sign-in is needed. */
export function unsubscribeToken(secret: string, searchId: string): string {
  return linkToken(secret, UNSUBSCRIBE_PURPOSE, searchId);
}

export function unsubscribeUrl(appUrl: string, secret: string, searchId: string): string {
  return `${appUrl}/api/v1/saved-search/${searchId}/unsubscribe?token=${unsubscribeToken(secret, searchId)}`;
}

/**
 * Turns a search's alerts off from its signed link. Idempotent (a second click, a mail client's one-click POST
 * after a GET): the answer is the same. A wrong token or an unknown id is one 404, so links cannot be probed.
 */
/** The saved search a signed unsubscribe link names; 404 for a link that is not ours or a search that is gone. */
export async function savedSearchOfUnsubscribeLink(
  database: Database,
  secret: string,
  id: string,
  token: string,
): Promise<{ name: string; frequency: string }> {
  if (!isUuid(id) || !linkTokenMatches(secret, UNSUBSCRIBE_PURPOSE, id, token)) {
    throw new HttpError(404, savedSearchMessages.badLink);
  }
  const [row] = await database.db
    .select({ name: savedSearches.name, frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  if (!row) throw new HttpError(404, savedSearchMessages.badLink);
  return row;
}

export async function unsubscribeSavedSearch(
  database: Database,
  secret: string,
  id: string,
  token: string,
): Promise<{ name: string }> {
  await savedSearchOfUnsubscribeLink(database, secret, id, token);
  const [row] = await database.db
    .update(savedSearches)
    .set({ frequency: 'off', updatedAt: new Date() })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name });
  if (!row) throw new HttpError(404, savedSearchMessages.badLink);
  return row;
}
