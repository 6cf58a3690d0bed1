// Inspections, read and answered from the buyer's and the agent's areas, and booked from listing pages: one set of
// keys and calls, refreshed when the other side's move rings the bell.

import { api, ok } from '@naija-homes/client/api-client';
import { useRealtimeEvent } from '@naija-homes/client/queries/realtime';
import type { InspectionAction } from '@naija-homes/contracts/inspection';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from './mutation-callbacks';

export type InspectionSide = 'buyer' | 'agent';

export const inspectionKeys = {
  all: ['inspections'] as const,
  list: (side: InspectionSide, page: number) => ['inspections', side, page] as const,
  slots: (propertyId: string) => ['inspections', 'slots', propertyId] as const,
};

/** GET /inspection/mine (buyer) or /inspection/requests (agent). */
export const inspectionsQueryOptions = (side: InspectionSide, page: number) =>
  queryOptions({
    queryKey: inspectionKeys.list(side, page),
    queryFn: ({ signal }) =>
      ok(
        api.GET(side === 'buyer' ? '/api/v1/inspection/mine' : '/api/v1/inspection/requests', {
          params: { query: { page, limit: 10 } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** GET /inspection/slots/{id}: a listing's coming slots. */
export const slotsQueryOptions = (propertyId: string) =>
  queryOptions({
    queryKey: inspectionKeys.slots(propertyId),
    queryFn: ({ signal }) =>
      ok(api.GET('/api/v1/inspection/slots/{id}', { params: { path: { id: propertyId } }, signal })),
  });

export interface InspectionMove {
  id: string;
  action: InspectionAction;
  reason?: string;
}

type MoveAnswer = Awaited<ReturnType<typeof moveInspection>>;
function moveInspection({ id, action, reason }: InspectionMove) {
  const path = { params: { path: { id } } };
  if (action === 'confirm') return ok(api.POST('/api/v1/inspection/{id}/confirm', path));
  if (action === 'decline') return ok(api.POST('/api/v1/inspection/{id}/decline', path));
  return ok(api.POST('/api/v1/inspection/{id}/cancel', { ...path, body: { reason: reason ?? '' } }));
}

export function useInspectionMove(callbacks: MutationCallbacks<MoveAnswer, InspectionMove> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveInspection,
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: inspectionKeys.all }),
  });
}

export function useInspectionsFollowNotifications(): void {
  const client = useQueryClient();
  useRealtimeEvent('new-notification', () => {
    void client.invalidateQueries({ queryKey: inspectionKeys.all });
  });
}

/** Inspections as a deal list reads them (ui-kit's useDealListPage); they have no status filter. */
export const inspectionDeals = {
  useList: (side: InspectionSide, page: number) => useQuery(inspectionsQueryOptions(side, page)),
  useMove: useInspectionMove,
  useFollowNotifications: useInspectionsFollowNotifications,
};
