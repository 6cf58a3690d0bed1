import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { AgentOffice } from '@naija-homes/contracts/agent';
import { useMutation } from '@tanstack/react-query';
import { useStepSaved } from '../hooks/use-step-saved';

/** PATCH /agent/office: verification step 3, the office information. */
export function saveOffice(body: AgentOffice) {
  return ok(api.PATCH('/api/v1/agent/office', { body }));
}

export function useSaveOffice({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof saveOffice>>, AgentOffice> = {}) {
  const saved = useStepSaved();
  return useMutation({
    mutationFn: saveOffice,
    onSuccess: (...args) => {
      saved(args[0].data);
      return onSuccess?.(...args);
    },
    onError,
  });
}
