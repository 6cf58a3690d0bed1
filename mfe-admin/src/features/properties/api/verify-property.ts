import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { AdminPropertyAction } from '@naija-homes/contracts/admin-property';
import { useListingMutation } from './use-listing-mutation';

/** PATCH /admin/properties/{id}/verify: the 'Verified listing' badge after a check (published listings only). */
export function verifyProperty(id: string) {
  return ok(api.PATCH('/api/v1/admin/properties/{id}/verify', { params: { path: { id } } }));
}

export function useVerifyProperty(callbacks: MutationCallbacks<AdminPropertyAction, string> = {}) {
  return useListingMutation(verifyProperty, callbacks);
}
