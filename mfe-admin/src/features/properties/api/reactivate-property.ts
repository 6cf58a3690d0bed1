import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { AdminPropertyAction } from '@naija-homes/contracts/admin-property';
import { useListingMutation } from './use-listing-mutation';

/** PATCH /admin/properties/{id}/reactivate: lifts an admin's deactivation (409 when there is none). */
export function reactivateProperty(id: string) {
  return ok(api.PATCH('/api/v1/admin/properties/{id}/reactivate', { params: { path: { id } } }));
}

export function useReactivateProperty(callbacks: MutationCallbacks<AdminPropertyAction, string> = {}) {
  return useListingMutation(reactivateProperty, callbacks);
}
