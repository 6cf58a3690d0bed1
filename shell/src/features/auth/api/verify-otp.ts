import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { setSessionUser } from '@naija-homes/client/queries/session';
import type { VerifyOtp } from '@naija-homes/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /auth/verify-otp: a verify-email code signs in and answers the user; a reset-password code only a message. */
export function verifyOtp(body: VerifyOtp) {
  return ok(api.POST('/api/v1/auth/verify-otp', { body }));
}

export function useVerifyOtp({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof verifyOtp>>, VerifyOtp> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: (...args) => {
      const [response] = args;
      if ('data' in response) setSessionUser(client, response.data);
      return onSuccess?.(...args);
    },
    onError,
  });
}
