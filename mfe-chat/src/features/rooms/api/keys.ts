/** Rooms and their messages. Live events (use-live-chat.ts) write into the same entries. */
export const roomKeys = {
  all: ['rooms'] as const,
  lists: () => [...roomKeys.all, 'list'] as const,
  list: (search: string, pages: number) => [...roomKeys.lists(), { search, pages }] as const,
  room: (roomId: string) => [...roomKeys.all, 'room', roomId] as const,
  messages: (roomId: string) => [...roomKeys.all, 'messages', roomId] as const,
};
