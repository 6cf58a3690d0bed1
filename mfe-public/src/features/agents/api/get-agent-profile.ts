import { api, isApiError, ok } from '@naija-homes/client/api-client';
import { takeInlinedAnswer } from '@naija-homes/client/queries/inlined-data';
import type { AgentPublicProfile } from '@naija-homes/contracts/agent-profile';
import { queryOptions } from '@tanstack/react-query';
import { agentKeys } from './keys';

/** GET /agent/slug/{slug}: an approved agent's public profile, or null when there is none (404). */
export async function getAgentProfile(slug: string, signal?: AbortSignal): Promise<AgentPublicProfile | null> {
  try {
    return (await ok(api.GET('/api/v1/agent/slug/{slug}', { params: { path: { slug } }, signal }))).data;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const agentProfileQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: agentKeys.profile(slug),
    queryFn: ({ signal }) => getAgentProfile(slug, signal),
    // On the first visit of the agent's page, the server sent the profile with it.
    initialData: () => takeInlinedAnswer('/api/v1/agent/slug/{slug}', { slug })?.data,
  });
