import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { ResetPassword } from '@naija-homes/contracts/auth';
import { useMutation } from '@tanstack/react-query';

/** POST /auth/reset-password: sets a new password with the verified code. */
export function resetPassword(body: ResetPassword) {
  return ok(api.POST('/api/v1/auth/reset-password', { body }));
}

export function useResetPassword(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof resetPassword>>, ResetPassword> = {},
) {
  return useMutation({ mutationFn: resetPassword, ...callbacks });
}
