import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { SignUp } from '@naija-homes/contracts/auth';
import { useMutation } from '@tanstack/react-query';

/** POST /auth/sign-up: creates an agent or buyer account and mails the verify-email code. */
export function signUp(body: SignUp) {
  return ok(api.POST('/api/v1/auth/sign-up', { body }));
}

export function useSignUp(callbacks: MutationCallbacks<Awaited<ReturnType<typeof signUp>>, SignUp> = {}) {
  return useMutation({ mutationFn: signUp, ...callbacks });
}
