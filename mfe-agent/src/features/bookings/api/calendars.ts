import { api, ok } from '@naija-homes/client/api-client';
import { bookingKeys } from '@naija-homes/client/queries/bookings';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** GET /booking/calendars: my short-lets with their feed and import links. */
export const calendarsQueryOptions = () =>
  queryOptions({
    queryKey: [...bookingKeys.all, 'calendars'] as const,
    queryFn: ({ signal }) => ok(api.GET('/api/v1/booking/calendars', { signal })),
  });

type Saved = Awaited<ReturnType<typeof saveImport>>;
function saveImport({ propertyId, importUrl }: { propertyId: string; importUrl: string | null }) {
  return ok(api.PUT('/api/v1/booking/calendars/{id}', { params: { path: { id: propertyId } }, body: { importUrl } }));
}

/** PUT /booking/calendars/{id}: import from a link (read at once) or stop importing. */
export function useSaveCalendarImport(
  callbacks: MutationCallbacks<Saved, { propertyId: string; importUrl: string | null }> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveImport,
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
