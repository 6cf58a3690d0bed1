import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myPropertiesKeys, propertyStatsKeys } from './keys';

/** POST /property/{id}/renew: 'Still available' or 'Renew' (ADR 033): a fresh renewal date, back in search. */
export function renewListing(id: string) {
  return ok(api.POST('/api/v1/property/{id}/renew', { params: { path: { id } } }));
}

/** POST /property/{id}/let-or-sold: shown as let or sold in search for 30 days, then out of it. */
export function markLetOrSold(id: string) {
  return ok(api.POST('/api/v1/property/{id}/let-or-sold', { params: { path: { id } } }));
}

function useListingMutation(
  mutationFn: (id: string) => ReturnType<typeof renewListing>,
  { onSuccess, onError }: MutationCallbacks<Awaited<ReturnType<typeof renewListing>>, string> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: myPropertiesKeys.all });
      void client.invalidateQueries({ queryKey: propertyStatsKeys.all });
      return onSuccess?.(...args);
    },
    onError,
  });
}

export const useRenewListing = (callbacks?: Parameters<typeof useListingMutation>[1]) =>
  useListingMutation(renewListing, callbacks);
export const useMarkLetOrSold = (callbacks?: Parameters<typeof useListingMutation>[1]) =>
  useListingMutation(markLetOrSold, callbacks);
