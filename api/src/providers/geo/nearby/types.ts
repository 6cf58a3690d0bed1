// The nearby-places provider's contract (the property page's local information map, spec §2 and §7): the schools,
// supermarkets, gyms and restaurants within NEARBY_RADIUS_M of a listing, nearest first.
import {
  distanceMetres,
  NEARBY_RADIUS_M,
  type NearbyCategory,
  type NearbyPlace,
  type nearbySources,
} from '@naija-homes/contracts/map';
import { GeoUnavailableError } from '../types';

export type { NearbyCategory, NearbyPlace } from '@naija-homes/contracts/map';

/** Who answers: shown under the list as its attribution. */
export type NearbySource = (typeof nearbySources)[number];

export interface NearbyRequest {
  lat: number;
  lng: number;
  category: NearbyCategory;
  /** How many places at most (1-NEARBY_MAX_LIMIT). */
  limit: number;
}

export interface NearbyProvider {
  readonly source: NearbySource;
  /** Places of the category within NEARBY_RADIUS_M of the point, nearest first, at most `limit`. */
  nearby(request: NearbyRequest): Promise<NearbyPlace[]>;
}

/**
 * The live source could not answer (network, time limit, outage, rate limit, a body we cannot read): the route
 * answers 503 with mapMessages.nearbyUnavailable, never an empty list that would read as "nothing nearby".
 */
export class NearbyUnavailableError extends GeoUnavailableError {
  override name = 'NearbyUnavailableError';
}

/** A place as a source gives it, before its distance from the asked point is known. */
export type NearbyCandidate = Omit<NearbyPlace, 'distanceM'>;

/**
 * The candidates within NEARBY_RADIUS_M of `origin`, each with its distance in whole metres, nearest first (then
 * by name), one per id, at most `limit`.
 */
export function nearestFirst(
  origin: { lat: number; lng: number },
  candidates: Iterable<NearbyCandidate>,
  limit: number,
): NearbyPlace[] {
  const byId = new Map<string, NearbyPlace>();
  for (const candidate of candidates) {
    const distanceM = Math.round(distanceMetres(origin, candidate));
    if (distanceM > NEARBY_RADIUS_M) continue;
    const known = byId.get(candidate.id);
    if (!known || distanceM < known.distanceM) byId.set(candidate.id, { ...candidate, distanceM });
  }
  return [...byId.values()]
    .sort((a, b) => a.distanceM - b.distanceM || a.name.localeCompare(b.name))
    .slice(0, Math.max(0, limit));
}
