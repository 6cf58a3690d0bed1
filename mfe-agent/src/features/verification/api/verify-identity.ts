import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { AgentVerification } from '@naija-homes/contracts/agent';
import { useMutation } from '@tanstack/react-query';
import { useStepSaved } from '../hooks/use-step-saved';

/** POST /agent/create-agent: verification step 1, the Smile ID check (the verified names become my names). */
export function verifyIdentity(body: AgentVerification) {
  return ok(api.POST('/api/v1/agent/create-agent', { body }));
}

export function useVerifyIdentity({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof verifyIdentity>>, AgentVerification> = {}) {
  const saved = useStepSaved();
  return useMutation({
    mutationFn: verifyIdentity,
    onSuccess: (...args) => {
      saved(args[0].data);
      return onSuccess?.(...args);
    },
    onError,
  });
}
