import { api, ok } from '@naija-homes/client/api-client';
import { type SessionUser, sessionQueryOptions } from '@naija-homes/client/queries/session';
import type { Room } from '@naija-homes/contracts/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roomKeys } from './keys';

/** POST /room/{id}/read: the room's count for me drops to 0, and the header badge by as much. */
export function useMarkRoomRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roomId: string) => ok(api.POST('/api/v1/room/{id}/read', { params: { path: { id: roomId } } })),
    onSuccess: (answer) => {
      const { roomId, chatsUnreadCount } = answer.data;
      const sessionKey = sessionQueryOptions().queryKey;
      const me = client.getQueryData<SessionUser | null>(sessionKey)?._id;
      client.setQueryData(sessionKey, (user: SessionUser | null | undefined) =>
        user ? { ...user, chatsUnreadCount } : user,
      );
      // The open room shows my count as 0 at once, so the conversation does not ask again.
      client.setQueryData<Room>(roomKeys.room(roomId), (room) => {
        if (!room || !me) return room;
        if (room.user1._id === me) return { ...room, unreadCount1: 0 };
        if (room.user2._id === me) return { ...room, unreadCount2: 0 };
        return room;
      });
      void client.invalidateQueries({ queryKey: roomKeys.lists() });
    },
  });
}
