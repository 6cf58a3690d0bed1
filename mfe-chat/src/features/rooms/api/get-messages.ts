import { api, ok } from '@naija-homes/client/api-client';
import type { ChatMessage, MessagesPage } from '@naija-homes/contracts/chat';
import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { roomKeys } from './keys';

export const MESSAGES_PAGE_SIZE = 30;

/** GET /room/{id}/messages: newest first; each older page is asked for with the last page's cursor. */
export const messagesQueryOptions = (roomId: string) =>
  infiniteQueryOptions({
    queryKey: roomKeys.messages(roomId),
    queryFn: ({ pageParam, signal }) =>
      ok(
        api.GET('/api/v1/room/{id}/messages', {
          params: {
            path: { id: roomId },
            query: { limit: MESSAGES_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
          },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (last: MessagesPage) => last.nextCursor ?? undefined,
    // Live events keep it current; refetching every page on focus would only cost data.
    staleTime: Number.POSITIVE_INFINITY,
  });

type Pages = InfiniteData<MessagesPage, number>;

/** Adds a message that arrived (live or as a send's answer) to the newest page, once. */
export function addMessage(client: QueryClient, message: ChatMessage): void {
  client.setQueryData<Pages>(roomKeys.messages(message.roomId), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.data.some((known) => known._id === message._id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, data: [message, ...newest.data] }, ...older] };
  });
}

const statusRank = { sent: 0, delivered: 1, read: 2 } as const;

/** A receipt: this sender's messages in the room, up to the one named, reached at least `status`. */
export function applyStatus(
  client: QueryClient,
  roomId: string,
  senderId: string,
  status: ChatMessage['status'],
  upToMessageId: string,
): void {
  client.setQueryData<Pages>(roomKeys.messages(roomId), (data) => {
    if (!data) return data;
    // Pages are newest first: everything from the named message onwards (older) is covered.
    let reached = false;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        data: page.data.map((message) => {
          if (message._id === upToMessageId) reached = true;
          if (!reached || message.senderId._id !== senderId) return message;
          return statusRank[message.status] >= statusRank[status] ? message : { ...message, status };
        }),
      })),
    };
  });
}
