import { api, ok } from '@naija-homes/client/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { roomKeys } from './keys';

export type { Room, RoomUser } from '@naija-homes/contracts/chat';

export const ROOMS_PAGE_SIZE = 20;

/** GET /room/all (spec §7): "Load more" asks for a bigger first page, which replaces the list. */
export function getRooms(search: string, pages: number, signal?: AbortSignal) {
  return ok(
    api.GET('/api/v1/room/all', {
      params: { query: { page: 1, limit: ROOMS_PAGE_SIZE * pages, ...(search ? { search } : {}) } },
      signal,
    }),
  );
}

/** The search is trimmed by the caller and resets to the first page; the list refreshes now and then for presence. */
export const roomsQueryOptions = (search: string, pages: number) =>
  queryOptions({
    queryKey: roomKeys.list(search, pages),
    queryFn: ({ signal }) => getRooms(search, pages, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

/** GET /room/{id}: a room opened by link (?room=) that is not on the first page of the list. */
export const roomQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: roomKeys.room(roomId),
    queryFn: async ({ signal }) =>
      (await ok(api.GET('/api/v1/room/{id}', { params: { path: { id: roomId } }, signal }))).data,
  });
