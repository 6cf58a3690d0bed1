import { api, ok } from '@naija-homes/client/api-client';
import type { PropertyCard } from '@naija-homes/contracts/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { withPoint } from '../../../shared/api/point';
import { propertyDetailKeys } from './keys';

/** GET /property/slug/{slug}/similar: up to four listings like this one. */
export async function getSimilarProperties(slug: string, signal?: AbortSignal): Promise<PropertyCard[]> {
  const result = await ok(api.GET('/api/v1/property/slug/{slug}/similar', { params: { path: { slug } }, signal }));
  return result.data.map(withPoint);
}

export const similarPropertiesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: propertyDetailKeys.similar(slug),
    queryFn: ({ signal }) => getSimilarProperties(slug, signal),
    staleTime: 60_000,
  });

/** Fetched only once the listing itself has loaded: the listing is what the visitor came for. */
export function useSimilarProperties(slug: string, enabled: boolean) {
  return useQuery({ ...similarPropertiesQueryOptions(slug), enabled });
}
