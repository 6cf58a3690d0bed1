import { api, ok } from '@naija-homes/client/api-client';
import { inspectionKeys } from '@naija-homes/client/queries/inspections';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { SlotCreate } from '@naija-homes/contracts/inspection';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** My listings for rent or sale, to open inspection slots on (GET /property/mine, the newest fifty). */
export const inspectableListingsQueryOptions = () =>
  queryOptions({
    queryKey: [...inspectionKeys.all, 'listings'] as const,
    queryFn: async ({ signal }) => {
      const page = await ok(api.GET('/api/v1/property/mine', { params: { query: { page: 1, limit: 50 } }, signal }));
      return page.data.filter((listing) => listing.propertyFor === 'rent' || listing.propertyFor === 'sale');
    },
  });

type Added = Awaited<ReturnType<typeof addSlot>>;
function addSlot(body: SlotCreate) {
  return ok(api.POST('/api/v1/inspection/slots', { body }));
}

/** POST /inspection/slots */
export function useAddSlot(callbacks: MutationCallbacks<Added, SlotCreate> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addSlot,
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: inspectionKeys.all }),
  });
}

type Removed = Awaited<ReturnType<typeof removeSlot>>;
function removeSlot(id: string) {
  return ok(api.DELETE('/api/v1/inspection/slots/{id}', { params: { path: { id } } }));
}

/** DELETE /inspection/slots/{id} */
export function useRemoveSlot(callbacks: MutationCallbacks<Removed, string> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeSlot,
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: inspectionKeys.all }),
  });
}
