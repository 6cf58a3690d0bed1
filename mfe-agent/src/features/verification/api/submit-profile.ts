import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation } from '@tanstack/react-query';
import { useStepSaved } from '../hooks/use-step-saved';

/** POST /agent/submit: Submit Profile for review once every step is complete. */
export function submitProfile() {
  return ok(api.POST('/api/v1/agent/submit'));
}

export function useSubmitProfile({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof submitProfile>>> = {}) {
  const saved = useStepSaved();
  return useMutation({
    mutationFn: submitProfile,
    onSuccess: (...args) => {
      saved(args[0].data);
      return onSuccess?.(...args);
    },
    onError,
  });
}
