import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { ForgotPassword } from '@naija-homes/contracts/auth';
import { useMutation } from '@tanstack/react-query';

/** POST /auth/forgot-password: mails a reset-password code. */
export function forgotPassword(body: ForgotPassword) {
  return ok(api.POST('/api/v1/auth/forgot-password', { body }));
}

export function useForgotPassword(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof forgotPassword>>, ForgotPassword> = {},
) {
  return useMutation({ mutationFn: forgotPassword, ...callbacks });
}
