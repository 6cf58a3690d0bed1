import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation } from '@tanstack/react-query';

/** GET /subscription/manage: the billing portal's URL (cancel, resume, card), asked for when the agent clicks. */
export function getBillingPortal() {
  return ok(api.GET('/api/v1/subscription/manage'));
}

export function useBillingPortal(callbacks: MutationCallbacks<Awaited<ReturnType<typeof getBillingPortal>>> = {}) {
  return useMutation({ mutationFn: getBillingPortal, ...callbacks });
}
