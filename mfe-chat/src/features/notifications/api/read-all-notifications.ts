import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshNotifications } from './keys';

/** PATCH /notification/read-all: marks all my notifications read. */
export function readAllNotifications() {
  return ok(api.PATCH('/api/v1/notification/read-all'));
}

export function useReadAllNotifications({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof readAllNotifications>>> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: (...args) => {
      refreshNotifications(client);
      return onSuccess?.(...args);
    },
    onError,
  });
}
