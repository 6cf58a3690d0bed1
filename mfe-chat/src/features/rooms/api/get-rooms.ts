import { apiErrorOf, isApiError } from '@naija-homes/client/api-client';
import { type RoomsPage, roomsPageSchema } from '@naija-homes/contracts/chat';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { roomKeys } from './keys';

export type { Room, RoomUser } from '@naija-homes/contracts/chat';

export const ROOMS_PAGE_SIZE = 20;

/**
 * GET /room/all (spec §7): "load more" asks for a bigger first page, which replaces the list. The route arrives
 * with the chat issue and is not in the API's document yet, so the typed client has no path for it: the answer is
 * checked against the contract's schema instead. A deployment without chat rooms yet (404) reads as an empty list.
 */
export async function getRooms(search: string, pages: number, signal?: AbortSignal): Promise<RoomsPage> {
  const query = new URLSearchParams({ page: '1', limit: String(ROOMS_PAGE_SIZE * pages) });
  if (search) query.set('search', search);
  const response = await fetch(`/api/v1/room/all?${query}`, { credentials: 'include', signal });
  const body: unknown = await response.json().catch(() => ({}));
  if (response.ok) return roomsPageSchema.parse(body);
  const error = apiErrorOf(response.status, response.statusText, body);
  if (isApiError(error, 404)) return { data: [], totalPages: 0 };
  throw error;
}

/** The search is trimmed by the caller and resets to the first page. */
export const roomsQueryOptions = (search: string, pages: number) =>
  queryOptions({
    queryKey: roomKeys.list(search, pages),
    queryFn: ({ signal }) => getRooms(search, pages, signal),
    placeholderData: keepPreviousData,
  });
