// /config.json (served beside the API, not under /api/v1): where each remote lives and which features are on.
// The shell reads it before loading any remote; a remote that needs a switch reads the same query.

import { api, ok } from '@naija-homes/client/api-client';
import { takeInlinedAnswer } from '@naija-homes/client/queries/inlined-data';
import { queryOptions } from '@tanstack/react-query';

/**
 * Revalidated every time it is fetched: it names the remotes' current deployments. The first call takes the copy
 * the server wrote into the page (the shell's start then waits for no round trip before loading a remote).
 */
export function getRuntimeConfig() {
  const inlined = takeInlinedAnswer('/config.json');
  if (inlined) return Promise.resolve(inlined);
  return ok(api.GET('/config.json', { cache: 'no-cache' }));
}

export type RuntimeConfig = Awaited<ReturnType<typeof getRuntimeConfig>>;

export const runtimeConfigKeys = { all: ['runtime-config'] as const };

export const runtimeConfigQueryOptions = () =>
  queryOptions({ queryKey: runtimeConfigKeys.all, queryFn: getRuntimeConfig, staleTime: Number.POSITIVE_INFINITY });
