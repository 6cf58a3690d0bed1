import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { upload } from '@naija-homes/client/upload';
import type { AgentCredentials } from '@naija-homes/contracts/agent';
import { useMutation } from '@tanstack/react-query';
import { useStepSaved } from '../hooks/use-step-saved';

export interface CredentialsForm extends AgentCredentials {
  /** The certificate PDF; null keeps the one on file. */
  certificate: File | null;
}

/** PATCH /agent/credentials: verification step 2, the two numbers as multipart fields beside the certificate PDF. */
export function saveCredentials({ licenseNo, certificationNo, certificate }: CredentialsForm) {
  return upload('/api/v1/agent/credentials', {
    method: 'patch',
    params: undefined,
    fields: { licenseNo, certificationNo, ...(certificate ? { certificate } : {}) },
  });
}

export function useSaveCredentials({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof saveCredentials>>, CredentialsForm> = {}) {
  const saved = useStepSaved();
  return useMutation({
    mutationFn: saveCredentials,
    onSuccess: (...args) => {
      saved(args[0].data);
      return onSuccess?.(...args);
    },
    onError,
  });
}
