import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { upload } from '@naija-homes/client/upload';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsKeys } from './keys';

export interface CoverChange {
  id: string;
  /** The new photo, or null to remove the one there is. */
  file: File | null;
}

/** PUT /admin/news/{id}/cover-photo (multipart `coverPhoto`) or DELETE it. */
export function changeCover({ id, file }: CoverChange) {
  if (!file) return ok(api.DELETE('/api/v1/admin/news/{id}/cover-photo', { params: { path: { id } } }));
  return upload('/api/v1/admin/news/{id}/cover-photo', { method: 'put', params: { id }, fields: { coverPhoto: file } });
}

export function useChangeCover({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof changeCover>>, CoverChange> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeCover,
    onSuccess: (...args) => {
      const [saved] = args;
      client.setQueryData(newsKeys.article(saved.data._id), saved.data);
      void client.invalidateQueries({ queryKey: [...newsKeys.all, 'list'] });
      return onSuccess?.(...args);
    },
    onError,
  });
}
