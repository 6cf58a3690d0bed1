import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../shared/api/admin-keys';

/** PATCH /admin/users/{userId}/block: their sessions end and they cannot sign in until unblocked. */
export function blockUser(userId: string) {
  return ok(api.PATCH('/api/v1/admin/users/{userId}/block', { params: { path: { userId } } }));
}

export function useBlockUser({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof blockUser>>, string> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: adminKeys.all });
      return onSuccess?.(...args);
    },
    onError,
  });
}
