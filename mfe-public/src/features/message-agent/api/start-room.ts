import { api, ok } from '@naija-homes/client/api-client';
import { chatMessages } from '@naija-homes/contracts/chat';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/** POST /room/create (spec §7): 'Message Sent', then the buyer's chats with that room open. */
export function useStartRoom() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: { agentId: string; text: string }) => ok(api.POST('/api/v1/room/create', { body })),
    onSuccess: (answer) => {
      toast.success(answer.message ?? chatMessages.sent);
      void navigate(`/buyer/chats?room=${answer.room._id}`);
    },
    onError: (error) => toast.error(error.message),
  });
}
