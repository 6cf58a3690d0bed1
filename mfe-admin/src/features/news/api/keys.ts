import type { paths } from '@naija-homes/client/api-client';
import { adminKeys } from '../../../shared/api/admin-keys';

/** The admin list's page and status filter, as GET /admin/news takes them. */
export type ArticlesQuery = NonNullable<paths['/api/v1/admin/news']['get']['parameters']['query']>;

export const newsKeys = {
  all: [...adminKeys.all, 'news'] as const,
  list: (query: ArticlesQuery) => [...newsKeys.all, 'list', query] as const,
  article: (id: string) => [...newsKeys.all, 'article', id] as const,
  preview: (body: string) => [...newsKeys.all, 'preview', body] as const,
};
