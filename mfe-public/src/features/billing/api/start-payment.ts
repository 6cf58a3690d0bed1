import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation } from '@tanstack/react-query';

/** POST /subscription/payment: the checkout URL of the active payment provider for a plan. */
export function startPayment(packageId: string) {
  return ok(api.POST('/api/v1/subscription/payment', { body: { packageId } }));
}

export function useStartPayment(callbacks: MutationCallbacks<Awaited<ReturnType<typeof startPayment>>, string> = {}) {
  return useMutation({ mutationFn: startPayment, ...callbacks });
}
