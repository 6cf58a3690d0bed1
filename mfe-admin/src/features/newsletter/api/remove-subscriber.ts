import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriberKeys } from './keys';

/** DELETE /admin/news-letter/{id}: take a subscriber off the list (404 when already gone). */
export function removeSubscriber(id: string) {
  return ok(api.DELETE('/api/v1/admin/news-letter/{id}', { params: { path: { id } } }));
}

export function useRemoveSubscriber(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof removeSubscriber>>, string> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeSubscriber,
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: subscriberKeys.all }),
  });
}
