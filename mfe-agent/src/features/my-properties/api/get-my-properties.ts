import { api, ok } from '@naija-homes/client/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { myPropertiesKeys } from './keys';

export const MY_PROPERTIES_PAGE_SIZE = 10;

/** GET /property/mine: one page of my listings, newest first, optionally searched. */
export async function getMyProperties({ page, search }: { page: number; search: string }, signal?: AbortSignal) {
  return ok(
    api.GET('/api/v1/property/mine', {
      params: { query: { page, limit: MY_PROPERTIES_PAGE_SIZE, search: search || undefined } },
      signal,
    }),
  );
}

export const myPropertiesQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: myPropertiesKeys.list(page, search),
    queryFn: ({ signal }) => getMyProperties({ page, search }, signal),
    placeholderData: keepPreviousData,
  });
