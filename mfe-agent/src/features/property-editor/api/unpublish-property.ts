import { api, ok } from '@naija-homes/client/api-client';
import { useMutation } from '@tanstack/react-query';
import { usePropertySaved } from '../hooks/use-property-saved';

/** POST /property/{id}/unpublish: takes the listing out of search. */
export function unpublishProperty(id: string) {
  return ok(api.POST('/api/v1/property/{id}/unpublish', { params: { path: { id } } }));
}

export function useUnpublishProperty(id: string) {
  const saved = usePropertySaved(id);
  return useMutation({ mutationFn: () => unpublishProperty(id), onSuccess: saved });
}
