// Mapbox Geocoding API v6 (https://docs.mapbox.com/api/search/geocoding/): forward search with autocomplete,
// restricted to Nigeria (country=ng), and reverse geocoding.
//
// v6 has no "retrieve by id" endpoint, so a suggestion's id carries what is needed to find the feature again without
// server state: `mapbox.<feature_type>.<lng>,<lat>.<mapbox_id>`. geocode() asks the reverse endpoint for that
// feature type at that point and takes the feature with the same mapbox_id (the first one otherwise).
import {
  GEO_DEFAULT_LIMIT,
  GEO_MAX_LIMIT,
  GEO_QUERY_MAX,
  isInNigeriaBox,
  plainPlaceName,
} from '@naija-homes/contracts/geo';
import * as z from 'zod';
import { states } from './gazetteer-data';
import { normalise } from './gazetteer-index';
import {
  type GeoProvider,
  GeoUnavailableError,
  type PlaceKind,
  type PlaceSuggestion,
  type SelectedLocation,
} from './types';

export interface MapboxOptions {
  /** A Mapbox access token (public `pk.` tokens work; keep it server-side all the same). */
  token: string;
  /** Default https://api.mapbox.com; tests point it at a local fake. */
  baseUrl?: string | undefined;
  fetch?: typeof fetch | undefined;
  /** Default 10 s: past that the user has given up on the suggestions anyway. */
  timeoutMs?: number | undefined;
  /**
   * Ask for "permanent" results (`permanent=true`). Mapbox's terms allow storing only those, and a listing stores
   * the geocoded location; they need an eligible Mapbox account (billed differently). Default: temporary.
   */
  permanent?: boolean | undefined;
}

const contextPart = z.object({ mapbox_id: z.string().optional(), name: z.string().optional() }).loose();
const featureSchema = z
  .object({
    geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }).loose(),
    properties: z
      .object({
        mapbox_id: z.string(),
        feature_type: z.string(),
        name: z.string().optional(),
        place_formatted: z.string().optional(),
        full_address: z.string().optional(),
        coordinates: z.object({ longitude: z.number(), latitude: z.number() }).loose().optional(),
        context: z
          .object({
            country: z.object({ country_code: z.string().optional() }).loose().optional(),
            region: contextPart.optional(),
            district: contextPart.optional(),
            place: contextPart.optional(),
            locality: contextPart.optional(),
            neighborhood: contextPart.optional(),
          })
          .loose()
          .optional(),
      })
      .loose(),
  })
  .loose();
const responseSchema = z.object({ features: z.array(z.unknown()) }).loose();
type Feature = z.infer<typeof featureSchema>;

/** Feature types asked for, from a state down to a street address. */
const searchTypes = ['region', 'district', 'place', 'locality', 'neighborhood', 'street', 'address'];
const kinds: Record<string, PlaceKind> = {
  region: 'state',
  district: 'lga',
  place: 'city',
  locality: 'neighbourhood',
  neighborhood: 'neighbourhood',
};
const placeIdPattern = /^mapbox\.([a-z_]+)\.(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)\.([A-Za-z0-9_-]{1,200})$/;

/** Mapbox's region names ('Lagos', 'Federal Capital Territory', 'Nassarawa'...) mapped to the official ones. */
const stateNames = new Map<string, { name: string; capital: string }>();
for (const state of states) {
  for (const alias of [state.name, ...(state.aliases ?? [])]) stateNames.set(normalise(alias), state);
}
const fct = stateNames.get('fct');
if (fct) for (const alias of ['abuja', 'abuja federal capital territory']) stateNames.set(alias, fct);

function officialState(regionName: string | undefined) {
  if (!regionName) return undefined;
  const key = normalise(regionName).replace(/ state$/, '');
  return stateNames.get(key) ?? { name: plainPlaceName(regionName), capital: '' };
}

function readFeature(feature: Feature) {
  const { properties: p, geometry } = feature;
  const [lng, lat] = p.coordinates ? [p.coordinates.longitude, p.coordinates.latitude] : geometry.coordinates;
  const country = p.context?.country?.country_code;
  if (country && country.toUpperCase() !== 'NG') return null;
  if (!isInNigeriaBox(lat, lng)) return null;
  const state = officialState(p.feature_type === 'region' ? p.name : p.context?.region?.name);
  if (!state || state.name.length < 2) return null;
  const cityName =
    (p.feature_type === 'place' ? p.name : undefined) ??
    p.context?.place?.name ??
    p.context?.locality?.name ??
    p.context?.district?.name ??
    state.capital;
  const city = plainPlaceName(cityName);
  const address = (p.full_address ?? [p.name, p.place_formatted].filter(Boolean).join(', '))
    .replace(/,\s*Nigeria$/i, '')
    .slice(0, 200);
  return { lat, lng, state: state.name, city: city.length >= 2 ? city : undefined, address: address || state.name };
}

export function createMapboxGeo(options: MapboxOptions): GeoProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.mapbox.com').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const redact = (text: string) => text.replaceAll(options.token, '***');

  /** One API call; null when Mapbox found the request itself invalid (422), which means "no results". */
  async function call(path: string, params: Record<string, string>): Promise<Feature[] | null> {
    const url = new URL(`${baseUrl}/search/geocode/v6/${path}`);
    for (const [key, value] of Object.entries({ ...params, country: 'ng', language: 'en' })) {
      url.searchParams.set(key, value);
    }
    if (options.permanent) url.searchParams.set('permanent', 'true');
    url.searchParams.set('access_token', options.token);
    const timedOut = () => new GeoUnavailableError(`Mapbox did not answer within ${timeoutMs / 1000} s`);
    const isAbort = (error: unknown) =>
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (isAbort(error)) throw timedOut();
      throw new GeoUnavailableError(
        redact(`Mapbox could not be reached: ${error instanceof Error ? error.message : error}`),
      );
    }
    if (!response.ok) await response.body?.cancel();
    if (response.status === 401) {
      throw new GeoUnavailableError('Mapbox rejected the access token (401): check MAPBOX_TOKEN');
    }
    if (response.status === 403) {
      throw new GeoUnavailableError(
        'Mapbox refused the request (403): the token lacks geocoding access or is URL-restricted; check MAPBOX_TOKEN',
      );
    }
    if (response.status === 422) return null;
    if (response.status === 429) throw new GeoUnavailableError('Mapbox rate limit reached (429)');
    if (!response.ok) throw new GeoUnavailableError(`Mapbox answered ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      // The time limit covers the body too.
      if (isAbort(error)) throw timedOut();
      throw new GeoUnavailableError('Mapbox answered with a body that is not JSON');
    }
    const parsed = responseSchema.safeParse(body);
    if (!parsed.success) throw new GeoUnavailableError('Mapbox answered without a feature list');
    // A feature we cannot read is skipped rather than failing the whole answer.
    return parsed.data.features.flatMap((raw) => {
      const feature = featureSchema.safeParse(raw);
      return feature.success ? [feature.data] : [];
    });
  }

  const toLocation = (place: NonNullable<ReturnType<typeof readFeature>>, lat: number, lng: number) =>
    ({
      country: 'Nigeria',
      state: place.state,
      city: place.city ?? place.state,
      address: place.address,
      latitude: lat,
      longitude: lng,
    }) satisfies SelectedLocation;

  return {
    name: 'mapbox',
    async autocomplete(query, { limit = GEO_DEFAULT_LIMIT, proximity } = {}) {
      // Mapbox refuses ';' and more than 20 words; every request is billed, so hopeless ones are not sent.
      const q = query.replace(/;/g, ' ').trim().slice(0, GEO_QUERY_MAX).split(/\s+/).slice(0, 20).join(' ');
      if (q.length < 2) return [];
      const params: Record<string, string> = {
        q,
        autocomplete: 'true',
        limit: String(Math.min(Math.max(Math.trunc(limit), 1), GEO_MAX_LIMIT)),
        types: searchTypes.join(','),
      };
      if (proximity) params.proximity = `${proximity.lng},${proximity.lat}`;
      const features = (await call('forward', params)) ?? [];
      return features.flatMap((feature): PlaceSuggestion[] => {
        const place = readFeature(feature);
        if (!place) return [];
        const type = feature.properties.feature_type;
        return [
          {
            id: `mapbox.${type}.${place.lng.toFixed(6)},${place.lat.toFixed(6)}.${feature.properties.mapbox_id}`,
            label: place.address,
            kind: kinds[type] ?? 'address',
            state: place.state,
            ...(place.city ? { city: place.city } : {}),
          },
        ];
      });
    },
    async geocode(placeId) {
      const match = placeIdPattern.exec(placeId);
      if (!match) return null;
      const [, type = '', lngText, latText, mapboxId] = match;
      const lng = Number(lngText);
      const lat = Number(latText);
      if (!isInNigeriaBox(lat, lng)) return null;
      const features = (await call('reverse', { longitude: String(lng), latitude: String(lat), types: type })) ?? [];
      const feature = features.find((f) => f.properties.mapbox_id === mapboxId) ?? features[0];
      const place = feature && readFeature(feature);
      return place ? toLocation(place, lat, lng) : null;
    },
    async reverse(lat, lng) {
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || !isInNigeriaBox(lat, lng)) return null;
      const features = (await call('reverse', { longitude: String(lng), latitude: String(lat) })) ?? [];
      const place = features[0] && readFeature(features[0]);
      return place ? toLocation(place, lat, lng) : null;
    },
  };
}
