import { searchToParams } from '@naija-homes/contracts/search';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { propertySearchKey, searchProperties } from '../../shared/listings/search-properties';

// Featured, Priority and Exclusive listings; with no sort the API puts higher tiers first.
const params = searchToParams({ minVisibility: 2, limit: 12 });

export const featuredQueryOptions = queryOptions({
  queryKey: propertySearchKey(params),
  queryFn: ({ signal }) => searchProperties(params, signal),
  staleTime: 5 * 60_000,
});

export function useFeatured() {
  return useQuery(featuredQueryOptions);
}
