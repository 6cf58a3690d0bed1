// Mapbox Search Box API category search (https://docs.mapbox.com/api/search/search-box/#category-search):
// GET /search/searchbox/v1/category/{canonical_category_id}?proximity=lng,lat&bbox=…&limit=&country=ng — points of
// interest of a category near a point, restricted to Nigeria and to a box around the radius. Mapbox answers at most
// 25; the adapter keeps those within NEARBY_RADIUS_M, nearest first.
import { isInNigeriaBox } from '@naija-homes/contracts/geo';
import { NEARBY_RADIUS_M, type NearbyCategory } from '@naija-homes/contracts/map';
import * as z from 'zod';
import { fetchJson } from './http';
import { type NearbyCandidate, type NearbyProvider, NearbyUnavailableError, nearestFirst } from './types';

export interface MapboxNearbyOptions {
  token: string;
  /** Default https://api.mapbox.com; tests point it at a local fake. */
  baseUrl?: string | undefined;
  fetch?: typeof fetch | undefined;
  /** Default 5 s. */
  timeoutMs?: number | undefined;
}

/** Mapbox's canonical category ids (its /list/category). */
export const mapboxCategories: Record<NearbyCategory, string> = {
  school: 'school',
  supermarket: 'supermarket',
  gym: 'fitness_center',
  restaurant: 'restaurant',
};

/** The most results one category search returns. */
export const MAPBOX_CATEGORY_MAX_LIMIT = 25;

const featureSchema = z
  .object({
    geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }).loose(),
    properties: z
      .object({
        mapbox_id: z.string().min(1),
        name: z.string().optional(),
        address: z.string().optional(),
        full_address: z.string().optional(),
        place_formatted: z.string().optional(),
        coordinates: z.object({ longitude: z.number(), latitude: z.number() }).loose().optional(),
        context: z
          .object({ country: z.object({ country_code: z.string().optional() }).loose().optional() })
          .loose()
          .optional(),
      })
      .loose(),
  })
  .loose();
const responseSchema = z.object({ features: z.array(z.unknown()) }).loose();

/** A box around the radius (minLng,minLat,maxLng,maxLat) so that Mapbox looks nowhere else. */
function boxAround(lat: number, lng: number): string {
  const dLat = NEARBY_RADIUS_M / 111_320;
  const dLng = NEARBY_RADIUS_M / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [lng - dLng, lat - dLat, lng + dLng, lat + dLat].map((value) => value.toFixed(5)).join(',');
}

export function createMapboxNearby(options: MapboxNearbyOptions): NearbyProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.mapbox.com').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const redact = (text: string) => text.replaceAll(options.token, '***');

  return {
    source: 'mapbox',
    async nearby({ lat, lng, category, limit }) {
      const url = new URL(`${baseUrl}/search/searchbox/v1/category/${mapboxCategories[category]}`);
      url.searchParams.set('proximity', `${lng},${lat}`);
      url.searchParams.set('bbox', boxAround(lat, lng));
      url.searchParams.set('limit', String(Math.min(Math.max(Math.trunc(limit), 1), MAPBOX_CATEGORY_MAX_LIMIT)));
      url.searchParams.set('country', 'ng');
      url.searchParams.set('language', 'en');
      url.searchParams.set('access_token', options.token);
      const body = await fetchJson({
        service: 'Mapbox',
        url,
        init: { headers: { accept: 'application/json' } },
        timeoutMs,
        fetch: fetchImpl,
        redact,
        statusMessage: (status) => {
          if (status === 401) return 'Mapbox rejected the access token (401): check MAPBOX_TOKEN';
          if (status === 403) {
            return 'Mapbox refused the request (403): the token lacks Search Box access or is URL-restricted; check MAPBOX_TOKEN';
          }
          if (status === 429) return 'Mapbox rate limit reached (429)';
          return undefined;
        },
      });
      const parsed = responseSchema.safeParse(body);
      if (!parsed.success) throw new NearbyUnavailableError('Mapbox answered without a feature list');
      const candidates = parsed.data.features.flatMap((raw): NearbyCandidate[] => {
        const feature = featureSchema.safeParse(raw);
        if (!feature.success) return [];
        const { properties: p, geometry } = feature.data;
        const [placeLng, placeLat] = p.coordinates
          ? [p.coordinates.longitude, p.coordinates.latitude]
          : geometry.coordinates;
        const country = p.context?.country?.country_code;
        if (country && country.toUpperCase() !== 'NG') return [];
        const name = (p.name ?? '').trim().slice(0, 200);
        if (!name || !isInNigeriaBox(placeLat, placeLng)) return [];
        const address = (p.full_address ?? p.address ?? p.place_formatted ?? '')
          .replace(/,\s*Nigeria$/i, '')
          .trim()
          .slice(0, 200);
        return [
          {
            id: `mapbox:${p.mapbox_id}`,
            name,
            category,
            lat: placeLat,
            lng: placeLng,
            ...(address ? { address } : {}),
          },
        ];
      });
      return nearestFirst({ lat, lng }, candidates, limit);
    },
  };
}
