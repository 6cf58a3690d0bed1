import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionKeys } from './keys';

/** POST /billing/local/subscription/resume: a cancelled local plan renews again. */
export function resumePlan() {
  return ok(api.POST('/api/v1/billing/local/subscription/resume'));
}

export function useResumePlan({ onSuccess, onError }: MutationCallbacks<Awaited<ReturnType<typeof resumePlan>>> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resumePlan,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: subscriptionKeys.current() });
      return onSuccess?.(...args);
    },
    onError,
  });
}
