// The SQL of property search, built once from a parsed query and used both by the API and by the benchmark's
// raw-SQL side, so the two time exactly the same statement. Every condition is written so that a partial index
// on the live predicate can serve it on PGlite and on PostgreSQL alike (see docs/performance.md).

import { nairaToKobo } from '@naija-homes/contracts/format';
import { datePostedHours, type PropertySearchQuery, searchAliases } from '@naija-homes/contracts/search';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { properties } from '../../db/schema';

const p = properties;

/** Listings a visitor may see. The partial search indexes are declared on exactly this predicate. */
export const searchLive = sql`${p.isPublished} and ${p.listingStatus} = 'active' and ${p.ownerHasPlan}`;

const KM_PER_DEGREE_LAT = 110.574;
const KM_PER_DEGREE_LNG_AT_EQUATOR = 111.32;
const EARTH_RADIUS_KM = 6371.0088;

/** The words a search box string matches: lower-cased, punctuation dropped, known abbreviations spelt out. */
export function searchWords(search: string): string[] {
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

export function searchConditions(q: PropertySearchQuery, now: Date = new Date()): SQL[] {
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
  if (q.propertyType?.length) {
    where.push(
      sql`${p.propertyType} in (${sql.join(
        q.propertyType.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  }
  if (q.search) {
    for (const word of searchWords(q.search)) {
      const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      // A substring, or the same word with a typo ('lekki' for 'leki'): both served by the trigram index.
      where.push(sql`(${p.searchText} like ${pattern} or ${word} <% ${p.searchText})`);
    }
  }
  rooms(p.bedrooms, q.bedrooms);
  rooms(p.bathrooms, q.bathrooms);
  if (q.minPrice !== undefined) where.push(sql`${p.priceKobo} >= ${nairaToKobo(q.minPrice)}`);
  if (q.maxPrice !== undefined) where.push(sql`${p.priceKobo} <= ${nairaToKobo(q.maxPrice)}`);
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
  range(p.lotSize, q.minLotSize, q.maxLotSize);
  if (q.exteriorMaterial) eq(p.exteriorMaterial, q.exteriorMaterial);
  if (q.flooringType) eq(p.flooringType, q.flooringType);
  range(p.distToBusiness, q.minDistToBusiness, q.maxDistToBusiness);
  range(p.distToSchool, q.minDistToSchool, q.maxDistToSchool);
  range(p.distToHospitals, q.minDistToHospital, q.maxDistToHospital);
  if (q.minVisibility !== undefined) where.push(sql`${p.visibilityLevel} >= ${q.minVisibility}`);
  if (q.datePosted) {
    const since = new Date(now.getTime() - datePostedHours[q.datePosted] * 3_600_000);
    where.push(sql`${p.publishedAt} >= ${since.toISOString()}::timestamptz`);
  }
  if (q.neLat !== undefined && q.neLng !== undefined && q.swLat !== undefined && q.swLng !== undefined) {
    where.push(
      sql`${p.location} <@ box(point(${float(q.swLng)}, ${float(q.swLat)}), point(${float(q.neLng)}, ${float(q.neLat)}))`,
    );
  }
  if (q.polygon) {
    const text = `(${q.polygon.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`;
    where.push(sql`${p.location} <@ ${text}::polygon`);
  }
  if (q.centerLat !== undefined && q.centerLng !== undefined && q.radiusKm !== undefined) {
    const { centerLat: lat, centerLng: lng, radiusKm } = q;
    // The degree circle (indexed) holds every candidate; the haversine distance then keeps the true circle.
    where.push(
      sql`${p.location} <@ circle(point(${float(lng)}, ${float(lat)}), ${float(enclosingDegrees(lat, radiusKm))})`,
    );
    where.push(sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
      power(sin(radians((${p.location}[1] - ${float(lat)}) / 2)), 2)
      + cos(radians(${float(lat)})) * cos(radians(${p.location}[1]))
        * power(sin(radians((${p.location}[0] - ${float(lng)}) / 2)), 2)
    )) <= ${float(radiusKm)}`);
  }
  return where;
}

/**
 * ORDER BY for a sort. With none, higher tiers first, then newest. An explicit sort is honoured exactly and the
 * tier only breaks ties. Null placement matches each index so that LIMIT can walk it (published listings always
 * have a price and an area; bedrooms, bathrooms and lot size may be empty and then come last).
 */
export function searchOrder(sort: PropertySearchQuery['sort']): SQL {
  const rank = sql`${p.visibilityLevel} desc, ${p.publishedAt} desc nulls last, ${p.id} desc`;
  switch (sort) {
    case 'price-desc':
      return sql`${p.priceKobo} desc, ${rank}`;
    case 'price-asc':
      return sql`${p.priceKobo} asc, ${rank}`;
    case 'newest':
      return sql`${p.publishedAt} desc nulls last, ${p.visibilityLevel} desc, ${p.id} desc`;
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

/** The columns a result card needs: the main photo is read out of the JSON, not the whole list. */
export const cardColumns = sql`${p.id} as id, ${p.slug} as slug, ${p.title} as title,
  ${p.propertyCategory} as property_category, ${p.propertyType} as property_type, ${p.propertyFor} as property_for,
  ${p.priceKobo} as price_kobo, ${p.rentPaymentFrequency} as rent_payment_frequency, ${p.bedrooms} as bedrooms,
  ${p.bathrooms} as bathrooms, ${p.restrooms} as restrooms, ${p.area} as area, ${p.lotSize} as lot_size,
  ${p.address} as address, ${p.city} as city, ${p.state} as state, ${p.location}[0] as lng, ${p.location}[1] as lat,
  ${p.visibilityLevel} as visibility_level, ${p.publishedAt} as published_at, ${p.ownerId} as owner_id,
  ${p.photos}->0->>'cardUrl' as photo, jsonb_array_length(${p.photos}) as photo_count`;

/** One page of a search. */
export function searchPageSql(q: PropertySearchQuery, now?: Date): SQL {
  return sql`select ${cardColumns} from ${p} where ${sql.join(searchConditions(q, now), sql` and `)}
    order by ${searchOrder(q.sort)} limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
}

/** How many match, counted up to `cap` (+1 to tell that there are more). */
export function searchCountSql(q: PropertySearchQuery, cap: number, now?: Date): SQL {
  return sql`select count(*)::int as total from (select 1 from ${p}
    where ${sql.join(searchConditions(q, now), sql` and `)} limit ${cap + 1}) as matches`;
}
