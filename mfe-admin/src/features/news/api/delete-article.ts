import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsKeys } from './keys';

/** DELETE /admin/news/{id}: the article and its cover photo. */
export function deleteArticle(id: string) {
  return ok(api.DELETE('/api/v1/admin/news/{id}', { params: { path: { id } } }));
}

export function useDeleteArticle({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof deleteArticle>>, string> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: (...args) => {
      client.removeQueries({ queryKey: newsKeys.article(args[1]) });
      void client.invalidateQueries({ queryKey: [...newsKeys.all, 'list'] });
      return onSuccess?.(...args);
    },
    onError,
  });
}
