// OpenStreetMap through an Overpass API server (OVERPASS_URL, its interpreter endpoint, e.g.
// https://overpass-api.de/api/interpreter or one's own instance): the named places carrying the category's tag
// within NEARBY_RADIUS_M, nearest first. Data © OpenStreetMap contributors (ODbL): the list says "OpenStreetMap".
//
// Overpass returns elements in id order, not by distance, so the query asks for every named match in the radius
// (no count cap, which would drop near places at random) and the adapter sorts and cuts. Ways and relations (a
// school drawn as its grounds) come with their centre (`out center`).
import { NEARBY_RADIUS_M, type NearbyCategory } from '@naija-homes/contracts/map';
import * as z from 'zod';
import { fetchJson } from './http';
import { type NearbyCandidate, type NearbyProvider, NearbyUnavailableError, nearestFirst } from './types';

export interface OverpassOptions {
  /** The interpreter endpoint (POST `data=<Overpass QL>`). */
  url: string;
  fetch?: typeof fetch | undefined;
  /** Default 5 s: the property page shows the map without the list past that. */
  timeoutMs?: number | undefined;
  /** Public Overpass servers ask clients to say who they are. */
  userAgent?: string | undefined;
}

/** The OpenStreetMap tag of each category (https://wiki.openstreetmap.org/wiki/Map_features). */
export const overpassTags: Record<NearbyCategory, [key: string, value: string]> = {
  school: ['amenity', 'school'],
  supermarket: ['shop', 'supermarket'],
  gym: ['leisure', 'fitness_centre'],
  restaurant: ['amenity', 'restaurant'],
};

export const DEFAULT_OVERPASS_USER_AGENT = 'NaijaHomes/1.0 (property marketplace; nearby places on listing pages)';

const point = z.object({ lat: z.number(), lon: z.number() });
const elementSchema = z
  .object({
    type: z.enum(['node', 'way', 'relation']),
    id: z.number(),
    lat: z.number().optional(),
    lon: z.number().optional(),
    center: point.optional(),
    tags: z.record(z.string(), z.string()).optional(),
  })
  .loose();
const responseSchema = z.object({ elements: z.array(z.unknown()), remark: z.string().optional() }).loose();

/** The Overpass QL asking for the category's named places within the radius of the point. */
export function overpassQuery(category: NearbyCategory, lat: number, lng: number, timeoutSeconds: number): string {
  const [key, value] = overpassTags[category];
  const around = `(around:${NEARBY_RADIUS_M},${lat.toFixed(6)},${lng.toFixed(6)})`;
  return `[out:json][timeout:${timeoutSeconds}];nwr["${key}"="${value}"]["name"]${around};out center;`;
}

/** Street and area from the addr:* tags, when mapped. */
function addressOf(tags: Record<string, string>): string | undefined {
  if (tags['addr:full']) return tags['addr:full'].slice(0, 200);
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
  const area = tags['addr:suburb'] ?? tags['addr:city'];
  const address = [street, area].filter(Boolean).join(', ');
  return address ? address.slice(0, 200) : undefined;
}

export function createOverpassNearby(options: OverpassOptions): NearbyProvider {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const userAgent = options.userAgent ?? DEFAULT_OVERPASS_USER_AGENT;

  return {
    source: 'openstreetmap',
    async nearby({ lat, lng, category, limit }) {
      const query = overpassQuery(category, lat, lng, Math.max(1, Math.ceil(timeoutMs / 1000)));
      const body = await fetchJson({
        service: 'Overpass',
        url: options.url,
        init: {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
            'user-agent': userAgent,
          },
          body: new URLSearchParams({ data: query }).toString(),
        },
        timeoutMs,
        fetch: fetchImpl,
        statusMessage: (status) =>
          status === 429
            ? 'Overpass rate limit reached (429)'
            : status === 504
              ? 'Overpass is overloaded (504)'
              : undefined,
      });
      const parsed = responseSchema.safeParse(body);
      if (!parsed.success) throw new NearbyUnavailableError('Overpass answered without an element list');
      // A query that ran out of time or memory answers 200 with what it had and a remark: a partial list could miss
      // the nearest places, so it is no answer.
      if (parsed.data.remark && /error/i.test(parsed.data.remark)) {
        throw new NearbyUnavailableError(`Overpass could not finish the query: ${parsed.data.remark.slice(0, 200)}`);
      }
      const candidates = parsed.data.elements.flatMap((raw): NearbyCandidate[] => {
        const element = elementSchema.safeParse(raw);
        if (!element.success) return [];
        const { type, id, tags = {} } = element.data;
        const name = (tags.name ?? tags['name:en'] ?? '').trim().slice(0, 200);
        const at =
          element.data.lat !== undefined && element.data.lon !== undefined
            ? { lat: element.data.lat, lon: element.data.lon }
            : element.data.center;
        if (!name || !at) return [];
        const address = addressOf(tags);
        return [{ id: `osm:${type}/${id}`, name, category, lat: at.lat, lng: at.lon, ...(address ? { address } : {}) }];
      });
      return nearestFirst({ lat, lng }, candidates, limit);
    },
  };
}
