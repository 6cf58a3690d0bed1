import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { newsKeys } from './keys';

/** POST /admin/news/preview: the body as the public page would show it (rendered and cleaned by the API). */
export async function previewArticle(body: string, signal?: AbortSignal) {
  return (await ok(api.POST('/api/v1/admin/news/preview', { body: { body }, signal }))).html;
}

export const articlePreviewQueryOptions = (body: string) =>
  queryOptions({
    queryKey: newsKeys.preview(body),
    queryFn: ({ signal }) => previewArticle(body, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
