import { api, ok } from '@naija-homes/client/api-client';
import { useMutation } from '@tanstack/react-query';
import { usePropertySaved } from '../hooks/use-property-saved';

/** POST /property/{id}/publish: 422 with `missing` while a step is incomplete; needs a live plan. */
export function publishProperty(id: string) {
  return ok(api.POST('/api/v1/property/{id}/publish', { params: { path: { id } } }));
}

export function usePublishProperty(id: string) {
  const saved = usePropertySaved(id);
  return useMutation({ mutationFn: () => publishProperty(id), onSuccess: saved });
}
