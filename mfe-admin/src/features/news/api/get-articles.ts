import { api, ok } from '@naija-homes/client/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ArticlesQuery, newsKeys } from './keys';

/** GET /admin/news: every article, drafts first, then newest first; optionally only one status. */
export function getArticles(query: ArticlesQuery, signal?: AbortSignal) {
  return ok(api.GET('/api/v1/admin/news', { params: { query }, signal }));
}

export const articlesQueryOptions = (query: ArticlesQuery) =>
  queryOptions({
    queryKey: newsKeys.list(query),
    queryFn: ({ signal }) => getArticles(query, signal),
    placeholderData: keepPreviousData,
  });
