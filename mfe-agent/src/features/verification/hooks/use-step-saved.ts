import { invalidateSession } from '@naija-homes/client/queries/session';
import type { AgentDetails } from '@naija-homes/contracts/agent';
import { useQueryClient } from '@tanstack/react-query';
import { verificationKeys } from '../api/keys';

/**
 * After a step saves: keep the returned details and refresh the session, whose `agent` (status, progress,
 * isSmileIdVerified) drives the gate, the header and the sidebar.
 */
export function useStepSaved() {
  const client = useQueryClient();
  return (details: AgentDetails) => {
    client.setQueryData(verificationKeys.details(), details);
    void invalidateSession(client);
  };
}
