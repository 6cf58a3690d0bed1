import { useRealtimeEvent } from '@naija-homes/client/queries/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { addMessage, applyStatus } from '../api/get-messages';
import { roomKeys } from '../api/keys';

/** Writes live events into the rooms and messages caches, so the screen follows without reloading. */
export function useLiveChat(myId: string | null): void {
  const client = useQueryClient();
  useRealtimeEvent('new-message', ({ message, room }) => {
    addMessage(client, message);
    client.setQueryData(roomKeys.room(room._id), room);
    void client.invalidateQueries({ queryKey: roomKeys.lists() });
  });
  useRealtimeEvent('message-status', ({ roomId, status, upToMessageId }) => {
    if (myId) applyStatus(client, roomId, myId, status, upToMessageId);
  });
  useRealtimeEvent('new-chat-notification', () => {
    void client.invalidateQueries({ queryKey: roomKeys.lists() });
  });
}
