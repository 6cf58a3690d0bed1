import type { AgentDetails } from '@naija-homes/contracts/agent';
import { apiRequest, type DataResponse } from '@naija-homes/contracts/http';
import { sessionQueryKey } from '@naija-homes/contracts/user';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export const agentDetailsKey = ['agent', 'me'] as const;

export function useAgentDetails() {
  return useQuery({
    queryKey: agentDetailsKey,
    queryFn: async () => (await apiRequest<DataResponse<AgentDetails>>('/agent/me')).data,
  });
}

/**
 * After a step saves: keep the returned details and refresh the session, whose `agent` (status, progress,
 * isSmileIdVerified) drives the gate, the header and the sidebar.
 */
export function useStepSaved() {
  const client = useQueryClient();
  return (details: AgentDetails) => {
    client.setQueryData(agentDetailsKey, details);
    void client.invalidateQueries({ queryKey: sessionQueryKey });
  };
}
