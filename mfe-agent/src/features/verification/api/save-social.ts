import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { AgentSocial } from '@naija-homes/contracts/agent';
import { useMutation } from '@tanstack/react-query';
import { useStepSaved } from '../hooks/use-step-saved';

/** PATCH /agent/social: verification step 4, the social media links. */
export function saveSocial(body: AgentSocial) {
  return ok(api.PATCH('/api/v1/agent/social', { body }));
}

export function useSaveSocial({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof saveSocial>>, AgentSocial> = {}) {
  const saved = useStepSaved();
  return useMutation({
    mutationFn: saveSocial,
    onSuccess: (...args) => {
      saved(args[0].data);
      return onSuccess?.(...args);
    },
    onError,
  });
}
