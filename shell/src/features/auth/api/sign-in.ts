import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useUserMutation } from '@naija-homes/client/queries/session';
import type { SignIn } from '@naija-homes/contracts/auth';

/** POST /auth/sign-in: sets the session cookie and answers the user (403 when the email is not verified yet). */
export function signIn(body: SignIn) {
  return ok(api.POST('/api/v1/auth/sign-in', { body }));
}

/** Signs in and stores the user, so every area shows them without another request. */
export function useSignIn(callbacks: MutationCallbacks<Awaited<ReturnType<typeof signIn>>, SignIn> = {}) {
  return useUserMutation(signIn, callbacks);
}
