import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { PropertyUpdate } from '@naija-homes/contracts/property';
import { useMutation } from '@tanstack/react-query';
import { usePropertySaved } from '../hooks/use-property-saved';

/**
 * PATCH /property/{id}: only the changed values (null clears one), photo deletions and order, removal of the floor
 * plan or the 360° tour. A published listing that would lose a required value answers 422 with `missing`.
 */
export function updateProperty(id: string, body: PropertyUpdate) {
  return ok(api.PATCH('/api/v1/property/{id}', { params: { path: { id } }, body }));
}

export function useUpdateProperty(
  id: string,
  { onSuccess, onError }: MutationCallbacks<Awaited<ReturnType<typeof updateProperty>>, PropertyUpdate> = {},
) {
  const saved = usePropertySaved(id);
  return useMutation({
    mutationFn: (body: PropertyUpdate) => updateProperty(id, body),
    onSuccess: (...args) => {
      saved(args[0]);
      return onSuccess?.(...args);
    },
    onError,
  });
}
