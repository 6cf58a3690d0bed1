import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { ResendOtp } from '@naija-homes/contracts/auth';
import { useMutation } from '@tanstack/react-query';

/** POST /auth/resend-otp: mails a new code of the same kind. */
export function resendOtp(body: ResendOtp) {
  return ok(api.POST('/api/v1/auth/resend-otp', { body }));
}

export function useResendOtp(callbacks: MutationCallbacks<Awaited<ReturnType<typeof resendOtp>>, ResendOtp> = {}) {
  return useMutation({ mutationFn: resendOtp, ...callbacks });
}
