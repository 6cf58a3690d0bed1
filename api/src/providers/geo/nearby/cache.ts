// A small in-process cache in front of a live source: the same listing page opened again, or its neighbours, do not
// ask Mapbox or Overpass again for ten minutes. Keys are the category and the point rounded to 0.001° (about
// 110 m); the source is asked once per key (concurrent requests share the call) for the most places a request may
// want, from the key's point, and each request re-measures the distances from its own point. Failures are not kept.
import { NEARBY_MAX_LIMIT } from '@naija-homes/contracts/map';
import { type NearbyPlace, type NearbyProvider, nearestFirst } from './types';

export interface NearbyCacheOptions {
  /** Default 500 keys; the least recently used goes first. */
  maxEntries?: number;
  /** Default 10 minutes. */
  ttlMs?: number;
  now?: () => number;
}

const round = (degrees: number) => Math.round(degrees * 1000) / 1000;

export function withNearbyCache(provider: NearbyProvider, options: NearbyCacheOptions = {}): NearbyProvider {
  const maxEntries = options.maxEntries ?? 500;
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expires: number; places: Promise<NearbyPlace[]> }>();

  function placesFor(key: string, load: () => Promise<NearbyPlace[]>): Promise<NearbyPlace[]> {
    const found = entries.get(key);
    entries.delete(key);
    if (found && found.expires > now()) {
      entries.set(key, found);
      return found.places;
    }
    const places = load();
    entries.set(key, { expires: now() + ttlMs, places });
    places.catch(() => {
      if (entries.get(key)?.places === places) entries.delete(key);
    });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return places;
  }

  return {
    source: provider.source,
    async nearby({ lat, lng, category, limit }) {
      const [keyLat, keyLng] = [round(lat), round(lng)];
      const places = await placesFor(`${category}:${keyLat}:${keyLng}`, () =>
        provider.nearby({ lat: keyLat, lng: keyLng, category, limit: NEARBY_MAX_LIMIT }),
      );
      return nearestFirst(
        { lat, lng },
        places.map(({ distanceM: _, ...place }) => place),
        limit,
      );
    },
  };
}
