import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { invalidateSubscription } from '@naija-homes/client/queries/subscription';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { visibilityKeys } from './keys';

/** PATCH /subscription/upgrade: the plans' Upgrade (moves the agent to a higher plan at once, prorated). */
function upgradePlan(packageId: string) {
  return ok(api.PATCH('/api/v1/subscription/upgrade', { body: { packageId } }));
}

/** Afterwards the plan, the invoices and my listings' tiers are read again. */
export function useUpgradePlan(callbacks: MutationCallbacks<Awaited<ReturnType<typeof upgradePlan>>, string> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: upgradePlan,
    ...callbacks,
    onSettled: () =>
      Promise.all([invalidateSubscription(client), client.invalidateQueries({ queryKey: visibilityKeys.all })]),
  });
}
