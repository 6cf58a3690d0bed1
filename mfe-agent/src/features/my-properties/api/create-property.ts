import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { CreateProperty } from '@naija-homes/contracts/property';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myPropertiesKeys } from './keys';

/** POST /property/create: starts a listing (403 Subscription Required without a live plan). */
export function createProperty(body: CreateProperty) {
  return ok(api.POST('/api/v1/property/create', { body }));
}

export function useCreateProperty({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof createProperty>>, CreateProperty> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: (...args) => {
      void client.invalidateQueries({ queryKey: myPropertiesKeys.all });
      return onSuccess?.(...args);
    },
    onError,
  });
}
