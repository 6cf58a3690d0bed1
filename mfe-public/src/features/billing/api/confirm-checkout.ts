import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation } from '@tanstack/react-query';

/** POST /billing/local/checkout/{sessionId}/confirm: the simulated card payment succeeds. */
export function confirmCheckout(sessionId: string) {
  return ok(api.POST('/api/v1/billing/local/checkout/{sessionId}/confirm', { params: { path: { sessionId } } }));
}

export function useConfirmCheckout(
  sessionId: string,
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof confirmCheckout>>> = {},
) {
  return useMutation({ mutationFn: () => confirmCheckout(sessionId), ...callbacks });
}
