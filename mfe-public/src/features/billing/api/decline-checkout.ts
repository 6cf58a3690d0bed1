import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation } from '@tanstack/react-query';

/** POST /billing/local/checkout/{sessionId}/decline: the simulated card payment is refused. */
export function declineCheckout(sessionId: string) {
  return ok(api.POST('/api/v1/billing/local/checkout/{sessionId}/decline', { params: { path: { sessionId } } }));
}

export function useDeclineCheckout(
  sessionId: string,
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof declineCheckout>>> = {},
) {
  return useMutation({ mutationFn: () => declineCheckout(sessionId), ...callbacks });
}
