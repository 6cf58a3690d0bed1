import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation } from '@tanstack/react-query';

export const googleSignInUnavailable = 'Google sign-in is not available';

/** POST /api/auth/sign-in/social (better-auth's, offered when Google is configured): where to send the browser. */
export async function startGoogleSignIn(): Promise<string> {
  const answer = await ok(api.POST('/api/auth/sign-in/social', { body: { provider: 'google', callbackURL: '/' } }));
  if (!answer.url) throw new Error(googleSignInUnavailable);
  return answer.url;
}

export function useStartGoogleSignIn(callbacks: MutationCallbacks<string> = {}) {
  return useMutation({ mutationFn: startGoogleSignIn, ...callbacks });
}
