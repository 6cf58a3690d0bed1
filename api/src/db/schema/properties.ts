// Listings: every field of spec §3 for both categories. Money is integer kobo; `location` is a PostgreSQL point
import type { PropertyCategory } from '@naija-homes/contracts/property-options';
// (x = longitude, y = latitude) with a GiST index, so the same `<@ box/polygon/circle` SQL runs on PGlite and
// PostgreSQL. `visibilityLevel` and `ownerHasPlan` copy the owner's plan so search can filter and rank on
// indexed columns; the billing module keeps them in step with every subscription change.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  jsonb,
  pgTable,
  point,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAndUpdated } from './columns';

export interface StoredPhoto {
  id: string;
  /** Storage key of the gallery variant (WebP, up to 1600 px wide). */
  key: string;
  url: string;
  cardKey: string;
  cardUrl: string;
  width: number;
  height: number;
}

export interface StoredFileRef {
  key: string;
  url: string;
  kind: 'image' | 'pdf';
}

const textList = (name: string) => text(name).array().default(sql`'{}'::text[]`).notNull();

/** The text a listing is found by, from which `search_words` is split. */
const listingWordsSource = sql.raw(
  `lower(title || ' ' || coalesce(replace(property_type, '-', ' '), '') || ' ' || coalesce(address, '') || ' ' || coalesce(city, '') || ' ' || coalesce(state, ''))`,
);

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').default(sql`gen_random_uuid()`).primaryKey(),
    /** Readable and unique, made once from the first title and never changed, so shared links keep working. */
    slug: text('slug').notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    propertyCategory: text('property_category').$type<PropertyCategory>().notNull(),
    propertyType: text('property_type'),
    propertyFor: text('property_for'),
    priceKobo: bigint('price_kobo', { mode: 'number' }),
    rentPaymentFrequency: text('rent_payment_frequency'),
    leaseTerm: text('lease_term'),
    depositKobo: bigint('deposit_kobo', { mode: 'number' }),
    maintenanceFeesKobo: bigint('maintenance_fees_kobo', { mode: 'number' }),
    /** A rental's one-off fees on moving in (with the deposit, i.e. caution, and the service charge above). */
    agencyFeeKobo: bigint('agency_fee_kobo', { mode: 'number' }),
    legalFeeKobo: bigint('legal_fee_kobo', { mode: 'number' }),
    /**
     * What a renter pays on day one: a payment period's rent (the listed price) plus deposit, agency and legal fees
     * and service charge (moveInCost in contracts/property-options says the same); null unless for rent. Stored so
     * search can sort and filter by it in an index.
     */
    moveInCostKobo: bigint('move_in_cost_kobo', { mode: 'number' }).generatedAlwaysAs(
      sql`case when property_for = 'rent' and price_kobo is not null then price_kobo + coalesce(deposit_kobo, 0) + coalesce(agency_fee_kobo, 0) + coalesce(legal_fee_kobo, 0) + coalesce(maintenance_fees_kobo, 0) end`,
    ),
    ownershipDetails: text('ownership_details'),
    mortgageInfo: text('mortgage_info'),
    minimumStay: date('minimum_stay'),
    maximumStay: date('maximum_stay'),
    yearBuild: smallint('year_build'),
    area: doublePrecision('area'),
    totalArea: doublePrecision('total_area'),
    totalFloors: smallint('total_floors'),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    restrooms: smallint('restrooms'),
    restroomsAccessibility: text('restrooms_accessibility'),
    country: text('country').default('Nigeria').notNull(),
    state: text('state'),
    city: text('city'),
    address: text('address'),
    location: point('location', { mode: 'xy' }),
    photos: jsonb('photos').$type<StoredPhoto[]>().default([]).notNull(),
    floorPlan: jsonb('floor_plan').$type<StoredFileRef | null>(),
    /** A 360° panorama by link, or an uploaded file: one clears the other. */
    panoramaUrl: text('panorama_url'),
    panoramaFile: jsonb('panorama_file').$type<StoredFileRef | null>(),
    video: text('video'),
    // Residential details
    parkingSpaces: smallint('parking_spaces'),
    lotSize: doublePrecision('lot_size'),
    lotShape: text('lot_shape'),
    lotFeatures: textList('lot_features'),
    exteriorMaterial: text('exterior_material'),
    roofMaterial: text('roof_material'),
    outdoorFeatures: textList('outdoor_features'),
    externalFeatures: textList('external_features'),
    waterSupply: text('water_supply'),
    electricitySupply: text('electricity_supply'),
    accessibilityUtilityFeatures: textList('accessibility_utility_features'),
    distToSchool: doublePrecision('dist_to_school'),
    distToHospitals: doublePrecision('dist_to_hospitals'),
    distToShopping: doublePrecision('dist_to_shopping'),
    distToTransport: doublePrecision('dist_to_transport'),
    distToHighway: doublePrecision('dist_to_highway'),
    flooringType: text('flooring_type'),
    ceilingType: text('ceiling_type'),
    interiorLayout: text('interior_layout'),
    kitchenAppliance: textList('kitchen_appliance'),
    counterTopMaterial: text('counter_top_material'),
    cabinetTopMaterial: text('cabinet_top_material'),
    kitchenFeature: textList('kitchen_feature'),
    bathtubType: text('bathtub_type'),
    showerType: text('shower_type'),
    vanityType: text('vanity_type'),
    toiletType: text('toilet_type'),
    builtInFeatures: textList('built_in_features'),
    additionalAmenities: textList('additional_amenities'),
    // Commercial details
    distToBusiness: doublePrecision('dist_to_business'),
    distToAirport: doublePrecision('dist_to_airport'),
    fireSafetySystems: textList('fire_safety_systems'),
    hvacSystems: textList('hvac_systems'),
    securityFeatures: textList('security_features'),
    /**
     * pending (never published) | active | inactive (hidden by the agent or an admin) | expired (not confirmed
     * 14 days after the freshness ask) | closed (let or sold more than 30 days ago). Only active is in search.
     */
    listingStatus: text('listing_status').default('pending').notNull(),
    isPublished: boolean('is_published').default(false).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * The renewal date (billing clock): first publication, 'Still available' or a renewal. Search's date-posted
     * filter and 'newest' sort read it, and the property page's 'Updated N days ago' (ADR 033).
     */
    renewedAt: timestamp('renewed_at', { withTimezone: true }),
    /** When the agent was asked to confirm the listing (60 days after renewal); cleared by a renewal. */
    freshnessAskedAt: timestamp('freshness_asked_at', { withTimezone: true }),
    /** When the freshness sweep took the listing out of search as expired, or closed it after let/sold. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** available | let | sold: a let or sold listing stays in search, marked, for 30 days from `unavailableSince`. */
    availability: text('availability').default('available').notNull(),
    unavailableSince: timestamp('unavailable_since', { withTimezone: true }),
    /** When an admin checked the listing against its papers and the site (the 'Verified listing' badge). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by'),
    /**
     * Set when an admin deactivated the listing (reason told to the agent): the agent cannot put it back live;
     * an admin reactivating it clears it.
     */
    moderationReason: text('moderation_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** 1 Standard, 2 Featured, 3 Priority, 4 Exclusive: from the owner's plan. */
    visibilityLevel: smallint('visibility_level').default(1).notNull(),
    /** Whether the owner's plan is live: listings of a lapsed plan leave search until it is renewed. */
    ownerHasPlan: boolean('owner_has_plan').default(false).notNull(),
    ...createdAndUpdated(),
    /**
     * The words the search box matches: title, type, address, city and state, lower-cased and split at spaces and
     * punctuation (GIN-indexed; a search word is first resolved against `search_vocabulary`, typos included).
     */
    searchWords: text('search_words')
      .array()
      .generatedAlwaysAs(sql`regexp_split_to_array(${listingWordsSource}, '[[:space:][:punct:]]+')`),
  },
  (t) => {
    // Search only ever reads live listings, so its indexes are partial on the same predicate (searchLive in
    // the search module must stay word for word the same for the planner to use them). Each ordered index holds
    // a sort's full key, null placement and tie-breakers included (rank = tier, newest, id), so a page is an
    // ordered walk that stops after its rows; the columns after the key let the walk and the capped count test
    // the common filters inside the index instead of reading the table. docs/performance.md has the plans.
    const live = sql`${t.isPublished} and ${t.listingStatus} = 'active' and ${t.ownerHasPlan}`;
    const lng = sql`(${t.location}[0])`;
    const lat = sql`(${t.location}[1])`;
    type Key = Partial<ExtraConfigColumn>;
    // A function: drizzle consumes a column's asc/desc setting when an index takes it.
    const rank = (): [Key, Key, Key] => [
      t.visibilityLevel.desc().nullsFirst(),
      t.publishedAt.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ];
    const bySort = (name: string, column: ExtraConfigColumn) =>
      index(name)
        .on(column.desc().nullsLast(), ...rank(), t.propertyFor, t.propertyCategory)
        .where(live);
    return [
      index('properties_owner_created_idx').on(t.ownerId, t.createdAt),
      // The freshness sweep: live listings by renewal date (to ask), by ask date (to expire) and let/sold ones.
      index('properties_freshness_idx').on(t.renewedAt).where(sql`${t.listingStatus} = 'active'`),
      index('properties_freshness_asked_idx')
        .on(t.freshnessAskedAt)
        .where(sql`${t.listingStatus} = 'active' and ${t.freshnessAskedAt} is not null`),
      index('properties_unavailable_idx')
        .on(t.unavailableSince)
        .where(sql`${t.listingStatus} = 'active' and ${t.unavailableSince} is not null`),
      // The admin's table: newest first, and the same by status.
      index('properties_created_idx').on(t.createdAt, t.id),
      index('properties_status_created_idx').on(t.listingStatus, t.createdAt, t.id),
      // The admin's "verified" filter: few listings, so a small partial index answers it at any size.
      index('properties_verified_created_idx').on(t.createdAt, t.id).where(sql`${t.verifiedAt} is not null`),
      // The default order, and every search without another sort (filters and map box checked in the index).
      index('properties_search_rank_idx')
        .on(
          ...rank(),
          t.bedrooms,
          t.bathrooms,
          t.priceKobo,
          t.area,
          lng,
          lat,
          t.propertyFor,
          t.propertyCategory,
          t.propertyType,
        )
        .where(live),
      // Price sorts within a purpose, price ranges, similar listings.
      index('properties_search_for_price_idx')
        .on(
          t.propertyFor,
          t.priceKobo,
          ...rank(),
          lng,
          lat,
          t.bedrooms,
          t.bathrooms,
          t.area,
          t.propertyCategory,
          t.propertyType,
        )
        .where(live),
      index('properties_search_price_idx')
        .on(t.priceKobo, ...rank(), lng, lat)
        .where(live),
      // Rentals by what moving in costs (sort and maximum), within the live rentals only.
      index('properties_search_move_in_idx')
        .on(t.moveInCostKobo, ...rank(), lng, lat, t.bedrooms, t.propertyCategory, t.propertyType)
        .where(sql`${live} and ${t.moveInCostKobo} is not null`),
      index('properties_search_newest_idx')
        .on(
          t.renewedAt.desc().nullsLast(),
          t.visibilityLevel.desc().nullsFirst(),
          t.id.desc().nullsFirst(),
          lng,
          lat,
          t.bedrooms,
          t.propertyFor,
        )
        .where(live),
      // A state or a city (the home page's cities): its listings in rank order, counted from the index alone.
      index('properties_search_state_idx')
        .on(sql`lower(${t.state})`, ...rank())
        .where(live),
      index('properties_search_city_idx')
        .on(sql`lower(${t.city})`, ...rank())
        .where(live),
      bySort('properties_search_bedrooms_idx', t.bedrooms),
      bySort('properties_search_bathrooms_idx', t.bathrooms),
      bySort('properties_search_area_idx', t.area),
      bySort('properties_search_lot_size_idx', t.lotSize),
      // The capped count of a filtered search: purpose, bedrooms (commercial listings, without, first) and price
      // narrow the range; the other common filters (all but lot size, materials and distances) are checked inside
      // the index.
      index('properties_search_facets_idx')
        .on(
          t.propertyFor,
          t.bedrooms.asc().nullsFirst(),
          t.priceKobo,
          t.bathrooms,
          t.area,
          t.parkingSpaces,
          t.yearBuild,
          t.totalFloors,
          t.renewedAt,
          t.propertyCategory,
          t.propertyType,
          t.rentPaymentFrequency,
          t.leaseTerm,
          t.accessibilityUtilityFeatures,
          t.outdoorFeatures,
          t.externalFeatures,
          t.securityFeatures,
          t.hvacSystems,
        )
        .where(live),
      // The capped count of a search by bathrooms without bedrooms: PostgreSQL 15 cannot skip the facets index's
      // bedrooms column, so bathrooms lead here, with the filters that usually come with them.
      index('properties_search_baths_facets_idx')
        .on(
          t.propertyFor,
          t.bathrooms,
          t.priceKobo,
          t.bedrooms,
          t.parkingSpaces,
          t.area,
          t.rentPaymentFrequency,
          t.leaseTerm,
          t.propertyCategory,
          t.propertyType,
        )
        .where(live),
      // The capped count by category (residential or commercial), with or without a purpose and types: the other
      // indexes hold the category far from their leading columns, where its listings sit at one end.
      index('properties_search_category_idx')
        .on(t.propertyCategory, t.propertyFor, t.propertyType, t.priceKobo)
        .where(live),
      // The capped count when property types are chosen (offices, mini flats, duplexes…).
      index('properties_search_for_type_idx')
        .on(t.propertyFor, t.propertyType, t.priceKobo, t.bedrooms, t.bathrooms, t.area, t.propertyCategory)
        .where(live),
      // Map areas: the count reads this alone (GiST returns its points, and btree_gist lets it hold the filters a
      // map search usually has beside the area: purpose, bedrooms and price). `location is not null` (true of every
      // live listing) keeps it to map searches: only an area's `<@` proves it, so a search without an area never
      // walks this whole index for its purpose or bedrooms, which the planner would otherwise cost as cheap.
      index('properties_search_location_idx')
        .using('gist', t.location, t.propertyFor, t.bedrooms, t.priceKobo)
        .where(sql`${live} and ${t.location} is not null`),
      // Not partial, so that ANALYZE keeps statistics of longitude and latitude: the planner then knows how many
      // listings a map box holds and walks an ordered index for a busy area instead of sorting all of it.
      index('properties_location_lnglat_idx').on(lng, lat),
      // Words, with the purpose and bedrooms that usually come with them (btree_gin): a text search's count and
      // its rarer pages intersect these inside the index and read only the matching listings.
      index('properties_search_words_idx').using('gin', t.searchWords, t.propertyFor, t.bedrooms).where(live),
    ];
  },
);

/**
 * Every distinct word (three letters or more) of any listing's `search_words`, with a trigram index: a search word
 * is resolved here to the listing words it matches (as a substring or with a typo), and listings are then matched
 * on those exact words. Kept by triggers on `properties` (migration 0008); it only grows, and a word no listing
 * has any more simply matches nothing.
 */
export const searchVocabulary = pgTable('search_vocabulary', { word: text('word').primaryKey() }, (t) => [
  index('search_vocabulary_word_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

export type PropertyRow = typeof properties.$inferSelect;
