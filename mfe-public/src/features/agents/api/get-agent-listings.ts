import { api, ok } from '@naija-homes/client/api-client';
import { takeInlinedAnswer } from '@naija-homes/client/queries/inlined-data';
import { AGENT_LISTINGS_PAGE_SIZE, pageParams } from '@naija-homes/contracts/agent-pages';
import type { AgentListingsPage } from '@naija-homes/contracts/agent-profile';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { agentKeys } from './keys';

/** GET /agent/slug/{slug}/properties: a page of the agent's live listings. */
export async function getAgentListings(slug: string, page: number, signal?: AbortSignal): Promise<AgentListingsPage> {
  return ok(
    api.GET('/api/v1/agent/slug/{slug}/properties', {
      params: { path: { slug }, query: { page, limit: AGENT_LISTINGS_PAGE_SIZE } },
      signal,
    }),
  );
}

export const agentListingsQueryOptions = (slug: string, page: number) =>
  queryOptions({
    queryKey: agentKeys.listings(slug, page),
    queryFn: ({ signal }) => getAgentListings(slug, page, signal),
    placeholderData: keepPreviousData,
    // On the first visit of the profile, the server sent its first page with it.
    initialData: () =>
      takeInlinedAnswer('/api/v1/agent/slug/{slug}/properties', { slug }, pageParams(page, AGENT_LISTINGS_PAGE_SIZE)),
  });
