import { api, isApiError, ok } from '@naija-homes/client/api-client';
import { chatMessages, newClientMessageId } from '@naija-homes/contracts/chat-messages';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useNavigate } from '@naija-homes/ui-kit/lib/router';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * POST /room/create (spec §7): 'Message Sent', then the buyer's chats with that room open. One id per text sent,
 * so a retry after a lost answer is not stored twice (the server answers 409: it was sent).
 */
export function useStartRoom() {
  const navigate = useNavigate();
  const draft = useRef<{ text: string; clientMessageId: string } | null>(null);
  return useMutation({
    mutationFn: (body: { agentId: string; text: string; propertyId?: string }) => {
      if (draft.current?.text !== body.text) draft.current = { text: body.text, clientMessageId: newClientMessageId() };
      return ok(api.POST('/api/v1/room/create', { body: { ...body, clientMessageId: draft.current.clientMessageId } }));
    },
    onSuccess: (answer) => {
      draft.current = null;
      toast.success(answer.message ?? chatMessages.sent);
      void navigate(`/buyer/chats?room=${answer.room._id}`);
    },
    onError: (error) => {
      if (!isApiError(error, 409)) return toast.error(error.message);
      draft.current = null;
      toast.success(chatMessages.sent);
      void navigate('/buyer/chats');
    },
  });
}
