import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { invalidateSubscription } from '@naija-homes/client/queries/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PATCH /subscription/upgrade: moves the agent to another plan at once (prorated). */
export function changePlan(packageId: string) {
  return ok(api.PATCH('/api/v1/subscription/upgrade', { body: { packageId } }));
}

/** Afterwards the current plan and the invoices (listed by the agent remote) are read again. */
export function useChangePlan({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof changePlan>>, string> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: (...args) => {
      void invalidateSubscription(client);
      return onSuccess?.(...args);
    },
    onError,
  });
}
