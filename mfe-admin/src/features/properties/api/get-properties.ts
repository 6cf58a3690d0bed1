import { api, ok } from '@naija-homes/client/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type PropertyFilters, propertyKeys } from './keys';

/** GET /admin/properties: one page of every listing, searched, filtered and sorted. */
export function getProperties(filters: PropertyFilters, signal?: AbortSignal) {
  return ok(api.GET('/api/v1/admin/properties', { params: { query: filters }, signal }));
}

/** The page stays on screen while the next one (or the next filter's) loads. */
export const propertiesQueryOptions = (filters: PropertyFilters) =>
  queryOptions({
    queryKey: propertyKeys.list(filters),
    queryFn: ({ signal }) => getProperties(filters, signal),
    placeholderData: keepPreviousData,
  });
