import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { verificationKeys } from './keys';

/** GET /agent/me: my agent details, each step's completion and my progress. */
export async function getAgentDetails(signal?: AbortSignal) {
  return (await ok(api.GET('/api/v1/agent/me', { signal }))).data;
}

export const agentDetailsQueryOptions = () =>
  queryOptions({ queryKey: verificationKeys.details(), queryFn: ({ signal }) => getAgentDetails(signal) });
