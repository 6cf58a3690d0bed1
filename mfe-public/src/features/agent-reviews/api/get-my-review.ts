import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { reviewKeys } from './keys';

/** GET /review/agent/{agentId}/mine: the signed-in buyer's review of this agent, or null. */
export async function getMyReview(agentId: string, signal?: AbortSignal) {
  return (await ok(api.GET('/api/v1/review/agent/{agentId}/mine', { params: { path: { agentId } }, signal }))).data;
}

export const myReviewQueryOptions = (agentId: string) =>
  queryOptions({ queryKey: reviewKeys.mine(agentId), queryFn: ({ signal }) => getMyReview(agentId, signal) });
