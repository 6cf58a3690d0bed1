// Saved searches and their alerts (issue 37; docs/decisions/031-saved-search-alerts.md).
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { properties } from './properties';

/** A PostgreSQL int8range, as its text ('[0,5000000)', '(,)' for any price). */
const int8range = customType<{ data: string; driverData: string }>({ dataType: () => 'int8range' });
/** A PostgreSQL box, as its text ('(east,north),(west,south)'). */
const box = customType<{ data: string; driverData: string }>({ dataType: () => 'box' });

/** The area key of a search without a map area: a box around every place on Earth (longitudes ±180). */
export const ANY_AREA_BOX = '(1000,1000),(-1000,-1000)';
/** Where a listing without coordinates is looked for in the area index: inside ANY_AREA_BOX only. */
export const NO_LOCATION_POINT = [999, 999] as const;

/**
 * A buyer's saved search. `query` is the search's canonical URL parameters (contracts' `canonicalSearchQuery`);
 * the leading filters are copied out of it into columns a new listing is matched against through one index: its
 * purpose and city ('*' for any), its bedrooms (0 for any, 5 for 5+), its price band in kobo and the bounding box
 * of its map area (ANY_AREA_BOX for none). The whole search is also kept parsed (`match_spec`, search.sql's
 * SearchMatchSpec), so that its other filters are tested in SQL for many searches at once.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    frequency: text('frequency', { enum: ['instant', 'daily', 'weekly', 'off'] }).notNull(),
    query: text('query').notNull(),
    purposeKey: text('purpose_key').notNull(),
    cityKey: text('city_key').notNull(),
    priceBand: int8range('price_band').notNull(),
    bedroomsKey: smallint('bedrooms_key').default(0).notNull(),
    areaBox: box('area_box').default(sql`box '(1000,1000),(-1000,-1000)'`).notNull(),
    /** The parsed search (SearchMatchSpec); null for a search saved before it was kept (read from `query`). */
    matchSpec: jsonb('match_spec'),
    /** New-match counts count matches after this; opening the search moves it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).defaultNow().notNull(),
    /** The last digest's time (daily and weekly): the next is due a day or a week after it. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    // Twenty identical saves at once: one row, the others a 409. By digest: a drawn polygon's query can be longer
    // than a btree entry may be.
    uniqueIndex('saved_searches_user_query_idx').on(t.userId, sql`md5(${t.query})`),
    index('saved_searches_user_created_idx').on(t.userId, t.createdAt),
    // A new listing's candidates: purpose, city and bedrooms by equality, the price band by containment
    // (btree_gist), the area's box by overlap with the listing's point.
    index('saved_searches_leading_idx').using('gist', t.purposeKey, t.cityKey, t.bedroomsKey, t.priceBand, t.areaBox),
    index('saved_searches_digest_idx')
      .on(t.frequency, t.lastDigestAt)
      .where(sql`${t.frequency} in ('daily', 'weekly')`),
  ],
);

/** A listing that matched a saved search: one row per pair, moved again when its price drops below the one told. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['new', 'price-drop'] }).notNull(),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
    /** When the buyer was told (the instant alert, or the digest that carried it); null until then. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.propertyId] }),
    index('saved_search_matches_search_matched_idx').on(t.searchId, t.matchedAt),
    index('saved_search_matches_property_idx').on(t.propertyId),
  ],
);

/**
 * A listing published or made cheaper, written in the transaction of that change: the alert job (or, if that job
 * was never sent, the minute sweep) claims it once and finds its saved searches.
 */
export const listingAlertEvents = pgTable(
  'listing_alert_events',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['new', 'price-drop', 'let', 'sold'] }).notNull(),
    /** A price drop's prices in kobo, before and after: what a buyer who saved the home is told. */
    priceBeforeKobo: bigint('price_before_kobo', { mode: 'number' }),
    priceAfterKobo: bigint('price_after_kobo', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('listing_alert_events_pending_idx').on(t.createdAt).where(sql`${t.processedAt} is null`)],
);
