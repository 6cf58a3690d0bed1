import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../shared/api/admin-keys';

/** PATCH /admin/users/{userId}/unblock: they can sign in again. */
export function unblockUser(userId: string) {
  return ok(api.PATCH('/api/v1/admin/users/{userId}/unblock', { params: { path: { userId } } }));
}

export function useUnblockUser({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof unblockUser>>, string> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: adminKeys.all });
      return onSuccess?.(...args);
    },
    onError,
  });
}
