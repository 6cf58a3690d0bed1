// Place search and geocoding (spec §7 "Map"): Mapbox when MAPBOX_TOKEN is set, otherwise the offline gazetteer of
// Nigerian states, LGAs, towns and city neighbourhoods (see gazetteer.ts).
import { createGazetteerGeo } from './gazetteer';
import { createMapboxGeo } from './mapbox';
import type { GeoProvider } from './types';

export * from './types';

export interface GeoOptions {
  mapboxToken?: string | undefined;
  /** Another Mapbox API host, e.g. a test fake. */
  mapboxBaseUrl?: string | undefined;
  /** Mapbox "permanent" geocoding, required by its terms to store results (see mapbox.ts). */
  mapboxPermanent?: boolean | undefined;
  fetch?: typeof fetch | undefined;
}

export function createGeoProvider(options: GeoOptions = {}): GeoProvider {
  return options.mapboxToken
    ? createMapboxGeo({
        token: options.mapboxToken,
        baseUrl: options.mapboxBaseUrl,
        permanent: options.mapboxPermanent,
        fetch: options.fetch,
      })
    : createGazetteerGeo();
}
