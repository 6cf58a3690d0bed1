import { api, isApiError, ok } from '@naija-homes/client/api-client';
import type { NewsArticle } from '@naija-homes/contracts/content';
import { queryOptions } from '@tanstack/react-query';
import { newsKeys } from './keys';

/** GET /news/{slug}: the article, or null when there is none published under this slug (404). */
export async function getNewsArticle(slug: string, signal?: AbortSignal): Promise<NewsArticle | null> {
  try {
    return (await ok(api.GET('/api/v1/news/{slug}', { params: { path: { slug } }, signal }))).data;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const newsArticleQueryOptions = (slug: string) =>
  queryOptions({ queryKey: newsKeys.article(slug), queryFn: ({ signal }) => getNewsArticle(slug, signal) });
