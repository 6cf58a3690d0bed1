import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { ArticleCreate, ArticleUpdate } from '@naija-homes/contracts/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsKeys } from './keys';

export type ArticleSave = { id: null; body: ArticleCreate } | { id: string; body: ArticleUpdate };

/** POST /admin/news (a new article) or PATCH /admin/news/{id} (an edit). */
export function saveArticle(save: ArticleSave) {
  if (save.id === null) return ok(api.POST('/api/v1/admin/news', { body: save.body }));
  return ok(api.PATCH('/api/v1/admin/news/{id}', { params: { path: { id: save.id } }, body: save.body }));
}

export function useSaveArticle({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof saveArticle>>, ArticleSave> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: (...args) => {
      const [saved] = args;
      client.setQueryData(newsKeys.article(saved.data._id), saved.data);
      void client.invalidateQueries({ queryKey: [...newsKeys.all, 'list'] });
      return onSuccess?.(...args);
    },
    onError,
  });
}
