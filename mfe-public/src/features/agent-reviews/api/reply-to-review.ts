import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewKeys } from './keys';

interface ReplyInput {
  agentId: string;
  reviewId: string;
  text: string;
}

/** POST /review/{reviewId}/reply: the reviewed agent answers a review publicly (once). */
export function replyToReview({ reviewId, text }: ReplyInput) {
  return ok(api.POST('/api/v1/review/{reviewId}/reply', { params: { path: { reviewId } }, body: { text } }));
}

/** Afterwards the agent's reviews are read again, so the answer shows under the review. */
export function useReplyToReview({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof replyToReview>>, ReplyInput> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: (response, input, ...rest) => {
      void client.invalidateQueries({ queryKey: reviewKeys.agent(input.agentId) });
      return onSuccess?.(response, input, ...rest);
    },
    onError,
  });
}
