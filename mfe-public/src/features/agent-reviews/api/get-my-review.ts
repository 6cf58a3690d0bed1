import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { reviewKeys } from './keys';

/**
 * GET /review/agent/{agentId}/mine: the signed-in buyer's review of this agent (or null), whether they may write one
 * (only after dealing with the agent) and what it would say it came from.
 */
export function getMyReview(agentId: string, signal?: AbortSignal) {
  return ok(api.GET('/api/v1/review/agent/{agentId}/mine', { params: { path: { agentId } }, signal }));
}

export const myReviewQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: reviewKeys.mine(agentId), queryFn: ({ signal }) => getMyReview(agentId, signal) });
