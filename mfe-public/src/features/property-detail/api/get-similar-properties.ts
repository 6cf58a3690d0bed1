import { apiRequest, type DataResponse } from '@naija-homes/contracts/http';
import type { PropertyCard } from '@naija-homes/contracts/search';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /property/slug/{slug}/similar: up to four listings like this one. */
export async function getSimilarProperties(slug: string, signal?: AbortSignal): Promise<PropertyCard[]> {
  return (
    await apiRequest<DataResponse<PropertyCard[]>>(`/property/slug/${encodeURIComponent(slug)}/similar`, { signal })
  ).data;
}

export const similarPropertiesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['property', 'slug', slug, 'similar'],
    queryFn: ({ signal }) => getSimilarProperties(slug, signal),
    staleTime: 60_000,
  });

/** Fetched only once the listing itself has loaded: the listing is what the visitor came for. */
export function useSimilarProperties(slug: string, enabled: boolean) {
  return useQuery({ ...similarPropertiesQueryOptions(slug), enabled });
}
