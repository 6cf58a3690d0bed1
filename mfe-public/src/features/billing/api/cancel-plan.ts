import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionKeys } from './keys';

/** POST /billing/local/subscription/cancel: the local plan ends with its paid period. */
export function cancelPlan() {
  return ok(api.POST('/api/v1/billing/local/subscription/cancel'));
}

export function useCancelPlan({ onSuccess, onError }: MutationCallbacks<Awaited<ReturnType<typeof cancelPlan>>> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelPlan,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: subscriptionKeys.current() });
      return onSuccess?.(...args);
    },
    onError,
  });
}
