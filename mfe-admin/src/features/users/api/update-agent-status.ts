import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { AgentStatusChange } from '@naija-homes/contracts/agent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../shared/api/admin-keys';

/** PATCH /admin/agents/{userId}/status: approve a submitted profile, or reject it with a reason (409 when decided). */
export function updateAgentStatus(userId: string, body: AgentStatusChange) {
  return ok(api.PATCH('/api/v1/admin/agents/{userId}/status', { params: { path: { userId } }, body }));
}

export function useUpdateAgentStatus(
  userId: string,
  { onSuccess, onError }: MutationCallbacks<Awaited<ReturnType<typeof updateAgentStatus>>, AgentStatusChange> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentStatusChange) => updateAgentStatus(userId, body),
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: adminKeys.all });
      return onSuccess?.(...args);
    },
    onError,
  });
}
