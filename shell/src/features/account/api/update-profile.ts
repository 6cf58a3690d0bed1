import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useUserMutation } from '@naija-homes/client/queries/session';
import type { UpdateProfile } from '@naija-homes/contracts/user';

/** PATCH /user/profile: only the changed fields; answers the updated user. */
export function updateProfile(body: UpdateProfile) {
  return ok(api.PATCH('/api/v1/user/profile', { body }));
}

export function useUpdateProfile(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof updateProfile>>, UpdateProfile> = {},
) {
  return useUserMutation(updateProfile, callbacks);
}
