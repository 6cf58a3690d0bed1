// Finding a home (spec §3 Filters, sort and date-posted options; §7 map bounds and search area): the query of
// GET /api/v1/property/all, shared by the API, the search page (whose whole state lives in the URL) and the
// benchmark. One schema parses both a request's query and the page's URL, so a shared link searches the same.

import {
  commercialPropertyTypes,
  datePostedOptions,
  exteriorMaterials,
  flooringTypes,
  hvacSystems,
  leaseTerms,
  outdoorFeatures,
  propertyCategories,
  propertyForOptions,
  rentPaymentFrequencies,
  residentialPropertyTypes,
  securityFeatures,
  sortOptions,
} from './enums';
import { formatNumber } from './format';
import { limits } from './limits';
import { mapMessages } from './map';
import { messages } from './messages';
import { nairaAmountSchema } from './money';
import { polygonRing } from './polygon';
import { accessibilityUtilityFeatures, additionalAmenities, externalFeatures } from './property-options';
import { type SearchUnderstanding, understandSearch } from './search-understanding';
import { z } from './zod';
export const sortValues = sortOptions.map((option) => option.value) as [
  (typeof sortOptions)[number]['value'],
  ...(typeof sortOptions)[number]['value'][],
];
export const datePostedValues = datePostedOptions.map((option) => option.value) as [
  (typeof datePostedOptions)[number]['value'],
  ...(typeof datePostedOptions)[number]['value'][],
];
export type DatePosted = (typeof datePostedValues)[number];

/** How far back each date-posted option reaches, in hours. */
export const datePostedHours: Record<DatePosted, number> = {
  '24h': 24,
  week: 24 * 7,
  month: 24 * 30,
  '3months': 24 * 91,
  '6months': 24 * 182,
};

export const SEARCH_DEFAULT_LIMIT = 12;
export const SEARCH_MAX_LIMIT = 48;
/** Results beyond this are neither counted nor paged: a search that broad needs narrowing, not page 900. */
export const SEARCH_RESULT_WINDOW = 10_000;
/** The longest text the search box takes. */
export const SEARCH_TEXT_MAX = 100;
/** The spec's search area around a chosen place (§7, §9). */
export const SEARCH_AREA_RADIUS_KM = 30;
export const SEARCH_MAX_RADIUS_KM = 200;
/** Abbreviations people type for Nigerian places, matched as the words they stand for. */
export const searchAliases: Record<string, string> = {
  vi: 'victoria island',
  ph: 'port harcourt',
  phc: 'port harcourt',
  fct: 'abuja',
};

/** Bed and bath choices 1 to 5+: 5 means five or more. */
export const ROOM_CHOICES = [1, 2, 3, 4, 5] as const;
export const YEAR_BUILT_MIN = 1950;

export const searchMessages = {
  invalidPolygon: messages.invalidPolygon,
  areaPositive: messages.areaPositive,
  priceRange: 'Minimum price cannot be more than the maximum price',
  areaRange: 'Minimum area cannot be more than the maximum area',
  rangeOrder: (label: string) => `Minimum ${label} cannot be more than the maximum`,
  rentOnly: 'Rent payment frequency and lease term apply only to properties for rent',
  boundsIncomplete: 'Map bounds need neLat, neLng, swLat and swLng',
  boundsOrder: 'Map bounds are upside down: the north-east corner must be north and east of the south-west one',
  centerIncomplete: 'A search area needs both centerLat and centerLng',
  pageWindow: `Only the first ${formatNumber(SEARCH_RESULT_WINDOW)} results can be paged. Please narrow your search.`,
  notFound: 'Property not found',
} as const;

const numberMessage = (label: string) => `${label} must be a number`;

/** A number from a query string ('2500000', '1200.5'); blank means "not set". */
function queryNumber(label: string, options: { min?: number; max?: number; int?: boolean; positive?: string } = {}) {
  let schema = z.number({ error: numberMessage(label) }).finite(numberMessage(label));
  if (options.int) schema = schema.int(`${label} must be a whole number`);
  if (options.positive) schema = schema.gt(0, options.positive);
  if (options.min !== undefined) schema = schema.min(options.min, `${label} must be at least ${options.min}`);
  if (options.max !== undefined) schema = schema.max(options.max, `${label} must be at most ${options.max}`);
  return z.preprocess((value) => {
    if (typeof value === 'number') return value;
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  }, schema.optional());
}

/** A ₦ amount from a query string, by the one money rule (money.ts); empty means no bound. */
function queryNaira(label: string) {
  return z.preprocess((value) => {
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === 'string' && first.trim() === '' ? undefined : first;
  }, nairaAmountSchema(label).optional());
}

/** A list from a query string: repeated (?a=x&a=y) or comma-separated (?a=x,y); unknown values are refused. */
function queryList<T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const items = (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(','));
    const cleaned = [...new Set(items.map((item) => item.trim()).filter(Boolean))];
    return cleaned.length ? cleaned : undefined;
  }, z.array(z.enum(values, { error: `Please choose valid ${label}` })).optional());
}

function queryChoice<T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : Array.isArray(value) ? value[0] : value),
    z.enum(values, { error: `Please choose a valid ${label}` }).optional(),
  );
}

/** Bedrooms and bathrooms: 1–4 exactly, 5 (or '5+') five or more. */
const roomCount = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().replace(/\+$/, '') : value),
    queryNumber(label, { int: true, min: 1, max: 5 }),
  );

const lat = (label: string) => queryNumber(label, { min: -90, max: 90 });
const lng = (label: string) => queryNumber(label, { min: -180, max: 180 });

/** A polygon object whose coordinates are missing or empty (spec §8 'Coordinates array is empty or undefined'). */
function hasNoCoordinates(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const { coordinates } = value as { coordinates?: unknown };
  if (coordinates === undefined || coordinates === null) return true;
  if (!Array.isArray(coordinates)) return false;
  return coordinates.length === 0 || (Array.isArray(coordinates[0]) && coordinates[0].length === 0);
}

const polygonParam = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return Symbol.for('invalid-polygon');
    }
  },
  z
    .unknown()
    .transform((value, ctx) => {
      const ring = polygonRing(value);
      if (!ring) {
        ctx.addIssue({
          code: 'custom',
          message: hasNoCoordinates(value) ? mapMessages.coordinatesEmpty : searchMessages.invalidPolygon,
        });
        return z.NEVER;
      }
      return ring;
    })
    .optional(),
);

const allPropertyTypes = [...residentialPropertyTypes, ...commercialPropertyTypes] as const;

/** A state or city name from a query string, within an address's limits (spec §8); blank means none. */
const placeName = (label: string) =>
  z.preprocess((value) => {
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === 'string' ? first.trim().replace(/\s+/g, ' ') || undefined : first;
  }, z
    .string()
    .min(limits.stateCityMin, `${label} must contain at least ${limits.stateCityMin} characters`)
    .max(limits.stateCityMax, `${label} must contain upto ${limits.stateCityMax} characters`)
    .optional());

/** GET /api/v1/property/all and the search page's URL. Unknown parameters (utm_source…) are ignored. */
export const propertySearchQuerySchema = z
  .object({
    propertyFor: queryChoice(propertyForOptions, 'listing purpose'),
    propertyCategory: queryChoice(propertyCategories, 'property category'),
    search: z.preprocess(
      (value) => (Array.isArray(value) ? value[0] : value),
      z
        .string()
        .trim()
        .max(SEARCH_TEXT_MAX, `Search text must contain upto ${SEARCH_TEXT_MAX} characters`)
        .optional()
        .transform((value) => value || undefined),
    ),
    /** Listings in this state, or this city, by name and any case ('Kano' is Kano, not Aminu Kano Crescent in Abuja). */
    state: placeName('State'),
    city: placeName('City'),
    propertyType: queryList(allPropertyTypes, 'property types'),
    bedrooms: roomCount('Bedrooms'),
    bathrooms: roomCount('Bathrooms'),
    minPrice: queryNaira('Minimum price'),
    maxPrice: queryNaira('Maximum price'),
    /** Rentals whose move-in cost (rent, deposit, agency and legal fees, service charge) is at most this. */
    maxMoveIn: queryNumber('Maximum move-in cost', { min: 0, max: 1e12 }),
    /** Built in this year or later. */
    yearBuild: queryNumber('Year built', { int: true, min: YEAR_BUILT_MIN, max: 2100 }),
    minArea: queryNumber('Minimum area', { positive: searchMessages.areaPositive, max: 1e8 }),
    maxArea: queryNumber('Maximum area', { positive: searchMessages.areaPositive, max: 1e8 }),
    totalFloors: queryNumber('Total floors', { int: true, min: 1, max: 200 }),
    rentPaymentFrequency: queryChoice(rentPaymentFrequencies, 'rent payment frequency'),
    leaseTerm: queryChoice(leaseTerms, 'lease term'),
    minParkingSpace: queryNumber('Minimum parking spaces', { int: true, min: 0, max: 1000 }),
    maxParkingSpace: queryNumber('Maximum parking spaces', { int: true, min: 0, max: 1000 }),
    securityFeatures: queryList(securityFeatures, 'security features'),
    hvacSystems: queryList(hvacSystems, 'HVAC systems'),
    externalFeatures: queryList(externalFeatures, 'external features'),
    outdoorFeatures: queryList(outdoorFeatures, 'outdoor features'),
    /** Accessibility and utility features (inverter/solar, fibre…), all required. */
    utilities: queryList(accessibilityUtilityFeatures, 'utilities'),
    /** Amenities (serviced, furnished…), all required: what the search box's "serviced" and "furnished" mean. */
    amenities: queryList(additionalAmenities, 'amenities'),
    minLotSize: queryNumber('Minimum lot size', { positive: searchMessages.areaPositive, max: 1e8 }),
    maxLotSize: queryNumber('Maximum lot size', { positive: searchMessages.areaPositive, max: 1e8 }),
    exteriorMaterial: queryChoice(exteriorMaterials, 'exterior material'),
    flooringType: queryChoice(flooringTypes, 'flooring type'),
    minDistToBusiness: queryNumber('Minimum distance to business', { min: 0, max: 1000 }),
    maxDistToBusiness: queryNumber('Maximum distance to business', { min: 0, max: 1000 }),
    minDistToSchool: queryNumber('Minimum distance to schools', { min: 0, max: 1000 }),
    maxDistToSchool: queryNumber('Maximum distance to schools', { min: 0, max: 1000 }),
    minDistToHospital: queryNumber('Minimum distance to hospitals', { min: 0, max: 1000 }),
    maxDistToHospital: queryNumber('Maximum distance to hospitals', { min: 0, max: 1000 }),
    /** Only listings of this tier or higher (the home page's featured carousel asks for 2). */
    minVisibility: queryNumber('Visibility', { int: true, min: 1, max: 4 }),
    datePosted: queryChoice(datePostedValues, 'date posted'),
    sort: queryChoice(sortValues, 'sort'),
    neLat: lat('neLat'),
    neLng: lng('neLng'),
    swLat: lat('swLat'),
    swLng: lng('swLng'),
    polygon: polygonParam,
    centerLat: lat('centerLat'),
    centerLng: lng('centerLng'),
    radiusKm: queryNumber('Radius', { positive: 'Radius must be greater than 0', max: SEARCH_MAX_RADIUS_KM }),
    page: queryNumber('Page', { int: true, min: 1, max: SEARCH_RESULT_WINDOW }).transform((value) => value ?? 1),
    limit: queryNumber('Limit', { int: true, min: 1, max: SEARCH_MAX_LIMIT }).transform(
      (value) => value ?? SEARCH_DEFAULT_LIMIT,
    ),
  })
  .superRefine((q, ctx) => {
    const range = (min: number | undefined, max: number | undefined, message: string, path: string) => {
      if (min !== undefined && max !== undefined && min > max) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    range(q.minPrice, q.maxPrice, searchMessages.priceRange, 'minPrice');
    range(q.minArea, q.maxArea, searchMessages.areaRange, 'minArea');
    range(q.minParkingSpace, q.maxParkingSpace, searchMessages.rangeOrder('parking spaces'), 'minParkingSpace');
    range(q.minLotSize, q.maxLotSize, searchMessages.rangeOrder('lot size'), 'minLotSize');
    range(
      q.minDistToBusiness,
      q.maxDistToBusiness,
      searchMessages.rangeOrder('distance to business'),
      'minDistToBusiness',
    );
    range(q.minDistToSchool, q.maxDistToSchool, searchMessages.rangeOrder('distance to schools'), 'minDistToSchool');
    range(
      q.minDistToHospital,
      q.maxDistToHospital,
      searchMessages.rangeOrder('distance to hospitals'),
      'minDistToHospital',
    );
    if ((q.rentPaymentFrequency || q.leaseTerm) && q.propertyFor !== 'rent') {
      ctx.addIssue({ code: 'custom', path: ['rentPaymentFrequency'], message: searchMessages.rentOnly });
    }
    const bounds = [q.neLat, q.neLng, q.swLat, q.swLng];
    const setCount = bounds.filter((value) => value !== undefined).length;
    if (setCount > 0 && setCount < 4)
      ctx.addIssue({ code: 'custom', path: ['neLat'], message: searchMessages.boundsIncomplete });
    if (setCount === 4 && ((q.neLat as number) < (q.swLat as number) || (q.neLng as number) < (q.swLng as number))) {
      ctx.addIssue({ code: 'custom', path: ['neLat'], message: searchMessages.boundsOrder });
    }
    if (
      (q.centerLat === undefined) !== (q.centerLng === undefined) ||
      (q.radiusKm !== undefined && q.centerLat === undefined)
    ) {
      ctx.addIssue({ code: 'custom', path: ['centerLat'], message: searchMessages.centerIncomplete });
    }
    if ((q.page - 1) * q.limit >= SEARCH_RESULT_WINDOW) {
      ctx.addIssue({ code: 'custom', path: ['page'], message: searchMessages.pageWindow });
    }
  })
  .transform((q) => ({
    ...q,
    radiusKm: q.centerLat !== undefined ? (q.radiusKm ?? SEARCH_AREA_RADIUS_KM) : undefined,
  }));
export type PropertySearchQuery = z.infer<typeof propertySearchQuerySchema>;

/** The filters the Filters modal edits (everything but text, purpose, sort, date, place and paging). */
export const filterKeys = [
  'propertyCategory',
  'propertyType',
  'bedrooms',
  'bathrooms',
  'minPrice',
  'maxPrice',
  'maxMoveIn',
  'yearBuild',
  'minArea',
  'maxArea',
  'totalFloors',
  'rentPaymentFrequency',
  'leaseTerm',
  'minParkingSpace',
  'maxParkingSpace',
  'securityFeatures',
  'hvacSystems',
  'externalFeatures',
  'outdoorFeatures',
  'utilities',
  'minLotSize',
  'maxLotSize',
  'exteriorMaterial',
  'flooringType',
  'minDistToBusiness',
  'maxDistToBusiness',
  'minDistToSchool',
  'maxDistToSchool',
  'minDistToHospital',
  'maxDistToHospital',
] as const satisfies readonly (keyof PropertySearchQuery)[];

/** Every filter "Clear filters" takes off: the modal's, and those only the search box sets (serviced, furnished:
 * shown as chips, ADR 032). */
export const clearableFilterKeys = [
  ...filterKeys,
  'amenities',
] as const satisfies readonly (keyof PropertySearchQuery)[];

/** The place filters (the home page's cities): shown on the search page as applied, each removable. */
export const placeFilterKeys = ['state', 'city'] as const satisfies readonly (keyof PropertySearchQuery)[];
export const placeFilterLabels: Record<(typeof placeFilterKeys)[number], string> = { state: 'State', city: 'City' };

/** Every parameter the search understands, in the order a shared URL lists them. */
export const searchParamKeys = [
  'propertyFor',
  'search',
  'state',
  'city',
  ...filterKeys,
  'amenities',
  'minVisibility',
  'datePosted',
  'sort',
  'neLat',
  'neLng',
  'swLat',
  'swLng',
  'polygon',
  'centerLat',
  'centerLng',
  'radiusKm',
  'page',
  'limit',
] as const;

/** Raw values of URLSearchParams as the schema reads them (lists stay lists). */
export function searchParamsRecord(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    record[key] = all.length > 1 ? all : (all[0] as string);
  }
  return record;
}

/** A search as URL parameters: defaults (page 1, the default limit) and empty values left out. */
export function searchToParams(query: Partial<Record<(typeof searchParamKeys)[number], unknown>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of searchParamKeys) {
    const value = query[key];
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && Number(value) === 1) continue;
    if (key === 'limit' && Number(value) === SEARCH_DEFAULT_LIMIT) continue;
    if (key === 'polygon' && Array.isArray(value)) {
      params.set(key, JSON.stringify({ type: 'Polygon', coordinates: [value] }));
    } else if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  return params;
}

/**
 * What the search box said that became filters (issue 36), in the query's own units (₦ for prices), as the API
 * answers it: only what was applied (a filter the request sets itself wins over the text), the places it named and
 * the words left for text matching. The search page turns the filters into removable chips.
 */
export const searchUnderstoodSchema = z.object({
  filters: z.object({
    propertyFor: z.enum(propertyForOptions).optional(),
    propertyType: z.array(z.enum(allPropertyTypes)).optional(),
    bedrooms: z.number().int().optional(),
    minPrice: z.number().optional(),
    maxPrice: z.number().optional(),
    rentPaymentFrequency: z.enum(rentPaymentFrequencies).optional(),
    externalFeatures: z.array(z.enum(externalFeatures)).optional(),
    amenities: z.array(z.enum(additionalAmenities)).optional(),
  }),
  places: z.array(z.object({ label: z.string(), words: z.string() })),
  /** The words matched against listings' text, or null when the text was all understood. */
  text: z.string().nullable(),
});
export type SearchUnderstood = z.infer<typeof searchUnderstoodSchema>;
export type UnderstoodFields = SearchUnderstood['filters'];

const isPropertyType = (value: string): value is (typeof allPropertyTypes)[number] =>
  (allPropertyTypes as readonly string[]).includes(value);

/** The understood filters in the query's units: prices from kobo to naira. */
export function understoodFields(understanding: SearchUnderstanding): UnderstoodFields {
  const { filters } = understanding;
  const fields: UnderstoodFields = {};
  if (filters.propertyFor) fields.propertyFor = filters.propertyFor;
  if (filters.propertyType) fields.propertyType = filters.propertyType.filter(isPropertyType);
  if (filters.bedrooms !== undefined) fields.bedrooms = filters.bedrooms;
  if (filters.minPriceKobo !== undefined) fields.minPrice = filters.minPriceKobo / 100;
  if (filters.maxPriceKobo !== undefined) fields.maxPrice = filters.maxPriceKobo / 100;
  if (filters.rentPaymentFrequency) fields.rentPaymentFrequency = filters.rentPaymentFrequency;
  if (filters.externalFeatures) fields.externalFeatures = filters.externalFeatures;
  if (filters.amenities) fields.amenities = filters.amenities;
  return fields;
}

/**
 * A search with its text read: the understood filters applied where the request does not set them itself (the
 * request's own filter wins; the two price bounds go together so they stay in order; a payment frequency only with
 * a rental), and the text narrowed to the words left. `understood` is null when the search has no text.
 */
export function applySearchUnderstanding(query: PropertySearchQuery): {
  query: PropertySearchQuery;
  understood: SearchUnderstood | null;
} {
  if (!query.search) return { query, understood: null };
  const understanding = understandSearch(query.search);
  const fields = understoodFields(understanding);
  const applied: UnderstoodFields = {};
  const next: PropertySearchQuery = { ...query, search: understanding.text };
  if (fields.propertyFor && !query.propertyFor) next.propertyFor = applied.propertyFor = fields.propertyFor;
  if (fields.propertyType?.length && !query.propertyType?.length) {
    next.propertyType = applied.propertyType = fields.propertyType;
  }
  if (fields.bedrooms !== undefined && query.bedrooms === undefined) next.bedrooms = applied.bedrooms = fields.bedrooms;
  if ((fields.minPrice !== undefined || fields.maxPrice !== undefined) && query.minPrice === undefined) {
    if (query.maxPrice === undefined) {
      if (fields.minPrice !== undefined) next.minPrice = applied.minPrice = fields.minPrice;
      if (fields.maxPrice !== undefined) next.maxPrice = applied.maxPrice = fields.maxPrice;
    }
  }
  if (fields.rentPaymentFrequency && !query.rentPaymentFrequency && next.propertyFor === 'rent') {
    next.rentPaymentFrequency = applied.rentPaymentFrequency = fields.rentPaymentFrequency;
  }
  if (fields.externalFeatures && !query.externalFeatures?.length) {
    next.externalFeatures = applied.externalFeatures = fields.externalFeatures;
  }
  if (fields.amenities && !query.amenities?.length) next.amenities = applied.amenities = fields.amenities;
  return {
    query: next,
    understood: { filters: applied, places: understanding.places, text: understanding.text ?? null },
  };
}
