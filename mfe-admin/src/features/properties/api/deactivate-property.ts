import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { AdminPropertyAction } from '@naija-homes/contracts/admin-property';
import { useListingMutation } from './use-listing-mutation';

export interface Deactivation {
  id: string;
  reason: string;
}

/** PATCH /admin/properties/{id}/deactivate: out of search, the reason told to the agent (409 when it already is). */
export function deactivateProperty({ id, reason }: Deactivation) {
  return ok(api.PATCH('/api/v1/admin/properties/{id}/deactivate', { params: { path: { id } }, body: { reason } }));
}

export function useDeactivateProperty(callbacks: MutationCallbacks<AdminPropertyAction, Deactivation> = {}) {
  return useListingMutation(deactivateProperty, callbacks);
}
