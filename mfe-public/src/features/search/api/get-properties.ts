import type { PropertySearchQuery } from '@naija-homes/contracts/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchPropertiesQueryOptions } from '../../../shared/api/search-properties';

/** GET /property/all for the search page (the request itself is shared with the featured carousel). */
export function propertiesQueryOptions(query: PropertySearchQuery) {
  return queryOptions({
    ...searchPropertiesQueryOptions(query),
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
