import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myPropertiesKeys, propertyStatsKeys } from './keys';

export interface ListingStatusChange {
  id: string;
  listingStatus: 'active' | 'inactive';
}

/** PATCH /property/{id}/status: activates or deactivates a listing. */
export function updateListingStatus({ id, listingStatus }: ListingStatusChange) {
  return ok(api.PATCH('/api/v1/property/{id}/status', { params: { path: { id } }, body: { listingStatus } }));
}

export function useUpdateListingStatus({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof updateListingStatus>>, ListingStatusChange> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateListingStatus,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: myPropertiesKeys.all });
      void client.invalidateQueries({ queryKey: propertyStatsKeys.all });
      return onSuccess?.(...args);
    },
    onError,
  });
}
