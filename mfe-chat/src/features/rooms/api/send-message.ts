import { api, ok } from '@naija-homes/client/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addMessage } from './get-messages';
import { roomKeys } from './keys';

/** POST /room/{id}/messages. The conversation shows the message at once and offers a retry if this fails. */
export function useSendMessage(roomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      ok(api.POST('/api/v1/room/{id}/messages', { params: { path: { id: roomId } }, body: { text } })),
    onSuccess: (answer) => {
      addMessage(client, answer.data);
      void client.invalidateQueries({ queryKey: roomKeys.lists() });
    },
  });
}
