// Saved searches, saved from the public search page and managed in the buyer's area: one set of keys and calls, so
// a search saved on /properties shows at once on /buyer/saved-searches.

import { api, ok } from '@naija-homes/client/api-client';
import { useRealtimeEvent } from '@naija-homes/client/queries/realtime';
import type { SavedSearchCreate, SavedSearchResponse, SavedSearchUpdate } from '@naija-homes/contracts/saved-search';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from './mutation-callbacks';

export const SAVED_SEARCHES_PAGE_SIZE = 20;

export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: (page: number) => ['saved-searches', page] as const,
};

/** GET /saved-search: one page, newest first, with each search's new matches. */
export const savedSearchesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: savedSearchKeys.list(page),
    queryFn: ({ signal }) =>
      ok(api.GET('/api/v1/saved-search', { params: { query: { page, limit: SAVED_SEARCHES_PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });

/** POST /saved-search: the search on screen, named, with its frequency. */
export function useSaveSearch(callbacks: MutationCallbacks<SavedSearchResponse, SavedSearchCreate> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedSearchCreate) => ok(api.POST('/api/v1/saved-search', { body })),
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export type SavedSearchChange =
  | { id: string; action: 'update'; body: SavedSearchUpdate }
  | { id: string; action: 'seen' }
  | { id: string; action: 'delete' };

/** PATCH, POST /seen or DELETE /saved-search/{id}; the list refreshes after. */
export function useSavedSearchChange(callbacks: MutationCallbacks<{ message: string }, SavedSearchChange> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: SavedSearchChange): Promise<{ message: string }> => {
      const params = { params: { path: { id: change.id } } };
      if (change.action === 'update')
        return ok(api.PATCH('/api/v1/saved-search/{id}', { ...params, body: change.body }));
      if (change.action === 'seen') return ok(api.POST('/api/v1/saved-search/{id}/seen', params));
      return ok(api.DELETE('/api/v1/saved-search/{id}', params));
    },
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/** New-match counts follow the alerts: each alert rings the bell, which refreshes the list. */
export function useSavedSearchesFollowNotifications(): void {
  const client = useQueryClient();
  useRealtimeEvent('new-notification', () => {
    void client.invalidateQueries({ queryKey: savedSearchKeys.all });
  });
}
