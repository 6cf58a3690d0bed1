import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /auth/sign-out: ends the session and clears the cookie. */
export function signOut() {
  return ok(api.POST('/api/v1/auth/sign-out'));
}

/**
 * Signs out here whatever the server answers (the cookie may already be gone; the person still wants to be
 * signed out), then forgets everything cached for the signed-in person.
 */
export function useSignOut({ onSuccess }: Pick<MutationCallbacks<void>, 'onSuccess'> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await signOut();
      } catch (error) {
        console.warn('sign-out request failed', error);
      }
    },
    onSuccess: (...args) => {
      client.clear();
      return onSuccess?.(...args);
    },
  });
}
