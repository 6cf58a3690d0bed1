import { api, ok } from '@naija-homes/client/api-client';
import type { AgentListingsPage } from '@naija-homes/contracts/agent-profile';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { agentKeys } from './keys';

export const AGENT_LISTINGS_PAGE_SIZE = 10;

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
  });
