// Places in Nigeria (spec §7: autocomplete restricted to Nigeria, then the chosen place geocoded), read by the
// listing editor's address search and the search page's place box: one set of keys, so a place looked up in one
// is not asked for again in the other.

import { api, ok } from '@naija-homes/client/api-client';
import { GEO_QUERY_MIN } from '@naija-homes/contracts/geo';
import { queryOptions } from '@tanstack/react-query';

export const placeKeys = {
  all: ['places'] as const,
  suggestions: (query: string, limit: number) => ['places', 'suggestions', query, limit] as const,
  place: (placeId: string) => ['places', 'place', placeId] as const,
};

/** Suggestions once at least GEO_QUERY_MIN characters are typed; a text's suggestions keep for an hour. */
export const placeSuggestionsQueryOptions = (query: string, limit = 6) =>
  queryOptions({
    queryKey: placeKeys.suggestions(query, limit),
    queryFn: async ({ signal }) =>
      (await ok(api.GET('/api/v1/geo/autocomplete', { params: { query: { q: query, limit } }, signal }))).data,
    enabled: query.length >= GEO_QUERY_MIN,
    staleTime: 60 * 60 * 1000,
  });

/** A chosen suggestion as country, state, city, address and coordinates (`queryClient.fetchQuery`); places do not move. */
export const placeQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: placeKeys.place(placeId),
    queryFn: async ({ signal }) =>
      (await ok(api.GET('/api/v1/geo/place/{id}', { params: { path: { id: placeId } }, signal }))).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
