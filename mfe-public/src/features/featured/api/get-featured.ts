import { api, ok } from '@naija-homes/client/api-client';
import { takeInlinedAnswer } from '@naija-homes/client/queries/inlined-data';
import type { PropertyCard } from '@naija-homes/contracts/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertyKeys } from '../../../shared/api/keys';

/** GET /property/featured: the carousel's listings, Platinum first with room kept for Elite. */
export async function getFeatured(signal?: AbortSignal): Promise<PropertyCard[]> {
  return (await ok(api.GET('/api/v1/property/featured', { signal }))).data;
}

export const featuredQueryOptions = () =>
  queryOptions({
    queryKey: propertyKeys.featured(),
    queryFn: ({ signal }) => getFeatured(signal),
    staleTime: 5 * 60_000,
    // On the first visit of /, the server sent the carousel with the page.
    initialData: () => takeInlinedAnswer('/api/v1/property/featured')?.data,
  });

export function useFeatured() {
  return useQuery(featuredQueryOptions());
}
