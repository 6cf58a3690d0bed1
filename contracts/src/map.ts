// The maps (spec §2 "Map with draw-region tool" and the property page's local information map; §4 map drawing;
// §7 nearby places within 15,000 m; §9 zooms and radii): the numbers every map screen shares and the contract of
// GET /api/v1/geo/nearby.

import { geoBounds, isInNigeriaBox } from './geo';
import { messages } from './messages';
import { limitSchema } from './paging';
import { z } from './zod';

/** Where a map opens, and where clearing the search returns (Nigeria's middle, near Abuja). */
export const MAP_DEFAULT_CENTER = { lat: 9.082, lng: 8.6753 } as const;
export const MAP_DEFAULT_ZOOM = 7;
/** After a drawn area is applied (spec §4). */
export const MAP_DRAWN_ZOOM = 9;
/** Markers carry their price from this zoom on (spec §4, §9). */
export const MAP_PRICE_LABEL_MIN_ZOOM = 9;
/** The property page's map (spec §9). */
export const MAP_DETAIL_ZOOM = 12;
export const MAP_MIN_ZOOM = 5;
export const MAP_MAX_ZOOM = 18;
/** Nearby places are looked for within this distance of the listing (spec §7). */
export const NEARBY_RADIUS_M = 15_000;
export const NEARBY_DEFAULT_LIMIT = 20;
export const NEARBY_MAX_LIMIT = 50;

export const mapMessages = {
  invalidPolygon: messages.invalidPolygon,
  coordinatesEmpty: 'Coordinates array is empty or undefined',
  outsideNigeria: 'The point must be inside Nigeria',
  nearbyUnavailable: 'Nearby places are unavailable right now. Please try again shortly.',
} as const;

/** The property page's toggles besides "Map" (spec §2), in the order they are shown. */
export const nearbyCategories = ['school', 'supermarket', 'gym', 'restaurant'] as const;
export type NearbyCategory = (typeof nearbyCategories)[number];
export const nearbyCategoryLabels: Record<NearbyCategory, string> = {
  school: 'Schools',
  supermarket: 'Supermarket',
  gym: 'Gym',
  restaurant: 'Restaurant',
};

const coordinate = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .min(min, mapMessages.outsideNigeria)
    .max(max, mapMessages.outsideNigeria);

/** GET /api/v1/geo/nearby?lat&lng&category&limit */
export const nearbyQuerySchema = z
  .object({
    lat: coordinate('lat', geoBounds.minLat, geoBounds.maxLat),
    lng: coordinate('lng', geoBounds.minLng, geoBounds.maxLng),
    category: z.enum(nearbyCategories, { error: 'Please choose a valid category' }),
    limit: limitSchema({ max: NEARBY_MAX_LIMIT, default: NEARBY_DEFAULT_LIMIT }),
  })
  .refine((q) => isInNigeriaBox(q.lat, q.lng), { message: mapMessages.outsideNigeria, path: ['lat'] });

export const nearbyPlaceSchema = z.object({
  /** Stable within its source (e.g. 'osm:node/123', 'mapbox:dXJu…', 'ng:lagos-school-3'). */
  id: z.string().min(1),
  name: z.string().min(1),
  category: z.enum(nearbyCategories),
  lat: z.number(),
  lng: z.number(),
  /** Straight-line distance from the asked point, in whole metres. */
  distanceM: z.number().int().nonnegative(),
  /** Street or area, when the source knows it. */
  address: z.string().optional(),
});
export type NearbyPlace = z.infer<typeof nearbyPlaceSchema>;

export const nearbySources = ['mapbox', 'openstreetmap', 'packaged'] as const;
export const nearbyResponseSchema = z.object({
  /** Nearest first, at most `limit`, all within NEARBY_RADIUS_M. */
  data: z.array(nearbyPlaceSchema),
  /** Who answered: shown as the list's attribution. */
  source: z.enum(nearbySources),
});
export type NearbyResponse = z.infer<typeof nearbyResponseSchema>;

/** '850 m', '1.2 km', '12 km': how far a nearby place is, for people. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.max(10, Math.round(metres / 10) * 10)} m`;
  const km = metres / 1000;
  return `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
}

/** The Earth's mean radius, as the search's SQL measures distance too. */
export const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres (haversine): what "within 15 km" and the list's distances mean. */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radius = EARTH_RADIUS_M;
  const toRad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(h)));
}
