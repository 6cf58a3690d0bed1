import { api, ok } from '@naija-homes/client/api-client';
import { inspectionKeys } from '@naija-homes/client/queries/inspections';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /inspection/book; the slots refresh after, whatever the answer (a 409 means someone was faster). */
export function useBookInspection(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { slotId: string; message?: string }) => ok(api.POST('/api/v1/inspection/book', { body })),
    onSettled: () => client.invalidateQueries({ queryKey: inspectionKeys.slots(propertyId) }),
  });
}
