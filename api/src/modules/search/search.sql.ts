// The SQL of property search, built once from a parsed query and used both by the API and by the benchmark's
// raw-SQL side, so the two time exactly the same statement. Every condition is written so that a partial index
// on the live predicate can serve it on PGlite and on PostgreSQL alike; which index serves which shape, and why
// the page and the count are written differently, is in docs/performance.md.

import { nairaToKobo } from '@naija-homes/contracts/format';
import { datePostedHours, type PropertySearchQuery, searchAliases } from '@naija-homes/contracts/search';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { properties, searchVocabulary, users } from '../../db/schema';

const p = properties;

/** Listings a visitor may see. The partial search indexes are declared on exactly this predicate. */
export const searchLive = sql`${p.isPublished} and ${p.listingStatus} = 'active' and ${p.ownerHasPlan}`;

const KM_PER_DEGREE_LAT = 110.574;
const KM_PER_DEGREE_LNG_AT_EQUATOR = 111.32;
const EARTH_RADIUS_KM = 6371.0088;

/** The words a search box string matches: lower-cased, punctuation dropped, known abbreviations spelt out. */
function searchWords(search: string): string[] {
  const words = search
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => (searchAliases[word] ?? word).split(' '));
  // Trigram indexes need three characters; shorter words (a house number, 'in') would only slow the scan.
  return [...new Set(words.filter((word) => word.length >= 3))].slice(0, 6);
}

/** A circle in degree space that contains the true circle of radiusKm around the centre (then checked exactly). */
function enclosingDegrees(centerLat: number, radiusKm: number) {
  const farthestLat = Math.min(89, Math.abs(centerLat) + radiusKm / KM_PER_DEGREE_LAT);
  return radiusKm / (KM_PER_DEGREE_LNG_AT_EQUATOR * Math.cos((farthestLat * Math.PI) / 180));
}

const float = (value: number) => sql`${value}::float8`;
/** A point's longitude and latitude, as the search indexes hold them. */
const lng = sql`${p.location}[0]`;
const lat = sql`${p.location}[1]`;
/**
 * How much the bounding box of an area is widened before it filters rows: more than the 1e-6 tolerance of
 * PostgreSQL's geometric comparisons, so the box never drops a point that the exact shape test would keep.
 */
const BOX_MARGIN = 1e-5;

interface SearchArea {
  /** The shape as SQL: a box, a polygon or a circle in degrees. */
  shape: SQL;
  /** [west, south, east, north] around the shape. */
  box: [number, number, number, number];
  /** For a centre and radius: the true circle, checked after the degree circle. */
  radius?: { lat: number; lng: number; km: number };
}

/** The map area of a search (bounds, a drawn polygon or a centre and radius), if any. */
function searchArea(q: PropertySearchQuery): SearchArea | null {
  if (q.neLat !== undefined && q.neLng !== undefined && q.swLat !== undefined && q.swLng !== undefined) {
    return {
      shape: sql`box(point(${float(q.swLng)}, ${float(q.swLat)}), point(${float(q.neLng)}, ${float(q.neLat)}))`,
      box: [q.swLng, q.swLat, q.neLng, q.neLat],
    };
  }
  if (q.polygon) {
    const text = `(${q.polygon.map(([x, y]) => `(${x},${y})`).join(',')})`;
    const xs = q.polygon.map(([x]) => x);
    const ys = q.polygon.map(([, y]) => y);
    return {
      shape: sql`${text}::polygon`,
      box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    };
  }
  if (q.centerLat !== undefined && q.centerLng !== undefined && q.radiusKm !== undefined) {
    const { centerLat, centerLng, radiusKm } = q;
    const degrees = enclosingDegrees(centerLat, radiusKm);
    return {
      shape: sql`circle(point(${float(centerLng)}, ${float(centerLat)}), ${float(degrees)})`,
      box: [centerLng - degrees, centerLat - degrees, centerLng + degrees, centerLat + degrees],
      radius: { lat: centerLat, lng: centerLng, km: radiusKm },
    };
  }
  return null;
}

/** For each word of the search box, the listing words it matches (see `searchTermsSql`); none means no listing. */
export type SearchTerms = string[][];

/** How many listing words one search word may stand for: more than any real word needs ('lag', 'est'). */
const TERM_MATCH_LIMIT = 200;

/**
 * The statement that resolves the words of the search box against the vocabulary of listing words, or null when
 * the box has no word to search: each word matches the listing words that contain it or that it matches with a
 * typo ('leki' finds 'lekki'), read from the vocabulary's trigram index. Rows are `{term, word}`, term being the
 * word's place in `searchWords(search)`.
 */
export function searchTermsSql(search: string | undefined): SQL | null {
  const words = search ? searchWords(search) : [];
  if (words.length === 0) return null;
  const v = searchVocabulary.word;
  return sql.join(
    words.map((word, term) => {
      const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      return sql`(select ${term}::int as term, ${v} as word from ${searchVocabulary}
        where ${v} like ${pattern} or ${word} <% ${v}
        order by ${v} like ${pattern} desc, word_similarity(${word}, ${v}) desc, ${v} limit ${TERM_MATCH_LIMIT})`;
    }),
    sql` union all `,
  );
}

/** The rows of `searchTermsSql` as one list of listing words per search word. */
export function searchTermsOf(search: string, rows: readonly { term: number; word: string }[]): SearchTerms {
  const words = searchWords(search);
  const terms: SearchTerms = words.map(() => []);
  for (const row of rows) terms[Number(row.term)]?.push(row.word);
  // A word that listings have as it is typed stands for itself and its longer forms ('house', 'houses'), not for
  // the words it sits inside ('warehouse'): those are for parts of words and typos ('lekk', 'leki').
  return terms.map((matches, index) => {
    const word = words[index] as string;
    return matches.includes(word) ? matches.filter((match) => match.startsWith(word)) : matches;
  });
}

/** A listing matches when, for every search word, it has one of the words that search word stands for. */
function textConditions(terms: SearchTerms): SQL[] {
  return terms.map((words) =>
    words.length === 0
      ? sql`false`
      : sql`${p.searchWords} && array[${sql.join(
          words.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]`,
  );
}

/**
 * The WHERE of a search. `mode` only changes how a map area is written (same rows either way): for the count, as
 * the GiST-indexed `<@`; for the page, as a bounding box the ordered indexes check in the index, then the shape.
 */
function searchConditions(
  q: PropertySearchQuery,
  terms: SearchTerms,
  now: Date = new Date(),
  mode: 'page' | 'count' = 'count',
): SQL[] {
  const where: SQL[] = [searchLive];
  const eq = (column: AnyColumn, value: unknown) => where.push(sql`${column} = ${value}`);
  const range = (column: AnyColumn, min: number | undefined, max: number | undefined) => {
    if (min !== undefined) where.push(sql`${column} >= ${float(min)}`);
    if (max !== undefined) where.push(sql`${column} <= ${float(max)}`);
  };
  const allOf = (column: AnyColumn, values: string[] | undefined) => {
    if (values?.length)
      where.push(
        sql`${column} @> ${sql`array[${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )}]::text[]`}`,
      );
  };
  const rooms = (column: AnyColumn, value: number | undefined) => {
    if (value === undefined) return;
    where.push(value >= 5 ? sql`${column} >= 5` : sql`${column} = ${value}`);
  };

  if (q.propertyFor) eq(p.propertyFor, q.propertyFor);
  if (q.propertyCategory) eq(p.propertyCategory, q.propertyCategory);
  // A place by its name in any case, as the place indexes hold it (properties_search_state_idx, _city_idx).
  if (q.state) where.push(sql`lower(${p.state}) = ${q.state.toLowerCase()}`);
  if (q.city) where.push(sql`lower(${p.city}) = ${q.city.toLowerCase()}`);
  if (q.propertyType?.length) {
    where.push(
      sql`${p.propertyType} in (${sql.join(
        q.propertyType.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  }
  if (terms.length !== (q.search ? searchWords(q.search).length : 0)) {
    // A search with words must come with them resolved (searchTermsSql), or its text would be silently dropped.
    throw new Error('The words of the search were not resolved against the vocabulary');
  }
  where.push(...textConditions(terms));
  rooms(p.bedrooms, q.bedrooms);
  rooms(p.bathrooms, q.bathrooms);
  if (q.minPrice !== undefined) where.push(sql`${p.priceKobo} >= ${nairaToKobo(q.minPrice)}`);
  if (q.maxPrice !== undefined) where.push(sql`${p.priceKobo} <= ${nairaToKobo(q.maxPrice)}`);
  // Only rentals have a move-in cost: the maximum keeps rentals whose day-one total fits.
  if (q.maxMoveIn !== undefined) where.push(sql`${p.moveInCostKobo} <= ${nairaToKobo(q.maxMoveIn)}`);
  if (q.yearBuild !== undefined) where.push(sql`${p.yearBuild} >= ${q.yearBuild}`);
  range(p.area, q.minArea, q.maxArea);
  if (q.totalFloors !== undefined) eq(p.totalFloors, q.totalFloors);
  if (q.rentPaymentFrequency) eq(p.rentPaymentFrequency, q.rentPaymentFrequency);
  if (q.leaseTerm) eq(p.leaseTerm, q.leaseTerm);
  if (q.minParkingSpace !== undefined) where.push(sql`${p.parkingSpaces} >= ${q.minParkingSpace}`);
  if (q.maxParkingSpace !== undefined) where.push(sql`${p.parkingSpaces} <= ${q.maxParkingSpace}`);
  allOf(p.securityFeatures, q.securityFeatures);
  allOf(p.hvacSystems, q.hvacSystems);
  allOf(p.externalFeatures, q.externalFeatures);
  allOf(p.outdoorFeatures, q.outdoorFeatures);
  allOf(p.accessibilityUtilityFeatures, q.utilities);
  allOf(p.additionalAmenities, q.amenities);
  range(p.lotSize, q.minLotSize, q.maxLotSize);
  if (q.exteriorMaterial) eq(p.exteriorMaterial, q.exteriorMaterial);
  if (q.flooringType) eq(p.flooringType, q.flooringType);
  range(p.distToBusiness, q.minDistToBusiness, q.maxDistToBusiness);
  range(p.distToSchool, q.minDistToSchool, q.maxDistToSchool);
  range(p.distToHospitals, q.minDistToHospital, q.maxDistToHospital);
  if (q.minVisibility !== undefined) where.push(sql`${p.visibilityLevel} >= ${q.minVisibility}`);
  if (q.datePosted) {
    const since = new Date(now.getTime() - datePostedHours[q.datePosted] * 3_600_000);
    where.push(sql`${p.renewedAt} >= ${since.toISOString()}::timestamptz`);
  }
  const area = searchArea(q);
  if (area) {
    if (mode === 'count') {
      // The GiST index answers `<@` exactly, from the index alone when nothing else needs the row.
      where.push(sql`${p.location} <@ ${area.shape}`);
    } else {
      // The page walks an ordered index instead (see searchPageSql): the area's bounding box, slightly widened,
      // is checked inside the index on its longitude and latitude columns, and only rows in the box are read to
      // test the exact shape. The shape test is wrapped (null is false in a WHERE anyway) so that it is neither a
      // GiST candidate nor estimated by the planner as a second, fixed 0.1% on top of the box (PostgreSQL estimates
      // every `<@` so, whatever the area); the box itself is estimated from the statistics of its index.
      const [west, south, east, north] = area.box;
      where.push(
        sql`${lng} >= ${float(west - BOX_MARGIN)}`,
        sql`${lng} <= ${float(east + BOX_MARGIN)}`,
        sql`${lat} >= ${float(south - BOX_MARGIN)}`,
        sql`${lat} <= ${float(north + BOX_MARGIN)}`,
        sql`coalesce(${p.location} <@ ${area.shape}, false)`,
      );
    }
    if (area.radius) {
      const { lat: centerLat, lng: centerLng, km } = area.radius;
      // The degree circle holds every candidate; the haversine distance then keeps the true circle.
      where.push(sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
      power(sin(radians((${lat} - ${float(centerLat)}) / 2)), 2)
      + cos(radians(${float(centerLat)})) * cos(radians(${lat}))
        * power(sin(radians((${lng} - ${float(centerLng)}) / 2)), 2)
    )) <= ${float(km)}`);
    }
  }
  return where;
}

/**
 * ORDER BY for a sort. With none, higher tiers first, then newest. An explicit sort is honoured exactly and the
 * tier only breaks ties. Every key, null placement included, is the key order of an index (properties.ts), so the
 * page is an ordered index walk that stops after its rows, never a sort of every match (published listings
 * always have a price and an area; bedrooms, bathrooms and lot size may be empty and then come last).
 */
function searchOrder(sort: PropertySearchQuery['sort']): SQL {
  const rank = sql`${p.visibilityLevel} desc, ${p.publishedAt} desc nulls last, ${p.id} desc`;
  switch (sort) {
    case 'price-desc':
      return sql`${p.priceKobo} desc, ${rank}`;
    case 'price-asc':
      return sql`${p.priceKobo} asc, ${rank}`;
    case 'move-in-asc':
      // Rentals first by what moving in costs; listings without one (sales, short-lets) after them.
      return sql`${p.moveInCostKobo} asc nulls last, ${rank}`;
    case 'newest':
      return sql`${p.renewedAt} desc nulls last, ${p.visibilityLevel} desc, ${p.id} desc`;
    case 'bedrooms':
      return sql`${p.bedrooms} desc nulls last, ${rank}`;
    case 'bathrooms':
      return sql`${p.bathrooms} desc nulls last, ${rank}`;
    case 'area':
      return sql`${p.area} desc nulls last, ${rank}`;
    case 'lot-size':
      return sql`${p.lotSize} desc nulls last, ${rank}`;
    default:
      return rank;
  }
}

/**
 * The columns a result card needs, from `cardSource`: the main photo is read out of the JSON, not the whole list,
 * and the owner's name comes in the same statement (one round trip per page, not one more for the names).
 */
export const cardColumns = sql`${p.id} as id, ${p.slug} as slug, ${p.title} as title,
  ${p.propertyCategory} as property_category, ${p.propertyType} as property_type, ${p.propertyFor} as property_for,
  ${p.priceKobo} as price_kobo, ${p.rentPaymentFrequency} as rent_payment_frequency, ${p.bedrooms} as bedrooms,
  ${p.moveInCostKobo} as move_in_cost_kobo,
  ${p.bathrooms} as bathrooms, ${p.restrooms} as restrooms, ${p.area} as area, ${p.lotSize} as lot_size,
  ${p.address} as address, ${p.city} as city, ${p.state} as state, ${p.location}[0] as lng, ${p.location}[1] as lat,
  ${p.visibilityLevel} as visibility_level, ${p.publishedAt} as published_at, ${p.ownerId} as owner_id,
  ${p.renewedAt} as renewed_at, ${p.availability} as availability,
  ${p.verifiedAt} is not null as is_verified,
  ${p.photos}->0->>'cardUrl' as photo, jsonb_array_length(${p.photos}) as photo_count,
  ${users.firstName} as owner_first_name, ${users.lastName} as owner_last_name, ${users.slug} as owner_slug,
  ${users.image} as owner_photo, ${users.phoneNumber} as owner_phone`;

/** Listings with their owners, for `cardColumns`. */
export const cardSource = sql`${p} join ${users} on ${users.id} = ${p.ownerId}`;

/**
 * One page of a search, in two steps: the ids of the page (an ordered walk of an index that holds the sort key
 * and the common filters, so that paging past earlier rows reads no table rows), then the cards of those ids.
 */
export function searchPageSql(q: PropertySearchQuery, terms: SearchTerms, now?: Date): SQL {
  const order = searchOrder(q.sort);
  return sql`select ${cardColumns} from ${cardSource} where ${p.id} in (select ${p.id} from ${p}
    where ${sql.join(searchConditions(q, terms, now, 'page'), sql` and `)}
    order by ${order} limit ${q.limit} offset ${(q.page - 1) * q.limit}) order by ${order}`;
}

/**
 * How many match, counted up to `cap` (+1 to tell that there are more). Each filter is checked inside an index
 * (the facets index, the map-area GiST index with purpose, bedrooms and price) wherever it can be, so that counting
 * reads no table rows; words come from the GIN index of `search_words`, exact words being cheap to test on a row.
 */
export function searchCountSql(q: PropertySearchQuery, terms: SearchTerms, cap: number, now?: Date): SQL {
  const where = sql.join(searchConditions(q, terms, now, 'count'), sql` and `);
  return sql`select count(*)::int as total from (select 1 from ${p} where ${where} limit ${cap + 1}) as matches`;
}

/**
 * A text search counts its matches exactly up to this many, then estimates (`searchEstimateSql`). Its count is the
 * slow part of a text search: the words' GIN index gives a bitmap of every match, and each counted match is a heap
 * row to read (a word has no row-free count), so counting 10,000 of them read 10,000 rows. Searches without words
 * keep counting to SEARCH_RESULT_WINDOW inside their indexes, which costs little.
 */
export const TEXT_EXACT_COUNT = 1_000;

/**
 * A text search whose words, with its filters, the planner puts at this many matches or more is not counted at
 * all: it says "about N" from the estimate alone. Counting even to TEXT_EXACT_COUNT costs a bitmap of every match
 * of a common word (100,000 for 'lekki' at 1M listings: 80–190 ms), which no LIMIT shortens. Twenty times the
 * exact count leaves room for the planner's error: below it, the count is made and is exact up to a thousand.
 */
export const TEXT_ESTIMATE_FROM = 20 * TEXT_EXACT_COUNT;

/**
 * Whether a text search's page is found by walking an ordered index (its words checked on each row walked) rather
 * than by reading every match from the words' index and sorting them: when it has at least this many matches, known
 * from its count, and the page ends within them. The planner cannot tell: it multiplies the words' frequencies as if
 * independent, and put "vi, 3 bed" (8,100 matches, 'victoria' and 'island' always together) at 446, so it read and
 * sorted all of them (30–50 ms at 1M listings) where the walk finds the first page in about 1 ms and the twentieth
 * in 13. With fewer matches, or a page past them, the walk could read far more rows than there are matches.
 */
export function pageWalks(q: Pick<PropertySearchQuery, 'page' | 'limit'>, knownMatches: number): boolean {
  return knownMatches > TEXT_EXACT_COUNT && q.page * q.limit <= TEXT_EXACT_COUNT;
}

/** How far the count of this search is exact. */
export function searchCountCap(terms: SearchTerms, window: number): number {
  return terms.length > 0 ? Math.min(TEXT_EXACT_COUNT, window) : window;
}

/**
 * The planner's estimates of how many listings match (EXPLAIN, nothing is read), one statement per search word:
 * each with the search's filters and that word alone. A text search past TEXT_EXACT_COUNT matches reports the
 * smallest of them as "about N". Why not one EXPLAIN of the whole search: the planner multiplies the words'
 * frequencies as if they were independent, but the words of a place go together ('victoria' 'island', 'port'
 * 'harcourt', 'ikeja' 'gra'), and at 1M listings it put "vi, 3 bed" at under 1,000 for 8,346 matches. The rarest
 * word with the filters is at least the true count when the words go together, and near it for a place's words.
 */
export function searchEstimateSql(q: PropertySearchQuery, terms: SearchTerms, now?: Date): SQL[] {
  const filters = searchConditions({ ...q, search: undefined }, [], now, 'count');
  return terms.map((words) => {
    const where = sql.join([...filters, ...textConditions([words])], sql` and `);
    return sql`explain (format json) select 1 from ${p} where ${where}`;
  });
}

/** The estimated rows of a `searchEstimateSql` answer (both drivers; the plan may arrive as text or as JSON). */
export function estimatedRows(rows: readonly Record<string, unknown>[]): number {
  const value = rows[0] ? Object.values(rows[0])[0] : undefined;
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan?: { 'Plan Rows'?: number } }[];
  return Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** An estimate as people say it: two significant figures (12,400 → 12,000; 1,870 → 1,900). */
export function roundEstimate(value: number): number {
  if (value < 100) return Math.round(value);
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/**
 * From this many matches on, the markers are found by walking the rank index (which checks the area inside the
 * index) and stopping at MAP_MAX_MARKERS; below it, by reading the area's matches and keeping the best. The planner
 * cannot tell the two apart: it underestimates how many listings a city's box holds (longitude and latitude are
 * estimated as if independent) and would read and sort 40,000 rows of a busy area. The count, asked first, knows.
 */
export const MAP_WALK_FROM = 5_000;

/**
 * The search map's markers: the same matches as the list, best ranked first (so the markers shown when there are
 * too many are the ones the list shows first), only those with coordinates, a few columns each.
 */
export function searchMapSql(q: PropertySearchQuery, terms: SearchTerms, cap: number, now?: Date): SQL {
  const where = [...searchConditions(q, terms, now, 'page'), sql`${p.location} is not null`];
  return sql`select ${p.id} as id, ${p.slug} as slug, ${p.title} as title, ${p.propertyFor} as property_for,
    ${p.priceKobo} as price_kobo, ${p.rentPaymentFrequency} as rent_payment_frequency, ${p.bedrooms} as bedrooms,
    ${p.bathrooms} as bathrooms, ${p.city} as city, ${p.state} as state, ${p.visibilityLevel} as visibility_level,
    ${p.photos}->0->>'cardUrl' as photo, ${lng} as lng, ${lat} as lat
    from ${p} where ${sql.join(where, sql` and `)} order by ${searchOrder(undefined)} limit ${cap}`;
}

/**
 * Whether one listing matches a search, as the search page would list it (the same WHERE, with the listing's id
 * added): the saved-search alerts test each candidate search against a new or cheaper listing with it.
 */
export function searchMatchSql(q: PropertySearchQuery, terms: SearchTerms, propertyId: string, now?: Date): SQL {
  const where = [sql`${p.id} = ${propertyId}`, ...searchConditions(q, terms, now, 'count')];
  return sql`exists (select 1 from ${p} where ${sql.join(where, sql` and `)})`;
}

/** The bounding box [west, south, east, north] of a search's map area (bounds, polygon or radius), if it has one. */
export function searchAreaBox(q: PropertySearchQuery): [number, number, number, number] | null {
  return searchArea(q)?.box ?? null;
}

/**
 * A search as data (issue 37, ADR 031): the values `searchConditions` compares with, already normalised as it
 * normalises them (prices in kobo, places lower-cased, the map area as its shape), so that many saved searches can
 * be tested against one listing in one statement (`searchSpecMatchSql`) without parsing their URLs. The words of
 * the search box are kept as typed: they are resolved against the vocabulary at match time.
 */
export interface SearchMatchSpec {
  propertyFor?: string;
  propertyCategory?: string;
  state?: string;
  city?: string;
  propertyType?: string[];
  search?: string;
  bedrooms?: number;
  bathrooms?: number;
  minPriceKobo?: number;
  maxPriceKobo?: number;
  maxMoveInKobo?: number;
  yearBuild?: number;
  minArea?: number;
  maxArea?: number;
  totalFloors?: number;
  rentPaymentFrequency?: string;
  leaseTerm?: string;
  minParkingSpace?: number;
  maxParkingSpace?: number;
  securityFeatures?: string[];
  hvacSystems?: string[];
  externalFeatures?: string[];
  outdoorFeatures?: string[];
  utilities?: string[];
  amenities?: string[];
  minLotSize?: number;
  maxLotSize?: number;
  exteriorMaterial?: string;
  flooringType?: string;
  minDistToBusiness?: number;
  maxDistToBusiness?: number;
  minDistToSchool?: number;
  maxDistToSchool?: number;
  minDistToHospital?: number;
  maxDistToHospital?: number;
  minVisibility?: number;
  datePostedHours?: number;
  /** A map-bounds area: [west, south, east, north]. */
  box?: [number, number, number, number];
  /** A drawn polygon, as PostgreSQL polygon text. */
  polygon?: string;
  /** A radius area: the degree circle [lng, lat, degrees] and the true circle [lat, lng, km]. */
  circle?: [number, number, number];
  radius?: [number, number, number];
}

/** The spec of a parsed search (see SearchMatchSpec); undefined fields are left out of the JSON. */
export function searchMatchSpec(q: PropertySearchQuery): SearchMatchSpec {
  const list = (values: string[] | undefined) => (values?.length ? values : undefined);
  const spec: SearchMatchSpec = {
    propertyFor: q.propertyFor,
    propertyCategory: q.propertyCategory,
    state: q.state?.toLowerCase(),
    city: q.city?.toLowerCase(),
    propertyType: list(q.propertyType),
    search: q.search,
    bedrooms: q.bedrooms,
    bathrooms: q.bathrooms,
    minPriceKobo: q.minPrice !== undefined ? nairaToKobo(q.minPrice) : undefined,
    maxPriceKobo: q.maxPrice !== undefined ? nairaToKobo(q.maxPrice) : undefined,
    maxMoveInKobo: q.maxMoveIn !== undefined ? nairaToKobo(q.maxMoveIn) : undefined,
    yearBuild: q.yearBuild,
    minArea: q.minArea,
    maxArea: q.maxArea,
    totalFloors: q.totalFloors,
    rentPaymentFrequency: q.rentPaymentFrequency,
    leaseTerm: q.leaseTerm,
    minParkingSpace: q.minParkingSpace,
    maxParkingSpace: q.maxParkingSpace,
    securityFeatures: list(q.securityFeatures),
    hvacSystems: list(q.hvacSystems),
    externalFeatures: list(q.externalFeatures),
    outdoorFeatures: list(q.outdoorFeatures),
    utilities: list(q.utilities),
    amenities: list(q.amenities),
    minLotSize: q.minLotSize,
    maxLotSize: q.maxLotSize,
    exteriorMaterial: q.exteriorMaterial,
    flooringType: q.flooringType,
    minDistToBusiness: q.minDistToBusiness,
    maxDistToBusiness: q.maxDistToBusiness,
    minDistToSchool: q.minDistToSchool,
    maxDistToSchool: q.maxDistToSchool,
    minDistToHospital: q.minDistToHospital,
    maxDistToHospital: q.maxDistToHospital,
    minVisibility: q.minVisibility,
    datePostedHours: q.datePosted ? datePostedHours[q.datePosted] : undefined,
  };
  // The same precedence as searchArea: bounds, else a polygon, else a centre and radius.
  if (q.neLat !== undefined && q.neLng !== undefined && q.swLat !== undefined && q.swLng !== undefined) {
    spec.box = [q.swLng, q.swLat, q.neLng, q.neLat];
  } else if (q.polygon) {
    spec.polygon = `(${q.polygon.map(([x, y]) => `(${x},${y})`).join(',')})`;
  } else if (q.centerLat !== undefined && q.centerLng !== undefined && q.radiusKm !== undefined) {
    spec.circle = [q.centerLng, q.centerLat, enclosingDegrees(q.centerLat, q.radiusKm)];
    spec.radius = [q.centerLat, q.centerLng, q.radiusKm];
  }
  return JSON.parse(JSON.stringify(spec)) as SearchMatchSpec;
}

/**
 * Whether the listing row `p` matches a stored spec (a jsonb expression), every filter but the words of the search
 * box: the same comparisons as `searchConditions` in 'count' mode, each one skipped when the spec does not have it.
 * A condition on an empty column is null, so the row is not kept, as in the search's WHERE. The listing's own
 * liveness is the caller's to check. Kept next to searchConditions: a filter added there must be added here (the
 * saved-search test compares the two on many searches).
 */
export function searchSpecMatchSql(spec: SQL, now: Date): SQL {
  const text = (key: string) => sql`(${spec}->>${key})`;
  const num = (key: string, type: 'int' | 'bigint' | 'float8') => sql`(${spec}->>${key})::${sql.raw(type)}`;
  const when = (key: string, condition: SQL) => sql`(not jsonb_exists(${spec}, ${key}) or ${condition})`;
  const eqText = (key: string, column: SQL | AnyColumn) => when(key, sql`${column} = ${text(key)}`);
  const array = (key: string) => sql`array(select jsonb_array_elements_text(${spec}->${key}))`;
  const rooms = (key: string, column: AnyColumn) =>
    when(key, sql`case when ${num(key, 'int')} >= 5 then ${column} >= 5 else ${column} = ${num(key, 'int')} end`);
  const element = (key: string, index: 0 | 1 | 2 | 3) => sql`(${spec}->${key}->>${sql.raw(String(index))})::float8`;
  const conditions: SQL[] = [
    eqText('propertyFor', p.propertyFor),
    eqText('propertyCategory', p.propertyCategory),
    eqText('state', sql`lower(${p.state})`),
    eqText('city', sql`lower(${p.city})`),
    when('propertyType', sql`${p.propertyType} = any(${array('propertyType')})`),
    rooms('bedrooms', p.bedrooms),
    rooms('bathrooms', p.bathrooms),
    when('minPriceKobo', sql`${p.priceKobo} >= ${num('minPriceKobo', 'bigint')}`),
    when('maxPriceKobo', sql`${p.priceKobo} <= ${num('maxPriceKobo', 'bigint')}`),
    when('maxMoveInKobo', sql`${p.moveInCostKobo} <= ${num('maxMoveInKobo', 'bigint')}`),
    when('yearBuild', sql`${p.yearBuild} >= ${num('yearBuild', 'int')}`),
    when('minArea', sql`${p.area} >= ${num('minArea', 'float8')}`),
    when('maxArea', sql`${p.area} <= ${num('maxArea', 'float8')}`),
    when('totalFloors', sql`${p.totalFloors} = ${num('totalFloors', 'int')}`),
    eqText('rentPaymentFrequency', p.rentPaymentFrequency),
    eqText('leaseTerm', p.leaseTerm),
    when('minParkingSpace', sql`${p.parkingSpaces} >= ${num('minParkingSpace', 'int')}`),
    when('maxParkingSpace', sql`${p.parkingSpaces} <= ${num('maxParkingSpace', 'int')}`),
    when('securityFeatures', sql`${p.securityFeatures} @> ${array('securityFeatures')}`),
    when('hvacSystems', sql`${p.hvacSystems} @> ${array('hvacSystems')}`),
    when('externalFeatures', sql`${p.externalFeatures} @> ${array('externalFeatures')}`),
    when('outdoorFeatures', sql`${p.outdoorFeatures} @> ${array('outdoorFeatures')}`),
    when('utilities', sql`${p.accessibilityUtilityFeatures} @> ${array('utilities')}`),
    when('amenities', sql`${p.additionalAmenities} @> ${array('amenities')}`),
    when('minLotSize', sql`${p.lotSize} >= ${num('minLotSize', 'float8')}`),
    when('maxLotSize', sql`${p.lotSize} <= ${num('maxLotSize', 'float8')}`),
    eqText('exteriorMaterial', p.exteriorMaterial),
    eqText('flooringType', p.flooringType),
    when('minDistToBusiness', sql`${p.distToBusiness} >= ${num('minDistToBusiness', 'float8')}`),
    when('maxDistToBusiness', sql`${p.distToBusiness} <= ${num('maxDistToBusiness', 'float8')}`),
    when('minDistToSchool', sql`${p.distToSchool} >= ${num('minDistToSchool', 'float8')}`),
    when('maxDistToSchool', sql`${p.distToSchool} <= ${num('maxDistToSchool', 'float8')}`),
    when('minDistToHospital', sql`${p.distToHospitals} >= ${num('minDistToHospital', 'float8')}`),
    when('maxDistToHospital', sql`${p.distToHospitals} <= ${num('maxDistToHospital', 'float8')}`),
    when('minVisibility', sql`${p.visibilityLevel} >= ${num('minVisibility', 'int')}`),
    when(
      'datePostedHours',
      sql`${p.publishedAt} >= ${now.toISOString()}::timestamptz - make_interval(hours => ${num('datePostedHours', 'int')})`,
    ),
    when(
      'box',
      sql`${p.location} <@ box(point(${element('box', 0)}, ${element('box', 1)}), point(${element('box', 2)}, ${element('box', 3)}))`,
    ),
    when('polygon', sql`${p.location} <@ (${text('polygon')})::polygon`),
    when(
      'circle',
      sql`${p.location} <@ circle(point(${element('circle', 0)}, ${element('circle', 1)}), ${element('circle', 2)})`,
    ),
    when(
      'radius',
      sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
      power(sin(radians((${lat} - ${element('radius', 0)}) / 2)), 2)
      + cos(radians(${element('radius', 0)})) * cos(radians(${lat}))
        * power(sin(radians((${lng} - ${element('radius', 1)}) / 2)), 2)
    )) <= ${element('radius', 2)}`,
    ),
  ];
  return sql.join(conditions, sql` and `);
}
