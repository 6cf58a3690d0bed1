// The signed-in user, read once for the shell and every remote: one key, one request, one cache entry.

import { api, isApiError, ok } from '@naija-homes/client/api-client';
import { takeSignedOutHint } from '@naija-homes/client/queries/inlined-data';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../schema.gen';
import type { MutationCallbacks } from './mutation-callbacks';

export type SessionUser = paths['/api/v1/user/me']['get']['responses'][200]['content']['application/json']['data'];

export const sessionKeys = { all: ['session'] as const };

/** GET /user/me: the signed-in user, or null for a visitor (401). */
export async function getSession(signal?: AbortSignal): Promise<SessionUser | null> {
  // The page's HTML says this browser sent no session cookie: a visitor, known without a round trip.
  if (takeSignedOutHint()) return null;
  try {
    return (await ok(api.GET('/api/v1/user/me', { signal }))).data;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.all, queryFn: ({ signal }) => getSession(signal), staleTime: 30_000 });

/** The signed-in user (null for a visitor or while loading) and whether it is still loading. */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending, refetch: query.refetch };
}

/** Stores the user a sign-in or verification returned, so every area updates without another request. */
export function setSessionUser(client: QueryClient, user: SessionUser | null): void {
  client.setQueryData(sessionQueryOptions().queryKey, user);
}

/** After a change to the user (profile, verification, sign-out), every area reads it again. */
export function invalidateSession(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: sessionKeys.all });
}

/**
 * A mutation whose answer is the updated user (sign-in, profile, photos): stores it as the session, so every area
 * shows it without another request, then runs the screen's callbacks.
 */
export function useUserMutation<TAnswer extends { data: SessionUser }, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TAnswer>,
  { onSuccess, onError }: MutationCallbacks<TAnswer, TVariables> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (...args) => {
      setSessionUser(client, args[0].data);
      return onSuccess?.(...args);
    },
    onError,
  });
}
