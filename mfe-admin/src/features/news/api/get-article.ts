import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { newsKeys } from './keys';

/** GET /admin/news/{id}: one article as the editor opens it. */
export async function getArticle(id: string, signal?: AbortSignal) {
  return (await ok(api.GET('/api/v1/admin/news/{id}', { params: { path: { id } }, signal }))).data;
}

export const articleQueryOptions = (id: string) =>
  queryOptions({ queryKey: newsKeys.article(id), queryFn: ({ signal }) => getArticle(id, signal) });
