import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myPropertiesKeys, propertyStatsKeys } from './keys';

/** DELETE /property/{id}: removes a listing and its files. */
export function deleteProperty(id: string) {
  return ok(api.DELETE('/api/v1/property/{id}', { params: { path: { id } } }));
}

export function useDeleteProperty({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof deleteProperty>>, string> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: myPropertiesKeys.all });
      void client.invalidateQueries({ queryKey: propertyStatsKeys.all });
      return onSuccess?.(...args);
    },
    onError,
  });
}
