import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useUserMutation } from '@naija-homes/client/queries/session';

/** DELETE /user/cover-photo: removes the cover photo; answers the updated user. */
export function deleteCoverPhoto() {
  return ok(api.DELETE('/api/v1/user/cover-photo'));
}

export function useDeleteCoverPhoto(callbacks: MutationCallbacks<Awaited<ReturnType<typeof deleteCoverPhoto>>> = {}) {
  return useUserMutation(deleteCoverPhoto, callbacks);
}
