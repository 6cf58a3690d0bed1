import { api, ok } from '@naija-homes/client/api-client';
import { bookingKeys } from '@naija-homes/client/queries/bookings';
import type { BookingCreate } from '@naija-homes/contracts/booking';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** GET /booking/availability/{propertyId}: the window, prices and taken nights. */
export const availabilityQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: bookingKeys.availability(propertyId),
    queryFn: ({ signal }) =>
      ok(api.GET('/api/v1/booking/availability/{propertyId}', { params: { path: { propertyId } }, signal })),
    staleTime: 30_000,
  });

/** POST /booking/create; the calendar refreshes after, whatever the answer (a 409 means someone was faster). */
export function useBookStay(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingCreate) => ok(api.POST('/api/v1/booking/create', { body })),
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.availability(propertyId) }),
  });
}
