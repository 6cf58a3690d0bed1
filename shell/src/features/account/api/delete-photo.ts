import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useUserMutation } from '@naija-homes/client/queries/session';

/** DELETE /user/photo: removes the profile photo; answers the updated user. */
export function deletePhoto() {
  return ok(api.DELETE('/api/v1/user/photo'));
}

export function useDeletePhoto(callbacks: MutationCallbacks<Awaited<ReturnType<typeof deletePhoto>>> = {}) {
  return useUserMutation(deletePhoto, callbacks);
}
