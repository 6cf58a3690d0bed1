import { api, ok } from '@naija-homes/client/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { favouriteKeys } from '../../../shared/api/keys';
import { withPoint } from '../../../shared/api/point';

export const SAVED_HOMES_PAGE_SIZE = 12;

/** GET /favourite/all: one page of the buyer's saved homes, newest saved first. */
export async function getFavourites(page: number, signal?: AbortSignal) {
  const result = await ok(
    api.GET('/api/v1/favourite/all', { params: { query: { page, limit: SAVED_HOMES_PAGE_SIZE } }, signal }),
  );
  return { ...result, data: result.data.map(withPoint) };
}

/** Under the favourite key, so a heart anywhere refreshes the list. */
export const favouritesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: favouriteKeys.list(page),
    queryFn: ({ signal }) => getFavourites(page, signal),
    placeholderData: keepPreviousData,
  });

export function useFavourites(page: number) {
  return useQuery(favouritesQueryOptions(page));
}
