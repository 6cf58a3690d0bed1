import { api, ok } from '@naija-homes/client/api-client';
import type { NearbyCategory } from '@naija-homes/contracts/map';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyDetailKeys } from './keys';

/** GET /geo/nearby: schools, supermarkets, gyms or restaurants within 15 km of the listing, nearest first. */
export async function getNearbyPlaces(
  point: { lat: number; lng: number },
  category: NearbyCategory,
  signal?: AbortSignal,
) {
  return ok(api.GET('/api/v1/geo/nearby', { params: { query: { ...point, category } }, signal }));
}

export const nearbyPlacesQueryOptions = (point: { lat: number; lng: number }, category: NearbyCategory) =>
  queryOptions({
    queryKey: propertyDetailKeys.nearby(point, category),
    queryFn: ({ signal }) => getNearbyPlaces(point, category, signal),
    // Schools and shops change slowly: a visitor toggling back and forth asks once.
    staleTime: 60 * 60 * 1000,
  });

/** Asked only when a category is toggled on. */
export function useNearbyPlaces(point: { lat: number; lng: number }, category: NearbyCategory | null) {
  return useQuery({ ...nearbyPlacesQueryOptions(point, category ?? 'school'), enabled: category !== null });
}
