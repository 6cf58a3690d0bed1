// Offers, read and answered from two areas (the buyer's My Offers, the agent's Offer Requests): one set of keys and
// calls, so an answer in either refreshes both lists and a live notice can refresh them too.

import { api, ok } from '@naija-homes/client/api-client';
import { useRealtimeEvent } from '@naija-homes/client/queries/realtime';
import type { OfferAction, OfferCounter, OfferResponse, OfferStatus } from '@naija-homes/contracts/offer';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from './mutation-callbacks';

export type OfferSide = 'buyer' | 'agent';
export const OFFERS_PAGE_SIZE = 10;

export const offerKeys = {
  all: ['offers'] as const,
  list: (side: OfferSide, page: number, status: OfferStatus | null) => ['offers', side, page, status] as const,
};

/** GET /offer/mine (buyer) or /offer/requests (agent): one page, optionally of one status. */
export const offersQueryOptions = (side: OfferSide, page: number, status: OfferStatus | null) =>
  queryOptions({
    queryKey: offerKeys.list(side, page, status),
    queryFn: ({ signal }) =>
      ok(
        api.GET(side === 'buyer' ? '/api/v1/offer/mine' : '/api/v1/offer/requests', {
          params: { query: { page, limit: OFFERS_PAGE_SIZE, status: status ?? undefined } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export interface OfferMove {
  id: string;
  action: OfferAction;
  /** For a counter-offer: the agent's price and message. */
  counter?: OfferCounter;
}

/** POST /offer/{id}/{accept|decline|withdraw|counter}; the lists refresh after. */
export function useOfferMove(callbacks: MutationCallbacks<OfferResponse, OfferMove> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, counter }: OfferMove): Promise<OfferResponse> => {
      const params = { params: { path: { id } } };
      if (action === 'counter') {
        if (!counter) throw new Error('A counter-offer needs a price and a message');
        return ok(api.POST('/api/v1/offer/{id}/counter', { ...params, body: counter }));
      }
      if (action === 'accept') return ok(api.POST('/api/v1/offer/{id}/accept', params));
      if (action === 'decline') return ok(api.POST('/api/v1/offer/{id}/decline', params));
      return ok(api.POST('/api/v1/offer/{id}/withdraw', params));
    },
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

/** Lists on screen follow the other side's moves: each move rings the bell, which refreshes them. */
export function useOffersFollowNotifications(): void {
  const client = useQueryClient();
  useRealtimeEvent('new-notification', () => {
    void client.invalidateQueries({ queryKey: offerKeys.all });
  });
}
