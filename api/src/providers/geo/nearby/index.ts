// Nearby places for the property page's local information map (spec §2, §7): Mapbox's category search when
// MAPBOX_TOKEN is set, else OpenStreetMap through the Overpass server at OVERPASS_URL, else the packaged list of
// well-known places in the demo cities. The live sources sit behind a small in-process cache (cache.ts).
import { withNearbyCache } from './cache';
import { createMapboxNearby } from './mapbox';
import { createOverpassNearby } from './overpass';
import { createPackagedNearby } from './packaged';
import type { NearbyProvider } from './types';

export * from './types';

export interface NearbyOptions {
  mapboxToken?: string | undefined;
  /** Another Mapbox API host, e.g. a test fake. */
  mapboxBaseUrl?: string | undefined;
  /** An Overpass API interpreter endpoint. */
  overpassUrl?: string | undefined;
  fetch?: typeof fetch | undefined;
  /** Per call to a live source; default 5 s. */
  timeoutMs?: number | undefined;
  /** Keep live answers in memory for a while (default true). */
  cache?: boolean | undefined;
}

export function createNearbyProvider(options: NearbyOptions = {}): NearbyProvider {
  const { fetch, timeoutMs } = options;
  let live: NearbyProvider | undefined;
  if (options.mapboxToken) {
    live = createMapboxNearby({ token: options.mapboxToken, baseUrl: options.mapboxBaseUrl, fetch, timeoutMs });
  } else if (options.overpassUrl) {
    live = createOverpassNearby({ url: options.overpassUrl, fetch, timeoutMs });
  }
  if (!live) return createPackagedNearby();
  return options.cache === false ? live : withNearbyCache(live);
}
