// The geo provider's contract, shared by the adapters: place autocomplete restricted to Nigeria and geocoding of a
// chosen place into the spec's "Selected location".
import type { PlaceSuggestion, SelectedLocation } from '@naija-homes/contracts/geo';

export type { PlaceKind, PlaceSuggestion, SelectedLocation } from '@naija-homes/contracts/geo';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface AutocompleteOptions {
  /** 1-10; default 5. */
  limit?: number;
  /** Rank places near this point first among equally good matches (e.g. the map's centre). */
  proximity?: LatLng;
}

export interface GeoProvider {
  readonly name: 'gazetteer' | 'mapbox';
  /** Suggestions for what the user has typed so far; fewer than 2 characters give none. */
  autocomplete(query: string, options?: AutocompleteOptions): Promise<PlaceSuggestion[]>;
  /** The location of a suggestion's id, or null when the id is unknown (or came from another provider). */
  geocode(placeId: string): Promise<SelectedLocation | null>;
  /** The place at a point picked on the map, or null outside Nigeria. */
  reverse?(lat: number, lng: number): Promise<SelectedLocation | null>;
}

/**
 * The place service could not answer (network, outage, rate limit, bad credentials): the caller should show
 * "try again" (503), never an empty result that looks like "no such place".
 */
export class GeoUnavailableError extends Error {
  override name = 'GeoUnavailableError';
}
