import { api, ok } from '@naija-homes/client/api-client';
import { takeInlinedAnswer } from '@naija-homes/client/queries/inlined-data';
import { agentListParams } from '@naija-homes/contracts/agent-pages';
import { queryOptions } from '@tanstack/react-query';
import { agentKeys } from './keys';

export interface AgentsQuery {
  page: number;
  limit: number;
  search?: string | undefined;
}

/** GET /agent/all: approved agents, searchable by name, agency or address, with their rating stats. */
export function getAgents(query: AgentsQuery, signal?: AbortSignal) {
  return ok(api.GET('/api/v1/agent/all', { params: { query }, signal }));
}

export const agentsQueryOptions = (query: AgentsQuery) =>
  queryOptions({
    queryKey: agentKeys.list(query),
    queryFn: ({ signal }) => getAgents(query, signal),
    // On the first visit of the directory, the server sent the page the address names with it.
    initialData: () => takeInlinedAnswer('/api/v1/agent/all', {}, agentListParams(query)),
  });
