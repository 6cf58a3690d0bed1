import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { propertyKeys } from './keys';

/** GET /admin/properties/facets: the cities that have listings and the plans, for the filters. */
export function getPropertyFacets(signal?: AbortSignal) {
  return ok(api.GET('/api/v1/admin/properties/facets', { signal }));
}

export const propertyFacetsQueryOptions = () =>
  queryOptions({
    queryKey: propertyKeys.facets(),
    queryFn: ({ signal }) => getPropertyFacets(signal),
    staleTime: 5 * 60_000,
  });
