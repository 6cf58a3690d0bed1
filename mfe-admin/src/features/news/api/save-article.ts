import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { ArticleCreate, ArticleUpdate } from '@naija-homes/contracts/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsKeys } from './keys';

/** The API's answer to a write of an article: the article as saved, and a message. */
export type SavedArticle = Awaited<ReturnType<typeof saveArticle>>;

export type ArticleSave = { id: null; body: ArticleCreate } | { id: string; body: ArticleUpdate };

/** POST /admin/news (a new article) or PATCH /admin/news/{id} (an edit). */
export function saveArticle(save: ArticleSave) {
  if (save.id === null) return ok(api.POST('/api/v1/admin/news', { body: save.body }));
  return ok(api.PATCH('/api/v1/admin/news/{id}', { params: { path: { id: save.id } }, body: save.body }));
}

/**
 * A write whose answer is the article as saved (its text, or its cover): stored as the article's own query, so the
 * editor shows it at once, and the lists refresh.
 */
export function useArticleWrite<Input, Saved extends { data: { _id: string } }>(
  write: (input: Input) => Promise<Saved>,
  { onSuccess, onError }: MutationCallbacks<Saved, Input> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (...args) => {
      const [saved] = args;
      client.setQueryData(newsKeys.article(saved.data._id), saved.data);
      void client.invalidateQueries({ queryKey: [...newsKeys.all, 'list'] });
      return onSuccess?.(...args);
    },
    onError,
  });
}

export const useSaveArticle = (callbacks: MutationCallbacks<SavedArticle, ArticleSave> = {}) =>
  useArticleWrite(saveArticle, callbacks);
