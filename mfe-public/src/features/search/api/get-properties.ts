import { type PropertySearchQuery, searchToParams } from '@naija-homes/contracts/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { propertySearchKey, searchProperties } from '../../../shared/listings/search-properties';

export function propertiesQueryOptions(query: PropertySearchQuery) {
  const params = searchToParams(query);
  return queryOptions({
    queryKey: propertySearchKey(params),
    queryFn: ({ signal }) => searchProperties(params, signal),
    // The previous page stays on screen while the next one loads, so paging and sorting never flash empty.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The results of a valid search; nothing is requested while the URL does not parse. */
export function useProperties(query: PropertySearchQuery | null) {
  return useQuery({
    ...propertiesQueryOptions(query ?? ({} as PropertySearchQuery)),
    enabled: query !== null,
  });
}
