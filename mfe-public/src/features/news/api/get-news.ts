import { api, ok } from '@naija-homes/client/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { newsKeys } from './keys';

/** GET /news: a page of published Property News, newest first. */
export function getNews(page: number, signal?: AbortSignal) {
  return ok(api.GET('/api/v1/news', { params: { query: { page } }, signal }));
}

/** The page stays on screen while the next one loads. */
export const newsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: newsKeys.page(page),
    queryFn: ({ signal }) => getNews(page, signal),
    placeholderData: keepPreviousData,
  });
