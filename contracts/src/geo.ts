// Place search and geocoding (spec §7 "Map": address autocomplete restricted to Nigeria, and a chosen address
// geocoded to country, state, city, latitude and longitude), shared by the API's geo provider and the screens.

import { lettersAndSpaces } from './fields';
import { limits } from './limits';
import { limitSchema } from './paging';
import { z } from './zod';

/** Nigeria's bounding box (the same box a listing's coordinates must fall in). */
export const geoBounds = { minLat: 4, maxLat: 14, minLng: 2.6, maxLng: 14.7 } as const;

export const isInNigeriaBox = (lat: number, lng: number) =>
  lat >= geoBounds.minLat && lat <= geoBounds.maxLat && lng >= geoBounds.minLng && lng <= geoBounds.maxLng;

export const GEO_QUERY_MIN = 2;
export const GEO_QUERY_MAX = 100;
export const GEO_DEFAULT_LIMIT = 5;
export const GEO_MAX_LIMIT = 10;

export const geoMessages = {
  queryRequired: 'Please type a place to search',
  queryMin: `Please type at least ${GEO_QUERY_MIN} characters`,
  queryMax: `Search text must contain upto ${GEO_QUERY_MAX} characters`,
  placeNotFound: 'Place not found',
  unavailable: 'Place search is unavailable right now. Please try again shortly.',
} as const;

export const placeKinds = ['state', 'lga', 'city', 'neighbourhood', 'address'] as const;
export type PlaceKind = (typeof placeKinds)[number];

/** One autocomplete row: `id` is what the client sends back to have the place geocoded. */
export const placeSuggestionSchema = z.object({
  id: z.string().min(1),
  /** What the list shows, e.g. 'Lekki Phase 1, Eti-Osa, Lagos'. */
  label: z.string().min(1),
  kind: z.enum(placeKinds),
  state: z.string().min(1),
  city: z.string().min(1).optional(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

const placeName = (label: string) =>
  z
    .string()
    .min(limits.stateCityMin)
    .max(limits.stateCityMax)
    .regex(lettersAndSpaces, `${label} must contain only letters and spaces`);

/**
 * The spec's "Selected location": what a chosen place fills in a listing or an agent's office. State and city obey
 * the listing's address rule (letters and spaces, 2-100), so the editor can save them as they come.
 */
export const selectedLocationSchema = z.object({
  country: z.literal('Nigeria'),
  /** Official state name: 'Lagos', 'Akwa Ibom', 'Federal Capital Territory'. */
  state: placeName('State'),
  /** The town or city: 'Lagos', 'Abuja', 'Port Harcourt', 'Aba', or an LGA's name for rural places. */
  city: placeName('City'),
  /** Human-readable address: the chosen label. */
  address: z.string().min(3).max(200),
  latitude: z.number().min(geoBounds.minLat).max(geoBounds.maxLat),
  longitude: z.number().min(geoBounds.minLng).max(geoBounds.maxLng),
});
export type SelectedLocation = z.infer<typeof selectedLocationSchema>;

/** GET /api/v1/geo/autocomplete?q=&limit= */
export const geoAutocompleteQuerySchema = z.object({
  q: z
    .string({ error: geoMessages.queryRequired })
    .trim()
    .min(1, geoMessages.queryRequired)
    .min(GEO_QUERY_MIN, geoMessages.queryMin)
    .max(GEO_QUERY_MAX, geoMessages.queryMax),
  limit: limitSchema({ max: GEO_MAX_LIMIT, default: GEO_DEFAULT_LIMIT }),
});

/** GET /api/v1/geo/reverse?lat=&lng= (a click on the map). */
export const reverseGeoQuerySchema = z.object({
  lat: z.coerce.number({ error: 'lat must be a number' }).min(-90).max(90),
  lng: z.coerce.number({ error: 'lng must be a number' }).min(-180).max(180),
});

/** GET /api/v1/geo/autocomplete: the suggestions, best first. */
export const placeSuggestionsSchema = z.object({ data: z.array(placeSuggestionSchema) });

/** GET /api/v1/geo/place/{id} and /reverse: the chosen place. */
export const selectedLocationResponseSchema = z.object({ data: selectedLocationSchema });

/** GET /api/v1/geo/place/{id} */
export const placeIdParamSchema = z.object({
  id: z.string().trim().min(1, geoMessages.placeNotFound).max(300, geoMessages.placeNotFound),
});

/**
 * A place name as a listing's state or city may hold it: accents dropped, apostrophes removed, anything else that is
 * not a letter turned into a space. 'Eti-Osa' → 'Eti Osa', 'Obio/Akpor' → 'Obio Akpor', "Jama'are" → 'Jamaare'.
 */
export function plainPlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`]/g, '')
    .replace(/[^A-Za-z]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}
