import { ApiError, apiRequest } from '@naija-homes/contracts/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface RoomUser {
  _id: string;
  fullName: string;
  photo: string | null;
}
export interface Room {
  _id: string;
  user1: RoomUser;
  user2: RoomUser;
  unreadCount1: number;
  unreadCount2: number;
  lastMessage: string | null;
  updatedAt: string;
}

export const ROOMS_PAGE_SIZE = 20;

/**
 * GET /room/all (spec §7): the search is trimmed and resets to page 1; "load more" asks for a bigger first page,
 * which replaces the list. A deployment without chat rooms yet (404) reads as an empty list.
 */
export function useRooms(search: string, pages: number) {
  return useQuery({
    queryKey: ['rooms', search, pages],
    queryFn: async () => {
      try {
        return await apiRequest<{ data: Room[]; totalPages: number }>('/room/all', {
          query: { page: 1, limit: ROOMS_PAGE_SIZE * pages, search: search || undefined },
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { data: [] as Room[], totalPages: 0 };
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}
