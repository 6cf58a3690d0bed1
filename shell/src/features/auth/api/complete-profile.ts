import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useUserMutation } from '@naija-homes/client/queries/session';
import type { CompleteProfile } from '@naija-homes/contracts/auth';

/** POST /auth/complete-profile: the role and phone number a Google sign-up still owes; answers the user. */
export function completeProfile(body: CompleteProfile) {
  return ok(api.POST('/api/v1/auth/complete-profile', { body }));
}

export function useCompleteProfile(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof completeProfile>>, CompleteProfile> = {},
) {
  return useUserMutation(completeProfile, callbacks);
}
