import { api, ok } from '@naija-homes/client/api-client';
import { type SessionUser, sessionQueryOptions } from '@naija-homes/client/queries/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roomKeys } from './keys';

/** POST /room/{id}/read: the room's count for me drops to 0, and the header badge by as much. */
export function useMarkRoomRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roomId: string) => ok(api.POST('/api/v1/room/{id}/read', { params: { path: { id: roomId } } })),
    onSuccess: (answer) => {
      const { chatsUnreadCount } = answer.data;
      client.setQueryData(sessionQueryOptions().queryKey, (user: SessionUser | null | undefined) =>
        user ? { ...user, chatsUnreadCount } : user,
      );
      void client.invalidateQueries({ queryKey: roomKeys.lists() });
    },
  });
}
