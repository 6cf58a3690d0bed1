import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { ChangePassword } from '@naija-homes/contracts/auth';
import { useMutation } from '@tanstack/react-query';

/** PATCH /user/password: other sessions end; this one gets a fresh cookie. */
export function changePassword(body: ChangePassword) {
  return ok(api.PATCH('/api/v1/user/password', { body }));
}

export function useChangePassword(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof changePassword>>, ChangePassword> = {},
) {
  return useMutation({ mutationFn: changePassword, ...callbacks });
}
