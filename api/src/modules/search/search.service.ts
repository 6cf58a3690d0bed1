// Property search for visitors and buyers: the result page with its (capped) count, the public property page and
// similar listings. Only live listings are shown: published, active, and of an agent whose plan is live.

import { visibilityLabel } from '@naija-homes/contracts/billing';
import { koboToNaira } from '@naija-homes/contracts/format';
import {
  MAP_MAX_MARKERS,
  type PropertyCard,
  type PropertyMapResult,
  type PropertySearchResult,
  type PublicProperty,
} from '@naija-homes/contracts/listing';
import type { Property } from '@naija-homes/contracts/property';
import {
  applySearchUnderstanding,
  type PropertySearchQuery,
  SEARCH_RESULT_WINDOW,
  searchMessages,
} from '@naija-homes/contracts/search';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, type Db, executeRows } from '../../db/client';
import { properties } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { billingNow } from '../../providers/payments/clock';
import { liveSubscription } from '../billing/subscriptions.service';
import { ownerOf, propertyJson } from '../properties/property-json';
import {
  cardColumns,
  cardSource,
  estimatedRows,
  MAP_WALK_FROM,
  pageWalks,
  roundEstimate,
  type SearchTerms,
  searchCountCap,
  searchCountSql,
  searchEstimateSql,
  searchLive,
  searchMapSql,
  searchPageSql,
  searchTermsOf,
  searchTermsSql,
  TEXT_ESTIMATE_FROM,
} from './search.sql';

/** A row of `cardColumns`, as both drivers return it. */
export interface CardRow {
  id: string;
  slug: string;
  title: string;
  property_category: string;
  property_type: string | null;
  property_for: string | null;
  price_kobo: number | string | null;
  rent_payment_frequency: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  restrooms: number | null;
  area: number | null;
  lot_size: number | null;
  move_in_cost_kobo: string | number | null;
  address: string | null;
  city: string | null;
  state: string | null;
  lng: number | null;
  lat: number | null;
  visibility_level: number;
  is_verified: boolean;
  published_at: Date | string | null;
  renewed_at: Date | string | null;
  availability: string;
  owner_id: string;
  photo: string | null;
  photo_count: number;
  owner_first_name: string;
  owner_last_name: string;
  owner_slug: string | null;
  owner_photo: string | null;
  owner_phone: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function cardJson(row: CardRow): PropertyCard {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    propertyCategory: row.property_category as PropertyCard['propertyCategory'],
    propertyType: row.property_type,
    propertyFor: row.property_for as PropertyCard['propertyFor'],
    price: row.price_kobo === null ? null : koboToNaira(Number(row.price_kobo)),
    rentPaymentFrequency: row.rent_payment_frequency as PropertyCard['rentPaymentFrequency'],
    moveInCost: row.move_in_cost_kobo === null ? null : koboToNaira(Number(row.move_in_cost_kobo)),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    restrooms: row.restrooms,
    area: row.area,
    lotSize: row.lot_size,
    address: row.address,
    city: row.city,
    state: row.state,
    location:
      row.lng === null || row.lat === null ? null : { type: 'Point', coordinates: [Number(row.lng), Number(row.lat)] },
    visibilityLevel: row.visibility_level,
    visibilityLabel: visibilityLabel(row.visibility_level),
    isVerified: row.is_verified,
    owner: {
      _id: row.owner_id,
      fullName: `${row.owner_first_name} ${row.owner_last_name}`.trim(),
      slug: row.owner_slug,
      photo: row.owner_photo,
      phoneNumber: row.owner_phone,
    },
    publishedAt: iso(row.published_at),
    renewedAt: iso(row.renewed_at),
    availability: row.availability as PropertyCard['availability'],
    photo: row.photo,
    photoCount: Number(row.photo_count),
  };
}

/** The listing words each word of the search box stands for (none without a search). */
async function resolveSearchTerms(database: Database, search: string | undefined): Promise<SearchTerms> {
  const statement = searchTermsSql(search);
  if (!statement || !search) return [];
  return searchTermsOf(search, await database.execute<{ term: number; word: string }>(statement));
}

interface Counted {
  /** Exact up to the count's cap; then the window (totalCapped), or for text an estimate (totalEstimated). */
  total: number;
  totalCapped: boolean;
  totalEstimated: boolean;
  /** How many matches were counted (the cap + 1 at most), 0 when the total is the estimate alone. */
  counted: number;
}

/**
 * How many listings match, never a wrong exact number: exact up to the cap (SEARCH_RESULT_WINDOW, or
 * TEXT_EXACT_COUNT for a search with words). A text search is estimated first (EXPLAIN, no rows read): from
 * TEXT_ESTIMATE_FROM on it is not counted, and past its cap it says the estimate, labelled as one and never below
 * what was counted.
 */
async function countMatches(
  database: Database,
  query: PropertySearchQuery,
  terms: SearchTerms,
  now: Date,
): Promise<Counted> {
  const cap = searchCountCap(terms, SEARCH_RESULT_WINDOW);
  const estimated = (rows: number, counted = 0): Counted => ({
    total: Math.max(cap, roundEstimate(rows)),
    totalCapped: rows > SEARCH_RESULT_WINDOW,
    totalEstimated: true,
    counted,
  });
  let estimate = 0;
  if (terms.length > 0) {
    const plans = await Promise.all(
      searchEstimateSql(query, terms, now).map((statement) => database.execute<Record<string, unknown>>(statement)),
    );
    estimate = Math.min(...plans.map(estimatedRows));
    if (estimate >= TEXT_ESTIMATE_FROM) return estimated(estimate);
  }
  const counted = await database.execute<{ total: number }>(searchCountSql(query, terms, cap, now));
  const matches = Number(counted[0]?.total ?? 0);
  if (matches <= cap) return { total: matches, totalCapped: false, totalEstimated: false, counted: matches };
  if (cap === SEARCH_RESULT_WINDOW) return { total: cap, totalCapped: true, totalEstimated: false, counted: matches };
  return estimated(Math.max(cap + 1, estimate), matches);
}

/** One page of cards; by an ordered index walk when the count showed that many match (`pageWalks`). */
async function pageRows(database: Database, page: SQL, walk: boolean): Promise<CardRow[]> {
  if (!walk) return database.execute<CardRow>(page);
  return database.db.transaction(async (tx) => {
    // Only for this statement: the planner's estimate of the words together is the reason it would sort.
    await tx.execute(sql`set local enable_sort = off`);
    return executeRows<CardRow>(tx, page);
  });
}

/**
 * The time a search's date-posted filter counts back from: the billing clock, the clock renewal dates are written
 * on (ADR 033), read only when the search has that filter.
 */
async function searchNow(database: Database, query: PropertySearchQuery): Promise<Date> {
  return query.datePosted ? billingNow(database.db) : new Date();
}

export async function searchProperties(
  database: Database,
  asked: PropertySearchQuery,
  at?: Date,
): Promise<PropertySearchResult> {
  const now = at ?? (await searchNow(database, asked));
  // The text is read first: what it says about bedrooms, type, price… becomes filters, the rest is matched as words.
  const { query, understood } = applySearchUnderstanding(asked);
  const terms = await resolveSearchTerms(database, query.search);
  // A word that matches no listing word, even with a typo, matches no listing: nothing more to ask.
  if (terms.some((words) => words.length === 0)) {
    return { data: [], total: 0, totalCapped: false, totalPages: 1, page: query.page, understood };
  }
  const page = searchPageSql(query, terms, now);
  // Without words, the page and the count go together. With words, the count comes first: it tells how the page is
  // best found (pageWalks), which the planner cannot (the words of a place go together).
  const [rows, counted] =
    terms.length === 0
      ? await Promise.all([pageRows(database, page, false), countMatches(database, query, terms, now)])
      : await countMatches(database, query, terms, now).then(
          async (counted) => [await pageRows(database, page, pageWalks(query, counted.counted)), counted] as const,
        );
  const { total, totalCapped, totalEstimated } = counted;
  return {
    data: rows.map(cardJson),
    total,
    totalCapped,
    ...(totalEstimated ? { totalEstimated } : {}),
    // Pages stop at the window, estimated or not.
    totalPages: Math.max(1, Math.ceil(Math.min(total, SEARCH_RESULT_WINDOW) / query.limit)),
    page: query.page,
    understood,
  };
}

interface MapRow {
  id: string;
  slug: string;
  title: string;
  property_for: string | null;
  price_kobo: number | string | null;
  rent_payment_frequency: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  city: string | null;
  state: string | null;
  visibility_level: number;
  photo: string | null;
  lng: number | string;
  lat: number | string;
}

/** The search map's markers for the same search as the list (its filters, text and area; not its page or sort). */
export async function searchPropertyMap(
  database: Database,
  asked: PropertySearchQuery,
  at?: Date,
  walkFrom = MAP_WALK_FROM,
): Promise<PropertyMapResult> {
  const now = at ?? (await searchNow(database, asked));
  // The same reading of the text as the list, so the map shows the same matches.
  const { query } = applySearchUnderstanding(asked);
  const terms = await resolveSearchTerms(database, query.search);
  if (terms.some((words) => words.length === 0)) return { data: [], total: 0, totalCapped: false };
  const counted = await countMatches(database, query, terms, now);
  const matches = counted.total;
  if (matches === 0) return { data: [], total: 0, totalCapped: false };
  const markers = searchMapSql(query, terms, MAP_MAX_MARKERS, now);
  const rows =
    matches >= walkFrom
      ? await database.db.transaction(async (tx) => {
          // Only for this statement: an ordered index walk instead of a sort of every match.
          await tx.execute(sql`set local enable_sort = off`);
          return executeRows<MapRow>(tx, markers);
        })
      : await database.execute<MapRow>(markers);
  return {
    data: rows.map((row) => ({
      _id: row.id,
      slug: row.slug,
      title: row.title,
      propertyFor: row.property_for as PropertyCard['propertyFor'],
      price: row.price_kobo === null ? null : koboToNaira(Number(row.price_kobo)),
      rentPaymentFrequency: row.rent_payment_frequency as PropertyCard['rentPaymentFrequency'],
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      city: row.city,
      state: row.state,
      visibilityLevel: row.visibility_level,
      photo: row.photo,
      lat: Number(row.lat),
      lng: Number(row.lng),
    })),
    total: counted.total,
    totalCapped: counted.totalCapped,
    ...(counted.totalEstimated ? { totalEstimated: true } : {}),
  };
}

export interface Viewer {
  id: string;
  role: string | null;
}

/**
 * The public page of a listing by its slug. Visitors see live listings only; the owner and admins may also
 * preview one that is not (yet) live. The 360° tour shows only when the owner's plan includes it.
 */
export async function publicPropertyBySlug(db: Db, slug: string, viewer: Viewer | null): Promise<PublicProperty> {
  const [row] = await db.select().from(properties).where(eq(properties.slug, slug)).limit(1);
  if (!row) throw new HttpError(404, searchMessages.notFound);
  const live = row.isPublished && row.listingStatus === 'active' && row.ownerHasPlan;
  const mayPreview = viewer !== null && (viewer.id === row.ownerId || viewer.role === 'ADMIN');
  if (!live && !mayPreview) throw new HttpError(404, searchMessages.notFound);
  const [owner, plan] = await Promise.all([ownerOf(db, row.ownerId), liveSubscription(db, row.ownerId)]);
  const property: Property = propertyJson(row, owner);
  const virtualTourLocked = !plan?.pkg.allowsVirtualTour;
  return {
    ...property,
    panorama: virtualTourLocked ? null : property.panorama,
    panoramaFile: virtualTourLocked ? null : property.panoramaFile,
    virtualTourLocked,
  };
}

const SIMILAR_LIMIT = 4;

/**
 * Listings like this one: the same purpose and category, nearest in price, preferring the same city. Served by
 * the (purpose, price) index: two short index walks either side of the price.
 */
export async function similarProperties(database: Database, slug: string): Promise<PropertyCard[]> {
  const [row] = await database.db
    .select({
      id: properties.id,
      propertyFor: properties.propertyFor,
      propertyCategory: properties.propertyCategory,
      priceKobo: properties.priceKobo,
      city: properties.city,
    })
    .from(properties)
    .where(eq(properties.slug, slug))
    .limit(1);
  if (!row) throw new HttpError(404, searchMessages.notFound);
  if (!row.propertyFor || row.priceKobo === null) return [];
  const p = properties;
  const base = and(
    searchLive,
    eq(p.propertyFor, row.propertyFor),
    eq(p.propertyCategory, row.propertyCategory),
    sql`${p.id} <> ${row.id}`,
  );
  const side = (direction: 'above' | 'below') =>
    sql`(select ${cardColumns}, abs(${p.priceKobo} - ${row.priceKobo}) as distance,
      (${p.city} is not distinct from ${row.city}) as same_city
      from ${cardSource} where ${base} and ${direction === 'above' ? sql`${p.priceKobo} >= ${row.priceKobo}` : sql`${p.priceKobo} < ${row.priceKobo}`}
      order by ${p.priceKobo} ${direction === 'above' ? sql`asc` : sql`desc`} limit 24)`;
  const rows = await database.execute<CardRow & { distance: number; same_city: boolean }>(
    sql`select * from (${side('above')} union all ${side('below')}) as near
      order by same_city desc, distance asc, visibility_level desc limit ${SIMILAR_LIMIT}`,
  );
  return rows.map(cardJson);
}
