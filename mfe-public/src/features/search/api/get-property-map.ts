import { api, ok } from '@naija-homes/client/api-client';
import { type PropertySearchQuery, searchToParams } from '@naija-homes/contracts/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { propertyKeys } from '../../../shared/api/keys';

/** The map shows every match, not a page: paging, page size and order are not part of its request. */
function mapSearch(query: PropertySearchQuery) {
  const { page: _page, limit: _limit, sort: _sort, ...search } = query;
  return searchToParams(search);
}

/** GET /property/map: the search's markers (the best-ranked 500 with coordinates) and how many match in all. */
export async function getPropertyMap(params: URLSearchParams, signal?: AbortSignal) {
  return ok(
    api.GET('/api/v1/property/map', {
      params: { query: Object.fromEntries(params) },
      querySerializer: () => params.toString(),
      signal,
    }),
  );
}

export function usePropertyMap(query: PropertySearchQuery | null) {
  const params = query ? mapSearch(query) : new URLSearchParams();
  return useQuery({
    queryKey: propertyKeys.map(params),
    queryFn: ({ signal }) => getPropertyMap(params, signal),
    enabled: query !== null,
    // The markers stay while the next area loads, so panning never empties the map.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
