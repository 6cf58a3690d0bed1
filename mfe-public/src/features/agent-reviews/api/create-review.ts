import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import type { ReviewCreate } from '@naija-homes/contracts/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentKeys, reviewKeys } from './keys';

/** POST /review/create: a buyer reviews an approved agent (once). */
export function createReview(body: ReviewCreate) {
  return ok(api.POST('/api/v1/review/create', { body }));
}

/** Afterwards the agent's reviews and their profile (its rating) are read again. */
export function useCreateReview({
  onSuccess,
  onError,
}: MutationCallbacks<Awaited<ReturnType<typeof createReview>>, ReviewCreate> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (response, review, ...rest) => {
      void client.invalidateQueries({ queryKey: reviewKeys.agent(review.agentId) });
      void client.invalidateQueries({ queryKey: agentKeys.all });
      return onSuccess?.(response, review, ...rest);
    },
    onError,
  });
}
