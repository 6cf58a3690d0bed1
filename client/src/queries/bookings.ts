// Bookings, read and answered from two areas (the buyer's My Bookings, the agent's Bookings): one set of keys and
// calls, refreshed when the other side's move rings the bell.

import { api, ok } from '@naija-homes/client/api-client';
import { useRealtimeEvent } from '@naija-homes/client/queries/realtime';
import type { BookingAction, BookingStatus } from '@naija-homes/contracts/booking';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from './mutation-callbacks';

export type BookingSide = 'buyer' | 'agent';
export const BOOKINGS_PAGE_SIZE = 10;

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (side: BookingSide, page: number, status: BookingStatus | null) => ['bookings', side, page, status] as const,
  availability: (propertyId: string) => ['bookings', 'availability', propertyId] as const,
};

/** GET /booking/mine (buyer) or /booking/requests (agent). */
export const bookingsQueryOptions = (side: BookingSide, page: number, status: BookingStatus | null) =>
  queryOptions({
    queryKey: bookingKeys.list(side, page, status),
    queryFn: ({ signal }) =>
      ok(
        api.GET(side === 'buyer' ? '/api/v1/booking/mine' : '/api/v1/booking/requests', {
          params: { query: { page, limit: BOOKINGS_PAGE_SIZE, status: status ?? undefined } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export interface BookingMove {
  id: string;
  action: BookingAction;
  reason?: string;
}

type MoveAnswer = Awaited<ReturnType<typeof moveBooking>>;
function moveBooking({ id, action, reason }: BookingMove) {
  const path = { params: { path: { id } } };
  if (action === 'confirm') return ok(api.POST('/api/v1/booking/{id}/confirm', path));
  if (action === 'decline') return ok(api.POST('/api/v1/booking/{id}/decline', { ...path, body: { reason } }));
  return ok(api.POST('/api/v1/booking/{id}/cancel', { ...path, body: { reason: reason ?? '' } }));
}

/** POST /booking/{id}/{confirm|decline|cancel}; lists and calendars refresh after. */
export function useBookingMove(callbacks: MutationCallbacks<MoveAnswer, BookingMove> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveBooking,
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

export function useBookingsFollowNotifications(): void {
  const client = useQueryClient();
  useRealtimeEvent('new-notification', () => {
    void client.invalidateQueries({ queryKey: bookingKeys.all });
  });
}

/** Bookings as a deal list reads them (ui-kit's useDealListPage): both areas' screens mount BookingList from it. */
export const bookingDeals = {
  useList: (side: BookingSide, page: number, status: BookingStatus | null) =>
    useQuery(bookingsQueryOptions(side, page, status)),
  useMove: useBookingMove,
  useFollowNotifications: useBookingsFollowNotifications,
};
