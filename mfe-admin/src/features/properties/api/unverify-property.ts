import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { AdminPropertyAction } from '@naija-homes/contracts/admin-property';
import { useListingMutation } from './use-listing-mutation';

/** PATCH /admin/properties/{id}/unverify: takes the 'Verified listing' badge off. */
export function unverifyProperty(id: string) {
  return ok(api.PATCH('/api/v1/admin/properties/{id}/unverify', { params: { path: { id } } }));
}

export function useUnverifyProperty(callbacks: MutationCallbacks<AdminPropertyAction, string> = {}) {
  return useListingMutation(unverifyProperty, callbacks);
}
