import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { LeadStatus } from '@naija-homes/contracts/lead';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

export const LEADS_PAGE_SIZE = 10;

export const leadKeys = {
  all: ['leads'] as const,
  list: (page: number, status: LeadStatus | null, search: string) => ['leads', page, status, search] as const,
};

/** GET /lead/all: a page of my leads, with my counts per status. */
export const leadsQueryOptions = (page: number, status: LeadStatus | null, search: string) =>
  queryOptions({
    queryKey: leadKeys.list(page, status, search),
    queryFn: ({ signal }) =>
      ok(
        api.GET('/api/v1/lead/all', {
          params: { query: { page, limit: LEADS_PAGE_SIZE, status: status ?? undefined, search: search || undefined } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

type Updated = Awaited<ReturnType<typeof updateLead>>;
function updateLead({ id, status }: { id: string; status: LeadStatus }) {
  return ok(api.PATCH('/api/v1/lead/{id}', { params: { path: { id } }, body: { status } }));
}

/** PATCH /lead/{id}: move a lead; the list and its counts refresh. */
export function useUpdateLead(callbacks: MutationCallbacks<Updated, { id: string; status: LeadStatus }> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateLead,
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

/** POST /lead/{id}/chat: the room with the buyer who asked. */
export function useChatWithLead(callbacks: MutationCallbacks<{ data: { roomId: string } }, string> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => ok(api.POST('/api/v1/lead/{id}/chat', { params: { path: { id } } })),
    ...callbacks,
    onSettled: () => client.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

/** The CSV download's address, with the filters on screen. */
export function leadsCsvUrl(status: LeadStatus | null, search: string): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (search) query.set('search', search);
  const text = query.toString();
  return `/api/v1/lead/export.csv${text ? `?${text}` : ''}`;
}
