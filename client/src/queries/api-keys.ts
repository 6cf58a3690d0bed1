// An agent's or admin's API keys (Settings → API keys): listed, created (the whole key answered once), revoked.

import { api, ok } from '@naija-homes/client/api-client';
import type { ApiKeyCreate, ApiKeyCreated } from '@naija-homes/contracts/api-key';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from './mutation-callbacks';

export const apiKeyKeys = { all: ['api-keys'] as const };

/** GET /api-key: the keys not revoked, newest first. */
export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: apiKeyKeys.all,
    queryFn: ({ signal }) => ok(api.GET('/api/v1/api-key', { signal })),
  });

/** POST /api-key: the answer is the only time the whole key is seen. */
export function useCreateApiKey(callbacks: MutationCallbacks<ApiKeyCreated, ApiKeyCreate> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreate) => ok(api.POST('/api/v1/api-key', { body })),
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

/** DELETE /api-key/{id}: calls with the key are refused from now on. */
export function useRevokeApiKey(callbacks: MutationCallbacks<{ message: string }, string> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => ok(api.DELETE('/api/v1/api-key/{id}', { params: { path: { id } } })),
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
