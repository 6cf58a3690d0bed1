import { api, ok, type paths } from '@naija-homes/client/api-client';
import { searchToParams } from '@naija-homes/contracts/search';
import { queryOptions } from '@tanstack/react-query';
import { propertyKeys } from './keys';
import { withPoint } from './point';

export type PropertySearch = NonNullable<paths['/api/v1/property/all']['get']['parameters']['query']>;

/**
 * GET /property/all. The parameters are sent in their URL form (`searchToParams`: lists comma-joined, defaults
 * left out), so the request, the query key and the page's address are one and the same string.
 */
export async function searchProperties(query: PropertySearch, signal?: AbortSignal) {
  const params = searchToParams(query);
  const result = await ok(
    api.GET('/api/v1/property/all', { params: { query }, querySerializer: () => params.toString(), signal }),
  );
  return { ...result, data: result.data.map(withPoint) };
}

export const searchPropertiesQueryOptions = (query: PropertySearch) =>
  queryOptions({
    queryKey: propertyKeys.search(searchToParams(query)),
    queryFn: ({ signal }) => searchProperties(query, signal),
  });
