import { api, ok } from '@naija-homes/client/api-client';
import { GEO_QUERY_MIN } from '@naija-homes/contracts/geo';
import { queryOptions } from '@tanstack/react-query';
import { propertyEditorKeys } from './keys';

const SUGGESTIONS = 6;

/** GET /geo/autocomplete: places in Nigeria matching the text (states, LGAs, towns, areas, addresses). */
export async function searchPlaces(query: string, signal?: AbortSignal) {
  return (
    await ok(api.GET('/api/v1/geo/autocomplete', { params: { query: { q: query, limit: SUGGESTIONS } }, signal }))
  ).data;
}

/** Suggestions once at least GEO_QUERY_MIN characters are typed; a place's suggestions keep for an hour. */
export const placeSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: propertyEditorKeys.placeSuggestions(query),
    queryFn: ({ signal }) => searchPlaces(query, signal),
    enabled: query.length >= GEO_QUERY_MIN,
    staleTime: 60 * 60 * 1000,
  });
