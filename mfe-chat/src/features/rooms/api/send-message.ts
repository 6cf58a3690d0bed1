import { api, isApiError, ok } from '@naija-homes/client/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addMessage } from './get-messages';
import { roomKeys } from './keys';

/**
 * POST /room/{id}/messages. The conversation shows the message at once and offers a retry if this fails; the
 * retry sends the same clientMessageId, so a message whose answer was lost is stored once.
 */
export function useSendMessage(roomId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; clientMessageId: string }) =>
      ok(api.POST('/api/v1/room/{id}/messages', { params: { path: { id: roomId } }, body })),
    onSuccess: (answer) => {
      addMessage(client, answer.data);
      void client.invalidateQueries({ queryKey: roomKeys.lists() });
    },
    onError: (error) => {
      // Already stored by an earlier try: the history has it.
      if (isApiError(error, 409)) void client.invalidateQueries({ queryKey: roomKeys.messages(roomId) });
    },
  });
}
