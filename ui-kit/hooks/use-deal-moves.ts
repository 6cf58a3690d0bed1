import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useState } from 'react';

/** One move of a deal (a booking, an inspection), as the client's move mutations send it. */
export interface DealMoveRequest<Action extends string> {
  id: string;
  action: Action;
  reason?: string;
}

/** A move mutation, as client/queries' `useBookingMove` and `useInspectionMove` return it. */
export interface DealMoveMutation<Action extends string> {
  mutate: (move: DealMoveRequest<Action>) => void;
  isPending: boolean;
  variables?: DealMoveRequest<Action> | undefined;
}

/** client/queries' move hook of a kind of deal, called by the list with its own callbacks. */
export type UseDealMove<Action extends string> = (callbacks: {
  onSuccess: (answer: { message?: string }) => void;
  onError: (failure: Error) => void;
}) => DealMoveMutation<Action>;

/**
 * What a deal list does with its moves, the same for every kind and side: the deal being asked a reason for (the
 * dialog closes when its move succeeds), the refusal's words (in that dialog while it is open, else above the list)
 * and which deal is moving (its buttons wait).
 */
export function useDealMoves<Deal extends { _id: string }, Action extends string>(useMove: UseDealMove<Action>) {
  const [asking, setAsking] = useState<{ deal: Deal; action: Action } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const move = useMove({
    ...toastOutcome(() => setAsking(null)),
    onError: (failure) => setError(failure.message),
  });
  return {
    asking,
    error,
    move,
    problem: asking ? null : error,
    ask: (deal: Deal, action: Action) => {
      setError(null);
      setAsking({ deal, action });
    },
    close: () => setAsking(null),
    send: (request: DealMoveRequest<Action>) => {
      setError(null);
      move.mutate(request);
    },
    busy: (deal: Deal) => move.isPending && move.variables?.id === deal._id,
  };
}
